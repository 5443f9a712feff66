import { useState } from 'react';
import { Button, Card, Empty, Flex, Image, Popconfirm, Select, Skeleton, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NEWHOUSE_PICTURE_GROUPS, NEWHOUSE_PICTURE_GROUP_LABELS, type NewhousePicture, type NewhousePictureGroup } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { usePermission } from '../../../app/permission';
import { useLabel } from '../../../i18n/useLabel';
import { usePictureDelete, usePictureUpload, usePictures } from '../queries';
import { ImageUpload } from '../../../components/form';

const THUMB_WIDTH = 200;
const THUMB_HEIGHT = 150;

// Choose the group, then one or more files; each goes up on its own, and a refusal (not an image, too large, the
// project full) is shown by the client with the server's words.
function PictureUpload({ projectId, full }: { projectId: number; full: boolean }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [group, setGroup] = useState<NewhousePictureGroup>('effect');
  const upload = usePictureUpload(projectId);
  return (
    <Flex gap={8} align="center" wrap>
      <Select<NewhousePictureGroup> value={group} onChange={setGroup} style={{ width: 140 }} aria-label={t('newhouse.picture.group')} data-testid="newhouse-picture-group"
        options={NEWHOUSE_PICTURE_GROUPS.map((g) => ({ value: g, label: label(NEWHOUSE_PICTURE_GROUP_LABELS[g]) }))} />
      <ImageUpload upload={(file) => upload.mutateAsync({ group, file })} done={t('newhouse.picture.done')} multiple disabled={full}
        label={t('newhouse.picture.upload')} testId="newhouse-picture-upload" />
      <Typography.Text type="secondary">{full ? t('newhouse.picture.full') : t('newhouse.picture.hint')}</Typography.Text>
    </Flex>
  );
}

function PictureCard({ picture, canEdit }: { picture: NewhousePicture; canEdit: boolean }) {
  const { t } = useTranslation();
  const remove = usePictureDelete();
  return (
    <Card size="small" style={{ width: THUMB_WIDTH + 26 }} data-testid={`newhouse-picture-${picture.id}`}>
      <Flex vertical gap={6}>
        <Image src={picture.thumb_url} preview={{ src: picture.url }} width={THUMB_WIDTH} height={THUMB_HEIGHT} style={{ objectFit: 'cover' }}
          alt={picture.original_name} data-testid="newhouse-picture-thumb" />
        <Flex justify="space-between" align="center" gap={4}>
          <Typography.Text ellipsis title={picture.original_name} style={{ minWidth: 0 }}>{picture.original_name}</Typography.Text>
          {canEdit && (
            <Popconfirm title={t('newhouse.picture.deleteConfirm')} okButtonProps={{ ...{ 'data-testid': 'newhouse-picture-delete-ok' } }}
              onConfirm={() => remove.mutate({ id: picture.id }, { onSuccess: () => showSuccess(t('newhouse.picture.deleted')) })}>
              <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={t('newhouse.picture.delete')} data-testid="newhouse-picture-delete" />
            </Popconfirm>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

// The project's pictures by group; the preview walks through all of them. Editors upload and delete.
export function PicturesTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const canEdit = usePermission(['newhouse:edit']);
  const pictures = usePictures(projectId);
  if (!pictures.data) return <Skeleton active />;
  const { list, total, max } = pictures.data;
  return (
    <Flex vertical gap={16} data-testid="newhouse-pictures">
      <Flex justify="space-between" align="center" wrap gap={8}>
        {canEdit && <PictureUpload projectId={projectId} full={total >= max} />}
        <Typography.Text type="secondary" data-testid="newhouse-picture-count" data-total={total}>{t('newhouse.picture.count', { total, max })}</Typography.Text>
      </Flex>
      {total === 0 && <Empty description={t('newhouse.picture.empty')} />}
      <Image.PreviewGroup>
        {NEWHOUSE_PICTURE_GROUPS.map((group) => ({ group, items: list.filter((p) => p.group === group) })).filter((g) => g.items.length > 0).map(({ group, items }) => (
          <Flex vertical gap={8} key={group} data-testid={`newhouse-picture-group-${group}`}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('newhouse.picture.groupTitle', { group: label(NEWHOUSE_PICTURE_GROUP_LABELS[group]), count: items.length })}
            </Typography.Title>
            <Flex gap={12} wrap>
              {items.map((picture) => <PictureCard key={picture.id} picture={picture} canEdit={canEdit} />)}
            </Flex>
          </Flex>
        ))}
      </Image.PreviewGroup>
    </Flex>
  );
}
