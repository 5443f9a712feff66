import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { followupList } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { HOUSE_KEY } from '../house/queries';

export type FollowupListInput = CallInput<typeof followupList>;

// Under the house key: a follow-up marked or pinned here, or written on a house's detail, refreshes both places.
export function useFollowupManagement(input: FollowupListInput) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'followup-management', input],
    queryFn: () => api(followupList, input),
    placeholderData: keepPreviousData,
  });
}
