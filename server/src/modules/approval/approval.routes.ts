import {
  APPROVAL_ITEMS, APPROVAL_ITEM_CODES, approvalChain, approvalDetail, approvalGet, approvalList, approvalMine, approvalOperate,
  approvalUpdate, flowGet, itemFlowSet, itemFlowSource,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { getFlow, listFlows, saveFlow } from './flow.service.js';
import { operate } from './operate.service.js';
import { approvalOfRecord, getApproval, getChain, listApprovals, listMine } from './read.service.js';
import { isReady } from './registry.js';

export const approvalRoutes = [
  route(approvalMine, (ctx, input) => listMine(ctx, input)),
  route(approvalList, (ctx, input) => listApprovals(ctx, input)),
  route(approvalGet, (ctx, input) => getApproval(ctx, input.id)),
  route(approvalDetail, (ctx, input) => approvalOfRecord(ctx, input)),
  route(approvalChain, (ctx, input) => getChain(ctx, input.id)),
  route(approvalOperate, (ctx, input) => operate(ctx, input)),
  route(approvalUpdate, (ctx, input) => saveFlow(ctx, input)),
  route(flowGet, (ctx, input) => getFlow(ctx, input.id)),
  route(itemFlowSet, (ctx, input) => listFlows(ctx, input)),
  route(itemFlowSource, async (ctx, input) => ({
    list: APPROVAL_ITEM_CODES.filter((code) => !input.category || APPROVAL_ITEMS[code].category === input.category).map((code) => ({
      code, category: APPROVAL_ITEMS[code].category, record_kind: APPROVAL_ITEMS[code].record, name: APPROVAL_ITEMS[code].name[ctx.lang],
      ready: isReady(code) ? 1 as const : 0 as const,
    })),
  })),
];
