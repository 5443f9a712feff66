import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLang, DEFAULT_LANG } from '@brokerage/contract';
import { antdLocaleOf } from '../i18n';
import { setMessageApi } from '../api/bridge';
import { LoadingOverlay } from '../shell/LoadingOverlay';
import { queryClient } from './queryClient';
import { useSettings } from './settings';
import { useUi } from './ui';

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

// Language (antd locale), theme colour and element size follow their settings at runtime.
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const colorPrimary = useSettings((s) => s.theme);
  const size = useUi((s) => s.size);
  const theme = useMemo(() => ({ token: { colorPrimary } }), [colorPrimary]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(lang)} theme={theme} componentSize={size}>
        <MessageBridge />
        <LoadingOverlay />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
