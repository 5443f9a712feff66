import { lazy, Suspense } from 'react';
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

// The dialog (and the HTML sanitiser of its text) loads only when this sign-in has announcements.
const AnnouncementModal = lazy(() => import('./AnnouncementModal').then((m) => ({ default: m.AnnouncementModal })));

export function AnnouncementDialog() {
  const { data } = useAnnouncements();
  if (!data?.announcements.length) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementModal />
    </Suspense>
  );
}
