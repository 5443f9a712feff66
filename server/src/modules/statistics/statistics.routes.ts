import {
  chartDepartment, chartMonth, chartPerson, chartStatistics, followupStatistics, houseStatistics, houseStatisticsExport, performanceExport,
  performanceList,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { listFollowupStatistics } from './followup-statistics.service.js';
import { exportHouseStatistics, houseTrend, listHouseStatistics } from './house-statistics.service.js';
import { departmentBars, exportPerformance, listPerformance, monthTrend, personBars } from './performance.service.js';

export const statisticsRoutes = [
  route(performanceList, (ctx, input) => listPerformance(ctx, input)),
  route(performanceExport, (ctx, input) => exportPerformance(ctx, input)),
  route(chartMonth, (ctx, input) => monthTrend(ctx, input)),
  route(chartPerson, (ctx, input) => personBars(ctx, input)),
  route(chartDepartment, (ctx, input) => departmentBars(ctx, input)),
  route(followupStatistics, (ctx, input) => listFollowupStatistics(ctx, input)),
  route(houseStatistics, (ctx, input) => listHouseStatistics(ctx, input)),
  route(houseStatisticsExport, (ctx, input) => exportHouseStatistics(ctx, input)),
  route(chartStatistics, (ctx, input) => houseTrend(ctx, input)),
];
