import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEAL_KIND_LABELS, DEAL_STATUS_LABELS, type DealItem, type DealStatus } from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';

const STATUS_COLOURS: Record<DealStatus, string> = {
  pending: 'gold', effective: 'green', settled: 'cyan', closed: 'blue', rejected: 'red', terminated: 'default',
};

export function DealStatusTag({ status }: { status: DealStatus }) {
  const label = useLabel();
  return <Tag color={STATUS_COLOURS[status]} data-testid="deal-status" data-status={status}>{label(DEAL_STATUS_LABELS[status])}</Tag>;
}

// Yuan with two decimals and thousands separators: 4800000 → "4,800,000.00".
export function yuanText(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// An amount with its unit in the interface language ("4,800,000.00 yuan", "5,000.00 元/月").
export function useMoney() {
  const { t } = useTranslation();
  return (amount: number, unit: 'yuan' | 'yuan_month' = 'yuan'): string => t(`deal.money.${unit}`, { amount: yuanText(amount) });
}

// The columns of the deal list; `actions` renders a row's quick actions.
export function useDealColumns(actions: (row: DealItem) => ReactNode): ListColumn<DealItem>[] {
  const { t } = useTranslation();
  const label = useLabel();
  const money = useMoney();
  return [
    {
      key: 'contract', title: t('deal.col.contract'), card: 'title',
      render: (_, d) => (
        <Space size={4} wrap>
          <Typography.Text strong data-testid="deal-contract-no">{d.contract_no}</Typography.Text>
          <Tag>{label(DEAL_KIND_LABELS[d.kind])}</Tag>
        </Space>
      ),
    },
    { key: 'status', title: t('deal.col.status'), width: 110, render: (_, d) => <DealStatusTag status={d.status} /> },
    { key: 'house', title: t('deal.col.house'), render: (_, d) => d.house_name },
    { key: 'customer', title: t('deal.col.customer'), render: (_, d) => d.customer_name },
    { key: 'price', title: t('deal.col.price'), render: (_, d) => money(d.price, d.price_unit) },
    { key: 'commission', title: t('deal.col.commission'), render: (_, d) => money(d.commission) },
    { key: 'signed', title: t('deal.col.signed'), render: (_, d) => formatDate(d.signed_at, 'YYYY-MM-DD') },
    { key: 'agent', title: t('deal.col.agent'), render: (_, d) => [d.agent_name, d.store_name].filter(Boolean).join(' · ') },
    { key: 'actions', title: t('deal.col.actions'), card: 'actions', render: (_, d) => actions(d) },
  ];
}
