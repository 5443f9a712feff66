import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DECORATION_LABELS, HOUSE_GRADE_LABELS, HOUSE_KIND_LABELS, HOUSE_LEVEL_LABELS, HOUSE_USE_LABELS, ORIENTATION_LABELS,
  type HouseDetail,
} from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { doorPath } from '../links';
import { useHouseFormat } from '../money';
import { PoolTag, StatusTag } from '../tags';
import { readableTextOn } from '../../../lib/color';

export type CompareRowKey =
  | 'community' | 'door' | 'kind' | 'price' | 'unitPrice' | 'area' | 'layout' | 'floor' | 'orientation' | 'decoration' | 'use'
  | 'status' | 'grade' | 'level' | 'pool' | 'maintainer' | 'store' | 'keys' | 'pictures' | 'labels' | 'lastFollowup' | 'created';

// One attribute of the comparison: `text` is what is compared (and shown unless `render` shows it richer).
export type CompareRow = {
  key: CompareRowKey;
  text: (house: HouseDetail) => string;
  render?: (house: HouseDetail) => ReactNode;
};

// The attributes staff weigh when choosing between houses, in the order they read them.
export function useCompareRows(): CompareRow[] {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useHouseFormat();
  const none = t('houseCompare.none');
  const day = (time: number | null) => (time === null ? none : formatDate(time, 'YYYY-MM-DD'));
  return [
    { key: 'community', text: (h) => h.region_name },
    { key: 'door', text: (h) => doorPath(h) },
    { key: 'kind', text: (h) => label(HOUSE_KIND_LABELS[h.kind]) },
    { key: 'price', text: (h) => fmt.price(h.price, h.kind) },
    { key: 'unitPrice', text: (h) => fmt.unitPrice(h.unit_price, h.kind) },
    { key: 'area', text: (h) => fmt.area(h.area) },
    { key: 'layout', text: (h) => fmt.layout(h) },
    { key: 'floor', text: (h) => fmt.floor(h) },
    { key: 'orientation', text: (h) => label(ORIENTATION_LABELS[h.orientation]) },
    { key: 'decoration', text: (h) => label(DECORATION_LABELS[h.decoration]) },
    { key: 'use', text: (h) => label(HOUSE_USE_LABELS[h.use]) },
    { key: 'status', text: (h) => `${h.status}:${h.status_until ?? ''}`, render: (h) => <StatusTag status={h.status} until={h.status_until} /> },
    { key: 'grade', text: (h) => label(HOUSE_GRADE_LABELS[h.grade]) },
    { key: 'level', text: (h) => label(HOUSE_LEVEL_LABELS[h.level]) },
    { key: 'pool', text: (h) => h.pool, render: (h) => <PoolTag pool={h.pool} /> },
    { key: 'maintainer', text: (h) => h.maintainer_name || none },
    { key: 'store', text: (h) => h.store_name || none },
    { key: 'keys', text: (h) => String(h.key_count) },
    { key: 'pictures', text: (h) => String(h.picture_count) },
    {
      key: 'labels',
      text: (h) => h.labels.map((l) => l.name).sort().join('、') || none,
      render: (h) => (h.labels.length === 0 ? none : (
        <Space size={[0, 4]} wrap>{h.labels.map((l) => <Tag key={l.id} color={l.color} variant="solid" style={{ color: readableTextOn(l.color) }}>{l.name}</Tag>)}</Space>
      )),
    },
    { key: 'lastFollowup', text: (h) => day(h.last_followup_at) },
    { key: 'created', text: (h) => day(h.created_at) },
  ];
}
