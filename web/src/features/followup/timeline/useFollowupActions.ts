import { useMutation } from '@tanstack/react-query';
import { followupInvalid, followupTop, type FollowupItem } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { useInvalidateHouses } from '../../house/queries';

// Pinning and marking follow-ups invalid, shared by a house's timeline and the follow-up management page: on success
// the given message is shown, the house queries are refreshed and `onMarked` runs after a mark.
export function useFollowupActions(successMessage: string, onMarked: () => void) {
  const invalidate = useInvalidateHouses();
  const done = () => {
    showSuccess(successMessage);
    void invalidate();
  };
  const pin = useMutation({ mutationFn: (f: FollowupItem) => api(followupTop, { id: f.id, top: f.pinned ? 0 : 1 }), onSuccess: done });
  const mark = useMutation({
    mutationFn: (v: { id: number; invalid: 0 | 1; reason: string }) => api(followupInvalid, v),
    onSuccess: () => {
      onMarked();
      done();
    },
  });
  return { pin, mark };
}
