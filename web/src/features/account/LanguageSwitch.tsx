import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@brokerage/contract';
import { currentLanguage, setLanguage } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/resources';
import { showError } from '../../api/bridge';

const OPTIONS = LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

// Switches the interface language and remembers it in the `language` cookie.
export function LanguageSwitch() {
  const { t } = useTranslation();
  const onChange = (lang: Lang) => {
    setLanguage(lang).catch(() => showError(t('errors.generic'), 5));
  };
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('language.label')}
      data-testid="language-switch"
      options={OPTIONS}
      value={currentLanguage()}
      onChange={onChange}
    />
  );
}
