import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
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

const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
const ERROR_TEXT = '#cf1322';
// Tags in antd's preset colours take their text from shade 7 and their solid background from shade 6: both set to a
// shade that keeps 4.5:1 (on the light tint, and under white text).
const TAG_SHADES: Record<string, string> = {
  green: '#237804', red: '#cf1322', orange: '#ad4e00', gold: '#874d00', cyan: '#006d75', blue: '#0958d9', volcano: '#ad2102',
  purple: '#531dab', magenta: '#9e1068', lime: '#3f6600', geekblue: '#1d39c4', yellow: '#876800',
};
const TAG_TOKENS = {
  ...Object.fromEntries(Object.entries(TAG_SHADES).flatMap(([name, shade]) => [[`${name}6`, shade], [`${name}7`, shade]])),
  colorSuccess: TAG_SHADES.green, colorWarning: TAG_SHADES.gold, colorError: ERROR_TEXT,
};

// Whether the user asked the system for less motion (an accessibility setting): dialogs, drawers and menus then open
// without antd's zoom and slide animations.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
const usePrefersReducedMotion = () => useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

// Language (antd locale), theme colour and element size follow their settings at runtime. The query
// cache is provided by the signed-in area (SignedInGate): the login page needs none.
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const colorPrimary = useSettings((s) => s.theme);
  const size = useUi((s) => s.size);
  const reducedMotion = usePrefersReducedMotion();
  // Secondary texts, placeholders and error texts dark enough for WCAG AA (4.5:1 on white); info in the theme colour.
  const theme = useMemo(() => ({
    token: {
      colorPrimary, colorInfo: colorPrimary, colorError: ERROR_TEXT, colorWarningText: TAG_SHADES.gold,
      colorTextTertiary: SECONDARY_TEXT, colorTextDescription: SECONDARY_TEXT, colorTextPlaceholder: SECONDARY_TEXT,
      motion: !reducedMotion,
    },
    // A table's "no data" is written in its disabled grey.
    components: { Tag: TAG_TOKENS, Table: { colorTextDisabled: SECONDARY_TEXT } },
  }), [colorPrimary, reducedMotion]);
  // The keyboard focus ring (global.css) is drawn in the theme colour, outside antd's components too.
  useEffect(() => {
    document.documentElement.style.setProperty('--focus-ring', colorPrimary);
  }, [colorPrimary]);

  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={theme} componentSize={size}>
      <LazyMessages />
      <LoadingOverlay />
      {children}
    </ConfigProvider>
  );
}
