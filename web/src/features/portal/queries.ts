import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { syncDelete, syncList, syncPush, syncVr, syncXingfuliReason, type Portal } from '@brokerage/contract';
import { api } from '../../api/client';
import { anyPending } from './logic';

const PORTAL_KEY = ['portal'] as const;
// While a listing is in review the tab asks again this often; the server asks the portal at most every 10 s.
const POLL_MS = 3_000;

export function useHouseListings(houseId: number) {
  return useQuery({
    queryKey: [...PORTAL_KEY, houseId],
    queryFn: () => api(syncList, { house_id: houseId }),
    refetchInterval: (query) => (anyPending(query.state.data?.list) ? POLL_MS : false),
  });
}

export type PortalAction = 'push' | 'withdraw' | 'vr' | 'reason';

// The four actions on one house's listing; each refreshes the tab. Refusals are shown by the client in the server's words.
export function usePortalAction(houseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, portal }: { action: PortalAction; portal: Portal }) => {
      switch (action) {
        case 'push': return api(syncPush, { portal, house_id: houseId });
        case 'withdraw': return api(syncDelete, { portal, house_id: houseId, reason: '' });
        case 'vr': return api(syncVr, { portal, house_id: houseId });
        case 'reason': return api(syncXingfuliReason, { house_id: houseId });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...PORTAL_KEY, houseId] }),
  });
}
