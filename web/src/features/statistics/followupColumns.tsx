import { useTranslation } from 'react-i18next';
import { FOLLOWUP_KIND_LABELS, type FollowupStatisticsRow, type PerformanceGroup } from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { useNameColumns } from './columns';
import { percentText } from './completion';
import { FOLLOWUP_COUNTS, TABLE_KINDS, validRate } from './followupCounts';

type Row = FollowupStatisticsRow;

// The columns of the follow-up statistics table for a grouping: the row's name (for a person also their store and
// team), the four counts, the kinds a manager reads, the valid rate.
export function useFollowupColumns(group: PerformanceGroup): ListColumn<Row>[] {
  const { t } = useTranslation();
  const label = useLabel();
  const names = useNameColumns<Row>(group);
  const number = { align: 'right' as const };
  return [
    ...names,
    ...FOLLOWUP_COUNTS.map((count): ListColumn<Row> => (
      { key: count, title: t(`statistics.followup.measures.${count}`), ...number, render: (_, r) => r[count] }
    )),
    ...TABLE_KINDS.map((kind): ListColumn<Row> => (
      { key: `kind-${kind}`, title: label(FOLLOWUP_KIND_LABELS[kind]), ...number, render: (_, r) => r.kinds[kind] }
    )),
    { key: 'valid_rate', title: t('statistics.followup.measures.validRate'), ...number, render: (_, r) => percentText(validRate(r.valid, r.written)) },
  ];
}
