import { AnnouncementDialog } from '../message/AnnouncementDialog';
import { TargetDialog } from '../target/TargetDialog';
import { useUserInfo } from './useUserInfo';
import { ForcedPasswordDialog } from './ChangePassword';

// The global dialogs of spec §2, mounted once by the signed-in layout after user info loaded: the
// monthly target dialog while input_target is 0, and the announcements of this sign-in.
export function SessionDialogs() {
  const { data } = useUserInfo();
  if (!data) return null;
  // A one-time password must be replaced before anything else (the server refuses other calls meanwhile).
  if (data.must_change_password === 1) return <ForcedPasswordDialog />;
  return (
    <>
      <TargetDialog open={data.input_target === 0} />
      <AnnouncementDialog />
    </>
  );
}
