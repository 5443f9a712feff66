import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, staffPicture } from '@brokerage/contract';
import { apiUpload } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { MEMBER_KEY } from '../queries';

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
