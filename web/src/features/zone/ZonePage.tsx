import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { Button, Card, Flex, Input, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneDelete, zoneExport, zoneList, type Zone } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import { CellLink, ExportButton, FilterBar, ListView, toCallInput, useListQuery, usePhone, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { ZONE_KEY } from './queries';
import { ZoneDetailDrawer } from './ZoneDetailDrawer';
import { ZoneForm } from './ZoneForm';

const DATE_ONLY = 'YYYY-MM-DD';

// /operate/duty-manage (责任盘管理): duty zones by name with their numbers of stores and communities, server
// paging; add, rename, delete (with its links, in one go); a zone's drawer adds and removes its stores and
// communities.
export function ZonePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['zone:edit']);
  const phone = usePhone();
  const list = useListQuery(zoneList.input);
  const { query } = list;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [form, setForm] = useState<{ editing: Zone | null } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const input = toCallInput(query);
  const { page: _page, limit: _limit, ...filters } = input;
  const zones = useQuery({
    queryKey: [...ZONE_KEY, 'list', input],
    queryFn: () => api(zoneList, input),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(zoneDelete, { id }),
    onSuccess: () => showSuccess(t('common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ZONE_KEY }),
  });
  const count = (n: number, zone: Zone, testId: string) => (
    <Button type="link" size="small" onClick={() => setDetailId(zone.id)} data-testid={testId}>{n}</Button>
  );

  const columns: ListColumn<Zone>[] = [
    {
      key: 'name', title: t('zone.fields.name'), card: 'title',
      render: (_, z) => <CellLink strong onOpen={() => setDetailId(z.id)} testId="zone-row-name">{z.name}</CellLink>,
    },
    { key: 'remark', dataIndex: 'remark', title: t('zone.fields.remark'), ellipsis: true, width: 240 },
    { key: 'stores', title: t('zone.fields.stores'), align: 'right', render: (_, z) => count(z.store_count, z, 'zone-store-count') },
    { key: 'regions', title: t('zone.fields.regions'), align: 'right', render: (_, z) => count(z.region_count, z, 'zone-region-count') },
    { key: 'updated', title: t('common.updatedAt'), render: (_, z) => formatDate(z.updated_at, DATE_ONLY) },
    {
      key: 'actions', title: t('common.actions'), fixed: 'right', card: 'actions',
      render: (_, z) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailId(z.id)} data-testid="zone-detail-open">{t('common.detail')}</Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setForm({ editing: z })} data-testid="zone-edit">{t('zone.rename')}</Button>
          )}
          {canEdit && (
            <Popconfirm title={t('zone.deleteConfirm', { name: z.name })} styles={{ root: { maxWidth: 360 } }}
              onConfirm={() => remove.mutateAsync(z.id).catch(() => undefined)}
              okButtonProps={{ ...{ 'data-testid': 'zone-delete-ok' } }}>
              <Button type="link" size="small" danger data-testid="zone-delete">{t('common.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const actions = (
    <Space wrap>
      <ExportButton endpoint={zoneExport} input={filters} />
      <Permission codes={['zone:edit']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="zone-add">
          {t('zone.add')}
        </Button>
      </Permission>
    </Space>
  );
  return (
    // On a phone the actions go under the title: beside it they would leave the title no room.
    <Card title={t('zone.title')} data-testid="zone-page" extra={phone ? undefined : actions}>
      <Flex vertical gap={16}>
        {phone && actions}
        <FilterBar active={query.keyword ? 1 : 0}>
          <Input.Search allowClear style={{ width: 260 }} placeholder={t('zone.keywordPlaceholder')} maxLength={maxLengthOf(zoneList.input, 'keyword')}
            value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(value) => list.filter({ keyword: value.trim() || undefined })}
            enterButton={t('common.search')} data-testid="zone-filter-keyword" />
        </FilterBar>
        <ListView<Zone> testId="zone-table" rowKey="id" size="small" columns={columns} source={zones}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          totalText={(n) => t('zone.total', { total: n })} />
      </Flex>
      <ZoneForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <ZoneDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
