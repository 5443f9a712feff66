import { useQuery } from '@tanstack/react-query';
import { messageAlert } from '@brokerage/contract';
import { api } from '../../api/client';

// Fetched once per sign-in: outside MESSAGE_KEY, so refreshing the bell does not restart the sequence,
// and the login clears the query cache, so the next sign-in asks again.
export const ANNOUNCEMENTS_KEY = ['session', 'announcements'] as const;

export function useAnnouncements() {
  return useQuery({
    queryKey: ANNOUNCEMENTS_KEY,
    queryFn: () => api(messageAlert),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
