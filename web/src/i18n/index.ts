import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@brokerage/contract';
import { readCookie, writeCookie } from '../lib/storage';
import { CORE_RESOURCES } from './core';
import type { Translation } from './resources';

declare module 'i18next' {
  // Module augmentation needs an interface; it gives every t() key a compile-time check.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

export const LANGUAGE_COOKIE = 'language';

// BCP 47 tag for <html lang> and anything else that wants a full tag.
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN', es: 'es', ja: 'ja' };

// antd and dayjs locales are loaded on demand so only the language in use is downloaded.
const LOCALES: Record<Lang, { antd: () => Promise<{ default: Locale }>; dayjs: string; loadDayjs: () => Promise<unknown> }> = {
  en: { antd: () => import('antd/es/locale/en_US'), dayjs: 'en', loadDayjs: () => Promise.resolve() },
  zh: { antd: () => import('antd/es/locale/zh_CN'), dayjs: 'zh-cn', loadDayjs: () => import('dayjs/locale/zh-cn') },
  es: { antd: () => import('antd/es/locale/es_ES'), dayjs: 'es', loadDayjs: () => import('dayjs/locale/es') },
  ja: { antd: () => import('antd/es/locale/ja_JP'), dayjs: 'ja', loadDayjs: () => import('dayjs/locale/ja') },
};

const antdLocales = new Map<Lang, Locale>();

async function loadLocale(lang: Lang): Promise<void> {
  if (!antdLocales.has(lang)) {
    const [antd] = await Promise.all([LOCALES[lang].antd(), LOCALES[lang].loadDayjs()]);
    antdLocales.set(lang, antd.default);
  }
  dayjs.locale(LOCALES[lang].dayjs);
}

// The antd locale of a language, once loaded (setLanguage and initI18n load it before switching).
export function antdLocaleOf(lang: Lang): Locale | undefined {
  return antdLocales.get(lang);
}

// Cookie `language` first, then the browser's language, then English.
function detectLanguage(): Lang {
  const cookie = readCookie(LANGUAGE_COOKIE);
  if (isLang(cookie)) return cookie;
  const browser = (navigator.language || '').toLowerCase().split('-')[0];
  return isLang(browser) ? browser : DEFAULT_LANG;
}

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

function applyDocumentLanguage(lang: Lang): void {
  document.documentElement.lang = HTML_LANG[lang];
}

export async function initI18n(): Promise<void> {
  const lang = detectLanguage();
  // A failed locale download must not keep the app from starting: antd then falls back to English.
  await loadLocale(lang).catch(() => undefined);
  // The login page's texts; the features' are added by the signed-in area (i18n/features.ts).
  await i18n.use(initReactI18next).init({
    resources: CORE_RESOURCES,
    lng: lang,
    supportedLngs: [...LANGS],
    fallbackLng: DEFAULT_LANG,
    interpolation: { escapeValue: false },
  });
  applyDocumentLanguage(lang);
}

export async function setLanguage(lang: Lang): Promise<void> {
  await loadLocale(lang);
  writeCookie(LANGUAGE_COOKIE, lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

export { i18n };
