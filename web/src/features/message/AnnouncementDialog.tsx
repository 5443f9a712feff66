import { lazy, Suspense } from 'react';
import { useAnnouncements } from './announcements';

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
