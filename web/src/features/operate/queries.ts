import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelList, lookupBuildings, lookupRegions, schoolDistrictGet, zoneGetStore, type LabelKind } from '@brokerage/contract';
import { api } from '../../api/client';
import { getToken } from '../../lib/storage';

// Everything cached by the operations screens lives under one key per screen: a link or unlink moves the counts
// of the list row too, so mutations invalidate the screen's key whole.
export const OPERATE_KEY = ['operate'] as const;
export const SCHOOL_KEY = [...OPERATE_KEY, 'school'] as const;
export const LABEL_KEY = [...OPERATE_KEY, 'label'] as const;
export const ZONE_KEY = [...OPERATE_KEY, 'zone'] as const;

// The pickers show their own spinner while they search: no page-wide loading overlay over an open dropdown.
const PICKER_CALL = { background: true };
export const REGION_LOOKUP_LIMIT = 30;

// An explicit `enabled` replaces the client's default (ask only with a session), so it is repeated here.
const enabledFor = (id: number | null) => () => id !== null && getToken() !== null;

export function useSchoolDistrict(id: number | null) {
  return useQuery({
    queryKey: [...SCHOOL_KEY, 'detail', id],
    queryFn: () => api(schoolDistrictGet, { id: id ?? 0 }),
    enabled: enabledFor(id),
  });
}

export function useZone(id: number | null) {
  return useQuery({
    queryKey: [...ZONE_KEY, 'detail', id],
    queryFn: () => api(zoneGetStore, { zone_id: id ?? 0 }),
    enabled: enabledFor(id),
  });
}

export function useLabels(kind: LabelKind) {
  return useQuery({ queryKey: [...LABEL_KEY, kind], queryFn: () => api(labelList, { kind }), select: (d) => d.list });
}

// Communities by name, address or pinyin (initials too: "wkcs" finds 万科城市花园).
export function useRegionLookup(keyword: string) {
  return useQuery({
    queryKey: [...OPERATE_KEY, 'region-lookup', keyword],
    queryFn: () => api(lookupRegions, { limit: REGION_LOOKUP_LIMIT, ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

export function useRegionBuildings(regionId: number | null) {
  return useQuery({
    queryKey: [...OPERATE_KEY, 'region-buildings', regionId],
    queryFn: () => api(lookupBuildings, { region_id: regionId ?? 0 }, PICKER_CALL),
    select: (d) => d.list,
    enabled: enabledFor(regionId),
  });
}
