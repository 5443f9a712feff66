import { useMemo } from 'react';
import { Badge, Layout, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../i18n';
import { INDEX_PATH, isExternal } from '../lib/paths';
import { textIn, type MenuItem } from '../app/routes';
import { useSettings } from '../app/settings';
import { useUi } from '../app/ui';
import { menuIcon } from './menuIcons';
import { DASHBOARD_TITLE } from '../app/pages';
import { useMenuCounts } from '../features/approval/useMenuCounts';

export const SIDEBAR_WIDTH = 210;
// The dashboard heads the menu; it is a static route, not part of the server's tree.
const DASHBOARD_ITEM: MenuItem = { name: 'Dashboard', path: INDEX_PATH, icon: 'dashboard', external: false, children: [], title: DASHBOARD_TITLE };
const COLLAPSED_WIDTH = 64;

type Item = Required<MenuProps>['items'][number];

// `counts`: a number shown beside an entry (what waits for the person there), by menu name.
function toItems(items: MenuItem[], topLevel: boolean, counts: Record<string, number>): Item[] {
  const lang = currentLanguage();
  return items.map((item) => {
    const count = counts[item.name] ?? 0;
    const title = count > 0
      ? <span>{textIn(item.title, lang)} <Badge count={count} size="small" data-testid={`menu-count-${item.name}`} /></span>
      : textIn(item.title, lang);
    // External links open in a new browser tab (spec §2).
    const label = item.external ? <a href={item.path} target="_blank" rel="noopener noreferrer">{title}</a> : title;
    const icon = menuIcon(item.icon, topLevel);
    if (item.children.length > 0) return { key: item.path, icon, label, children: toItems(item.children, false, counts) };
    return { key: item.path, icon, label, 'data-testid': `menu-${item.name}` } as Item;
  });
}

function parentKeys(items: MenuItem[], path: string, trail: string[] = []): string[] {
  for (const item of items) {
    if (item.path === path) return trail;
    const found = parentKeys(item.children, path, [...trail, item.path]);
    if (found.length > 0) return found;
  }
  return [];
}

export function Sidebar({ menu }: { menu: MenuItem[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { sidebarOpened, device, closeSidebar } = useUi();
  const showLogo = useSettings((s) => s.sidebarLogo);
  const mobile = device === 'mobile';

  // Rebuilt on a language switch: titles come from the tree in every language.
  const lang = i18n.language;
  const counts = useMenuCounts(menu);
  const items = useMemo(() => (lang ? toItems([DASHBOARD_ITEM, ...menu], true, counts) : []), [menu, lang, counts]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isExternal(key)) return;
    void navigate(key);
    if (mobile) closeSidebar();
  };

  return (
    <Layout.Sider
      data-testid="sidebar"
      data-guide="sidebar"
      data-opened={sidebarOpened ? '1' : '0'}
      width={SIDEBAR_WIDTH}
      collapsedWidth={mobile ? 0 : COLLAPSED_WIDTH}
      collapsed={!sidebarOpened}
      trigger={null}
      theme="dark"
      style={{ position: 'fixed', insetBlock: 0, left: 0, zIndex: 1001, overflowY: 'auto', height: '100vh' }}
    >
      {showLogo && (
        <div data-testid="sidebar-logo" style={{ height: 50, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, color: '#fff', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden' }}>
          <img src="favicon.svg" alt="" width={28} height={28} />
          {sidebarOpened && <span>{t('app.brand')}</span>}
        </div>
      )}
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={sidebarOpened ? parentKeys(menu, pathname) : []}
        onClick={onClick}
      />
    </Layout.Sider>
  );
}
