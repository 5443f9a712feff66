import { Button, Flex, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Region } from '@brokerage/contract';
import { CellLink, ListView, type ListColumn, type ListPaging, type ListSource } from '../../../components/list';
import { BuildingPanel } from '../building/BuildingPanel';
import type { DictionaryTexts } from '../texts';
import { RegionActions } from './RegionActions';

type Props = {
  source: ListSource<Region>;
  paging: ListPaging;
  expanded: number[];
  onExpand: (ids: number[]) => void;
  onEdit: (region: Region) => void;
};

// The communities; expanding one (or clicking its name) shows its buildings below it.
export function RegionTable({ source, paging, expanded, onExpand, onEdit }: Props) {
  const { t } = useTranslation();
  const f = (key: keyof DictionaryTexts['region']['fields']) => t(`dictionary.region.fields.${key}`);
  const toggle = (id: number) => onExpand(expanded.includes(id) ? expanded.filter((k) => k !== id) : [...expanded, id]);

  const columns: ListColumn<Region>[] = [
    {
      key: 'name', title: f('name'), fixed: 'left', card: 'title',
      render: (_, r) => (
        <Flex vertical>
          <CellLink strong onOpen={() => toggle(r.id)} testId="region-row-name">{r.name}</CellLink>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.initials}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'area', dataIndex: 'area_name', title: f('area') },
    { key: 'circle', dataIndex: 'business_circle', title: f('businessCircle') },
    { key: 'address', dataIndex: 'address', title: f('address'), ellipsis: true, width: 240 },
    { key: 'developer', dataIndex: 'developer', title: f('developer') },
    { key: 'year', dataIndex: 'build_year', title: f('buildYear'), align: 'right' },
    {
      key: 'fee', title: `${f('propertyFee')} (${f('propertyFeeUnit')})`, align: 'right',
      render: (_, r) => (r.property_fee === null ? '' : r.property_fee.toFixed(2)),
    },
    {
      key: 'buildings', title: f('buildings'), align: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => toggle(r.id)} data-testid="region-building-count">{r.building_count}</Button>
      ),
    },
    {
      key: 'status', title: f('status'),
      render: (_, r) => (r.finished
        ? <Tag color="gold" icon={<LockOutlined />} data-testid="region-locked">{t('dictionary.region.finished')}</Tag>
        : <Tag data-testid="region-open">{t('dictionary.region.unfinished')}</Tag>),
    },
    { key: 'actions', title: t('dictionary.common.actions'), fixed: 'right', card: 'actions', render: (_, r) => <RegionActions region={r} onEdit={onEdit} /> },
  ];

  return (
    <ListView<Region>
      testId="region-table"
      rowKey="id"
      size="small"
      columns={columns}
      source={source}
      paging={paging}
      totalText={(n) => <span data-testid="region-total">{t('dictionary.region.total', { total: n })}</span>}
      expand={{ keys: expanded, onChange: (keys) => onExpand(keys.map(Number)), render: (region) => <BuildingPanel region={region} /> }}
    />
  );
}
