import { useTranslation } from 'react-i18next';
import { PERFORMANCE_GROUP_LABELS, groupRowName, isLang, type PerformanceGroup, type PerformanceRow } from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { useMoney } from '../deal/columns';
import { completionText } from './completion';

type NamedRow = { id: number; name: string; store_name: string; department_name: string };

// The columns naming a statistics row for a grouping: the person, team, store or district (the row of the people
// without one named so), and for a person their store and team.
export function useNameColumns<Row extends NamedRow>(group: PerformanceGroup): ListColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  return [
    { key: 'name', title: label(PERFORMANCE_GROUP_LABELS[group]), card: 'title', render: (_, r) => groupRowName(group, r, lang) },
    ...(group === 'person' ? [
      { key: 'store', title: t('statistics.col.store'), render: (_: unknown, r: Row) => r.store_name || '—' },
      { key: 'team', title: t('statistics.col.team'), render: (_: unknown, r: Row) => r.department_name || '—' },
    ] : []),
  ];
}

// The columns of the performance table for a grouping: a person's row also shows their store and team, their target
// and its completion; a team's, store's or district's row only its sums.
export function usePerformanceColumns(group: PerformanceGroup): ListColumn<PerformanceRow>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const names = useNameColumns<PerformanceRow>(group);
  const person = group === 'person';
  const number = { align: 'right' as const };
  return [
    ...names,
    { key: 'deals', title: t('statistics.measures.deals'), ...number, render: (_, r) => r.deals },
    { key: 'receivable', title: t('statistics.measures.receivable'), ...number, render: (_, r) => money(r.receivable) },
    { key: 'received', title: t('statistics.measures.received'), ...number, render: (_, r) => money(r.received) },
    ...(person ? [
      { key: 'target', title: t('statistics.measures.target'), ...number, render: (_: unknown, r: PerformanceRow) => (r.target === null ? '—' : money(r.target)) },
      { key: 'completion', title: t('statistics.measures.completion'), ...number, render: (_: unknown, r: PerformanceRow) => completionText(r.receivable, r.target) },
    ] : []),
  ];
}
