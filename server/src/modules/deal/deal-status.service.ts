import {
  DEAL_STATUS_LABELS, dealRuleText, type DataOf, type DealStatus, type ParsedInputOf, dealApproveUpdate, dealReject, dealTerminate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { endRejected, lockApproval, writeChain } from '../approval/engine.js';
import { guardOpenApproval } from '../approval/submit.js';
import { restoreAfterDeal } from './deal-effect.js';
import { dealDetail, dealForChange, type DealForChange } from './deal-read.js';
import { assertVersion, submitReview, updateAtVersion } from './deal-review.js';

// A deal's review outcome and its end: rejecting one in review, resubmitting one rejected, terminating one in force.

function assertStatus(ctx: Ctx, deal: DealForChange, wanted: DealStatus): void {
  if (deal.status === wanted) return;
  throw new AppError('TRANSITION_NOT_ALLOWED', { detail: dealRuleText('statusIs', ctx.lang, { status: DEAL_STATUS_LABELS[deal.status][ctx.lang] }) });
}

// A reviewer ends the review 审核不通过 with a reason: the open approval ends 未通过 with the same reason.
export async function rejectDeal(ctx: Ctx, input: ParsedInputOf<typeof dealReject>): Promise<DataOf<typeof dealReject>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  assertStatus(ctx, deal, 'pending');
  await ctx.db.transaction().execute(async (trx) => {
    // The deal first, so the item's reject hook finds it no longer waiting and leaves the reviewer's reason.
    await updateAtVersion(trx, deal.id, input.version, { status: 'rejected', reason: input.reason, reason_i18n: '' }, ctx.now);
    const approval = deal.approval_id === null ? undefined : await lockApproval(trx, deal.approval_id);
    if (approval?.status === 'pending') {
      await writeChain(trx, approval.id, 'reject', { step: approval.current_step, staffId: ctx.caller.staffId, comment: input.reason }, ctx.now);
      await endRejected(trx, approval, { text: input.reason }, ctx.now);
    }
  });
  return dealDetail(ctx, deal.id, 'company');
}

// A deal 审核不通过 goes back to review (or takes effect at once when no flow covers the caller's store).
export async function resubmitDeal(ctx: Ctx, input: ParsedInputOf<typeof dealApproveUpdate>): Promise<DataOf<typeof dealApproveUpdate>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  assertStatus(ctx, deal, 'rejected');
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const version = await updateAtVersion(trx, deal.id, input.version, { status: 'pending', reason: '', reason_i18n: '', approval_id: null }, ctx.now);
    await submitReview(ctx, trx, { id: deal.id, kind: deal.kind, contract_no: deal.contract_no, agent_id: deal.agent_id, version });
  }));
  return dealDetail(ctx, deal.id, 'company');
}

// An effective deal ends 终止: its house and customer are restored and its 应收业绩 taken back this month, in one transaction.
export async function terminateDeal(ctx: Ctx, input: ParsedInputOf<typeof dealTerminate>): Promise<DataOf<typeof dealTerminate>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  assertStatus(ctx, deal, 'effective');
  await ctx.db.transaction().execute(async (trx) => {
    await updateAtVersion(trx, deal.id, input.version, { status: 'terminated', reason: input.reason, reason_i18n: '' }, ctx.now);
    await restoreAfterDeal(trx, deal, input.reason, ctx.caller.staffId, ctx.now, ctx);
  });
  return dealDetail(ctx, deal.id, 'company');
}
