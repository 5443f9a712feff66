import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lookupBuildings, lookupRegions } from '@brokerage/contract';
import { api } from '../../../api/client';
import { enabledForId } from '../../../lib/storage';
import { DICTIONARY_KEY } from '../queries';

// The pickers show their own spinner while they search: no page-wide loading overlay over an open dropdown.
const PICKER_CALL = { background: true };
const REGION_LOOKUP_LIMIT = 30;

// Communities by name, address or pinyin (initials too: "wkcs" finds 万科城市花园).
export function useRegionLookup(keyword: string) {
  return useQuery({
    queryKey: [...DICTIONARY_KEY, 'region-lookup', keyword],
    queryFn: () => api(lookupRegions, { limit: REGION_LOOKUP_LIMIT, ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

export function useRegionBuildings(regionId: number | null) {
  return useQuery({
    queryKey: [...DICTIONARY_KEY, 'region-buildings', regionId],
    queryFn: () => api(lookupBuildings, { region_id: regionId ?? 0 }, PICKER_CALL),
    select: (d) => d.list,
    enabled: enabledForId(regionId),
  });
}
