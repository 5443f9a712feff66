import { APPROVAL_ITEMS } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../house/house-write.js';
import { startStep, writeChain } from './engine.js';
import { flowFor } from './flow.service.js';
import type { ApprovalItemDef, Operator } from './registry.js';

// How a module asks for approval (registry.ts explains the whole contract with the modules).

export type ApprovalRequest<P> = {
  recordId: number;
  // The record's version as the caller read it and the module checked it.
  recordVersion: number;
  // The record in words, for the lists and the messages.
  subject: string;
  // The pending change; a `maintainer_id` in it names the record's maintainer for 'maintainer_manager' steps.
  payload: P;
  note?: string;
};

// In the caller's transaction: null when no enabled flow covers the caller's store (apply the change now), else the
// id of the approval now pending. A record with an approval open is refused (409004).
export async function submitApproval<P>(trx: Db, ctx: Operator, item: ApprovalItemDef<P>, request: ApprovalRequest<P>): Promise<number | null> {
  const flow = await flowFor(trx, item.code, ctx.caller.storeId);
  if (!flow) return null;
  const info = APPROVAL_ITEMS[item.code];
  const open = await trx.selectFrom('approval').select('id')
    .where('record_kind', '=', info.record).where('record_id', '=', request.recordId).where('status', '=', 'pending').executeTakeFirst();
  if (open) throw new AppError('APPROVAL_OPEN', {}, { approval_id: open.id });
  const approval = await trx.insertInto('approval').values({
    item_type: item.code, category: info.category, record_kind: info.record, record_id: request.recordId,
    record_version: request.recordVersion, subject: request.subject.slice(0, 200), payload: JSON.stringify(request.payload),
    applicant_id: ctx.caller.staffId, applicant_store_id: ctx.caller.storeId, flow_id: flow.id, steps: JSON.stringify(flow.steps),
    current_step: null, status: 'pending', note: (request.note ?? '').slice(0, 500), result: '', result_i18n: '', due_at: null,
    due_action: null, created_at: ctx.now, updated_at: ctx.now, finished_at: null,
  }).returningAll().executeTakeFirstOrThrow();
  await writeChain(trx, approval.id, 'submit', { staffId: ctx.caller.staffId, comment: approval.note }, ctx.now);
  const maintainer = (request.payload as { maintainer_id?: unknown }).maintainer_id;
  await startStep(trx, approval, 1, typeof maintainer === 'number' ? maintainer : null, ctx.now);
  return approval.id;
}

// Runs a module's transaction that may submit an approval: two requests for one record at the same moment both pass
// the check above, and the unique index on open approvals refuses the second (409004, like the check).
export async function guardOpenApproval<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error) && String((error as { message?: unknown }).message ?? '').includes('approval')) {
      throw new AppError('APPROVAL_OPEN');
    }
    throw error;
  }
}
