import { useState } from 'react';
import { Button, Flex, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PICTURE_GROUPS, PICTURE_GROUP_LABELS, type PictureGroup } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { showSuccess } from '../../api/bridge';
import { usePictureUpload } from './queries';

const ACCEPT = 'image/jpeg,image/png,image/webp';

// Choose the group, then one or more files; each goes up on its own, and a refusal (not an image, too large, the
// house full) is shown by the client with the server's words.
export function PictureUpload({ houseId, full }: { houseId: number; full: boolean }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [group, setGroup] = useState<PictureGroup>('indoor');
  const upload = usePictureUpload();
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text>{t('housePicture.upload.group')}</Typography.Text>
      <Select<PictureGroup> value={group} onChange={setGroup} style={{ width: 140 }} data-testid="picture-upload-group"
        options={PICTURE_GROUPS.map((g) => ({ value: g, label: label(PICTURE_GROUP_LABELS[g]) }))} />
      <Upload
        accept={ACCEPT}
        multiple
        showUploadList={false}
        disabled={full}
        customRequest={({ file, onSuccess, onError }) => {
          upload.mutateAsync({ houseId, group, file: file as File }).then((picture) => {
            showSuccess(t('housePicture.upload.done'));
            onSuccess?.(picture);
          }, (error: Error) => onError?.(error));
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={full} data-testid="picture-upload">
          {t('housePicture.upload.button')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{full ? t('housePicture.upload.full') : t('housePicture.upload.hint')}</Typography.Text>
    </Flex>
  );
}
