import { Button, Card, Flex, Image, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, LockOutlined, UnlockOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { housePictureDownload, type HousePictureItem } from '@brokerage/contract';
import { apiFile } from '../../api/client';
import { usePermission } from '../../app/permission';
import { usePictureAlert, usePictureDelete, usePictureLock } from './queries';

const THUMB_WIDTH = 200;
const THUMB_HEIGHT = 150;

// One picture: its thumbnail (click for the original, within the tab's preview group), its flags, and the actions
// the person's permissions allow. The server checks each again, with the data scope.
export function PictureCard({ picture, onAlert }: { picture: HousePictureItem; onAlert: () => void }) {
  const { t } = useTranslation();
  const canManage = usePermission(['picture:manage']);
  const canUpload = usePermission(['picture:upload']);
  const lock = usePictureLock();
  const clear = usePictureAlert();
  const remove = usePictureDelete();
  const locked = picture.locked === 1;
  const alerted = picture.alert === 1;

  const deleteButton = (
    <Button size="small" danger icon={<DeleteOutlined />} disabled={locked} loading={remove.isPending} data-testid="picture-delete"
      aria-label={t('housePicture.actions.delete')} />
  );
  return (
    <Card size="small" style={{ width: THUMB_WIDTH + 26 }} data-testid={`picture-${picture.id}`} data-locked={picture.locked} data-alert={picture.alert}>
      <Flex vertical gap={6}>
        <Image src={picture.thumb_url} preview={{ src: picture.url }} width={THUMB_WIDTH} height={THUMB_HEIGHT}
          style={{ objectFit: 'cover' }} alt={picture.original_name} data-testid="picture-thumb" />
        <Typography.Text ellipsis title={picture.original_name}>{picture.original_name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('housePicture.by', { name: picture.uploader_name || '—' })}</Typography.Text>
        <Flex gap={4} wrap>
          {locked && <Tag color="gold" icon={<LockOutlined />} data-testid="picture-locked">{t('housePicture.locked')}</Tag>}
          {alerted && (
            <Tooltip title={picture.alert_by_name}>
              <Tag color="red" icon={<WarningOutlined />} data-testid="picture-alerted">{t('housePicture.alerted', { reason: picture.alert_reason })}</Tag>
            </Tooltip>
          )}
        </Flex>
        <Flex gap={4} wrap>
          {canManage && (
            <Tooltip title={t(locked ? 'housePicture.actions.unlock' : 'housePicture.actions.lock')}>
              <Button size="small" icon={locked ? <UnlockOutlined /> : <LockOutlined />} loading={lock.isPending}
                onClick={() => lock.mutate({ id: picture.id, locked: locked ? 0 : 1 })} data-testid={locked ? 'picture-unlock' : 'picture-lock'}
                aria-label={t(locked ? 'housePicture.actions.unlock' : 'housePicture.actions.lock')} />
            </Tooltip>
          )}
          {!alerted && (
            <Tooltip title={t('housePicture.actions.alert')}>
              <Button size="small" icon={<WarningOutlined />} onClick={onAlert} data-testid="picture-alert" aria-label={t('housePicture.actions.alert')} />
            </Tooltip>
          )}
          {alerted && canManage && (
            <Button size="small" loading={clear.isPending} onClick={() => clear.mutate({ id: picture.id, alert: 0 })} data-testid="picture-clear">
              {t('housePicture.actions.clear')}
            </Button>
          )}
          <Tooltip title={t('housePicture.actions.download')}>
            <Button size="small" icon={<DownloadOutlined />} onClick={() => void apiFile(housePictureDownload, { id: picture.id }).catch(() => undefined)}
              data-testid="picture-download" aria-label={t('housePicture.actions.download')} />
          </Tooltip>
          {canUpload && (locked ? (
            <Tooltip title={t('housePicture.actions.lockedNoDelete')}>
              <span data-testid="picture-delete-locked">{deleteButton}</span>
            </Tooltip>
          ) : (
            <Popconfirm title={t('housePicture.actions.deleteConfirm')} okText={t('housePicture.actions.ok')} cancelText={t('housePicture.actions.cancel')}
              onConfirm={() => remove.mutate({ id: picture.id, remark: '' })} okButtonProps={{ ...{ 'data-testid': 'picture-delete-ok' } }}>
              {deleteButton}
            </Popconfirm>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
