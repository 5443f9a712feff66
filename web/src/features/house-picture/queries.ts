import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  housePictureAlert, housePictureDelete, housePictureList, housePictureLock, housePictureUpload, type PictureGroup,
} from '@brokerage/contract';
import { api, apiUpload, type CallInput } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { HOUSE_KEY, useInvalidateHouses } from '../house/queries';

// Pictures are cached under the house key: each change moves the house's picture count and its follow-ups too.
export function usePictureList(houseId: number) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'pictures', houseId],
    queryFn: () => api(housePictureList, { house_id: houseId }),
  });
}

export function usePictureUpload() {
  const invalidate = useInvalidateHouses();
  return useMutation({
    mutationFn: ({ houseId, group, file }: { houseId: number; group: PictureGroup; file: File }) => {
      const form = new FormData();
      form.append('house_id', String(houseId));
      form.append('group', group);
      form.append('file', file, file.name);
      return apiUpload(housePictureUpload, form);
    },
    onSettled: () => invalidate(),
  });
}

function useChange<I>(call: (input: I) => Promise<unknown>, done: (input: I) => string, onDone?: () => void) {
  const invalidate = useInvalidateHouses();
  return useMutation({
    mutationFn: call,
    onSuccess: (_, input) => {
      showSuccess(done(input));
      onDone?.();
    },
    onSettled: () => invalidate(),
  });
}

export function usePictureLock() {
  const { t } = useTranslation();
  return useChange((input: CallInput<typeof housePictureLock>) => api(housePictureLock, input),
    (input) => t(input.locked ? 'housePicture.done.lock' : 'housePicture.done.unlock'));
}

export function usePictureAlert(onDone?: () => void) {
  const { t } = useTranslation();
  return useChange((input: CallInput<typeof housePictureAlert>) => api(housePictureAlert, input),
    (input) => t(input.alert ? 'housePicture.done.alert' : 'housePicture.done.clear'), onDone);
}

export function usePictureDelete() {
  const { t } = useTranslation();
  return useChange((input: CallInput<typeof housePictureDelete>) => api(housePictureDelete, input), () => t('housePicture.done.delete'));
}
