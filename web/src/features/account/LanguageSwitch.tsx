import { Button, Dropdown, Segmented } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@brokerage/contract';
import { currentLanguage, setLanguage } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/resources';
import { showError } from '../../api/bridge';

const OPTIONS = LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

// Switches the interface language and remembers it in the `language` cookie; `compact` is the top bar's
// icon menu, the default the login page's segmented control.
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const onChange = (lang: Lang) => {
    setLanguage(lang).catch(() => showError(t('errors.generic'), 5));
  };
  if (compact) {
    const items = OPTIONS.map(({ value, label }) => ({ key: value, label, 'data-testid': `language-${value}` }));
    return (
      <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys: [currentLanguage()], onClick: ({ key }) => onChange(key as Lang) }}>
        <Button type="text" data-testid="language-switch" aria-label={t('language.label')} icon={<GlobalOutlined />} />
      </Dropdown>
    );
  }
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
