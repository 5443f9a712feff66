import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chartDepartment, chartMonth, chartPerson, chartStatistics, followupStatistics, houseStatistics, performanceList } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';

export const STATISTICS_KEY = ['statistics'] as const;

// The filters the charts share with the list: the months, the kind (sale, rental, new house), the store.
export type ChartFilters = CallInput<typeof chartMonth>;

// The charts say what went wrong in their own box (with a retry); the list beside them shows the server's message.
const CHART_CALL = { silent: true } as const;
// The people the follow-up chart draws.
const FOLLOWUP_CHART_PEOPLE = 10;

export function usePerformanceList(input: CallInput<typeof performanceList>) {
  return useQuery({ queryKey: [...STATISTICS_KEY, 'performance', input], queryFn: () => api(performanceList, input), placeholderData: keepPreviousData });
}

export function useFollowupStatistics(input: CallInput<typeof followupStatistics>) {
  return useQuery({ queryKey: [...STATISTICS_KEY, 'followup', input], queryFn: () => api(followupStatistics, input), placeholderData: keepPreviousData });
}

// The filters the follow-up chart shares with the list: the days, the store or team.
export type FollowupChartFilters = Omit<CallInput<typeof followupStatistics>, 'page' | 'limit' | 'group_by' | 'sort'>;

// The people with the most valid follow-ups.
export function useFollowupTopChart(filters: FollowupChartFilters) {
  return useQuery({
    queryKey: [...STATISTICS_KEY, 'followup-chart', filters],
    queryFn: () => api(followupStatistics, { ...filters, group_by: 'person', sort: 'valid', page: 1, limit: FOLLOWUP_CHART_PEOPLE }, CHART_CALL),
    select: (d) => d.list,
    retry: false,
  });
}

export function useMonthChart(filters: ChartFilters) {
  return useQuery({
    queryKey: [...STATISTICS_KEY, 'chart-month', filters], queryFn: () => api(chartMonth, filters, CHART_CALL), select: (d) => d.list, retry: false,
  });
}

// The people with the most 应收业绩, or every team.
export function useTopChart(by: 'person' | 'department', filters: ChartFilters) {
  return useQuery({
    queryKey: [...STATISTICS_KEY, 'chart', by, filters],
    queryFn: () => (by === 'person' ? api(chartPerson, { ...filters, top: 10 }, CHART_CALL) : api(chartDepartment, filters, CHART_CALL)),
    select: (d) => d.list,
    retry: false,
  });
}

export function useHouseStatistics(input: CallInput<typeof houseStatistics>) {
  return useQuery({ queryKey: [...STATISTICS_KEY, 'house', input], queryFn: () => api(houseStatistics, input), placeholderData: keepPreviousData });
}

// The filters the house trend shares with the list: the days, the store or team.
export type HouseChartFilters = CallInput<typeof chartStatistics>;

// The house work per day (per month over longer ranges).
export function useHouseTrend(filters: HouseChartFilters) {
  return useQuery({ queryKey: [...STATISTICS_KEY, 'house-chart', filters], queryFn: () => api(chartStatistics, filters, CHART_CALL), retry: false });
}
