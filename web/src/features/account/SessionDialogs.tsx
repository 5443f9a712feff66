import { AnnouncementDialog } from '../message/AnnouncementDialog';
import { TargetDialog } from '../target/TargetDialog';
import { useUserInfo } from './useUserInfo';

// The global dialogs of spec §2, mounted once by the signed-in layout after user info loaded: the
// monthly target dialog while input_target is 0, and the announcements of this sign-in.
export function SessionDialogs() {
  const { data } = useUserInfo();
  if (!data) return null;
  return (
    <>
      <TargetDialog open={data.input_target === 0} />
      <AnnouncementDialog />
    </>
  );
}
