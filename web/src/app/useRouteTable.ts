import { MENU_TREE, type RouteNode } from '@brokerage/contract';
import { useUserInfo } from '../features/account/useUserInfo';
import { buildRouteTable, wholeRoute, type RouteTable } from './routes';
import { STATIC_PAGES, hasPage } from './pages';

// One table per user/info answer, shared by every component that asks.
const tables = new WeakMap<RouteNode[], RouteTable>();
const EMPTY: RouteNode[] = [];

export function routeTableOf(route: RouteNode[]): RouteTable {
  let table = tables.get(route);
  if (!table) {
    table = buildRouteTable(route, hasPage, STATIC_PAGES);
    tables.set(route, table);
  }
  return table;
}

export function useRouteTable(): RouteTable {
  const { data } = useUserInfo();
  return routeTableOf(data?.route ?? EMPTY);
}

let wholeTable: RouteTable | null = null;

// Whether a path is one of the app's pages, though perhaps not the caller's: such a path is refused (401), any other
// is not found (404).
export function isAppPage(pathname: string): boolean {
  wholeTable ??= buildRouteTable(wholeRoute(MENU_TREE), hasPage, STATIC_PAGES.map(({ access: _access, ...page }) => page));
  return wholeTable.pages.get(pathname) !== undefined;
}
