import { useState, type ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_KIND_LABELS, CUSTOMER_LEVEL_LABELS, CUSTOMER_STATUS_LABELS, type CustomerItem, type CustomerLevel, type CustomerStatus,
} from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { AgoTime } from '../../components/list/AgoTime';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { budgetBound, rangeText } from './links';

const LEVEL_COLOURS: Record<CustomerLevel, string> = { a: 'red', b: 'orange', c: 'blue', d: 'default' };
const STATUS_COLOURS: Record<CustomerStatus, string> = {
  valid: 'green', paused: 'gold', invalid: 'default', deal_internal: 'purple', deal_external: 'magenta', wrong_phone: 'red',
};
const DAY = 86_400;

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const label = useLabel();
  return <Tag color={STATUS_COLOURS[status]} data-testid="customer-status" data-status={status}>{label(CUSTOMER_STATUS_LABELS[status])}</Tag>;
}

export function CustomerLevelTag({ level }: { level: CustomerLevel }) {
  const label = useLabel();
  return <Tag color={LEVEL_COLOURS[level]}>{label(CUSTOMER_LEVEL_LABELS[level])}</Tag>;
}

// "2–3 bedrooms · 80–120 m² · 万科城市花园" from a customer's wants; "Any" without them.
export function useWantsLine() {
  const { t } = useTranslation();
  return (c: Pick<CustomerItem, 'rooms' | 'area_min' | 'area_max' | 'regions' | 'areas'>): string => {
    const parts: string[] = [];
    if (c.rooms.length > 0) parts.push(t('customer.wants.rooms', { rooms: [...c.rooms].sort((a, b) => a - b).join('/') }));
    if (c.area_min !== null || c.area_max !== null) parts.push(t('customer.wants.area', { range: rangeText(c.area_min, c.area_max) }));
    const places = [...c.regions, ...c.areas].map((p) => p.name);
    if (places.length > 0) parts.push(places.slice(0, 3).join('、') + (places.length > 3 ? '…' : ''));
    return parts.length > 0 ? parts.join(' · ') : t('customer.wants.any');
  };
}

export function useBudget() {
  const { t } = useTranslation();
  return (c: Pick<CustomerItem, 'kind' | 'price_min' | 'price_max'>): string => (c.price_min === null && c.price_max === null
    ? t('customer.wants.any')
    : t(c.kind === 'buy' ? 'customer.budget.sale' : 'customer.budget.rent', {
      range: rangeText(c.price_min === null ? null : budgetBound(c.price_min, c.kind), c.price_max === null ? null : budgetBound(c.price_max, c.kind)),
    }));
}

// The columns of every customer list; `actions` renders a row's quick actions.
export function useCustomerColumns(actions: (row: CustomerItem) => ReactNode): ListColumn<CustomerItem>[] {
  const { t } = useTranslation();
  const label = useLabel();
  const wants = useWantsLine();
  const budget = useBudget();
  // The release countdown is counted from when the list was first shown.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  return [
    { key: 'id', title: t('customer.col.id'), dataIndex: 'id', width: 80, card: 'hidden' },
    {
      key: 'name', title: t('customer.col.name'), card: 'title',
      render: (_, c) => (
        <Space size={4} wrap>
          <Typography.Text strong>{c.name}</Typography.Text>
          <Tag>{label(CUSTOMER_KIND_LABELS[c.kind])}</Tag>
          {c.urgency === 'urgent' && <Tag color="red">!</Tag>}
        </Space>
      ),
    },
    { key: 'phones', title: t('customer.col.phones'), render: (_, c) => c.phones.map((p) => p.masked).join(' / ') },
    { key: 'level', title: t('customer.col.level'), width: 80, render: (_, c) => <CustomerLevelTag level={c.level} /> },
    { key: 'status', title: t('customer.col.status'), width: 100, render: (_, c) => <CustomerStatusTag status={c.status} /> },
    { key: 'wants', title: t('customer.col.wants'), render: (_, c) => wants(c) },
    { key: 'price', title: t('customer.col.price'), render: (_, c) => budget(c) },
    { key: 'agent', title: t('customer.col.agent'), render: (_, c) => [c.agent_name, c.store_name].filter(Boolean).join(' · ') },
    { key: 'lastFollowup', title: t('customer.col.lastFollowup'), sortKey: 'last_followup_at', render: (_, c) => <AgoTime time={c.last_followup_at} /> },
    { key: 'lastLook', title: t('customer.col.lastLook'), sortKey: 'last_look_at', render: (_, c) => <AgoTime time={c.last_look_at} /> },
    { key: 'looks', title: t('customer.col.looks'), width: 90, dataIndex: 'looks_30d' },
    {
      key: 'release', title: t('customer.col.release'),
      render: (_, c) => (c.release_at === null ? '—' : (
        <Typography.Text type={c.release_at - now < 3 * DAY ? 'danger' : undefined}>
          {t('customer.releaseIn', { days: Math.max(0, Math.ceil((c.release_at - now) / DAY)) })}
        </Typography.Text>
      )),
    },
    { key: 'created', title: t('customer.col.created'), sortKey: 'created_at', render: (_, c) => formatDate(c.created_at, 'YYYY-MM-DD') },
    { key: 'actions', title: t('customer.col.actions'), card: 'actions', render: (_, c) => actions(c) },
  ];
}

export const CUSTOMER_COLUMN_KEYS = ['id', 'name', 'phones', 'level', 'status', 'wants', 'price', 'agent', 'lastFollowup', 'lastLook', 'looks', 'release', 'created'] as const;
