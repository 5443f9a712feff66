import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@brokerage/contract';
import { currentLanguage, setLanguage } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/core';
import { showError } from '../../api/bridge';

export const LANGUAGE_OPTIONS = LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

// Switches the interface language and remembers it in the `language` cookie (a failure says so).
export function useLanguageChange(): (lang: Lang) => void {
  const { t } = useTranslation();
  return (lang: Lang) => {
    setLanguage(lang).catch(() => showError(t('errors.generic'), 5));
  };
}

// The login page's segmented control of the four languages, plain buttons styled by login.css (the login
// page carries no antd components beyond the theme); the top bar has the icon menu (LanguageMenu).
export function LanguageSwitch() {
  const { t } = useTranslation();
  const onChange = useLanguageChange();
  const current = currentLanguage();
  return (
    <div className="login-language-group" role="group" aria-label={t('language.label')} data-testid="language-switch">
      {LANGUAGE_OPTIONS.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className="login-language"
          lang={value}
          aria-pressed={value === current}
          onClick={() => value !== current && onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
