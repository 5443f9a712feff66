import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, staffPicture } from '@brokerage/contract';
import { apiUpload } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { MEMBER_KEY } from '../queries';
import { ImageUpload } from '../../../components/form';

// user/picture is multipart: the form carries the id and the file.
async function uploadPicture(id: number, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('file', file);
  return (await apiUpload(staffPicture, form)).avatar;
}

export function PictureUpload({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: Blob) => uploadPicture(staffId, file),
    onSuccess: () => showSuccess(t('member.staff.uploaded')),
    // The client has already shown the server's message.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  return (
    <ImageUpload upload={(file) => upload.mutateAsync(file)} limit={{ maxBytes: AVATAR_MAX_BYTES, tooLarge: t('member.staff.uploadTooLarge') }}
      label={t('member.staff.upload')} testId="staff-picture-upload" />
  );
}
