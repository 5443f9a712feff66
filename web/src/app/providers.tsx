import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLang, DEFAULT_LANG } from '@brokerage/contract';
import { antdLocaleOf } from '../i18n';
import { onMessagesWanted } from '../api/bridge';
import { LoadingOverlay } from '../shell/LoadingOverlay';
import { useSettings } from './settings';
import { useUi } from './ui';

const MessageBridge = lazy(() => import('./MessageBridge').then((m) => ({ default: m.MessageBridge })));

// antd's message API, mounted here (above the router, so a message outlives a change of page) once
// the first message waits or the signed-in area asks for it (`wantMessages`).
function LazyMessages() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onMessagesWanted(() => setWanted(true));
    return () => onMessagesWanted(null);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageBridge />
    </Suspense>
  );
}

// Language (antd locale), theme colour and element size follow their settings at runtime. The query
// cache is provided by the signed-in area (SignedInGate): the login page needs none.
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const colorPrimary = useSettings((s) => s.theme);
  const size = useUi((s) => s.size);
  const theme = useMemo(() => ({ token: { colorPrimary } }), [colorPrimary]);

  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={theme} componentSize={size}>
      <LazyMessages />
      <LoadingOverlay />
      {children}
    </ConfigProvider>
  );
}
