import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { phoneCallDetail, phoneCallList, phonePlay } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';

export const PHONE_CALL_KEY = ['phone-call'] as const;
// How often the call dialog asks about a call still ringing.
export const CALL_POLL_MS = 1500;

export function usePlaceCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof phonePlay>) => api(phonePlay, input),
    onSettled: () => client.invalidateQueries({ queryKey: PHONE_CALL_KEY }),
  });
}

// One call, asked about again while it is ringing; the house's calls are refreshed once it has ended.
export function useCall(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    enabled: id !== null,
    queryKey: [...PHONE_CALL_KEY, 'call', id],
    queryFn: async () => {
      const call = await api(phoneCallDetail, { id: id ?? 0 });
      if (call.state !== 'calling') void client.invalidateQueries({ queryKey: [...PHONE_CALL_KEY, 'list'] });
      return call;
    },
    refetchInterval: (query) => (query.state.data?.state === 'calling' || !query.state.data ? CALL_POLL_MS : false),
  });
}

export function useCalls(input: CallInput<typeof phoneCallList>) {
  return useQuery({
    queryKey: [...PHONE_CALL_KEY, 'list', input],
    queryFn: () => api(phoneCallList, input),
  });
}
