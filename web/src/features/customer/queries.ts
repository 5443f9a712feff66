import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyGet, customerAppointList, customerAppointUpdate, customerGet, customerList, customerOffline, customerOperationList, customerPrivate,
  customerRecovery, customerSourceList, customerUpdateFind, followupCustomer, followupList, followupPhoneCallFind, houseListForLook,
} from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { usePermission } from '../../app/permission';

export const CUSTOMER_KEY = ['customer'] as const;
const PICKER_CALL = { background: true } as const;

export function useCustomerList(input: CallInput<typeof customerList>) {
  return useQuery({ queryKey: [...CUSTOMER_KEY, 'list', input], queryFn: () => api(customerList, input), placeholderData: keepPreviousData });
}

export function useCustomer(id: number | null) {
  return useQuery({ queryKey: [...CUSTOMER_KEY, 'one', id], queryFn: () => api(customerGet, { id: id ?? 0 }, { silent: true }), enabled: id !== null, retry: false });
}

export function useCustomerEditable(id: number | null) {
  return useQuery({ queryKey: [...CUSTOMER_KEY, 'editable', id], queryFn: () => api(customerUpdateFind, { id: id ?? 0 }), enabled: id !== null, gcTime: 0 });
}

export function useCustomerSources() {
  return useQuery({ queryKey: [...CUSTOMER_KEY, 'sources'], queryFn: () => api(customerSourceList, {}, PICKER_CALL), staleTime: 5 * 60_000, select: (d) => d.list });
}

// Everything about customers (lists, details, timelines, appointments) is read again after any customer change.
export function useInvalidateCustomers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CUSTOMER_KEY });
}

type Change = { id: number; version: number };

export function useCustomerChange() {
  const invalidate = useInvalidateCustomers();
  const onSettled = () => void invalidate();
  return {
    offline: useMutation({ mutationFn: (input: CallInput<typeof customerOffline>) => api(customerOffline, input), onSettled }),
    // Silent: a duplicate phone (601020) is shown with its holders by the caller.
    recovery: useMutation({ mutationFn: (input: Change & { reason?: string }) => api(customerRecovery, input, { silent: true }), onSettled }),
    pool: useMutation({ mutationFn: (input: CallInput<typeof customerPrivate>) => api(customerPrivate, input), onSettled }),
  };
}

export function useCustomerFollowups(customerId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...CUSTOMER_KEY, 'followups', customerId, page, limit],
    queryFn: () => api(followupList, { customer_id: customerId, page, limit }),
    placeholderData: keepPreviousData,
  });
}

export function useAddFollowup(onDone: () => void) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (input: CallInput<typeof followupCustomer>) => api(followupCustomer, input),
    onSuccess: () => {
      onDone();
      void invalidate();
    },
  });
}

export function useRevealPhone() {
  return useMutation({ mutationFn: (input: { customer_id: number; index: number }) => api(followupPhoneCallFind, input) });
}

// The company's shortest accepted follow-up, for those who may read the settings (the server names it otherwise).
export function useFollowupMin(fallback: number) {
  const allowed = usePermission([companyGet.access]);
  const company = useQuery({
    queryKey: [...CUSTOMER_KEY, 'company-policy'],
    queryFn: () => api(companyGet, {}, { background: true, silent: true }),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  return company.data?.followup_min_length ?? fallback;
}

export function useCustomerAppointments(input: CallInput<typeof customerAppointList>, enabled = true) {
  return useQuery({
    queryKey: [...CUSTOMER_KEY, 'appointments', input], queryFn: () => api(customerAppointList, input), placeholderData: keepPreviousData, enabled,
  });
}

export function useSaveAppointment(onDone: () => void) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (input: CallInput<typeof customerAppointUpdate>) => api(customerAppointUpdate, input),
    onSuccess: () => {
      onDone();
      void invalidate();
    },
  });
}

// Houses for a customer: with the customer, those of its kind ranked by the wants they meet; a keyword narrows them.
export function useHousePicks(customerId: number | null, keyword: string, limit = 20) {
  return useQuery({
    queryKey: [...CUSTOMER_KEY, 'house-picks', customerId, keyword, limit],
    queryFn: () => api(houseListForLook, { limit, ...(customerId ? { customer_id: customerId } : {}), ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOperations(customerId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...CUSTOMER_KEY, 'operations', customerId, page, limit],
    queryFn: () => api(customerOperationList, { customer_id: customerId, page, limit }),
    placeholderData: keepPreviousData,
  });
}
