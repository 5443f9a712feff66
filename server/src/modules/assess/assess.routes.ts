import {
  assessDepartments, assessDetail, assessDistricts, assessFunnel, assessGroups, assessList, assessRecords, assessStores, noLookCustomers,
  quotaDetail, quotaList, quotaSave, secondLookCustomers,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { assessmentDetail, assessmentGroups, listAssessment, listQuotas, quotaDetail as readQuota, saveQuota } from './assess.service.js';
import {
  departmentsLooks, districtsLooks, funnel, listNoLookCustomers, listRecords, listSecondLookCustomers, storesLooks,
} from './assess-look.service.js';

export const assessRoutes = [
  route(quotaList, (ctx, input) => listQuotas(ctx, input)),
  route(quotaDetail, (ctx, input) => readQuota(ctx, input)),
  route(quotaSave, (ctx, input) => saveQuota(ctx, input)),
  route(assessList, (ctx, input) => listAssessment(ctx, input)),
  route(assessDetail, (ctx, input) => assessmentDetail(ctx, input)),
  route(assessGroups, (ctx, input) => assessmentGroups(ctx, input)),
  route(assessStores, (ctx, input) => storesLooks(ctx, input)),
  route(assessDepartments, (ctx, input) => departmentsLooks(ctx, input)),
  route(assessDistricts, (ctx, input) => districtsLooks(ctx, input)),
  route(noLookCustomers, (ctx, input) => listNoLookCustomers(ctx, input)),
  route(secondLookCustomers, (ctx, input) => listSecondLookCustomers(ctx, input)),
  route(assessRecords, (ctx, input) => listRecords(ctx, input)),
  route(assessFunnel, (ctx, input) => funnel(ctx, input)),
];
