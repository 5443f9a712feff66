import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPLIT_ROLE_LABELS, sharePercent, type DealDetail } from '@brokerage/contract';
import { ListView, sourceOf, type ListColumn } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import { useMoney } from '../columns';

type SplitRow = DealDetail['split'][number] & { key: string };
type PerformanceRow = DealDetail['performance'][number] & { key: string };

// Who earns the commission: role, person, share and amount (the amounts add up to the commission exactly), and the
// performance rows the deal wrote once effective.
export function DealSplit({ deal: d }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const money = useMoney();
  const split: ListColumn<SplitRow>[] = [
    { key: 'role', title: t('deal.detail.split.role'), render: (_, s) => label(SPLIT_ROLE_LABELS[s.role]) },
    { key: 'person', title: t('deal.detail.split.person'), card: 'title', dataIndex: 'staff_name' },
    { key: 'share', title: t('deal.detail.split.share'), render: (_, s) => `${sharePercent(s.share)}%` },
    { key: 'amount', title: t('deal.detail.split.amount'), render: (_, s) => money(s.amount) },
  ];
  const performance: ListColumn<PerformanceRow>[] = [
    { key: 'person', title: t('deal.detail.performance.person'), card: 'title', dataIndex: 'staff_name' },
    { key: 'month', title: t('deal.detail.performance.month'), dataIndex: 'month' },
    { key: 'receivable', title: t('deal.detail.performance.receivable'), render: (_, p) => money(p.receivable) },
    { key: 'received', title: t('deal.detail.performance.received'), render: (_, p) => money(p.received) },
  ];
  return (
    <Flex vertical gap={16}>
      <ListView<SplitRow> testId="deal-split" rowKey="key" size="small" columns={split}
        source={sourceOf(null, d.split.map((s) => ({ ...s, key: `${s.role}:${s.staff_id}` })))}
        rowProps={(s) => ({ 'data-role': s.role, 'data-share': s.share })} />
      {d.performance.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>{t('deal.detail.performance.title')}</Typography.Title>
          <ListView<PerformanceRow> testId="deal-performance" rowKey="key" size="small" columns={performance}
            source={sourceOf(null, d.performance.map((p) => ({ ...p, key: `${p.staff_id}:${p.month}` })))} />
        </>
      )}
    </Flex>
  );
}
