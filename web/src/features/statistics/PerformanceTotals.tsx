import { useTranslation } from 'react-i18next';
import type { PerformanceTotals as Totals } from '@brokerage/contract';
import { useMoney } from '../deal/columns';
import { TotalsRow } from './TotalsRow';

// The sums of every row the filters match (not just the page shown): deals, 应收业绩 and 实收业绩.
export function PerformanceTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <TotalsRow prefix="statistics" items={[
      { key: 'deals', title: t('statistics.measures.deals'), value: totals?.deals },
      { key: 'receivable', title: t('statistics.measures.receivable'), value: totals?.receivable, text: money },
      { key: 'received', title: t('statistics.measures.received'), value: totals?.received, text: money },
    ]} />
  );
}
