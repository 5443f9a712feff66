import { useState } from 'react';
import { Button, Flex, Popconfirm, Segmented, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewhouseLayout } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { usePermission } from '../../../app/permission';
import { ListView, sourceOf, type ListColumn } from '../../../components/list';
import { useLayoutChange, useLayoutRooms, useLayouts } from '../queries';
import { SaleStateTag } from '../tags';
import { LayoutForm } from './LayoutForm';
import { useNewhouseFormat } from '../useFormat';

const ALL = 'all';

// The project's layouts by bedrooms (layoutshi counts them for the switch); editors add, change and delete them.
export function LayoutsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const fmt = useNewhouseFormat();
  const canEdit = usePermission(['newhouse:edit']);
  const [tab, setTab] = useState(ALL);
  const rooms = useLayoutRooms(projectId);
  const layouts = useLayouts(projectId, tab === ALL ? undefined : Number(tab));
  const change = useLayoutChange();
  const [editing, setEditing] = useState<{ layout: NewhouseLayout | null } | null>(null);
  const counts = rooms.data ?? [];
  const total = counts.reduce((sum, r) => sum + r.count, 0);

  const columns: ListColumn<NewhouseLayout>[] = [
    { key: 'name', title: t('newhouse.layout.name'), card: 'title', render: (_, l) => <Typography.Text strong data-testid="layout-name">{l.name}</Typography.Text> },
    { key: 'shape', title: t('newhouse.col.rooms'), render: (_, l) => t('newhouse.layout.shape', { rooms: l.rooms, halls: l.halls, toilets: l.toilets }) },
    { key: 'area', title: t('newhouse.layout.area'), render: (_, l) => fmt.sqm(l.area) },
    { key: 'price', title: t('newhouse.layout.priceTotal'), render: (_, l) => fmt.yuan(l.price_total) },
    { key: 'orientation', title: t('newhouse.layout.orientation'), render: (_, l) => fmt.text(l.orientation) },
    { key: 'state', title: t('newhouse.layout.saleState'), render: (_, l) => <SaleStateTag state={l.sale_state} /> },
    { key: 'remark', title: t('newhouse.layout.remark'), render: (_, l) => fmt.text(l.remark) },
    ...(canEdit ? [{
      key: 'actions', title: t('newhouse.col.actions'), card: 'actions' as const,
      render: (_: unknown, l: NewhouseLayout) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setEditing({ layout: l })} data-testid="layout-edit">{t('newhouse.layout.edit')}</Button>
          <Popconfirm title={t('newhouse.layout.deleteConfirm', { name: l.name })} okButtonProps={{ ...{ 'data-testid': 'layout-delete-ok' } }}
            onConfirm={() => change.remove.mutate({ id: l.id }, { onSuccess: () => showSuccess(t('newhouse.layout.deleted')) })}>
            <Button size="small" type="link" danger data-testid="layout-delete">{t('newhouse.layout.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    }] : []),
  ];

  return (
    <Flex vertical gap={8} data-testid="newhouse-layouts">
      <Flex justify="space-between" align="center" wrap gap={8}>
        {/* A segmented switch, not tabs: the page's own tabs hold this one, and tabs within tabs confuse both. */}
        <div style={{ minWidth: 0, maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented value={tab} onChange={(key) => setTab(String(key))} data-testid="layout-tabs" aria-label={t('newhouse.col.rooms')} options={[
            { value: ALL, label: t('newhouse.layout.all', { count: total }) },
            ...counts.map((r) => ({
              value: String(r.rooms), label: <span data-testid={`layout-tab-${r.rooms}`}>{t('newhouse.layout.roomsTab', { rooms: r.rooms, count: r.count })}</span>,
            })),
          ]} />
        </div>
        {canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ layout: null })} data-testid="layout-add">{t('newhouse.layout.add')}</Button>
        )}
      </Flex>
      <ListView<NewhouseLayout> testId="layout-table" rowKey="id" columns={columns} source={sourceOf(layouts, layouts.data)}
        empty={t('newhouse.layout.empty')} rowProps={(l) => ({ 'data-layout-id': l.id, 'data-name': l.name })} />
      {editing && <LayoutForm projectId={projectId} editing={editing.layout} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
