import { lazy, useEffect, useState } from 'react';
import { Layout as AntLayout } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@brokerage/contract';
import { currentLanguage } from '../i18n';
import { NOT_FOUND_PATH, REDIRECT_PREFIX, UNAUTHORIZED_PATH } from '../lib/paths';
import { tabPathOf, textIn } from '../app/routes';
import { isAppPage, routeTableOf } from '../app/useRouteTable';
import { useSettings } from '../app/settings';
import { MOBILE_WIDTH, useUi } from '../app/ui';
import { SessionDialogs } from '../features/account/SessionDialogs';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { Navbar } from './Navbar';
import { TagsView } from './TagsView';
import { PageViews } from './PageViews';
import { Watermark } from './Watermark';
import { DebugGuard } from './DebugGuard';
import { useTabs } from './tabs';
import { Later } from '../components/Later';

// Loaded when first opened (its colour picker is large).
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

// The product's fixed window title (spec §2).
export const PRODUCT_TITLE = '安居房产 · 经纪业务平台';
const COLLAPSED_WIDTH = 64;

function isMobileWidth(): boolean {
  return document.body.getBoundingClientRect().width < MOBILE_WIDTH;
}

// The signed-in shell: sidebar, top bar, tabs and the cached page views, plus the session-wide pieces.
export function Layout({ info }: { info: UserInfo }) {
  const table = routeTableOf(info.route);
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const { pathname, search } = location;
  const { sidebarOpened, device, setDevice, closeSidebar } = useUi();
  const { tagsView, fixedHeader } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const page = table.pages.get(pathname);
  const redirecting = pathname.startsWith(`${REDIRECT_PREFIX}/`);
  const mobile = device === 'mobile';

  // Pinned (affix) pages always have their tab.
  useEffect(() => {
    for (const route of table.pages.values()) if (route.affix) useTabs.getState().add(route.path, route.path, true);
  }, [table]);

  // /redirect/<path>: re-mount <path>'s page (tab refresh), then show it again in place of this entry.
  useEffect(() => {
    if (!redirecting) return;
    const target = pathname.slice(REDIRECT_PREFIX.length) + search;
    useTabs.getState().refresh(target.split('?')[0] ?? target);
    void navigate(target, { replace: true });
  }, [redirecting, pathname, search, navigate]);

  // Per navigation (location.key), not per path: returning to a just-closed tab before the router
  // committed the move away must reopen it.
  useEffect(() => {
    if (page) useTabs.getState().add(tabPathOf(page, pathname), pathname + search, page.affix);
  }, [page, pathname, search, location.key]);

  // Spec §2: scroll to the top on each navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Spec §2: the title is set per route (with a default), then forced to the product title. The second
  // assignment makes the first invisible; both are kept so the per-route step is there should the product
  // title ever stop being fixed.
  useEffect(() => {
    document.title = page ? `${textIn(page.title, currentLanguage())} - ${t('app.brand')}` : t('app.brand');
    document.title = PRODUCT_TITLE;
  }, [page, t, i18n.language]);

  // Under 992 px the layout counts as mobile and the sidebar closes itself.
  useEffect(() => {
    const onResize = () => {
      const isMobile = isMobileWidth();
      setDevice(isMobile ? 'mobile' : 'desktop');
      if (isMobile) closeSidebar();
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setDevice, closeSidebar]);

  // On a phone the open menu covers the page: going somewhere closes it.
  useEffect(() => {
    if (useUi.getState().device === 'mobile') useUi.getState().closeSidebar();
  }, [pathname]);

  // A page of the app the caller's roles do not open is refused (401); a path of no page is not found (404).
  if (!page && !redirecting) return <Navigate to={isAppPage(pathname) ? UNAUTHORIZED_PATH : NOT_FOUND_PATH} replace />;

  const offset = mobile ? 0 : sidebarOpened ? SIDEBAR_WIDTH : COLLAPSED_WIDTH;
  return (
    <AntLayout style={{ minHeight: '100vh' }} data-testid="layout" data-device={device}>
      <Sidebar menu={table.menu} />
      {mobile && sidebarOpened && (
        <div data-testid="sidebar-backdrop" onClick={closeSidebar} style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.3)', zIndex: 1000 }} />
      )}
      <AntLayout style={{ marginLeft: offset, transition: 'margin-left .2s', minWidth: 0 }}>
        <header data-testid="header" style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 9 } : undefined}>
          <Navbar page={page} onOpenSettings={() => setSettingsOpen(true)} />
          {tagsView && <TagsView pages={table.pages} />}
        </header>
        <AntLayout.Content style={{ padding: 16, minWidth: 0 }}>
          {/* Kept mounted during /redirect/ too: unmounting would drop every cached tab. */}
          <PageViews pages={table.pages} current={pathname} />
        </AntLayout.Content>
      </AntLayout>
      <Later when={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </Later>
      <SessionDialogs />
      {info.watermark_enabled === 1 && <Watermark text={`${info.name} ${info.staff_phone}`} />}
      {info.debug_guard_enabled === 1 && <DebugGuard />}
    </AntLayout>
  );
}
