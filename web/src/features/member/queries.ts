import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  departmentTree, districtList, positionList, roleList, staffList, storeList, type DepartmentNode, type Endpoint,
} from '@brokerage/contract';
import { api } from '../../api/client';
import { usePermission } from '../../app/permission';

// Everything cached about people and the organisation lives under one key: a change to a person moves
// the counts of stores, departments and districts too, so mutations invalidate it whole.
export const MEMBER_KEY = ['member'] as const;
export const ORG_KEY = [...MEMBER_KEY, 'org'] as const;

// A dictionary is asked for only by someone allowed to read it: a person who may see the staff list but
// not, say, the stores gets an empty store select rather than a "no permission" message.
// (Spread, not `enabled: allowed`: an explicit `enabled` would replace the client's default.)
function useOnlyIfAllowed(endpoint: Endpoint) {
  const allowed = usePermission([endpoint.access]);
  return endpoint.access === 'signed-in' || endpoint.access === 'public' || allowed ? {} : { enabled: false };
}

// The dictionaries the selects offer. Lists are small (a company has tens of stores), so one page of
// the maximum size is all of them.
export function useStoreOptions() {
  return useQuery({
    queryKey: [...ORG_KEY, 'stores', 'all'],
    queryFn: () => api(storeList, { page: 1, limit: 100 }),
    select: (data) => data.list,
    ...useOnlyIfAllowed(storeList),
  });
}

export function useDistricts() {
  return useQuery({ queryKey: [...ORG_KEY, 'districts'], queryFn: () => api(districtList), select: (data) => data.list, ...useOnlyIfAllowed(districtList) });
}

export function useDepartmentTree() {
  return useQuery({ queryKey: [...ORG_KEY, 'departments'], queryFn: () => api(departmentTree), select: (data) => data.list, ...useOnlyIfAllowed(departmentTree) });
}

export function useRoles() {
  return useQuery({ queryKey: [...ORG_KEY, 'roles'], queryFn: () => api(roleList), select: (data) => data.list, ...useOnlyIfAllowed(roleList) });
}

export function usePositions() {
  return useQuery({ queryKey: [...ORG_KEY, 'positions'], queryFn: () => api(positionList), select: (data) => data.list, ...useOnlyIfAllowed(positionList) });
}

// The staff list's filters (its call's input without the page), as the filter bar edits them.
export type StaffFilters = Omit<z.output<(typeof staffList)['input']>, 'page' | 'limit'>;

export function findDepartment(nodes: DepartmentNode[], id: number | null): DepartmentNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartment(node.children, id);
    if (found) return found;
  }
  return null;
}
