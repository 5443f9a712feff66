import {
  dealAdd, dealApproveUpdate, dealDelete, dealExport, dealGet, dealList, dealOperationList, dealReject, dealTerminate, dealUpdate, dealUpdateFind,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { dealDetail } from './deal-read.js';
import { exportDeals, listDeals, operationLog } from './deal-list.service.js';
import { resubmitDeal, rejectDeal, terminateDeal } from './deal-status.service.js';
import { addDeal, deleteDeal, findForUpdate, updateDeal } from './deal-write.service.js';

export const dealRoutes = [
  route(dealList, (ctx, input) => listDeals(ctx, input)),
  route(dealExport, (ctx, input) => exportDeals(ctx, input)),
  route(dealGet, (ctx, input) => dealDetail(ctx, input.id)),
  route(dealUpdateFind, (ctx, input) => findForUpdate(ctx, input.id)),
  route(dealOperationList, (ctx, input) => operationLog(ctx, input)),
  route(dealAdd, (ctx, input) => addDeal(ctx, input)),
  route(dealUpdate, (ctx, input) => updateDeal(ctx, input)),
  route(dealDelete, (ctx, input) => deleteDeal(ctx, input)),
  route(dealReject, (ctx, input) => rejectDeal(ctx, input)),
  route(dealApproveUpdate, (ctx, input) => resubmitDeal(ctx, input)),
  route(dealTerminate, (ctx, input) => terminateDeal(ctx, input)),
];
