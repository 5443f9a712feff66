import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DECORATION_LABELS, HOUSE_GRADE_LABELS, ORIENTATION_LABELS, type HouseItem,
} from '@brokerage/contract';
import type { ListColumn } from '../../../components/list';
import { AgoTime } from '../../../components/list/AgoTime';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { doorPath } from '../links';
import { useHouseFormat } from '../money';
import { ConfidentialTag, PoolTag, StatusTag } from '../tags';
import type { HouseQuery } from './listState';
import { readableTextOn } from '../../../lib/color';

export const COLUMN_KEYS = [
  'id', 'house', 'layout', 'area', 'floor', 'orientation', 'decoration', 'price', 'status', 'grade', 'pool', 'labels', 'maintainer',
  'lastFollowup', 'updated', 'created',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
export const DEFAULT_HIDDEN: readonly ColumnKey[] = ['id', 'created'];

// Columns a sort applies to, and the sort they set.
const SORTS: Partial<Record<ColumnKey, HouseQuery['sort']>> = { area: 'area', price: 'price', updated: 'updated_at', created: 'created_at' };

export type HouseColumn = ListColumn<HouseItem> & { key: ColumnKey };

// The list's columns in the interface language; the sortable ones carry the sort they set (sortKey).
export function useHouseColumns(): HouseColumn[] {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useHouseFormat();
  const sorted = (key: ColumnKey) => ({ sortKey: SORTS[key] });
  return [
    { key: 'id', title: t('house.columns.id'), dataIndex: 'id', width: 80 },
    {
      key: 'house', title: t('house.columns.house'), width: 220, fixed: 'left', card: 'title',
      render: (_, h) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong data-testid="house-row-region">{h.region_name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{doorPath(h)} <ConfidentialTag level={h.level} /></Typography.Text>
        </Space>
      ),
    },
    { key: 'layout', title: t('house.columns.layout'), width: 110, render: (_, h) => fmt.layout(h) },
    { key: 'area', title: t('house.columns.area'), width: 100, align: 'right', render: (_, h) => fmt.area(h.area), ...sorted('area') },
    { key: 'floor', title: t('house.columns.floor'), width: 80, render: (_, h) => fmt.floor(h) },
    { key: 'orientation', title: t('house.columns.orientation'), width: 110, ellipsis: true, render: (_, h) => label(ORIENTATION_LABELS[h.orientation]) },
    { key: 'decoration', title: t('house.columns.decoration'), width: 80, render: (_, h) => label(DECORATION_LABELS[h.decoration]) },
    {
      key: 'price', title: t('house.columns.price'), width: 130, align: 'right', ...sorted('price'),
      render: (_, h) => (
        <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text strong style={{ color: '#cf1322' }} data-testid="house-row-price">{fmt.price(h.price, h.kind)}</Typography.Text>
          {h.kind === 'sale' && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{fmt.unitPrice(h.unit_price, h.kind)}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'status', title: t('house.columns.status'), width: 90, render: (_, h) => <StatusTag status={h.status} until={h.status_until} /> },
    { key: 'grade', title: t('house.columns.grade'), width: 60, render: (_, h) => label(HOUSE_GRADE_LABELS[h.grade]) },
    { key: 'pool', title: t('house.columns.pool'), width: 80, render: (_, h) => <PoolTag pool={h.pool} /> },
    {
      key: 'labels', title: t('house.columns.labels'), width: 160,
      render: (_, h) => <Space size={[0, 4]} wrap>{h.labels.map((l) => <Tag key={l.id} color={l.color} variant="solid" style={{ color: readableTextOn(l.color) }}>{l.name}</Tag>)}</Space>,
    },
    {
      key: 'maintainer', title: t('house.columns.maintainer'), width: 110,
      render: (_, h) => (
        <Space orientation="vertical" size={0}>
          <span>{h.maintainer_name}</span>
          {h.store_name && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{h.store_name}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'lastFollowup', title: t('house.columns.lastFollowup'), width: 110, render: (_, h) => <AgoTime time={h.last_followup_at} /> },
    { key: 'updated', title: t('house.columns.updated'), width: 110, render: (_, h) => <AgoTime time={h.updated_at} />, ...sorted('updated') },
    { key: 'created', title: t('house.columns.created'), width: 110, render: (_, h) => formatDate(h.created_at, 'YYYY-MM-DD'), ...sorted('created') },
  ];
}
