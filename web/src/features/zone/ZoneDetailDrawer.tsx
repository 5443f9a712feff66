import { Divider, Drawer, Flex, Spin, Typography } from 'antd';
import { HomeOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permission';
import { useZone } from './queries';
import { ZoneRegions, ZoneStores } from './ZoneLinks';

// One duty zone: the stores responsible for it and its communities, each added and removed here.
export function ZoneDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canEdit = usePermission(['zone:edit']);
  const detail = useZone(id);
  const zone = detail.data;

  return (
    <Drawer open={id !== null} size={680} onClose={onClose} destroyOnHidden title={zone?.name ?? ''}>
      {!zone ? <Spin /> : (
        <Flex vertical gap={12} data-testid="zone-detail">
          {zone.remark && <Typography.Paragraph style={{ margin: 0 }}>{zone.remark}</Typography.Paragraph>}
          <Typography.Text type="secondary">{t('zone.rule')}</Typography.Text>
          <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
            <ShopOutlined /> {t('zone.detail.stores')} ({zone.stores.length})
          </Typography.Title>
          <ZoneStores zone={zone} canEdit={canEdit} />
          <Divider style={{ margin: '8px 0' }} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            <HomeOutlined /> {t('zone.detail.regions')} ({zone.regions.length})
          </Typography.Title>
          <ZoneRegions zone={zone} canEdit={canEdit} />
        </Flex>
      )}
    </Drawer>
  );
}
