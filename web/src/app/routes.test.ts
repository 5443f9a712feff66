import { describe, expect, it } from 'vitest';
import type { RouteNode, Text } from '@brokerage/contract';
import { breadcrumbOf, buildRouteTable, collectPermissions, searchEntries, tabPathOf, withApprovalMine, type PageRoute } from './routes';

const text = (en: string): Text => ({ en, zh: `${en}-zh`, es: `${en}-es`, ja: `${en}-ja` });

function node(name: string, path: string, extra: Partial<RouteNode> = {}): RouteNode {
  return { name, path, hidden: false, meta: { title: text(name) }, permissionList: [], children: [], ...extra };
}

const TREE: RouteNode[] = [
  node('House', '/house', { meta: { title: text('Houses'), noRedirect: true }, children: [node('NewSell', 'new-sell', { permissionList: ['house:list'] })] }),
  node('Approval', '/approval', { children: [node('ApprovalBusiness', 'business')] }),
  node('News', '/news', { meta: { title: text('Messages'), noRedirect: true }, children: [node('NewsCenter', 'center', { permissionList: ['message:send', 'house:list'] })] }),
  node('Statistics', '/statistics', { children: [node('TargetManagement', 'target-management', { hidden: true })] }),
  node('Docs', 'https://example.com/docs'),
];
const WITH_PAGES = new Set(['NewsCenter', 'TargetManagement']);
const hasPage = (name: string) => WITH_PAGES.has(name);

describe('route building', () => {
  it('adds the approval child "my initiated" when the server left it out', () => {
    const [, approval] = withApprovalMine(TREE);
    expect(approval?.children.map((child) => child.path)).toEqual(['mine', 'business']);
    expect(approval?.children[0]?.meta.title.en).toBe('my initiated');
  });

  it('does not add "mine" twice', () => {
    const tree = withApprovalMine(withApprovalMine(TREE));
    expect(tree[1]?.children.filter((child) => child.path === 'mine')).toHaveLength(1);
  });

  it('leaves routes without a page out of menu and router', () => {
    const table = buildRouteTable(TREE, hasPage);
    expect([...table.pages.keys()].sort()).toEqual(['/news/center', '/statistics/target-management']);
    expect(table.menu.map((item) => item.name)).toEqual(['News', 'Docs']);
  });

  it('skips hidden items in the menu but keeps their pages routable', () => {
    const table = buildRouteTable(TREE, hasPage);
    expect(table.menu.some((item) => item.name === 'Statistics')).toBe(false);
    expect(table.pages.get('/statistics/target-management')?.page).toBe('TargetManagement');
  });

  it('marks web addresses as external links', () => {
    const table = buildRouteTable(TREE, hasPage);
    expect(table.menu.find((item) => item.name === 'Docs')).toMatchObject({ external: true, path: 'https://example.com/docs' });
  });

  it('collects every button permission once', () => {
    expect(collectPermissions(TREE).sort()).toEqual(['house:list', 'message:send']);
  });

  it('keeps static pages and lets the menu give them a trail', () => {
    const staticPage: PageRoute = { path: '/news/center', page: 'NewsCenter', title: text('Centre'), affix: false, parents: [] };
    const table = buildRouteTable(TREE, hasPage, [staticPage]);
    expect(table.pages.get('/news/center')?.parents.map((crumb) => crumb.title.en)).toEqual(['Messages']);
  });

  it('keeps a static page that needs a permission only for those holding it', () => {
    const detail: PageRoute = { path: '/house/detail', page: 'HouseDetail', title: text('House'), affix: false, parents: [], access: 'house:list' };
    const deal: PageRoute = { path: '/transaction/detail', page: 'DealDetail', title: text('Deal'), affix: false, parents: [], access: 'deal:list' };
    const table = buildRouteTable(TREE, hasPage, [detail, deal]);
    expect(table.pages.has('/house/detail')).toBe(true);
    expect(table.pages.has('/transaction/detail')).toBe(false);
  });

  it('lists menu leaves with their title trail for the search', () => {
    const table = buildRouteTable(TREE, hasPage);
    expect(searchEntries(table.menu).map((entry) => entry.titles.map((title) => title.en).join(' > '))).toContain('Messages > NewsCenter');
  });
});

describe('breadcrumb', () => {
  const dashboard = { path: '/index', title: text('Dashboard'), clickable: true };
  const table = buildRouteTable(TREE, hasPage);

  it('starts with the dashboard; noRedirect groups and the last item are not clickable', () => {
    const page = table.pages.get('/news/center');
    if (!page) throw new Error('missing page');
    expect(breadcrumbOf(page, dashboard).map((crumb) => [crumb.title.en, crumb.clickable])).toEqual([
      ['Dashboard', true], ['Messages', false], ['NewsCenter', false],
    ]);
  });

  it('is only the dashboard on the dashboard', () => {
    const page: PageRoute = { path: '/index', page: 'Dashboard', title: text('Dashboard'), affix: true, parents: [] };
    expect(breadcrumbOf(page, dashboard)).toEqual([{ ...dashboard, clickable: false }]);
  });
});

describe('pages with a parameter', () => {
  it('answers every path the page\'s pattern matches, each a tab of its own', () => {
    const editor = { path: '/approvals/release/:id', page: 'FlowEditor', title: { en: 'Flow', zh: '流程', es: 'Flujo', ja: 'フロー' }, affix: false, parents: [] };
    const table = buildRouteTable([], () => true, [editor]);
    expect(table.pages.get('/approvals/release/12')).toBe(editor);
    expect(table.pages.get('/approvals/release')).toBeUndefined();
    expect(tabPathOf(editor, '/approvals/release/12')).toBe('/approvals/release/12');
  });
});
