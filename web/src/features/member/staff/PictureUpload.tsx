import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, ERRORS, type Envelope } from '@brokerage/contract';
import { http } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { MEMBER_KEY } from '../queries';

// user/picture is multipart, which the JSON client cannot send: this is the one call made with the bare
// axios instance (headers and base address still come from it), so the envelope is read here.
async function uploadPicture(id: number, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('file', file);
  const response = await http.post<unknown>('user/picture', form);
  const body = response.data as Partial<Envelope<{ avatar?: string } | null>> | undefined;
  if (!body || String(body.code) !== ERRORS.OK.code) throw new Error(body?.message || body?.error || 'upload failed');
  return body.data?.avatar ?? '';
}

export function PictureUpload({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: Blob) => uploadPicture(staffId, file),
    onSuccess: () => showSuccess(t('member.staff.uploaded')),
    onError: (error) => showError(error.message, 5),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  return (
    <Upload
      accept="image/jpeg,image/png,image/webp"
      showUploadList={false}
      beforeUpload={(file) => {
        // The server checks the content; the size is refused here first to spare the upload.
        if (file.size > AVATAR_MAX_BYTES) {
          showError(t('member.staff.uploadTooLarge'), 5);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        if (!(file instanceof Blob)) return;
        upload.mutate(file, {
          onSuccess: (avatar) => onSuccess?.(avatar),
          onError: (error) => onError?.(error),
        });
      }}
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="staff-picture-upload">{t('member.staff.upload')}</Button>
    </Upload>
  );
}
