import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PerformanceTotals as Totals } from '@brokerage/contract';
import { useMoney } from '../deal/columns';

// The sums of every row the filters match (not just the page shown): deals, 应收业绩 and 实收业绩.
export function PerformanceTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = (value: number | undefined, text: (v: number) => string) => (value === undefined ? '—' : text(value));
  return (
    <Flex wrap gap={32} role="group" aria-label={t('statistics.totals')} data-testid="statistics-totals"
      data-deals={totals?.deals} data-receivable={totals?.receivable} data-received={totals?.received}>
      <Statistic title={t('statistics.measures.deals')} value={shown(totals?.deals, String)} data-testid="statistics-total-deals" />
      <Statistic title={t('statistics.measures.receivable')} value={shown(totals?.receivable, money)} data-testid="statistics-total-receivable" />
      <Statistic title={t('statistics.measures.received')} value={shown(totals?.received, money)} data-testid="statistics-total-received" />
    </Flex>
  );
}
