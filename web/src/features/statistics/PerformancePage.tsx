import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { performanceExport, performanceList, type PerformanceRow } from '@brokerage/contract';
import { ExportButton, ListView, toCallInput, useListQuery } from '../../components/list';
import { currentMonth } from '../target/queries';
import { usePerformanceColumns } from './columns';
import { yearToDate } from './months';
import { PerformanceCharts } from './PerformanceCharts';
import { PerformanceFilters } from './PerformanceFilters';
import { PerformanceTotals } from './PerformanceTotals';
import { usePerformanceList } from './queries';

// /statistics/index-statistics (业绩统计): 应收业绩 and 实收业绩 over a range of months (the year so far to begin with)
// by person, team, store or district within the caller's scope: the filters in the URL, the totals, the monthly
// trend and the top people or teams as charts, the rows, and their Excel export.
export function PerformancePage() {
  const { t } = useTranslation();
  const list = useListQuery(performanceList.input, { base: yearToDate(currentMonth()) });
  const { query } = list;
  const input = toCallInput(query);
  const rows = usePerformanceList(input);
  const { page: _page, limit: _limit, ...exportInput } = input;
  const { group_by: _group, sort: _sort, ...chartFilters } = exportInput;
  const columns = usePerformanceColumns(query.group_by);
  // The grouping the rows shown are of (the previous one's stay on screen while the new ones load).
  const shownGroup = rows.isPlaceholderData ? undefined : query.group_by;

  return (
    <Flex vertical gap={16} data-testid="statistics-page">
      <Card title={t('statistics.title')}>
        <Flex vertical gap={16}>
          <PerformanceFilters value={query} defaults={list.defaults} onChange={(patch) => list.filter(patch)} />
          <PerformanceTotals totals={rows.data?.totals} />
        </Flex>
      </Card>
      <PerformanceCharts filters={chartFilters} teams={query.group_by === 'department'} />
      <Card title={t('statistics.table.title')} extra={<ExportButton endpoint={performanceExport} input={exportInput} />}>
        <ListView<PerformanceRow> testId="statistics-table" rowKey="id" columns={columns} source={rows} empty={t('statistics.table.empty')}
          totalText={(total) => t('statistics.table.total', { total })}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          rowProps={(r) => ({ 'data-id': r.id, 'data-group': shownGroup, 'data-store': r.store_name })} />
      </Card>
    </Flex>
  );
}
