import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followupList, houseFavList, houseGet, houseList, labelList, lookupAreas, lookupBuildings, lookupDoors, lookupFloors, lookupRegions,
  lookupSearchRegions, lookupUnits, staffList, storeList, type DataOf, type Endpoint,
} from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { usePermission } from '../../app/permission';
import { getToken } from '../../lib/storage';
import { useAreaTree } from '../../lib/areaTree';

// Everything cached about houses lives under one key: a status or price change moves the list row, the detail
// and the history at once, so mutations invalidate it whole.
export const HOUSE_KEY = ['house'] as const;
// Pickers show their own spinner: no page-wide loading overlay over an open dropdown.
const PICKER_CALL = { background: true };
const LOOKUP_LIMIT = 30;
// The whole history of a house on one page (the API's page maximum).
const FOLLOWUP_LIMIT = 100;

export type HouseListData = DataOf<typeof houseList>;
export type HouseFavInput = CallInput<typeof houseFavList>;
export type FavouriteHouse = DataOf<typeof houseFavList>['list'][number];
export type HouseListInput = CallInput<typeof houseList>;
export type Followup = DataOf<typeof followupList>['list'][number];

// An explicit `enabled` replaces the client's default (ask only with a session), so it is repeated here.
const signedIn = (ready: boolean) => () => ready && getToken() !== null;

function useAllowed(endpoint: Endpoint): boolean {
  const held = usePermission([endpoint.access]);
  return endpoint.access === 'signed-in' || held;
}

export function useHouseList(input: HouseListInput) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'list', input],
    queryFn: () => api(houseList, input),
    placeholderData: keepPreviousData,
  });
}

export function useHouse(id: number | null) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'detail', id],
    queryFn: () => api(houseGet, { id: id ?? 0 }),
    enabled: signedIn(id !== null),
    retry: false,
  });
}

export function useHouseFollowups(houseId: number | null) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'followups', houseId],
    queryFn: () => api(followupList, { house_id: houseId ?? 0, page: 1, limit: FOLLOWUP_LIMIT }),
    enabled: signedIn(houseId !== null),
  });
}

export function useInvalidateHouses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: HOUSE_KEY });
}

// Enabled house labels, for the form and the filter.
export function useHouseLabels() {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'labels'],
    queryFn: () => api(labelList, { kind: 'house', enabled: 1 }, PICKER_CALL),
    select: (d) => d.list,
    staleTime: 60_000,
  });
}

// ---- the cascading look-ups of the door picker: community (name, pinyin, initials) → building → unit → floor → door
export function useRegionLookup(keyword: string) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'lookup', 'regions', keyword],
    queryFn: () => api(lookupRegions, { limit: LOOKUP_LIMIT, ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

export function useBuildingLookup(regionId: number | null) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'lookup', 'buildings', regionId],
    queryFn: () => api(lookupBuildings, { region_id: regionId ?? 0 }, PICKER_CALL),
    select: (d) => d.list,
    enabled: signedIn(regionId !== null),
  });
}

export function useUnitLookup(buildingId: number | null) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'lookup', 'units', buildingId],
    queryFn: () => api(lookupUnits, { building_id: buildingId ?? 0 }, PICKER_CALL),
    select: (d) => d.list,
    enabled: signedIn(buildingId !== null),
  });
}

export function useFloorLookup(unitId: number | null) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'lookup', 'floors', unitId],
    queryFn: () => api(lookupFloors, { unit_id: unitId ?? 0 }, PICKER_CALL),
    select: (d) => d.list,
    enabled: signedIn(unitId !== null),
  });
}

export function useDoorLookup(floorId: number | null) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'lookup', 'doors', floorId],
    queryFn: () => api(lookupDoors, { floor_id: floorId ?? 0 }, PICKER_CALL),
    select: (d) => d.list,
    enabled: signedIn(floorId !== null),
  });
}

// ---- the list filter's pickers
export function useSearchRegions(keyword: string, areaId: number | undefined) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'lookup', 'search-regions', keyword, areaId],
    queryFn: () => api(lookupSearchRegions, {
      limit: LOOKUP_LIMIT, ...(keyword ? { keyword } : {}), ...(areaId ? { area_id: areaId } : {}),
    }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

export function areaLookupQuery(parentId: number | null) {
  return {
    queryKey: [...HOUSE_KEY, 'lookup', 'areas', parentId],
    queryFn: () => api(lookupAreas, parentId === null ? {} : { parent_id: parentId }, PICKER_CALL),
    staleTime: Infinity,
  };
}

export function useProvinceLookup() {
  return useQuery({ ...areaLookupQuery(null), select: (d) => d.list });
}

export type { AreaOption } from '../../lib/areaTree';

// The options of the province → city → district cascaders of houses and customers, from the pickers' area lookup.
export function useAreaOptions() {
  return useAreaTree(useProvinceLookup().data, areaLookupQuery);
}

// Maintainer and store filters need the staff and store lists; without those rights the filters are not offered.
export function useCanPickStaff(): boolean {
  return useAllowed(staffList);
}

export function useStores() {
  const allowed = useAllowed(storeList);
  const query = useQuery({
    queryKey: [...HOUSE_KEY, 'stores'],
    queryFn: () => api(storeList, { page: 1, limit: 100 }, PICKER_CALL),
    select: (d) => d.list,
    staleTime: 60_000,
    enabled: signedIn(allowed),
  });
  return { ...query, allowed };
}

// The caller's favourites (/house/my-favorite), under the house key so a favourite change anywhere refreshes them.
export function useHouseFavourites(input: HouseFavInput) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'favourites', input],
    queryFn: () => api(houseFavList, input),
    placeholderData: keepPreviousData,
  });
}
