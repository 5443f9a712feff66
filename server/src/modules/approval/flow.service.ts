import { z } from 'zod';
import {
  APPROVAL_ITEMS, APPROVAL_ITEM_CODES, FlowStepInput, approvalRuleText, type ApprovalItemCode, type DataOf, type FlowDetail,
  type FlowStep, type FlowSummary, type ParsedInputOf, approvalUpdate, itemFlowSet,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/sql.js';

// Flows: one company-wide flow per item type (always there, enabled or not) and optional overrides per store. A
// request uses its applicant's store's override when there is one, else the company's flow.

const Steps = z.array(FlowStepInput);
export const parseSteps = (json: string): FlowStepInput[] => Steps.parse(JSON.parse(json));

// Every item type gets its company-wide flow, disabled with no steps (run at every start, like the permission
// catalogue): the flow editor always has a flow to open.
export async function ensureCompanyFlows(db: Db, now: number): Promise<void> {
  const known = new Set((await db.selectFrom('approval_flow').select('item_type').where('store_id', 'is', null).execute()).map((r) => r.item_type));
  const missing = APPROVAL_ITEM_CODES.filter((code) => !known.has(code));
  if (!missing.length) return;
  await db.insertInto('approval_flow')
    .values(missing.map((item_type) => ({ item_type, store_id: null, enabled: 0, steps: '[]', version: 1, updated_by: null, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.doNothing()).execute();
}

export type FlowInUse = { id: number; steps: FlowStepInput[] };

// The enabled flow that governs a request of `item` by someone of `storeId`; null: the action applies at once.
export async function flowFor(db: Db, item: ApprovalItemCode, storeId: number | null): Promise<FlowInUse | null> {
  const rows = await db.selectFrom('approval_flow').select(['id', 'store_id', 'enabled', 'steps'])
    .where('item_type', '=', item)
    .where((eb) => (storeId === null ? eb('store_id', 'is', null) : eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)])))
    .execute();
  const flow = rows.find((r) => r.store_id !== null) ?? rows.find((r) => r.store_id === null);
  if (!flow || !flow.enabled) return null;
  const steps = parseSteps(flow.steps);
  return steps.length ? { id: flow.id, steps } : null;
}

function summaryQuery(db: Db) {
  return db.selectFrom('approval_flow as f').leftJoin('store as so', 'so.id', 'f.store_id').leftJoin('staff as u', 'u.id', 'f.updated_by')
    .select(['f.id', 'f.item_type', 'f.store_id', 'so.name as store_name', 'f.enabled', 'f.steps', 'f.version', 'f.updated_at', 'u.name as updated_by_name']);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow): FlowSummary {
  const item = row.item_type as ApprovalItemCode;
  return {
    id: row.id, item_type: item, category: APPROVAL_ITEMS[item].category, store_id: row.store_id, store_name: row.store_name ?? '',
    enabled: row.enabled ? 1 : 0, step_count: parseSteps(row.steps).length, version: row.version, updated_at: row.updated_at,
    updated_by_name: row.updated_by_name ?? '',
  };
}

export async function listFlows(ctx: Ctx, input: ParsedInputOf<typeof itemFlowSet>): Promise<DataOf<typeof itemFlowSet>> {
  let query = summaryQuery(ctx.db).where('f.item_type', 'in', APPROVAL_ITEM_CODES);
  if (input.item_type) query = query.where('f.item_type', '=', input.item_type);
  const rows = (await query.execute()).filter((row) => !input.category || APPROVAL_ITEMS[row.item_type as ApprovalItemCode].category === input.category);
  const order = (code: string) => APPROVAL_ITEM_CODES.indexOf(code as ApprovalItemCode);
  rows.sort((a, b) => order(a.item_type) - order(b.item_type) || (a.store_id ?? 0) - (b.store_id ?? 0));
  return { list: rows.map(toSummary) };
}

// The names of the people and roles the steps name.
async function withNames(db: Db, steps: FlowStepInput[]): Promise<FlowStep[]> {
  const staffIds = steps.map((s) => s.staff_id).filter((id): id is number => id !== null);
  const roleIds = steps.map((s) => s.role_id).filter((id): id is number => id !== null);
  const [staff, roles] = await Promise.all([
    staffIds.length ? db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute() : [],
    roleIds.length ? db.selectFrom('role').select(['id', 'name']).where('id', 'in', roleIds).execute() : [],
  ]);
  const staffName = new Map(staff.map((s) => [s.id, s.name]));
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  return steps.map((step) => ({
    ...step,
    target_name: step.approver_kind === 'staff' ? staffName.get(step.staff_id ?? 0) ?? '' : step.approver_kind === 'role' ? roleName.get(step.role_id ?? 0) ?? '' : '',
  }));
}

export async function stepsWithNames(db: Db, stepsJson: string): Promise<FlowStep[]> {
  return withNames(db, parseSteps(stepsJson));
}

export async function getFlow(ctx: Ctx, id: number): Promise<FlowDetail> {
  const row = await summaryQuery(ctx.db).where('f.id', '=', id).where('f.item_type', 'in', APPROVAL_ITEM_CODES).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toSummary(row), steps: await withNames(ctx.db, parseSteps(row.steps)) };
}

// Each step names exactly what its kind needs: an active person, an existing role, or nothing.
async function assertSteps(ctx: Ctx, enabled: 0 | 1, steps: FlowStepInput[]): Promise<void> {
  if (enabled && !steps.length) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('stepsRequired', ctx.lang) });
  for (const [index, s] of steps.entries()) {
    const step = index + 1;
    if (s.approver_kind === 'staff') {
      if (s.staff_id === null) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('staffRequired', ctx.lang, { step }) });
      const staff = await ctx.db.selectFrom('staff').select('id').where('id', '=', s.staff_id).where('status', '=', 'active')
        .where('company_id', '=', ctx.caller.companyId).executeTakeFirst();
      if (!staff) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('staffUnknown', ctx.lang, { step, id: s.staff_id }) });
    } else if (s.approver_kind === 'role') {
      if (s.role_id === null) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('roleRequired', ctx.lang, { step }) });
      const role = await ctx.db.selectFrom('role').select('id').where('id', '=', s.role_id).executeTakeFirst();
      if (!role) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('roleUnknown', ctx.lang, { step, id: s.role_id }) });
    }
    if ((s.approver_kind !== 'staff' && s.staff_id !== null) || (s.approver_kind !== 'role' && s.role_id !== null)) {
      throw new AppError('BAD_REQUEST', { detail: approvalRuleText('noTarget', ctx.lang, { step }) });
    }
  }
}

// Only what a kind uses is kept; a step without an overdue rule has none.
const stored = (steps: FlowStepInput[]) => JSON.stringify(steps.map((s) => ({
  approver_kind: s.approver_kind, staff_id: s.staff_id, role_id: s.role_id, mode: s.mode, overdue: s.overdue,
})));

async function flowAt(ctx: Ctx, id: number, version: number) {
  const flow = await ctx.db.selectFrom('approval_flow').select(['id', 'item_type', 'store_id', 'version']).where('id', '=', id)
    .where('item_type', 'in', APPROVAL_ITEM_CODES).executeTakeFirst();
  if (!flow) throw new AppError('NOT_FOUND');
  if (flow.version !== version) throw new AppError('STALE');
  return flow;
}

export async function saveFlow(ctx: Ctx, input: ParsedInputOf<typeof approvalUpdate>): Promise<DataOf<typeof approvalUpdate>> {
  if (input.action === 'remove') {
    const flow = await flowAt(ctx, input.id, input.version);
    if (flow.store_id === null) throw new AppError('TRANSITION_NOT_ALLOWED', { detail: approvalRuleText('companyFlowStays', ctx.lang) });
    // Requests that went through the flow carry a copy of its steps, so they only lose the link to it.
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('approval').set({ flow_id: null }).where('flow_id', '=', flow.id).execute();
      const result = await trx.deleteFrom('approval_flow').where('id', '=', flow.id).where('version', '=', input.version).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw new AppError('STALE');
    });
    return null;
  }
  await assertSteps(ctx, input.enabled, input.steps);
  if (input.action === 'save') {
    const flow = await flowAt(ctx, input.id, input.version);
    const result = await ctx.db.updateTable('approval_flow')
      .set({ enabled: input.enabled, steps: stored(input.steps), version: flow.version + 1, updated_by: ctx.caller.staffId, updated_at: ctx.now })
      .where('id', '=', flow.id).where('version', '=', input.version).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
    return getFlow(ctx, flow.id);
  }
  const store = await ctx.db.selectFrom('store').select('id').where('id', '=', input.store_id).executeTakeFirst();
  if (!store) throw new AppError('BAD_REQUEST', { detail: approvalRuleText('storeUnknown', ctx.lang, { id: input.store_id }) });
  const exists = () => new AppError('CONFLICT', { detail: approvalRuleText('storeFlowExists', ctx.lang, { item: APPROVAL_ITEMS[input.item_type].name[ctx.lang] }) });
  const taken = await ctx.db.selectFrom('approval_flow').select('id').where('item_type', '=', input.item_type).where('store_id', '=', store.id).executeTakeFirst();
  if (taken) throw exists();
  try {
    const { id } = await ctx.db.insertInto('approval_flow').values({
      item_type: input.item_type, store_id: store.id, enabled: input.enabled, steps: stored(input.steps), version: 1,
      updated_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    return getFlow(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}
