import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@brokerage/contract';
import { currentLanguage } from '../../i18n';
import { LANGUAGE_OPTIONS, useLanguageChange } from './LanguageSwitch';

// The top bar's language switch: an icon with a menu of the languages (the login page has LanguageSwitch).
export function LanguageMenu() {
  const { t } = useTranslation();
  const onChange = useLanguageChange();
  const items = LANGUAGE_OPTIONS.map(({ value, label }) => ({ key: value, label, 'data-testid': `language-${value}` }));
  return (
    <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys: [currentLanguage()], onClick: ({ key }) => onChange(key as Lang) }}>
      <Button type="text" data-testid="language-switch" aria-label={t('language.label')} icon={<GlobalOutlined />} />
    </Dropdown>
  );
}
