import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { FOLLOWUP_STATISTICS_DAYS_MAX, FOLLOWUP_STATISTICS_SORTS, followupStatistics, type FollowupStatisticsRow } from '@brokerage/contract';
import { ListView, toCallInput, useListQuery } from '../../components/list';
import { lastDays, today } from './days';
import { DayFilters } from './DayFilters';
import { FollowupChart } from './FollowupChart';
import { useFollowupColumns } from './followupColumns';
import { FollowupTotals } from './FollowupTotals';
import { useFollowupStatistics } from './queries';

// /statistics/performance-appraisal (跟进统计): the follow-ups each person wrote or caused over a range of days (the last
// 30 to begin with), by person, team, store or district within the caller's scope: the filters in the URL, the
// totals, the people with the most valid follow-ups as a chart, the rows with their counts by kind and the valid rate.
export function FollowupStatisticsPage() {
  const { t } = useTranslation();
  const list = useListQuery(followupStatistics.input, { base: lastDays(today()) });
  const { query } = list;
  const input = toCallInput(query);
  const rows = useFollowupStatistics(input);
  const { page: _page, limit: _limit, group_by: _group, sort: _sort, ...chartFilters } = input;
  const columns = useFollowupColumns(query.group_by);
  // The grouping the rows shown are of (the previous one's stay on screen while the new ones load).
  const shownGroup = rows.isPlaceholderData ? undefined : query.group_by;

  return (
    <Flex vertical gap={16} data-testid="followup-statistics-page">
      <Card title={t('statistics.followup.title')}>
        <Flex vertical gap={16}>
          <DayFilters value={query} defaults={list.defaults} onChange={(patch) => list.filter(patch)} maxDays={FOLLOWUP_STATISTICS_DAYS_MAX}
            sorts={FOLLOWUP_STATISTICS_SORTS} sortLabel={(sort) => t(`statistics.followup.measures.${sort}`)} testId="followup-statistics" />
          <FollowupTotals totals={rows.data?.totals} />
        </Flex>
      </Card>
      <FollowupChart filters={chartFilters} />
      <Card title={t('statistics.followup.table.title')}>
        <ListView<FollowupStatisticsRow> testId="followup-statistics-table" rowKey="id" columns={columns} source={rows}
          empty={t('statistics.followup.table.empty')} totalText={(total) => t('statistics.followup.table.total', { total })}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          rowProps={(r) => ({ 'data-id': r.id, 'data-group': shownGroup, 'data-store': r.store_name })} />
      </Card>
    </Flex>
  );
}
