import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assessDetail, assessGroups, assessList, assessStores, noLookCustomers, quotaList, secondLookCustomers } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { RATE_GROUP } from './views';

export const ASSESS_KEY = ['assess'] as const;
export const QUOTA_KEY = [...ASSESS_KEY, 'quota'] as const;

export function useAssessList(input: CallInput<typeof assessList>) {
  return useQuery({ queryKey: [...ASSESS_KEY, 'list', input], queryFn: () => api(assessList, input), placeholderData: keepPreviousData });
}

export function useAssessGroups(month: string) {
  return useQuery({ queryKey: [...ASSESS_KEY, 'groups', month], queryFn: () => api(assessGroups, { month, group: RATE_GROUP }), select: (d) => d.list });
}

export function useAssessDetail(staffId: number | undefined, month: string) {
  return useQuery({
    queryKey: [...ASSESS_KEY, 'detail', staffId, month],
    queryFn: () => api(assessDetail, { staff_id: staffId ?? 0, month }),
    enabled: staffId !== undefined,
  });
}

export function useQuotas(month: string) {
  return useQuery({ queryKey: [...QUOTA_KEY, month], queryFn: () => api(quotaList, { month }), select: (d) => d.list });
}

export function useLookStores(input: CallInput<typeof assessStores>) {
  return useQuery({ queryKey: [...ASSESS_KEY, 'stores', input], queryFn: () => api(assessStores, input), select: (d) => d.list });
}

export function useNoLookCustomers(input: CallInput<typeof noLookCustomers>) {
  return useQuery({ queryKey: [...ASSESS_KEY, 'nolook', input], queryFn: () => api(noLookCustomers, input), placeholderData: keepPreviousData });
}

export function useSecondLookCustomers(input: CallInput<typeof secondLookCustomers>) {
  return useQuery({ queryKey: [...ASSESS_KEY, 'second', input], queryFn: () => api(secondLookCustomers, input), placeholderData: keepPreviousData });
}
