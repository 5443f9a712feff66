import { useState } from 'react';
import { Button, Flex, Popconfirm, Select, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneAddRegion, zoneAddStore, zoneDeleteRegion, zoneDeleteStore, type ZoneDetail } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { useStoreOptions } from '../member/queries';
import { ZONE_KEY } from './queries';
import { RegionPicker, type RegionOption } from '../dictionary/region/RegionPicker';

type Props = { zone: ZoneDetail; canEdit: boolean };
type ZoneStore = ZoneDetail['stores'][number];
type ZoneRegion = ZoneDetail['regions'][number];

// Every change answers the zone as it now is; the list's counts move too, so the screen's cache goes whole.
function useZoneChange<I>(call: (input: I) => Promise<ZoneDetail>, done: 'added' | 'removed', after?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      showSuccess(t(`common.${done}`));
      after?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ZONE_KEY }),
  });
}

function RemoveButton({ name, testId, onConfirm }: { name: string; testId: string; onConfirm: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('common.confirmRemove', { name })} onConfirm={() => onConfirm().catch(() => undefined)}
      okButtonProps={{ ...{ 'data-testid': `${testId}-ok` } }}>
      <Button type="link" size="small" danger data-testid={testId}>{t('common.remove')}</Button>
    </Popconfirm>
  );
}

// The stores responsible for the zone: add from the store list (a store may work several zones), remove.
export function ZoneStores({ zone, canEdit }: Props) {
  const { t } = useTranslation();
  const stores = useStoreOptions();
  const [picked, setPicked] = useState<number[]>([]);
  const add = useZoneChange((ids: number[]) => api(zoneAddStore, { zone_id: zone.id, store_ids: ids }), 'added', () => setPicked([]));
  const remove = useZoneChange((id: number) => api(zoneDeleteStore, { zone_id: zone.id, store_id: id }), 'removed');
  const taken = new Set(zone.stores.map((s) => s.id));
  const options = (stores.data ?? []).filter((s) => !taken.has(s.id)).map((s) => ({ value: s.id, label: `${s.name} · ${s.district_name}` }));

  return (
    <Flex vertical gap={8}>
      {canEdit && (
        <Flex gap={8}>
          <Select mode="multiple" allowClear style={{ flex: 1 }} value={picked} onChange={setPicked} options={options}
            showSearch={{ optionFilterProp: 'label' }} loading={stores.isFetching}
            placeholder={t('zone.detail.storesPlaceholder')} data-testid="zone-store-picker" />
          <Button icon={<PlusOutlined />} disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate(picked)}
            data-testid="zone-store-add">
            {t('zone.detail.addStores')}
          </Button>
        </Flex>
      )}
      <Table<ZoneStore>
        size="small" rowKey="id" pagination={false} dataSource={zone.stores} data-testid="zone-stores"
        locale={{ emptyText: t('zone.detail.noStores') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('zone.fields.store') },
          { key: 'district', dataIndex: 'district_name', title: t('zone.fields.district') },
          ...(canEdit ? [{
            key: 'actions', title: t('common.actions'), width: 90,
            render: (_: unknown, s: ZoneStore) => <RemoveButton name={s.name} testId="zone-store-remove" onConfirm={() => remove.mutateAsync(s.id)} />,
          }] : []),
        ]}
      />
    </Flex>
  );
}

// The communities of the zone: add through the community look-up (one held by another zone is refused with
// 409002 naming that zone; the client shows it and the choice stays for correcting), remove.
export function ZoneRegions({ zone, canEdit }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<RegionOption[]>([]);
  const add = useZoneChange(
    (regions: RegionOption[]) => api(zoneAddRegion, { zone_id: zone.id, region_ids: regions.map((r) => r.value) }),
    'added', () => setPicked([]),
  );
  const remove = useZoneChange((id: number) => api(zoneDeleteRegion, { zone_id: zone.id, region_id: id }), 'removed');

  return (
    <Flex vertical gap={8}>
      {canEdit && (
        <Flex gap={8}>
          <RegionPicker multiple value={picked} onChange={setPicked} style={{ flex: 1 }}
            placeholder={t('zone.detail.regionsPlaceholder')} data-testid="zone-region-picker" />
          <Button icon={<PlusOutlined />} disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate(picked)}
            data-testid="zone-region-add">
            {t('zone.detail.addRegions')}
          </Button>
        </Flex>
      )}
      <Table<ZoneRegion>
        size="small" rowKey="id" pagination={false} dataSource={zone.regions} data-testid="zone-regions"
        locale={{ emptyText: t('zone.detail.noRegions') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('zone.fields.region') },
          { key: 'area', dataIndex: 'area_name', title: t('common.area') },
          {
            key: 'address', title: t('common.address'), ellipsis: true,
            render: (_, r) => <Typography.Text type="secondary">{r.address}</Typography.Text>,
          },
          ...(canEdit ? [{
            key: 'actions', title: t('common.actions'), width: 90,
            render: (_: unknown, r: ZoneRegion) => <RemoveButton name={r.name} testId="zone-region-remove" onConfirm={() => remove.mutateAsync(r.id)} />,
          }] : []),
        ]}
      />
    </Flex>
  );
}
