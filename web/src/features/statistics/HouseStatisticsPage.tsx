import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_STATISTICS_DAYS_MAX, HOUSE_STATISTICS_KPIS, HOUSE_STATISTICS_KPI_LABELS, houseStatistics, houseStatisticsExport, type HouseStatisticsRow,
} from '@brokerage/contract';
import { ExportButton, ListView, toCallInput, useListQuery } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { lastDays, today } from './days';
import { DayFilters } from './DayFilters';
import { HouseChart } from './HouseChart';
import { useHouseColumns } from './houseColumns';
import { TotalsRow } from './TotalsRow';
import { useHouseStatistics } from './queries';

// /statistics/process-assessment (房源统计): what each person did with houses over a range of days (the last 30 to
// begin with), by person, team, store or district within the caller's scope: the filters in the URL, the totals, the
// trend per day (per month over longer ranges) as a chart, the rows with their counts, and their Excel export.
export function HouseStatisticsPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const list = useListQuery(houseStatistics.input, { base: lastDays(today()) });
  const { query } = list;
  const input = toCallInput(query);
  const rows = useHouseStatistics(input);
  const { page: _page, limit: _limit, ...exportInput } = input;
  const { group_by: _group, sort: _sort, ...chartFilters } = exportInput;
  const columns = useHouseColumns(query.group_by);
  const totals = rows.data?.totals;
  // The grouping the rows shown are of (the previous one's stay on screen while the new ones load).
  const shownGroup = rows.isPlaceholderData ? undefined : query.group_by;

  return (
    <Flex vertical gap={16} data-testid="house-statistics-page">
      <Card title={t('statistics.house.title')}>
        <Flex vertical gap={16}>
          <DayFilters value={query} defaults={list.defaults} onChange={(patch) => list.filter(patch)} maxDays={HOUSE_STATISTICS_DAYS_MAX}
            sorts={HOUSE_STATISTICS_KPIS} sortLabel={(sort) => label(HOUSE_STATISTICS_KPI_LABELS[sort])} testId="house-statistics" />
          <TotalsRow prefix="house-statistics"
            items={HOUSE_STATISTICS_KPIS.map((key) => ({ key, title: label(HOUSE_STATISTICS_KPI_LABELS[key]), value: totals?.[key] }))} />
        </Flex>
      </Card>
      <HouseChart filters={chartFilters} />
      <Card title={t('statistics.house.table.title')} extra={<ExportButton endpoint={houseStatisticsExport} input={exportInput} />}>
        <ListView<HouseStatisticsRow> testId="house-statistics-table" rowKey="id" columns={columns} source={rows}
          empty={t('statistics.house.table.empty')} totalText={(total) => t('statistics.house.table.total', { total })}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          rowProps={(r) => ({ 'data-id': r.id, 'data-group': shownGroup, 'data-store': r.store_name })} />
      </Card>
    </Flex>
  );
}
