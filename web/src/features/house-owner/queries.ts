import { useMutation, useQuery } from '@tanstack/react-query';
import { houseOwnerAdd, houseOwnerList, houseOwnerUpdate, phoneView } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { HOUSE_KEY, useInvalidateHouses } from '../house/queries';

export type OwnerAddInput = CallInput<typeof houseOwnerAdd>;
export type OwnerUpdateInput = CallInput<typeof houseOwnerUpdate>;

export function useOwners(houseId: number) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'owners', houseId],
    queryFn: () => api(houseOwnerList, { house_id: houseId }),
  });
}

// Adds an owner (no id) or changes one.
export function useOwnerSave(done: string, onDone: () => void) {
  const invalidate = useInvalidateHouses();
  return useMutation({
    mutationFn: (input: { add: OwnerAddInput } | { update: OwnerUpdateInput }) => ('add' in input ? api(houseOwnerAdd, input.add) : api(houseOwnerUpdate, input.update)),
    onSuccess: () => {
      showSuccess(done);
      onDone();
    },
    onSettled: () => invalidate(),
  });
}

// One phone in full. A used-up allowance (429001), or a follow-up the company requires first (409005, naming the
// house), is refused with the server's message, which the client shows.
export function usePhoneView() {
  return useMutation({ mutationFn: (input: CallInput<typeof phoneView>) => api(phoneView, input) });
}
