import {
  APPROVAL_STATUS_LABELS, approvalRuleText, type ApprovalStatus, type DataOf, type ParsedInputOf, approvalOperate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import {
  afterApprove, endRejected, endWithdrawn, lockApproval, noticeApprovers, touch, writeChain, type ApprovalRow,
} from './engine.js';
import { parseSteps } from './flow.service.js';
import { getApproval } from './read.service.js';
import type { Operator } from './registry.js';

// approve/operate: approve, reject and transfer by an approver whose turn it is; withdraw and note by the applicant.
// Each operation is one row of the chain. The approval is held for the transaction (engine.ts lockApproval), so of
// two approvers of a 或签 step acting at once the second finds the step done and is told who did it.

type Input = ParsedInputOf<typeof approvalOperate>;

function refuseEnded(ctx: Operator, a: ApprovalRow): never {
  throw new AppError('TRANSITION_NOT_ALLOWED', {
    detail: approvalRuleText('ended', ctx.lang, { status: APPROVAL_STATUS_LABELS[a.status as ApprovalStatus][ctx.lang] }),
  }, { status: a.status });
}

// The caller's task of the current step they may act on, or why they may not act.
async function myTask(trx: Db, ctx: Operator, a: ApprovalRow) {
  const me = ctx.caller.staffId;
  const tasks = await trx.selectFrom('approval_task').select(['id', 'step', 'seq', 'state']).where('approval_id', '=', a.id)
    .where('staff_id', '=', me).orderBy('step', 'desc').orderBy('id', 'desc').execute();
  if (!tasks.length) throw new AppError('NOT_APPROVER');
  const open = a.status === 'pending' ? tasks.find((t) => t.step === a.current_step && (t.state === 'pending' || t.state === 'waiting')) : undefined;
  if (open?.state === 'pending') return open;
  if (open) throw new AppError('TRANSITION_NOT_ALLOWED', { detail: approvalRuleText('notYourTurn', ctx.lang) });
  // Someone else finished the step (或签), or the approval, before the caller: say who.
  const latest = tasks[0] as (typeof tasks)[number];
  const actor = await trx.selectFrom('approval_task as t').innerJoin('staff as s', 's.id', 't.staff_id').select('s.name')
    .where('t.approval_id', '=', a.id).where('t.step', '=', latest.step).where('t.staff_id', '<>', me)
    .where('t.state', 'in', ['approved', 'rejected']).orderBy('t.acted_at', 'desc').limit(1).executeTakeFirst();
  if (actor && latest.state === 'skipped') {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: approvalRuleText('handledBy', ctx.lang, { name: actor.name }) }, { status: a.status });
  }
  if (a.status !== 'pending') refuseEnded(ctx, a);
  throw new AppError('TRANSITION_NOT_ALLOWED', { detail: approvalRuleText('handledBy', ctx.lang, { name: ctx.caller.name }) }, { status: a.status });
}

async function act(trx: Db, ctx: Operator, a: ApprovalRow, input: Input): Promise<void> {
  const task = await myTask(trx, ctx, a);
  const step = a.current_step as number;
  const me = ctx.caller.staffId;
  if (input.action === 'reject' && !input.comment) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('reasonRequired', ctx.lang) });
  if (input.action === 'transfer') {
    if (input.to_staff_id === null) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('transferTarget', ctx.lang) });
    const to = await trx.selectFrom('staff').select('id').where('id', '=', input.to_staff_id).where('status', '=', 'active')
      .where('company_id', '=', ctx.caller.companyId).executeTakeFirst();
    if (!to) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('transferUnknown', ctx.lang, { id: input.to_staff_id }) });
    const onStep = await trx.selectFrom('approval_task').select('id').where('approval_id', '=', a.id).where('step', '=', step)
      .where('staff_id', '=', to.id).where('state', 'in', ['pending', 'waiting']).executeTakeFirst();
    if (to.id === me || to.id === a.applicant_id || onStep) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('transferSelf', ctx.lang) });
    await trx.updateTable('approval_task').set({ state: 'transferred', comment: input.comment, acted_at: ctx.now }).where('id', '=', task.id).execute();
    await trx.insertInto('approval_task').values({
      approval_id: a.id, category: a.category, step, seq: task.seq, staff_id: to.id, state: 'pending', comment: '', acted_at: null, created_at: ctx.now,
    }).execute();
    await writeChain(trx, a.id, 'transfer', { step, staffId: me, toStaffId: to.id, comment: input.comment }, ctx.now);
    await touch(trx, a.id, ctx.now);
    await noticeApprovers(trx, a, [to.id], ctx.now);
    return;
  }
  const state = input.action === 'approve' ? 'approved' : 'rejected';
  await trx.updateTable('approval_task').set({ state, comment: input.comment, acted_at: ctx.now }).where('id', '=', task.id).execute();
  await writeChain(trx, a.id, input.action === 'approve' ? 'approve' : 'reject', { step, staffId: me, comment: input.comment }, ctx.now);
  if (input.action === 'reject') {
    await endRejected(trx, a, { text: input.comment }, ctx.now);
    return;
  }
  const mode = parseSteps(a.steps)[step - 1]?.mode ?? 'sequential';
  await touch(trx, a.id, ctx.now);
  await afterApprove(trx, a, mode, ctx.now);
}

async function byApplicant(trx: Db, ctx: Operator, a: ApprovalRow, input: Input): Promise<void> {
  if (a.applicant_id !== ctx.caller.staffId) throw new AppError('NOT_APPROVER');
  if (a.status !== 'pending') refuseEnded(ctx, a);
  if (input.action === 'note') {
    await trx.updateTable('approval').set({ note: input.comment, updated_at: ctx.now }).where('id', '=', a.id).execute();
    await writeChain(trx, a.id, 'note', { step: a.current_step, staffId: ctx.caller.staffId, comment: input.comment }, ctx.now);
    return;
  }
  const acted = await trx.selectFrom('approval_chain').select('id').where('approval_id', '=', a.id)
    .where('action', 'not in', ['submit', 'note']).limit(1).executeTakeFirst();
  if (acted) throw new AppError('TRANSITION_NOT_ALLOWED', { detail: approvalRuleText('actedAlready', ctx.lang) });
  await writeChain(trx, a.id, 'withdraw', { step: a.current_step, staffId: ctx.caller.staffId, comment: input.comment }, ctx.now);
  await endWithdrawn(trx, a, ctx.now);
}

export async function operate(ctx: Ctx, input: Input): Promise<DataOf<typeof approvalOperate>> {
  // Visible to the caller, or 404001 before anything else is said about it.
  await getApproval(ctx, input.id);
  if (input.to_staff_id !== null && input.action !== 'transfer') {
    throw new AppError('BAD_REQUEST', { detail: approvalRuleText('transferOnlyFor', ctx.lang) });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const a = await lockApproval(trx, input.id);
    if (!a) throw new AppError('NOT_FOUND');
    await applyOperation(trx, ctx, a, input);
  });
  return getApproval(ctx, input.id);
}

// One operation on an approval held in the caller's transaction (operate, and the demo seed).
export async function applyOperation(trx: Db, ctx: Operator, a: ApprovalRow, input: Input): Promise<void> {
  if (input.action === 'withdraw' || input.action === 'note') await byApplicant(trx, ctx, a, input);
  else await act(trx, ctx, a, input);
}
