import { useState } from 'react';
import { Alert, Button, Flex, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOUSE_STATUS_LABELS, VR_TASK_STATE_LABELS, type HouseDetail, type VrTask } from '@brokerage/contract';
import { ListView, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { TASK_STATE_COLORS, cameraLink, orderBlock, tourLink } from './logic';
import { useHouseVrTasks } from './queries';
import { VrCreateTaskDialog } from './VrCreateTaskDialog';

const PAGE_SIZE = 20;
const TIME = 'YYYY-MM-DD HH:mm';

// The house's VR shoots (vr:task): state, photographer, times and the tour once shot; ordering a new one, not offered
// (with the reason) where the server would refuse it. In sandbox mode a shoot in progress links the sandbox's camera
// page, which stands in for the photographer's app.
export function VrTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const tasks = useHouseVrTasks({ house_id: house.id, page, limit: PAGE_SIZE });
  const rows = tasks.data?.list ?? [];
  const blocked = orderBlock(house.status, rows);
  const sandbox = rows.some((task) => cameraLink(task) !== null);
  const columns: ListColumn<VrTask>[] = [
    {
      key: 'state', title: t('vr.col.state'), card: 'title',
      render: (_, k) => <Tag color={TASK_STATE_COLORS[k.state]} data-testid="vr-task-state">{label(VR_TASK_STATE_LABELS[k.state])}</Tag>,
    },
    { key: 'photographer', title: t('vr.col.photographer'), dataIndex: 'staff_name' },
    { key: 'package', title: t('vr.col.package'), dataIndex: 'package_name' },
    { key: 'created', title: t('vr.col.created'), render: (_, k) => formatDate(k.created_at, TIME) },
    { key: 'by', title: t('vr.col.by'), dataIndex: 'created_by_name' },
    { key: 'done', title: t('vr.col.done'), render: (_, k) => formatDate(k.done_at, TIME) },
    {
      key: 'tour', title: t('vr.col.tour'), card: 'actions', render: (_, k) => {
        const tour = tourLink(k);
        const camera = cameraLink(k);
        return (
          <Space wrap>
            {tour && <Typography.Link href={tour} target="_blank" rel="noopener noreferrer" data-testid="vr-tour-link">{t('vr.tour')}</Typography.Link>}
            {camera && <Typography.Link href={camera} target="_blank" rel="noopener noreferrer" data-testid="vr-camera-link">{t('vr.camera')}</Typography.Link>}
          </Space>
        );
      },
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="vr-tab">
      <Flex gap={12} wrap align="center">
        <Button type="primary" icon={<PlusOutlined />} disabled={blocked !== null || tasks.isPending} onClick={() => setCreating(true)} data-testid="vr-create">
          {t('vr.create')}
        </Button>
        {blocked && (
          <Typography.Text type="secondary" data-testid="vr-create-blocked">
            {blocked === 'offMarket' ? t('vr.offMarket', { status: label(HOUSE_STATUS_LABELS[house.status]) }) : t('vr.openTask')}
          </Typography.Text>
        )}
      </Flex>
      {sandbox && <Alert type="info" showIcon message={t('vr.sandboxHint')} />}
      <ListView testId="vr-task-table" rowKey="id" size="small" columns={columns} source={tasks} empty={t('vr.empty')}
        rowProps={(k) => ({ 'data-id': k.id, 'data-state': k.state })} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
      <VrCreateTaskDialog open={creating} houseId={house.id} photographers={tasks.data?.photographers ?? []} onClose={() => setCreating(false)} />
    </Flex>
  );
}
