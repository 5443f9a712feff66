import { useTranslation } from 'react-i18next';
import type { FollowupCounts } from '@brokerage/contract';
import { FOLLOWUP_COUNTS } from './followupCounts';
import { TotalsRow } from './TotalsRow';

// The counts of every row the filters match (not just the page shown): all follow-ups, written, valid, invalid.
export function FollowupTotals({ totals }: { totals: FollowupCounts | undefined }) {
  const { t } = useTranslation();
  return (
    <TotalsRow prefix="followup-statistics"
      items={FOLLOWUP_COUNTS.map((key) => ({ key, title: t(`statistics.followup.measures.${key}`), value: totals?.[key] }))} />
  );
}
