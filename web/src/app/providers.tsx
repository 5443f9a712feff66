import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLang, DEFAULT_LANG } from '@brokerage/contract';
import { antdLocaleOf } from '../i18n';
import { setMessageApi } from '../api/bridge';

const THEME = { token: { colorPrimary: '#1890ff' } };

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already told the person what failed; retrying would repeat the message.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// Hands antd's context-aware message API (themed, localised) to the API client. The hook pulls in
// only the message component, where antd's <App> would also bring modal and notification to login.
function MessageBridge() {
  const [messageApi, contextHolder] = message.useMessage();
  useEffect(() => {
    setMessageApi(messageApi);
    return () => setMessageApi(null);
  }, [messageApi]);
  return contextHolder;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(lang)} theme={THEME} componentSize="middle">
        <MessageBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
