import { sql, type RawBuilder } from 'kysely';
import {
  APPROVAL_CATEGORIES, HOUSE_HIDDEN_TEXT, type ApprovalCategory, type ApprovalDetail, type ApprovalItem, type ApprovalItemCode, type ApprovalStatus,
  type ChainAction, type DataOf, type Lang, type ParsedInputOf, type StepState, type TaskState, type Text, approvalDetail,
  approvalList, approvalMine,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, scopeFor } from '../../core/access.js';
import { stepsWithNames } from './flow.service.js';
import { approvalItem } from './registry.js';
import { doorHidden, hideHouseDoors } from '../../core/house-confidential.js';
import { hideDoorInSubject } from '../../core/house-title.js';
import { withSubjectHouse } from './subject-house.js';

// Reading approvals. Who sees one: its applicant, everyone it was assigned to, and holders of the category's
// permission (approval:business, approval:finance) for applicants within their scope (company scope: all).

const PERMISSION_OF = { business: 'approval:business', finance: 'approval:finance' } as const;

// The condition on `a` (approval) for the approvals the caller may see, in one category or all.
async function visible(ctx: Ctx, categories: readonly ApprovalCategory[] = APPROVAL_CATEGORIES): Promise<RawBuilder<boolean>> {
  const me = ctx.caller.staffId;
  const parts = [
    sql<boolean>`a.applicant_id = ${me}`,
    sql<boolean>`a.id in (select approval_id from approval_task where staff_id = ${me})`,
  ];
  for (const category of categories) {
    const scope = await scopeFor(ctx, PERMISSION_OF[category]);
    if (scope) parts.push(sql<boolean>`(a.category = ${category} and ${scopeCondition(ctx.caller, scope, 'a.applicant_id')})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

// With the house an approval is about (of a house, a key or an entrust book), for the 加密 rule on its subject.
function joined(db: Db) {
  return withSubjectHouse(db).innerJoin('staff as ap', 'ap.id', 'a.applicant_id').leftJoin('store as so', 'so.id', 'a.applicant_store_id');
}

const COLUMNS = [
  'a.id', 'a.item_type', 'a.category', 'a.record_kind', 'a.record_id', 'a.subject', 'a.status', 'a.applicant_id', 'ap.name as applicant_name',
  'so.name as applicant_store_name', 'a.note', 'a.current_step', 'a.steps', 'a.due_at', 'a.result', 'a.result_i18n', 'a.created_at',
  'a.updated_at', 'a.finished_at', 'a.payload', 'sh.id as house_id', 'sh.level as house_level', 'sd.name as house_door',
] as const;
type Row = {
  id: number; item_type: string; category: string; record_kind: string; record_id: number; subject: string; status: string;
  applicant_id: number; applicant_name: string; applicant_store_name: string | null; note: string; current_step: number | null;
  steps: string; due_at: number | null; result: string; result_i18n: string; created_at: number; updated_at: number; finished_at: number | null;
  payload: string; house_id: number | null; house_level: string | null; house_door: string | null;
};

// The door in a subject about a 加密 house, hidden where the caller may not see it.
async function hideSubjectDoors(ctx: Ctx, rows: Row[]): Promise<Row[]> {
  return hideHouseDoors(ctx, rows, (row) => row.house_id === null || row.house_level === null ? null : { id: row.house_id, level: row.house_level },
    (row) => { row.subject = hideDoorInSubject(row.subject, row.house_door); });
}

export function resultText(row: { result: string; result_i18n: string }, lang: Lang): string {
  return row.result_i18n ? (JSON.parse(row.result_i18n) as Text)[lang] : row.result;
}

function toItem(row: Row, approvers: string[], ctx: Ctx): ApprovalItem {
  const dueAt = row.due_at === null ? null : Number(row.due_at);
  return {
    id: row.id, item_type: row.item_type as ApprovalItemCode, category: row.category as ApprovalCategory,
    record_kind: row.record_kind as ApprovalItem['record_kind'], record_id: row.record_id, subject: row.subject,
    status: row.status as ApprovalStatus, applicant_id: row.applicant_id, applicant_name: row.applicant_name,
    applicant_store_name: row.applicant_store_name ?? '', note: row.note, current_step: row.current_step,
    step_count: (JSON.parse(row.steps) as unknown[]).length, current_approvers: approvers, due_at: dueAt,
    overdue: row.status === 'pending' && dueAt !== null && dueAt <= ctx.now ? 1 : 0, result: resultText(row, ctx.lang),
    created_at: Number(row.created_at), updated_at: Number(row.updated_at), finished_at: row.finished_at === null ? null : Number(row.finished_at),
  };
}

// The names of who may act now, for a page of approvals in one statement.
async function currentApprovers(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const byApproval = new Map<number, string[]>();
  if (!ids.length) return byApproval;
  const rows = await db.selectFrom('approval_task as t').innerJoin('staff as s', 's.id', 't.staff_id')
    .select(['t.approval_id', 's.name']).where('t.approval_id', 'in', ids).where('t.state', '=', 'pending').orderBy('t.seq').execute();
  for (const row of rows) byApproval.set(row.approval_id, [...(byApproval.get(row.approval_id) ?? []), row.name]);
  return byApproval;
}

type Filters = { page: number; limit: number; status?: ApprovalStatus | undefined; item_type?: ApprovalItemCode | undefined; keyword?: string | undefined };

async function page(ctx: Ctx, conditions: RawBuilder<boolean>[], input: Filters) {
  let query = joined(ctx.db);
  for (const condition of conditions) query = query.where(condition);
  if (input.status) query = query.where('a.status', '=', input.status);
  if (input.item_type) query = query.where('a.item_type', '=', input.item_type);
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A 加密 house's door hidden from the caller is searched as they read it: the subject with that door as ***, and
    // nothing when the subject no longer holds the house's door (moved or renamed since), so the door is never matched.
    const shown = sql<string>`case when ${await doorHidden(ctx, 'sh')} then case when sd.name <> '' and replace(a.subject, sd.name, '') <> a.subject
      then replace(a.subject, sd.name, ${HOUSE_HIDDEN_TEXT}) else '' end else a.subject end`;
    query = query.where(sql<boolean>`(${shown} like ${like} escape '\\' or ap.name like ${like} escape '\\')`);
  }
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('a.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute() as Promise<Row[]>,
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const [approvers] = await Promise.all([currentApprovers(ctx.db, rows.map((r) => r.id)), hideSubjectDoors(ctx, rows)]);
  return {
    list: rows.map((row) => toItem(row, approvers.get(row.id) ?? [], ctx)),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
  };
}

export async function listMine(ctx: Ctx, input: ParsedInputOf<typeof approvalMine>): Promise<DataOf<typeof approvalMine>> {
  const conditions = [sql<boolean>`a.applicant_id = ${ctx.caller.staffId}`];
  if (input.category) conditions.push(sql<boolean>`a.category = ${input.category}`);
  return page(ctx, conditions, input);
}

// What waits for the caller in each category (the menu's counts).
export async function todoCounts(db: Db, staffId: number): Promise<{ business: number; finance: number }> {
  const rows = await db.selectFrom('approval_task').select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('staff_id', '=', staffId).where('state', '=', 'pending').groupBy('category').execute();
  const count = (category: ApprovalCategory) => Number(rows.find((r) => r.category === category)?.n ?? 0);
  return { business: count('business'), finance: count('finance') };
}

export async function listApprovals(ctx: Ctx, input: ParsedInputOf<typeof approvalList>): Promise<DataOf<typeof approvalList>> {
  const me = ctx.caller.staffId;
  const conditions = [sql<boolean>`a.category = ${input.category}`];
  if (input.tab === 'todo') {
    conditions.push(sql<boolean>`a.id in (select approval_id from approval_task where staff_id = ${me} and state = 'pending' and category = ${input.category})`);
  } else if (input.tab === 'done') {
    conditions.push(sql<boolean>`a.id in (select approval_id from approval_task where staff_id = ${me} and state in ('approved', 'rejected', 'transferred') and category = ${input.category})`);
  } else {
    conditions.push(await visible(ctx, [input.category]));
  }
  const [paged, todo] = await Promise.all([page(ctx, conditions, input), todoCounts(ctx.db, me)]);
  return { ...paged, todo };
}

// One approval the caller may see (404001 otherwise).
async function readable(ctx: Ctx, where: (q: ReturnType<typeof joined>) => ReturnType<typeof joined>): Promise<Row | null> {
  const row = await where(joined(ctx.db)).where(await visible(ctx)).select(COLUMNS).orderBy('a.id', 'desc').limit(1).executeTakeFirst();
  return row ? (await hideSubjectDoors(ctx, [row as Row]))[0] ?? null : null;
}

type TaskRow = { step: number; seq: number; staff_id: number; name: string; state: string; fallback: number; acted_at: number | null; comment: string };

function stepState(step: number, tasks: TaskRow[], row: Row, overdueSteps: Set<number>): StepState {
  if (overdueSteps.has(step)) return 'overdue_approved';
  if (!tasks.length) return row.status === 'pending' ? 'future' : 'ended';
  if (tasks.some((t) => t.state === 'rejected')) return 'rejected';
  if (row.status === 'pending' && row.current_step === step) return 'active';
  return tasks.some((t) => t.state === 'approved') ? 'approved' : 'ended';
}

async function detailOf(ctx: Ctx, row: Row): Promise<ApprovalDetail> {
  const [tasks, chain, defs] = await Promise.all([
    ctx.db.selectFrom('approval_task as t').innerJoin('staff as s', 's.id', 't.staff_id')
      .select(['t.step', 't.seq', 't.staff_id', 's.name', 't.state', 't.fallback', 't.acted_at', 't.comment'])
      .where('t.approval_id', '=', row.id).orderBy('t.step').orderBy('t.seq').orderBy('t.id').execute(),
    chainOf(ctx.db, row.id),
    stepsWithNames(ctx.db, row.steps),
  ]);
  const me = ctx.caller.staffId;
  const overdueSteps = new Set(chain.filter((c) => c.action === 'overdue_approve').map((c) => c.step ?? 0));
  const pending = row.status === 'pending';
  const mine = tasks.find((t) => t.step === row.current_step && t.staff_id === me && t.state === 'pending');
  const applicant = row.applicant_id === me;
  const acted = chain.some((c) => c.action !== 'submit' && c.action !== 'note');
  const item = approvalItem(row.item_type);
  const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
  return {
    ...toItem(row, tasks.filter((t) => t.state === 'pending').map((t) => t.name), ctx),
    change: item ? item.describe(item.payload.parse(JSON.parse(row.payload)), ctx.lang) : [],
    steps: defs.map((def, index) => {
      const step = index + 1;
      const own = tasks.filter((t) => t.step === step);
      return {
        step, approver_kind: def.approver_kind, mode: def.mode, target_name: def.target_name, overdue: def.overdue,
        state: stepState(step, own, row, overdueSteps), fallback: flag(own.some((t) => t.fallback === 1)),
        approvers: own.map((t) => ({
          staff_id: t.staff_id, name: t.name, state: t.state as TaskState, acted_at: t.acted_at === null ? null : Number(t.acted_at), comment: t.comment,
        })),
      };
    }),
    chain,
    can: {
      approve: flag(pending && !!mine), reject: flag(pending && !!mine), transfer: flag(pending && !!mine),
      withdraw: flag(pending && applicant && !acted), note: flag(pending && applicant),
    },
  };
}

export async function chainOf(db: Db, id: number) {
  const rows = await db.selectFrom('approval_chain as c').leftJoin('staff as s', 's.id', 'c.staff_id').leftJoin('staff as to', 'to.id', 'c.to_staff_id')
    .select(['c.id', 'c.action', 'c.step', 'c.staff_id', 's.name as staff_name', 'to.name as to_staff_name', 'c.comment', 'c.created_at'])
    .where('c.approval_id', '=', id).orderBy('c.id').execute();
  return rows.map((r) => ({
    ...r, action: r.action as ChainAction, staff_name: r.staff_name ?? '', to_staff_name: r.to_staff_name ?? '', created_at: Number(r.created_at),
  }));
}

export async function getApproval(ctx: Ctx, id: number): Promise<ApprovalDetail> {
  const row = await readable(ctx, (q) => q.where('a.id', '=', id));
  if (!row) throw new AppError('NOT_FOUND');
  return detailOf(ctx, row);
}

export async function approvalOfRecord(ctx: Ctx, input: ParsedInputOf<typeof approvalDetail>): Promise<DataOf<typeof approvalDetail>> {
  const open = await readable(ctx, (q) => q.where('a.record_kind', '=', input.record_kind).where('a.record_id', '=', input.record_id).where('a.status', '=', 'pending'));
  const row = open ?? await readable(ctx, (q) => q.where('a.record_kind', '=', input.record_kind).where('a.record_id', '=', input.record_id));
  return row ? detailOf(ctx, row) : null;
}

export async function getChain(ctx: Ctx, id: number) {
  const row = await readable(ctx, (q) => q.where('a.id', '=', id));
  if (!row) throw new AppError('NOT_FOUND');
  return { list: await chainOf(ctx.db, id) };
}
