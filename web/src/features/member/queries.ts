import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  departmentTree, districtList, isLang, positionList, roleList, storeList, type DepartmentNode, type Text,
} from '@brokerage/contract';
import { api } from '../../api/client';

// Everything cached about people and the organisation lives under one key: a change to a person moves
// the counts of stores, departments and districts too, so mutations invalidate it whole.
export const MEMBER_KEY = ['member'] as const;
export const ORG_KEY = [...MEMBER_KEY, 'org'] as const;

// The dictionaries the selects offer. Lists are small (a company has tens of stores), so one page of
// the maximum size is all of them.
export function useStoreOptions() {
  return useQuery({
    queryKey: [...ORG_KEY, 'stores', 'all'],
    queryFn: () => api(storeList, { page: 1, limit: 100 }),
    select: (data) => data.list,
  });
}

export function useDistricts() {
  return useQuery({ queryKey: [...ORG_KEY, 'districts'], queryFn: () => api(districtList), select: (data) => data.list });
}

export function useDepartmentTree() {
  return useQuery({ queryKey: [...ORG_KEY, 'departments'], queryFn: () => api(departmentTree), select: (data) => data.list });
}

export function useRoles() {
  return useQuery({ queryKey: [...ORG_KEY, 'roles'], queryFn: () => api(roleList), select: (data) => data.list });
}

export function usePositions() {
  return useQuery({ queryKey: [...ORG_KEY, 'positions'], queryFn: () => api(positionList), select: (data) => data.list });
}

// A contract label in the interface language.
export function useLabel() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  return (text: Text): string => text[lang];
}

export type TreeOption = { value: number; title: string; children: TreeOption[] };

// The department tree as TreeSelect data.
export function departmentOptions(nodes: DepartmentNode[]): TreeOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.name, children: departmentOptions(node.children) }));
}

export function findDepartment(nodes: DepartmentNode[], id: number | null): DepartmentNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartment(node.children, id);
    if (found) return found;
  }
  return null;
}

// Epoch seconds, as the API wants times.
export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
