import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../i18n';
import { INDEX_PATH, redirectPath } from '../lib/paths';
import { textIn, type PageRoute } from '../app/routes';
import { useTabs, type TabView } from './tabs';
import { useTabTitles } from '../app/tabTitles';

// Spec §9: a tab scrolled into view keeps this margin from the bar's edge.
const TAB_SCROLL_MARGIN = 4;

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';
type ContextMenu = { view: TabView; x: number; y: number };

const MENU_TEST_IDS: Record<Action, string> = {
  refresh: 'tag-menu-refresh', close: 'tag-menu-close', closeOthers: 'tag-menu-close-others', closeAll: 'tag-menu-close-all',
};

export function TagsView({ pages }: { pages: Map<string, PageRoute> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const views = useTabs((s) => s.views);
  const titles = useTabTitles((s) => s.titles);
  const bar = useRef<HTMLDivElement>(null);
  // A plain positioned list rather than antd's context-menu Dropdown, whose popup could stay stuck
  // half-closed (not clickable) when opened right after a tab switch.
  const [menu, setMenu] = useState<ContextMenu | null>(null);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    document.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('scroll', close, true);
    };
  }, [menu]);

  // Keep the active tab visible.
  useEffect(() => {
    const container = bar.current;
    const tab = container?.querySelector<HTMLElement>(`[data-path="${CSS.escape(pathname)}"]`);
    if (!container || !tab) return;
    const left = tab.offsetLeft - TAB_SCROLL_MARGIN;
    const right = tab.offsetLeft + tab.offsetWidth + TAB_SCROLL_MARGIN - container.clientWidth;
    if (container.scrollLeft > left) container.scrollLeft = left;
    else if (container.scrollLeft < right) container.scrollLeft = right;
  }, [pathname, views.length]);

  // After closing the active tab, show the last one left (the dashboard when none is).
  const toLast = (remaining: TabView[]) => {
    const last = remaining.at(-1);
    void navigate(last ? last.fullPath : INDEX_PATH);
  };

  const run = (action: Action, view: TabView) => {
    const tabs = useTabs.getState();
    switch (action) {
      case 'refresh':
        void navigate(redirectPath(view.fullPath));
        break;
      case 'close':
        tabs.close(view.path);
        if (view.path === pathname) toLast(useTabs.getState().views);
        break;
      case 'closeOthers':
        tabs.closeOthers(view.path);
        if (view.path !== pathname) void navigate(view.fullPath);
        break;
      case 'closeAll': {
        tabs.closeAll();
        const left = useTabs.getState().views;
        if (!left.some((v) => v.path === pathname)) toLast(left);
        break;
      }
    }
  };

  const lang = currentLanguage();
  return (
    <div
      ref={bar}
      data-testid="tags-view"
      data-guide="tags-view"
      style={{ display: 'flex', gap: 4, height: 34, alignItems: 'center', paddingInline: TAB_SCROLL_MARGIN, overflowX: 'auto', overflowY: 'hidden', whiteSpace: 'nowrap', background: '#fff', borderBottom: '1px solid #d8dce5', boxShadow: '0 1px 3px rgba(0,0,0,.12)' }}
    >
      {views.map((view) => {
        const page = pages.get(view.path);
        if (!page) return null;
        const active = view.path === pathname;
        const onClose = (event: MouseEvent) => {
          event.stopPropagation();
          run('close', view);
        };
        return (
          <span
            key={view.path}
            role="link"
            tabIndex={0}
            data-testid="tag"
            data-path={view.path}
            data-active={active ? '1' : '0'}
            data-affix={view.affix ? '1' : '0'}
            onClick={() => void navigate(view.fullPath)}
            onContextMenu={(event) => {
              event.preventDefault();
              setMenu({ view, x: event.clientX, y: event.clientY });
            }}
            onKeyDown={(event) => {
              // The keyboard's way to the close cross: Delete closes the focused tab.
              if (event.key === 'Enter') void navigate(view.fullPath);
              else if (event.key === 'Delete' && !view.affix) run('close', view);
            }}
            style={{
              display: 'inline-flex', alignItems: 'center', gap: 4, height: 26, padding: '0 8px', fontSize: 12, cursor: 'pointer',
              border: `1px solid ${active ? token.colorPrimary : '#d8dce5'}`, background: active ? token.colorPrimary : '#fff', color: active ? '#fff' : '#495060',
            }}
          >
            {titles[view.path] ?? textIn(page.title, lang)}
            {!view.affix && <CloseOutlined data-testid="tag-close" style={{ fontSize: 10 }} onClick={onClose} />}
          </span>
        );
      })}
      {menu && (
        <ul
          role="menu"
          data-testid="tag-menu"
          style={{ position: 'fixed', left: menu.x, top: menu.y, zIndex: 3000, margin: 0, padding: '4px 0', listStyle: 'none', background: '#fff', borderRadius: 4, fontSize: 12, color: '#333', boxShadow: '2px 2px 3px 0 rgba(0,0,0,.3)' }}
        >
          {(['refresh', 'close', 'closeOthers', 'closeAll'] as const)
            .filter((action) => action !== 'close' || !menu.view.affix)
            .map((action) => (
              <li
                key={action}
                role="menuitem"
                data-testid={MENU_TEST_IDS[action]}
                onClick={() => run(action, menu.view)}
                style={{ padding: '7px 16px', cursor: 'pointer' }}
              >
                {t(`shell.tags.${action}`)}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
