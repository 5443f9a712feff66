import { lazy, Suspense } from 'react';
import { AnnouncementDialog } from '../message/AnnouncementDialog';
import { LiveMessages } from '../message/LiveMessages';
import { useUserInfo } from './useUserInfo';
import { Later } from '../../components/Later';

// Loaded only when shown: most sign-ins need neither.
const TargetDialog = lazy(() => import('../target/TargetDialog').then((m) => ({ default: m.TargetDialog })));
const ForcedPasswordDialog = lazy(() => import('./ChangePassword').then((m) => ({ default: m.ForcedPasswordDialog })));

// The global dialogs of spec §2, mounted once by the signed-in layout after user info loaded: the
// monthly target dialog while input_target is 0, and the announcements of this sign-in.
export function SessionDialogs() {
  const { data } = useUserInfo();
  if (!data) return null;
  // A one-time password must be replaced before anything else (the server refuses other calls meanwhile).
  if (data.must_change_password === 1) {
    return (
      <Suspense fallback={null}>
        <ForcedPasswordDialog />
      </Suspense>
    );
  }
  return (
    <>
      <Later when={data.input_target === 0}>
        <TargetDialog open={data.input_target === 0} />
      </Later>
      <AnnouncementDialog />
      <LiveMessages />
    </>
  );
}
