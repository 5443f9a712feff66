import { matchPath } from 'react-router';
import { LANGS, type Lang, type MenuNode, type RouteNode, type Text } from '@brokerage/contract';
import { INDEX_PATH, isExternal } from '../lib/paths';

// Pure route building from user/info's `route` tree (no React here, so it is unit-tested in node).

// One sidebar entry; `path` is the full in-app path (or a web address for external links).
export type MenuItem = {
  name: string;
  path: string;
  title: Text;
  icon?: string;
  external: boolean;
  children: MenuItem[];
};

export type Crumb = { path: string; title: Text; clickable: boolean };

// A routable page: `page` names the entry of the page registry (app/pages.ts) that renders it.
export type PageRoute = {
  path: string;
  page: string;
  title: Text;
  affix: boolean;
  // Breadcrumb ancestors (menu groups), outermost first.
  parents: Crumb[];
  // A static page for those holding this permission only (a menu page is shown to those granted its menu node).
  access?: string;
};

// Pages by path. A page whose path has a parameter (/approvals/release/:id) answers every path it matches, each of
// them a tab of its own.
export class PageMap extends Map<string, PageRoute> {
  override get(path: string): PageRoute | undefined {
    return super.get(path) ?? [...super.values()].find((page) => page.path.includes('/:') && matchPath(page.path, path) !== null);
  }
}

// The tab of a page: its path, or for a page with a parameter the path it was opened at.
export function tabPathOf(page: PageRoute, pathname: string): string {
  return page.path.includes('/:') ? pathname : page.path;
}

export type RouteTable = {
  menu: MenuItem[];
  pages: Map<string, PageRoute>;
  permissions: string[];
};

export const APPROVAL_GROUP = 'Approval';
export const APPROVAL_MINE = 'ApprovalMine';

// Spec §2: the approval group always has a `mine` child; the server may leave it out.
const MINE_TITLE: Text = { en: 'my initiated', zh: '我发起的', es: 'Iniciadas por mí', ja: '自分の申請' };

export function withApprovalMine(route: RouteNode[]): RouteNode[] {
  return route.map((node) => {
    if (node.name !== APPROVAL_GROUP || node.children.some((child) => child.path === 'mine')) return node;
    const mine: RouteNode = {
      name: APPROVAL_MINE, path: 'mine', hidden: false, meta: { title: MINE_TITLE }, permissionList: [], children: [],
    };
    return { ...node, children: [mine, ...node.children] };
  });
}

// The contract's whole menu tree as user/info would send it to someone holding every menu: the pages of the app,
// whoever may open them.
export function wholeRoute(nodes: readonly MenuNode[]): RouteNode[] {
  return nodes.map((node) => ({
    name: node.name, path: node.path, hidden: Boolean(node.hidden), permissionList: [],
    meta: { title: node.title, icon: node.icon, noRedirect: node.noRedirect, affix: node.affix },
    children: wholeRoute(node.children ?? []),
  }));
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || isExternal(child)) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

// Every button permission string of the tree, once each.
export function collectPermissions(route: RouteNode[]): string[] {
  const found = new Set<string>();
  const walk = (nodes: RouteNode[]) => {
    for (const node of nodes) {
      node.permissionList.forEach((code) => found.add(code));
      walk(node.children);
    }
  };
  walk(route);
  return [...found];
}

// Builds menu and pages from the server's tree. A node is kept when it has a page (`hasPage(name)`) or
// a kept child; everything else is left out of menu and router (no placeholder pages).
export function buildRouteTable(route: RouteNode[], hasPage: (name: string) => boolean, staticPages: PageRoute[] = []): RouteTable {
  const held = new Set(collectPermissions(route));
  const pages = new PageMap(staticPages.filter((page) => !page.access || held.has(page.access)).map((page) => [page.path, page]));

  // Returns the sidebar entry of a node, or null when the sidebar skips it.
  const visit = (node: RouteNode, base: string, parents: Crumb[]): MenuItem | null => {
    const path = joinPath(base, node.path);
    const external = isExternal(node.path);
    const crumb: Crumb = { path, title: node.meta.title, clickable: !node.meta.noRedirect && node.redirect !== 'noRedirect' };
    // Children are visited even under a hidden node: their pages stay routable.
    const children = node.children
      .map((child) => visit(child, path, [...parents, crumb]))
      .filter((item): item is MenuItem => item !== null);
    if (!external && hasPage(node.name)) {
      pages.set(path, { path, page: node.name, title: node.meta.title, affix: Boolean(node.meta.affix), parents });
    }
    if (node.hidden) return null;
    const isGroup = node.children.length > 0;
    // A group whose children are all hidden or without pages is an empty folder: skipped too.
    if (isGroup ? children.length === 0 : !external && !pages.has(path)) return null;
    return { name: node.name, path, title: node.meta.title, icon: node.meta.icon, external, children };
  };

  const menu = withApprovalMine(route)
    .map((node) => visit(node, '/', []))
    .filter((item): item is MenuItem => item !== null);
  return { menu, pages, permissions: collectPermissions(route) };
}

// Spec §2: the trail always starts at the dashboard, unless the page is the dashboard itself; the last
// item is never clickable.
export function breadcrumbOf(page: PageRoute, dashboard: Crumb): Crumb[] {
  const trail = [...page.parents, { path: page.path, title: page.title, clickable: true }];
  const full = trail[0]?.path === INDEX_PATH ? trail : [dashboard, ...trail];
  return full.map((crumb, index) => (index === full.length - 1 ? { ...crumb, clickable: false } : crumb));
}

// Every visible menu leaf with its full title trail, for the header search.
export type SearchEntry = { path: string; titles: Text[] };

export function searchEntries(menu: MenuItem[], parents: Text[] = []): SearchEntry[] {
  return menu.flatMap((item) => {
    const titles = [...parents, item.title];
    return item.children.length > 0 ? searchEntries(item.children, titles) : [{ path: item.path, titles }];
  });
}

export function textIn(text: Text, lang: Lang): string {
  return text[lang] || text.en;
}

// Builds a Text from a per-language lookup (static page titles come from the shell's texts).
export function textFrom(pick: (lang: Lang) => string): Text {
  return Object.fromEntries(LANGS.map((lang) => [lang, pick(lang)])) as Text;
}
