import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { INDEX_PATH } from '../lib/paths';
import { breadcrumbOf, tabPathOf, textIn, type PageRoute } from '../app/routes';
import { useTabTitles } from '../app/tabTitles';
import { DASHBOARD_TITLE } from '../app/pages';

// Spec §2: starts with the dashboard unless the page is the dashboard; noRedirect items and the last item
// are plain text. `short` (a phone): only the current page, cut with an ellipsis rather than wrapping over the tabs.
export function Breadcrumb({ page, short = false }: { page: PageRoute | undefined; short?: boolean }) {
  useTranslation();
  const { pathname } = useLocation();
  const titles = useTabTitles((s) => s.titles);
  if (!page) return null;
  const lang = currentLanguage();
  const crumbs = breadcrumbOf(page, { path: INDEX_PATH, title: DASHBOARD_TITLE, clickable: true });
  // The page itself, last, carries its tab's own title (a house's or a project's name) when it has one.
  const own = titles[tabPathOf(page, pathname)];
  const items = (short ? crumbs.slice(-1) : crumbs).map((crumb, i, shown) => {
    const title = i === shown.length - 1 && own ? own : textIn(crumb.title, lang);
    return { key: crumb.path, title: crumb.clickable ? <Link to={crumb.path}>{title}</Link> : <span>{title}</span> };
  });
  return (
    <AntBreadcrumb data-testid="breadcrumb" data-guide="breadcrumb" items={items}
      className={short ? 'shell-breadcrumb-short' : undefined} style={short ? { minWidth: 0 } : undefined} />
  );
}
