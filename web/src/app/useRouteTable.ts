import type { RouteNode } from '@brokerage/contract';
import { useUserInfo } from '../features/account/useUserInfo';
import { buildRouteTable, type RouteTable } from './routes';
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
