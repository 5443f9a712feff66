import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { houseCheckList, type DataOf } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { HOUSE_KEY } from '../house/queries';

export type OfflineListInput = CallInput<typeof houseCheckList>;
export type OfflineListData = DataOf<typeof houseCheckList>;

// Cached under the house key: converting one (house/add) invalidates houses and external houses together.
export const OFFLINE_KEY = [...HOUSE_KEY, 'offline'] as const;

export function useOfflineList(input: OfflineListInput) {
  return useQuery({
    queryKey: [...OFFLINE_KEY, input],
    queryFn: () => api(houseCheckList, input),
    placeholderData: keepPreviousData,
  });
}
