import { useQuery } from '@tanstack/react-query';
import { zoneGetStore } from '@brokerage/contract';
import { api } from '../../api/client';
import { enabledForId } from '../../lib/storage';

// Everything cached by the duty-zone screen lives under one key: a link or unlink moves the counts of the list
// row too, so mutations invalidate the key whole.
export const ZONE_KEY = ['zone'] as const;

export function useZone(id: number | null) {
  return useQuery({
    queryKey: [...ZONE_KEY, 'detail', id],
    queryFn: () => api(zoneGetStore, { zone_id: id ?? 0 }),
    enabled: enabledForId(id),
  });
}
