import { Button, Dropdown, Flex, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, ReloadOutlined, SettingOutlined, FontSizeOutlined, EllipsisOutlined, GlobalOutlined } from '@ant-design/icons';
import type { Lang } from '@brokerage/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { redirectPath } from '../lib/paths';
import type { PageRoute } from '../app/routes';
import { useSettings } from '../app/settings';
import { SIZES, useUi, type Size } from '../app/ui';
import { AccountMenu } from '../features/account/AccountMenu';
import { MessageBell } from '../features/message/MessageBell';
import { LanguageMenu } from '../features/account/LanguageMenu';
import { LANGUAGE_OPTIONS, useLanguageChange } from '../features/account/LanguageSwitch';
import { currentLanguage } from '../i18n';
import { Breadcrumb } from './Breadcrumb';
import { HeaderSearch } from './HeaderSearch';

const SIZE_PREFIX = 'size:';
const LANGUAGE_PREFIX = 'language:';
const SETTINGS_KEY = 'settings';

// On a phone the less-used controls (size, language, page settings) share one menu, so the bar keeps to one row;
// the menu search is left to the sidebar there.
function MoreMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const { size, setSize } = useUi();
  const showSettings = useSettings((s) => s.showSettings);
  const changeLanguage = useLanguageChange();
  const items = [
    {
      key: 'size', label: t('shell.navbar.size'), icon: <FontSizeOutlined />,
      children: SIZES.map((value) => ({ key: SIZE_PREFIX + value, label: t(`shell.sizes.${value}`), 'data-testid': `size-${value}` })),
    },
    {
      key: 'language', label: t('language.label'), icon: <GlobalOutlined />,
      children: LANGUAGE_OPTIONS.map(({ value, label }) => ({ key: LANGUAGE_PREFIX + value, label, 'data-testid': `language-${value}` })),
    },
    ...(showSettings ? [{ key: SETTINGS_KEY, label: t('shell.navbar.settings'), icon: <SettingOutlined />, 'data-testid': 'navbar-more-settings' }] : []),
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key.startsWith(SIZE_PREFIX)) setSize(key.slice(SIZE_PREFIX.length) as Size);
    else if (key.startsWith(LANGUAGE_PREFIX)) changeLanguage(key.slice(LANGUAGE_PREFIX.length) as Lang);
    else if (key === SETTINGS_KEY) onOpenSettings();
  };
  return (
    <Dropdown
      trigger={['click']}
      // Submenus open on a tap: a phone has no hover.
      menu={{ items, selectable: true, selectedKeys: [SIZE_PREFIX + size, LANGUAGE_PREFIX + currentLanguage()], onClick, triggerSubMenuAction: 'click' }}
    >
      <Button type="text" data-testid="navbar-more" aria-label={t('shell.navbar.more')} icon={<EllipsisOutlined />} />
    </Dropdown>
  );
}

export function Navbar({ page, onOpenSettings }: { page: PageRoute | undefined; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { sidebarOpened, toggleSidebar, size, setSize, device } = useUi();
  const showSettings = useSettings((s) => s.showSettings);
  const mobile = device === 'mobile';

  const sizeItems = SIZES.map((value) => ({ key: value, label: t(`shell.sizes.${value}`), 'data-testid': `size-${value}` }));

  return (
    <Flex data-testid="navbar" align="center" justify="space-between" gap={mobile ? 4 : 8}
      style={{ height: 50, paddingInline: mobile ? 4 : 8, background: '#fff', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Flex align="center" gap={mobile ? 4 : 8} style={{ minWidth: 0, flex: '1 1 auto' }}>
        <Button
          type="text"
          data-testid="hamburger"
          data-guide="hamburger"
          aria-label={t('shell.navbar.toggleSidebar')}
          icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSidebar}
        />
        <Tooltip title={t('shell.navbar.refresh')}>
          <Button
            type="text"
            data-testid="navbar-refresh"
            aria-label={t('shell.navbar.refresh')}
            icon={<ReloadOutlined />}
            onClick={() => void navigate(redirectPath(location.pathname + location.search), { replace: true })}
          />
        </Tooltip>
        <Breadcrumb page={page} short={mobile} />
      </Flex>
      <Flex align="center" gap={mobile ? 0 : 4} style={{ flex: 'none' }}>
        {mobile ? <MoreMenu onOpenSettings={onOpenSettings} /> : (
          <>
            <HeaderSearch />
            <Dropdown
              trigger={['click']}
              menu={{ items: sizeItems, selectable: true, selectedKeys: [size], onClick: ({ key }) => setSize(key as Size) }}
            >
              <Button type="text" data-testid="size-switch" aria-label={t('shell.navbar.size')} icon={<FontSizeOutlined />} />
            </Dropdown>
            <LanguageMenu />
            {showSettings && (
              <Tooltip title={t('shell.navbar.settings')}>
                <Button type="text" data-testid="settings-open" data-guide="settings" aria-label={t('shell.navbar.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
              </Tooltip>
            )}
          </>
        )}
        <MessageBell />
        <span data-guide="account"><AccountMenu /></span>
      </Flex>
    </Flex>
  );
}
