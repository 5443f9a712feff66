import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HouseDetail } from '@brokerage/contract';
import { ApiError } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { useInvalidateHouses } from '../queries';

const STALE = '602144';

// A change of a house that carries its version. Someone else's change in between (602144) writes nothing: the
// house is reloaded and the person told so; other refusals are shown by the API client.
export function useHouseChange<I>(call: (input: I) => Promise<HouseDetail | unknown>, done: string, onDone?: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidateHouses();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      if (done) showSuccess(done);
      void invalidate();
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === STALE) {
        showError(t('house.form.stale'), 5);
        void invalidate();
      }
    },
  });
}
