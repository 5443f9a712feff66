import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  houseCustomerMatch, lookAgreementUpdate, lookCustomerList, lookPreview, lookSeeMore, lookUpfile, staffRoleCustomerFind,
} from '@brokerage/contract';
import { api, apiUpload, type CallInput } from '../../api/client';
import { maxLengthOf, type StaffSource } from '../../components/form';
import { CUSTOMER_KEY, useInvalidateCustomers } from '../customer/queries';

// Viewings belong to their customer: they live under the customer key, so any customer change reads them again and
// a viewing recorded reads the customer (its last viewing, its counts) again.
const LOOK_KEY = [...CUSTOMER_KEY, 'looks'] as const;
const PICKER_CALL = { background: true } as const;

export function useCustomerLooks(customerId: number, page: number, limit: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...LOOK_KEY, 'customer', customerId, page, limit],
    queryFn: () => api(lookCustomerList, { customer_id: customerId, page, limit }),
    placeholderData: keepPreviousData,
  });
}

export function useHouseLooks(houseId: number, page: number, limit: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...LOOK_KEY, 'house', houseId, page, limit],
    queryFn: () => api(lookSeeMore, { house_id: houseId, page, limit }),
    placeholderData: keepPreviousData,
  });
}

export function useHouseCustomers(houseId: number, limit: number) {
  return useQuery({
    queryKey: [...CUSTOMER_KEY, 'house-customers', houseId, limit],
    queryFn: () => api(houseCustomerMatch, { house_id: houseId, limit }),
    select: (d) => d.list,
  });
}

// Colleagues for the companion picker: the caller's store (the company with company scope), by name or account.
// Colleagues through the customer module's staff look-up that agents may call (the staff list needs staff:list): the
// caller's store, the company with company scope. A viewing's companion, an appointment's or a deal's agent.
export const COMPANIONS: StaffSource = {
  key: 'companions',
  access: staffRoleCustomerFind.access,
  maxKeyword: maxLengthOf(staffRoleCustomerFind.input, 'keyword') ?? 30,
  find: (keyword) => api(staffRoleCustomerFind, keyword ? { keyword } : {}, PICKER_CALL).then((d) => d.list),
};

// customerlook/upfile is multipart with the image alone.
export function uploadAgreement(file: Blob) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(lookUpfile, form);
}

export function useAgreementPreview() {
  return useMutation({ mutationFn: (input: CallInput<typeof lookPreview>) => api(lookPreview, input) });
}

export function useAttachAgreement() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (input: CallInput<typeof lookAgreementUpdate>) => api(lookAgreementUpdate, input),
    onSettled: () => void invalidate(),
  });
}
