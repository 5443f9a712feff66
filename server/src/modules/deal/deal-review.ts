import { sql, type Updateable } from 'kysely';
import type { DealKind } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { DealTable } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { submitApproval } from '../approval/submit.js';
import { dealReviewItem, dealSubject, effectBlocker, makeEffective } from './deal-effect.js';

// Submitting a deal for review, and the one versioned write of a deal.

// The caller read `version`; a different one means someone changed the deal since (602144, nothing written).
export function assertVersion(current: { version: number }, version: number): void {
  if (current.version !== version) throw new AppError('STALE');
}

// Changes a deal only at the version the caller read and moves the version on; returns the new version.
export async function updateAtVersion(trx: Db, id: number, version: number, values: Updateable<DealTable>, now: number): Promise<number> {
  const result = await trx.updateTable('deal').set({ ...values, version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
  return version + 1;
}

// In the caller's transaction: the deal (待审核 at `version`) waits for the review when a flow covers the caller's store;
// otherwise it takes effect now, its house and customer checked again.
export async function submitReview(
  ctx: Ctx, trx: Db, deal: { id: number; kind: DealKind; contract_no: string; agent_id: number; version: number },
): Promise<void> {
  const pending = await submitApproval(trx, ctx, dealReviewItem, {
    recordId: deal.id, recordVersion: deal.version, subject: dealSubject(deal.kind, deal.contract_no),
    payload: { contract_no: deal.contract_no, maintainer_id: deal.agent_id },
  });
  if (pending !== null) {
    // Bookkeeping only: the version the approval was asked at stays the deal's.
    await trx.updateTable('deal').set({ approval_id: pending }).where('id', '=', deal.id).execute();
    return;
  }
  const blocker = await effectBlocker(trx, deal.id);
  if (blocker) throw new AppError('BAD_REQUEST', { detail: blocker(ctx.lang) });
  await makeEffective(trx, deal.id, deal.version, ctx.caller.staffId, ctx.now);
}
