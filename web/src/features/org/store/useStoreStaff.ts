import { useQuery } from '@tanstack/react-query';
import { staffList } from '@brokerage/contract';
import { api } from '../../../api/client';
import { MEMBER_KEY } from '../../member/queries';

// The working people of one store (a store has well under 100), for the manager and shift choices.
export function useStoreStaff(storeId: number | null) {
  return useQuery({
    queryKey: [...MEMBER_KEY, 'staff', 'store', storeId],
    queryFn: () => api(staffList, { store_id: storeId ?? 0, status: 'active', page: 1, limit: 100 }),
    enabled: storeId !== null,
    select: (data) => data.list.map((s) => ({ value: s.id, label: `${s.name} (${s.account})` })),
  });
}
