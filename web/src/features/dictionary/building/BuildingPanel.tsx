import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { PlusOutlined, TableOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildingDelete, type Region } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { ListView, sourceOf, type ListColumn } from '../../../components/list';
import { buildingLink } from '../links';
import { DICTIONARY_KEY, useBuildings, useDictionaryAccess, type Building } from '../queries';
import { BuildingForm } from './BuildingForm';

// The buildings of one community, under its row: each links to its grid of floors and doors. A building with
// units cannot be deleted (409003 from the server).
export function BuildingPanel({ region }: { region: Region }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const buildings = useBuildings(region.id);
  const { canEdit, locked, editable } = useDictionaryAccess(region);
  const [form, setForm] = useState<{ editing: Building | null } | null>(null);

  const remove = useMutation({
    mutationFn: (id: number) => api(buildingDelete, { id }),
    onSuccess: () => showSuccess(t('dictionary.common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });
  const rows = buildings.data ?? [];
  const nextSort = rows.reduce((max, b) => Math.max(max, b.sort), 0) + 1;
  const lockTip = locked ? t('dictionary.common.locked') : undefined;

  const columns: ListColumn<Building>[] = [
    {
      key: 'name', title: t('dictionary.building.name'), card: 'title',
      render: (_, b) => <Link to={buildingLink(b.id, region.id)} data-testid="building-link">{b.name}</Link>,
    },
    { key: 'units', dataIndex: 'unit_count', title: t('dictionary.building.units'), align: 'right' },
    { key: 'doors', dataIndex: 'door_count', title: t('dictionary.building.doors'), align: 'right' },
    { key: 'sort', dataIndex: 'sort', title: t('dictionary.common.sort'), align: 'right' },
    {
      key: 'actions', title: t('dictionary.common.actions'), card: 'actions',
      render: (_, b) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<TableOutlined />} onClick={() => void navigate(buildingLink(b.id, region.id))} data-testid="building-open">
            {t('dictionary.building.open')}
          </Button>
          {canEdit && (
            <Tooltip title={lockTip}>
              <Button type="link" size="small" disabled={locked} onClick={() => setForm({ editing: b })} data-testid="building-edit">
                {t('dictionary.common.rename')}
              </Button>
            </Tooltip>
          )}
          {canEdit && (
            <Popconfirm title={t('dictionary.common.confirmDelete', { name: b.name })} disabled={!editable}
              onConfirm={() => remove.mutateAsync(b.id).catch(() => undefined)} okButtonProps={{ ...{ 'data-testid': 'building-delete-ok' } }}>
              <Tooltip title={lockTip}>
                <Button type="link" size="small" danger disabled={locked} data-testid="building-delete">{t('dictionary.common.delete')}</Button>
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={8} data-testid="building-panel" style={{ padding: '4px 0 8px' }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('dictionary.building.list', { name: region.name })}</Typography.Text>
        {canEdit && (
          <Tooltip title={lockTip}>
            <Button size="small" icon={<PlusOutlined />} disabled={locked} onClick={() => setForm({ editing: null })} data-testid="building-add">
              {t('dictionary.building.add')}
            </Button>
          </Tooltip>
        )}
      </Flex>
      <ListView<Building> testId="building-table" rowKey="id" size="small" columns={columns} source={sourceOf(buildings, buildings.data)}
        empty={t('dictionary.building.empty')} />
      <BuildingForm open={form !== null} regionId={region.id} editing={form?.editing ?? null} nextSort={nextSort} onClose={() => setForm(null)} />
    </Flex>
  );
}
