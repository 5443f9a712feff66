import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerGet, customerList, dealAdd, dealPictureAdd, dealPictureList, type DealPictureKind, dealMoneyAdd, dealMoneyDelete, dealMoneyPayList, dealMoneyPaySub, dealPayAdd, dealPayDelete, payQrcode, payQuery, dealApproveUpdate, dealDelete, dealGet, dealList, dealOperationList, dealReject, dealStepAdd, dealStepConfirm,
  dealStepDelete, dealStepList, dealStepReopen, dealStepSkip, dealStepUpdate, dealTerminate, dealUpdate, dealUpdateFind, houseGet, houseListForLook, type CustomerKind, type DealKind,
} from '@brokerage/contract';
import { api, apiUpload, type CallInput } from '../../api/client';
import { usePermission } from '../../app/permission';

export const DEAL_KEY = ['deal'] as const;
const PICKER_CALL = { background: true } as const;

export function useDealList(input: CallInput<typeof dealList>) {
  return useQuery({ queryKey: [...DEAL_KEY, 'list', input], queryFn: () => api(dealList, input), placeholderData: keepPreviousData });
}

export function useDeal(id: number | null) {
  return useQuery({ queryKey: [...DEAL_KEY, 'one', id], queryFn: () => api(dealGet, { id: id ?? 0 }, { silent: true }), enabled: id !== null, retry: false });
}

export function useDealEditable(id: number | null) {
  return useQuery({ queryKey: [...DEAL_KEY, 'editable', id], queryFn: () => api(dealUpdateFind, { id: id ?? 0 }), enabled: id !== null, gcTime: 0 });
}

// Everything about deals (lists, details, steps, money) is read again after any deal change.
export function useInvalidateDeals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: DEAL_KEY });
}

export function useDealChange() {
  const invalidate = useInvalidateDeals();
  const onSettled = () => void invalidate();
  return {
    remove: useMutation({ mutationFn: (input: CallInput<typeof dealDelete>) => api(dealDelete, input), onSettled }),
    reject: useMutation({ mutationFn: (input: CallInput<typeof dealReject>) => api(dealReject, input), onSettled }),
    resubmit: useMutation({ mutationFn: (input: CallInput<typeof dealApproveUpdate>) => api(dealApproveUpdate, input), onSettled }),
    terminate: useMutation({ mutationFn: (input: CallInput<typeof dealTerminate>) => api(dealTerminate, input), onSettled }),
  };
}

export function useSaveDeal() {
  const invalidate = useInvalidateDeals();
  return {
    add: (input: CallInput<typeof dealAdd>) => api(dealAdd, input).finally(() => void invalidate()),
    update: (input: CallInput<typeof dealUpdate>) => api(dealUpdate, input).finally(() => void invalidate()),
  };
}

export function useDealSteps(dealId: number) {
  return useQuery({ queryKey: [...DEAL_KEY, 'steps', dealId], queryFn: () => api(dealStepList, { deal_id: dealId }) });
}

export function useDealStepChange(dealId: number) {
  const client = useQueryClient();
  const onSuccess = (data: { list: unknown[] }) => client.setQueryData([...DEAL_KEY, 'steps', dealId], data);
  return {
    add: useMutation({ mutationFn: (input: CallInput<typeof dealStepAdd>) => api(dealStepAdd, input), onSuccess }),
    remove: useMutation({ mutationFn: (input: CallInput<typeof dealStepDelete>) => api(dealStepDelete, input), onSuccess }),
    confirm: useMutation({ mutationFn: (input: CallInput<typeof dealStepConfirm>) => api(dealStepConfirm, input), onSuccess }),
    update: useMutation({ mutationFn: (input: CallInput<typeof dealStepUpdate>) => api(dealStepUpdate, input), onSuccess }),
    skip: useMutation({ mutationFn: (input: CallInput<typeof dealStepSkip>) => api(dealStepSkip, input), onSuccess }),
    reopen: useMutation({ mutationFn: (input: CallInput<typeof dealStepReopen>) => api(dealStepReopen, input), onSuccess }),
  };
}

export function useDealOperations(dealId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...DEAL_KEY, 'operations', dealId, page, limit],
    queryFn: () => api(dealOperationList, { deal_id: dealId, page, limit }),
    placeholderData: keepPreviousData,
  });
}

// Houses of the deal's kind the caller may see, by community name or house number.
export function useDealHousePicks(kind: DealKind, keyword: string) {
  return useQuery({
    queryKey: [...DEAL_KEY, 'house-picks', kind, keyword],
    queryFn: () => api(houseListForLook, { kind, limit: 20, ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

// Customers looking for the deal's kind among the private ones of the caller's reach, by name or phone.
export function useDealCustomerPicks(kind: DealKind, keyword: string) {
  const customerKind: CustomerKind = kind === 'sale' ? 'buy' : 'rent';
  return useQuery({
    queryKey: [...DEAL_KEY, 'customer-picks', kind, keyword],
    queryFn: () => api(customerList, { tab: 'private', kind: customerKind, status: 'valid,paused', page: 1, limit: 20, ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

// The house and the customer the wizard starts from (a link from a house, a customer or a viewing).
export function usePrefilledHouse(id: number | null) {
  const allowed = usePermission([houseGet.access]);
  return useQuery({
    queryKey: [...DEAL_KEY, 'prefill-house', id], queryFn: () => api(houseGet, { id: id ?? 0 }, { silent: true }), enabled: id !== null && allowed, retry: false,
  });
}

export function usePrefilledCustomer(id: number | null) {
  const allowed = usePermission([customerGet.access]);
  return useQuery({
    queryKey: [...DEAL_KEY, 'prefill-customer', id], queryFn: () => api(customerGet, { id: id ?? 0 }, { silent: true }), enabled: id !== null && allowed, retry: false,
  });
}

// The deal's receivables, receipts and refunds, and its money summary.
export function useDealLedgers(dealId: number) {
  return {
    lists: useQuery({ queryKey: [...DEAL_KEY, 'ledgers', dealId], queryFn: () => api(dealMoneyPayList, { deal_id: dealId }) }),
    summary: useQuery({ queryKey: [...DEAL_KEY, 'money-summary', dealId], queryFn: () => api(dealMoneyPaySub, { deal_id: dealId }) }),
  };
}

export function useDealMoneyChange() {
  const invalidate = useInvalidateDeals();
  const onSettled = () => void invalidate();
  return {
    addMoney: useMutation({ mutationFn: (input: CallInput<typeof dealMoneyAdd>) => api(dealMoneyAdd, input), onSettled }),
    removeMoney: useMutation({ mutationFn: (input: CallInput<typeof dealMoneyDelete>) => api(dealMoneyDelete, input), onSettled }),
    addPay: useMutation({ mutationFn: (input: CallInput<typeof dealPayAdd>) => api(dealPayAdd, input), onSettled }),
    removePay: useMutation({ mutationFn: (input: CallInput<typeof dealPayDelete>) => api(dealPayDelete, input), onSettled }),
  };
}

export function useMakeQr() {
  return useMutation({ mutationFn: (input: CallInput<typeof payQrcode>) => api(payQrcode, input) });
}

// A payment order's state, asked every few seconds while it waits for the payment.
export function usePayOrder(orderNo: string | null) {
  return useQuery({
    queryKey: [...DEAL_KEY, 'pay-order', orderNo],
    queryFn: () => api(payQuery, { order_no: orderNo ?? '' }, { background: true }),
    enabled: orderNo !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'created' ? false : 2_000),
  });
}

export function useDealPictures(dealId: number) {
  return useQuery({ queryKey: [...DEAL_KEY, 'pictures', dealId], queryFn: () => api(dealPictureList, { deal_id: dealId }) });
}

export function useDealPictureUpload(dealId: number) {
  const invalidate = useInvalidateDeals();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DealPictureKind; file: File }) => {
      const form = new FormData();
      form.append('deal_id', String(dealId));
      form.append('kind', kind);
      form.append('file', file, file.name);
      return apiUpload(dealPictureAdd, form);
    },
    onSettled: () => invalidate(),
  });
}
