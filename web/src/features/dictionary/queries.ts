import { useQuery } from '@tanstack/react-query';
import {
  areaList, buildingList, floorList, provinceList, regionGet, unitList, type DataOf, type Region,
} from '@brokerage/contract';
import { api } from '../../api/client';
import { usePermission } from '../../app/permission';

// Everything cached about the dictionary lives under one key: a change to a door moves the counts of its
// building and community too, so mutations invalidate it whole.
export const DICTIONARY_KEY = ['dictionary'] as const;
// Administrative areas never change while someone works: kept apart, so mutations do not refetch them.
export const AREA_KEY = ['areas'] as const;
// A cascader shows its own spinner while a level loads: no page-wide loading overlay over the open menu.
const AREA_CALL = { background: true };

export type Building = DataOf<typeof buildingList>['list'][number];
export type Unit = DataOf<typeof unitList>['list'][number];
export type Floor = DataOf<typeof floorList>['list'][number];
export type Door = Floor['doors'][number];
export type AreaItem = DataOf<typeof provinceList>['list'][number];

export function useProvinces() {
  return useQuery({ queryKey: [...AREA_KEY, 'provinces'], queryFn: () => api(provinceList, {}, AREA_CALL), select: (d) => d.list, staleTime: Infinity });
}

export function areaChildrenQuery(parentId: number) {
  return { queryKey: [...AREA_KEY, 'children', parentId], queryFn: () => api(areaList, { parent_id: parentId }, AREA_CALL), staleTime: Infinity };
}

export function useRegion(id: number | null) {
  return useQuery({
    queryKey: [...DICTIONARY_KEY, 'region', id],
    queryFn: () => api(regionGet, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useBuildings(regionId: number | null) {
  return useQuery({
    queryKey: [...DICTIONARY_KEY, 'buildings', regionId],
    queryFn: () => api(buildingList, { region_id: regionId ?? 0 }),
    select: (d) => d.list,
    enabled: regionId !== null,
  });
}

export function useUnits(buildingId: number | null) {
  return useQuery({
    queryKey: [...DICTIONARY_KEY, 'units', buildingId],
    queryFn: () => api(unitList, { building_id: buildingId ?? 0 }),
    select: (d) => d.list,
    enabled: buildingId !== null,
  });
}

export function useFloors(unitId: number | null) {
  return useQuery({
    queryKey: [...DICTIONARY_KEY, 'floors', unitId],
    queryFn: () => api(floorList, { unit_id: unitId ?? 0 }),
    select: (d) => d.list,
    enabled: unitId !== null,
  });
}

// What the person may do to a community and everything under it. A finished community is locked unless
// they hold dictionary:finished (the server refuses the same); `region` undefined means not known yet.
export function useDictionaryAccess(region: Pick<Region, 'finished'> | undefined) {
  const canEdit = usePermission(['dictionary:edit']);
  const canFinish = usePermission(['dictionary:finished']);
  const locked = region?.finished === 1 && !canFinish;
  return { canEdit, canFinish, locked, editable: canEdit && !locked };
}
