import { Button, Dropdown, Flex, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, ReloadOutlined, SettingOutlined, FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { redirectPath } from '../lib/paths';
import type { PageRoute } from '../app/routes';
import { useSettings } from '../app/settings';
import { SIZES, useUi, type Size } from '../app/ui';
import { AccountMenu } from '../features/account/AccountMenu';
import { MessageBell } from '../features/message/MessageBell';
import { LanguageMenu } from '../features/account/LanguageMenu';
import { Breadcrumb } from './Breadcrumb';
import { HeaderSearch } from './HeaderSearch';

export function Navbar({ page, onOpenSettings }: { page: PageRoute | undefined; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { sidebarOpened, toggleSidebar, size, setSize } = useUi();
  const showSettings = useSettings((s) => s.showSettings);

  const sizeItems = SIZES.map((value) => ({ key: value, label: t(`shell.sizes.${value}`), 'data-testid': `size-${value}` }));

  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: 50, paddingInline: 8, background: '#fff', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
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
        <Breadcrumb page={page} />
      </Flex>
      <Flex align="center" gap={4}>
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
        <MessageBell />
        <span data-guide="account"><AccountMenu /></span>
      </Flex>
    </Flex>
  );
}
