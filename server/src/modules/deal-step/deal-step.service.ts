import {
  DEAL_STEP_LABELS, DEAL_STEP_OPEN_STATUSES, DEAL_STEP_TEMPLATES, dealStepRuleText, type DataOf, type DataScope, type DealStepCode, type DealStepItem,
  type DealStatus, type DealStepRule, type DealStepStatus, type ParsedInputOf, type StepCountFrom, dealStepAdd, dealStepConfirm, dealStepDelete, dealStepList,
  dealStepReopen, dealStepSkip, dealStepUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { lockRow } from '../../core/db/row-lock.js';
import { AppError } from '../../core/errors.js';
import { dealInScope } from '../deal/deal-read.js';
import { recordStepHandovers } from '../house/followup-record.js';

// A deal's steps: laid out from a plan or added one by one, removed, changed or skipped while open, confirmed in order
// by the person responsible; deadlines are computed when read, so a step confirmed (or skipped) late moves the ones
// counted from it.

const DAY = 86_400;

function refuse(ctx: Ctx, rule: DealStepRule, params: Record<string, string | number> = {}): never {
  throw new AppError('TRANSITION_NOT_ALLOWED', { detail: dealStepRuleText(rule, ctx.lang, params) });
}

// A deal within `scope`; 404001 otherwise.
async function dealOf(ctx: Ctx, dealId: number, scope: DataScope) {
  const deal = await ctx.db.selectFrom('deal as d').select(['d.id', 'd.agent_id', 'd.signed_at', 'd.status'])
    .where('d.id', '=', dealId).where(dealInScope(ctx.caller, scope)).executeTakeFirst();
  if (!deal) throw new AppError('NOT_FOUND');
  return deal;
}

// The steps of a deal with their deadlines: from the signing date, or from the previous step's completion (none yet
// while that step is open).
export async function stepsOf(ctx: Ctx, db: Db, deal: { id: number; signed_at: number }): Promise<DataOf<typeof dealStepList>> {
  const rows = await db.selectFrom('deal_step as s').innerJoin('staff as st', 'st.id', 's.responsible_id')
    .select(['s.id', 's.deal_id', 's.sort', 's.code', 's.responsible_id', 'st.name as responsible_name', 's.days', 's.count_from', 's.status',
      's.note', 's.done_at', 's.skip_reason'])
    .where('s.deal_id', '=', deal.id).orderBy('s.sort').orderBy('s.id').execute();
  let previousDone: number | null = deal.signed_at;
  const list = rows.map((row): DealStepItem => {
    const from = row.count_from === 'deal' ? deal.signed_at : previousDone;
    const deadline = from === null ? null : from + row.days * DAY;
    previousDone = row.done_at;
    const status = row.status as DealStepStatus;
    return {
      ...row, code: row.code as DealStepCode, name: DEAL_STEP_LABELS[row.code as DealStepCode][ctx.lang], count_from: row.count_from as StepCountFrom,
      deadline, status, overdue: status === 'pending' && deadline !== null && deadline < ctx.now ? 1 : 0,
    };
  });
  return { list };
}

export async function listSteps(ctx: Ctx, input: ParsedInputOf<typeof dealStepList>): Promise<DataOf<typeof dealStepList>> {
  return stepsOf(ctx, ctx.db, await dealOf(ctx, input.deal_id, ctx.scope));
}

export async function addSteps(ctx: Ctx, input: ParsedInputOf<typeof dealStepAdd>): Promise<DataOf<typeof dealStepAdd>> {
  const deal = await dealOf(ctx, input.deal_id, ctx.scope);
  if ((input.plan === undefined) === (input.code === undefined)) throw new AppError('BAD_REQUEST', { detail: dealStepRuleText('planOrStep', ctx.lang) });
  if (!DEAL_STEP_OPEN_STATUSES.includes(deal.status as DealStatus)) refuse(ctx, 'dealNotLive');
  const responsible = input.responsible_id ?? deal.agent_id;
  const person = await ctx.db.selectFrom('staff').select('id').where('id', '=', responsible).where('status', '=', 'active').executeTakeFirst();
  if (!person) throw new AppError('BAD_REQUEST', { detail: dealStepRuleText('staffUnknown', ctx.lang, { id: responsible }) });
  await ctx.db.transaction().execute(async (trx) => {
    const last = await trx.selectFrom('deal_step').select((eb) => eb.fn.max('sort').as('sort')).where('deal_id', '=', deal.id).executeTakeFirst();
    const next = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
    const steps = input.plan !== undefined ? DEAL_STEP_TEMPLATES[input.plan] : [{ code: input.code as DealStepCode, days: input.days, from: input.count_from }];
    if (input.plan !== undefined && next > 0) refuse(ctx, 'planOnEmpty');
    await trx.insertInto('deal_step').values(steps.map((s, index) => ({
      deal_id: deal.id, sort: next + index, code: s.code, responsible_id: responsible, days: s.days, count_from: s.from, status: 'pending',
      note: '', done_at: null, done_by: null, created_at: ctx.now,
    }))).execute();
  });
  return stepsOf(ctx, ctx.db, deal);
}

async function stepOf(ctx: Ctx, id: number) {
  const step = await ctx.db.selectFrom('deal_step as s').innerJoin('staff as st', 'st.id', 's.responsible_id')
    .select(['s.id', 's.deal_id', 's.sort', 's.code', 's.status', 's.responsible_id', 'st.name as responsible_name']).where('s.id', '=', id).executeTakeFirst();
  if (!step) throw new AppError('NOT_FOUND');
  return step;
}

// Refused unless the step is open: done, or skipped (reopened first).
function assertOpen(ctx: Ctx, step: { code: string; status: string }): void {
  const name = DEAL_STEP_LABELS[step.code as DealStepCode][ctx.lang];
  if (step.status === 'done') refuse(ctx, 'stepDone', { name });
  if (step.status === 'skipped') refuse(ctx, 'stepSkipped', { name });
}

export async function deleteStep(ctx: Ctx, input: ParsedInputOf<typeof dealStepDelete>): Promise<DataOf<typeof dealStepDelete>> {
  const { step, deal } = await openDealStep(ctx, input.id);
  assertOpen(ctx, step);
  await ctx.db.deleteFrom('deal_step').where('id', '=', step.id).where('status', '=', 'pending').execute();
  return stepsOf(ctx, ctx.db, deal);
}

// Only the person responsible confirms, whatever their scope, while the deal is open (a terminated deal's steps stay as
// they were); the steps before it must be done first.
export async function confirmStep(ctx: Ctx, input: ParsedInputOf<typeof dealStepConfirm>): Promise<DataOf<typeof dealStepConfirm>> {
  const step = await stepOf(ctx, input.id);
  const deal = await ctx.db.selectFrom('deal').select(['id', 'signed_at', 'status']).where('id', '=', step.deal_id).executeTakeFirstOrThrow();
  if (step.responsible_id !== ctx.caller.staffId) {
    // Someone who may not see the deal learns nothing of it.
    await dealOf(ctx, step.deal_id, ctx.scope);
    refuse(ctx, 'notResponsible', { name: step.responsible_name });
  }
  if (!DEAL_STEP_OPEN_STATUSES.includes(deal.status as DealStatus)) refuse(ctx, 'dealNotOpen');
  assertOpen(ctx, step);
  const open = await ctx.db.selectFrom('deal_step').select('code').where('deal_id', '=', step.deal_id).where('status', '=', 'pending')
    .where((eb) => eb.or([eb('sort', '<', step.sort), eb.and([eb('sort', '=', step.sort), eb('id', '<', step.id)])]))
    .orderBy('sort').executeTakeFirst();
  if (open) refuse(ctx, 'earlierOpen', { name: DEAL_STEP_LABELS[open.code as DealStepCode][ctx.lang] });
  const result = await ctx.db.updateTable('deal_step').set({ status: 'done', note: input.note, done_at: ctx.now, done_by: ctx.caller.staffId })
    .where('id', '=', step.id).where('status', '=', 'pending').executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) refuse(ctx, 'stepDone', { name: DEAL_STEP_LABELS[step.code as DealStepCode][ctx.lang] });
  return stepsOf(ctx, ctx.db, deal);
}

// A step of a deal within the caller's scope that is still open (生效 or 已结佣): a closed or ended deal's steps stay.
async function openDealStep(ctx: Ctx, id: number) {
  const step = await stepOf(ctx, id);
  const deal = await dealOf(ctx, step.deal_id, ctx.scope);
  if (!DEAL_STEP_OPEN_STATUSES.includes(deal.status as DealStatus)) refuse(ctx, 'dealNotOpen');
  return { step, deal };
}

// Refused when the step changed meanwhile (confirmed, skipped or reopened by someone else).
function assertChanged(ctx: Ctx, result: { numUpdatedRows: bigint }, step: { code: string; status: string }, expected: DealStepStatus): void {
  if (Number(result.numUpdatedRows) === 1) return;
  const name = DEAL_STEP_LABELS[step.code as DealStepCode][ctx.lang];
  refuse(ctx, expected === 'skipped' ? 'notSkipped' : 'stepDone', { name });
}

// An open step handed to another active person (one who left, say), its deadline and note changed; the new person is
// told of it once it is overdue, whatever the one before was told, and the deal's customer reads the hand-over on its
// timeline.
export async function updateStep(ctx: Ctx, input: ParsedInputOf<typeof dealStepUpdate>): Promise<DataOf<typeof dealStepUpdate>> {
  const { step, deal } = await openDealStep(ctx, input.id);
  assertOpen(ctx, step);
  const person = await ctx.db.selectFrom('staff').select(['id', 'name']).where('id', '=', input.responsible_id).where('status', '=', 'active').executeTakeFirst();
  if (!person) throw new AppError('BAD_REQUEST', { detail: dealStepRuleText('staffUnknown', ctx.lang, { id: input.responsible_id }) });
  await ctx.db.transaction().execute(async (trx) => {
    // The person it has now, read where the change is written with the step held (a second change of it waits), so
    // the hand-over names whom it was taken from.
    await lockRow(trx, 'deal_step', step.id);
    const held = await trx.selectFrom('deal_step').select('responsible_id').where('id', '=', step.id).where('status', '=', 'pending').executeTakeFirst();
    const was = held && await trx.selectFrom('staff').select(['id', 'name']).where('id', '=', held.responsible_id).executeTakeFirstOrThrow();
    const handed = was !== undefined && person.id !== was.id;
    const result = await trx.updateTable('deal_step').set({
      responsible_id: person.id, days: input.days, count_from: input.count_from, note: input.note, ...(handed ? { overdue_told_for: null } : {}),
    }).where('id', '=', step.id).where('status', '=', 'pending').executeTakeFirst();
    assertChanged(ctx, result, step, 'pending');
    if (handed) await recordStepHandovers(trx, [deal.id], { from: was.name, to: person.name, by: ctx.caller.staffId }, ctx.now);
  });
  return stepsOf(ctx, ctx.db, deal);
}

// 跳过: the step does not apply to this deal; it counts as finished from now, for the next step's deadline and for 结案.
export async function skipStep(ctx: Ctx, input: ParsedInputOf<typeof dealStepSkip>): Promise<DataOf<typeof dealStepSkip>> {
  const { step, deal } = await openDealStep(ctx, input.id);
  assertOpen(ctx, step);
  const result = await ctx.db.updateTable('deal_step').set({ status: 'skipped', skip_reason: input.reason, done_at: ctx.now, done_by: ctx.caller.staffId })
    .where('id', '=', step.id).where('status', '=', 'pending').executeTakeFirst();
  assertChanged(ctx, result, step, 'pending');
  return stepsOf(ctx, ctx.db, deal);
}

// A skipped step open again, its reason cleared; its deadline is a new occasion to tell its person of.
export async function reopenStep(ctx: Ctx, input: ParsedInputOf<typeof dealStepReopen>): Promise<DataOf<typeof dealStepReopen>> {
  const { step, deal } = await openDealStep(ctx, input.id);
  if (step.status !== 'skipped') refuse(ctx, 'notSkipped', { name: DEAL_STEP_LABELS[step.code as DealStepCode][ctx.lang] });
  const result = await ctx.db.updateTable('deal_step')
    .set({ status: 'pending', skip_reason: '', done_at: null, done_by: null, overdue_told_for: null })
    .where('id', '=', step.id).where('status', '=', 'skipped').executeTakeFirst();
  assertChanged(ctx, result, step, 'skipped');
  return stepsOf(ctx, ctx.db, deal);
}
