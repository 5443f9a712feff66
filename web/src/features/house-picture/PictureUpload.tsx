import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PICTURE_GROUPS, PICTURE_GROUP_LABELS, type PictureGroup } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { ImageUpload } from '../../components/form';
import { usePictureUpload } from './queries';

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
      <ImageUpload upload={(file) => upload.mutateAsync({ houseId, group, file })} done={t('housePicture.upload.done')} multiple disabled={full}
        label={t('housePicture.upload.button')} testId="picture-upload" />
      <Typography.Text type="secondary">{full ? t('housePicture.upload.full') : t('housePicture.upload.hint')}</Typography.Text>
    </Flex>
  );
}
