import { sql } from 'kysely';
import {
  ASSESS_KPIS, QUOTA_MONTH_OVER, assessDetail, assessGroups, assessList, quotaSave,
  type AssessCounts, type AssessGroup, type AssessKpi, type AssessRow, type DataOf, type ParsedInputOf, type QuotaRow,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { monthOf } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { groupNames } from '../statistics/groups.js';
import { actualsByDay, actualsByPerson, monthRange, zeroCounts } from './assess-actuals.js';

// Assessment quotas per position and month, and each working person's month against their position's quota.

const WORKING = 'active';

type QuotaStored = AssessCounts & { position_id: number; updated_at: number };

function quotaOf(row: AssessCounts): AssessCounts {
  return Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, Number(row[kpi])])) as AssessCounts;
}

async function quotasOf(ctx: Ctx, month: string, positionId?: number): Promise<Map<number, QuotaStored>> {
  let q = ctx.db.selectFrom('assess_quota').select(['position_id', 'updated_at', ...ASSESS_KPIS]).where('month', '=', month);
  if (positionId !== undefined) q = q.where('position_id', '=', positionId);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.position_id, { ...quotaOf(r), position_id: r.position_id, updated_at: Number(r.updated_at) }]));
}

function quotaRow(position: { id: number; name: string }, month: string, stored: QuotaStored | undefined): QuotaRow {
  return {
    position_id: position.id, position_name: position.name, month,
    quota: stored ? quotaOf(stored) : null, updated_at: stored ? stored.updated_at : null,
  };
}

export async function listQuotas(ctx: Ctx, input: { month: string; position_id?: number | undefined }): Promise<{ list: QuotaRow[] }> {
  let q = ctx.db.selectFrom('position').select(['id', 'name']).orderBy('sort').orderBy('id');
  if (input.position_id !== undefined) q = q.where('id', '=', input.position_id);
  const [positions, quotas] = await Promise.all([q.execute(), quotasOf(ctx, input.month, input.position_id)]);
  return { list: positions.map((p) => quotaRow(p, input.month, quotas.get(p.id))) };
}

async function positionOf(ctx: Ctx, id: number): Promise<{ id: number; name: string }> {
  const position = await ctx.db.selectFrom('position').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!position) throw new AppError('NOT_FOUND', { detail: `position ${id}` });
  return position;
}

export async function quotaDetail(ctx: Ctx, input: { position_id: number; month: string }): Promise<QuotaRow> {
  const position = await positionOf(ctx, input.position_id);
  return quotaRow(position, input.month, (await quotasOf(ctx, input.month, position.id)).get(position.id));
}

// A month's quota can be set for this month and later ones; a month already over is kept as it was assessed.
export async function saveQuota(ctx: Ctx, input: ParsedInputOf<typeof quotaSave>): Promise<QuotaRow> {
  if (input.month < monthOf(ctx.now)) throw new AppError('TRANSITION_NOT_ALLOWED', { detail: QUOTA_MONTH_OVER[ctx.lang] });
  const position = await positionOf(ctx, input.position_id);
  const values = Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, input[kpi]])) as AssessCounts;
  await ctx.db.insertInto('assess_quota')
    .values({ position_id: position.id, month: input.month, ...values, updated_by: ctx.caller.staffId, updated_at: ctx.now })
    .onConflict((oc) => oc.columns(['month', 'position_id']).doUpdateSet({ ...values, updated_by: ctx.caller.staffId, updated_at: ctx.now }))
    .execute();
  return quotaRow(position, input.month, { ...values, position_id: position.id, updated_at: ctx.now });
}

type Person = {
  id: number; name: string; store_id: number | null; department_id: number | null; district_id: number | null;
  store_name: string | null; department_name: string | null; position_id: number | null; position_name: string | null;
};

// The working people within the caller's scope (optionally one store, team or person).
export function people(ctx: Ctx, filters: { store_id?: number | undefined; department_id?: number | undefined; staff_id?: number | undefined }) {
  let q = ctx.db.selectFrom('staff as st').leftJoin('store as so', 'so.id', 'st.store_id').leftJoin('department as dp', 'dp.id', 'st.department_id')
    .leftJoin('position as po', 'po.id', 'st.position_id')
    .select([
      'st.id', 'st.name', 'st.store_id', 'st.department_id', 'so.district_id', 'so.name as store_name', 'dp.name as department_name',
      'st.position_id', 'po.name as position_name',
    ])
    .where('st.status', '=', WORKING).where(scopeCondition(ctx.caller, ctx.scope, 'st.id'));
  if (filters.store_id !== undefined) q = q.where('st.store_id', '=', filters.store_id);
  if (filters.department_id !== undefined) q = q.where('st.department_id', '=', filters.department_id);
  if (filters.staff_id !== undefined) q = q.where('st.id', '=', filters.staff_id);
  return q;
}

function assessed(person: Person, actual: AssessCounts, quota: AssessCounts | undefined): AssessRow {
  const met = quota ? Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, actual[kpi] >= quota[kpi]])) as Record<AssessKpi, boolean> : null;
  return {
    staff_id: person.id, name: person.name, store_name: person.store_name ?? '', department_name: person.department_name ?? '',
    position_id: person.position_id, position_name: person.position_name ?? '', actual,
    quota: quota ? quotaOf(quota) : null, met, passed: met ? ASSESS_KPIS.every((kpi) => met[kpi]) : null,
  };
}

// The filter of the people whose actuals are read: the ids given (a page) or everyone in the caller's scope.
export function staffIn(ctx: Ctx, ids?: number[]) {
  return (column: string) => (ids ? sql<boolean>`${sql.ref(column)} in (${sql.join(ids.length ? ids : [0])})` : scopeCondition(ctx.caller, ctx.scope, column));
}

export async function listAssessment(ctx: Ctx, input: ParsedInputOf<typeof assessList>): Promise<DataOf<typeof assessList>> {
  const [rows, count, quotas] = await Promise.all([
    people(ctx, input).orderBy('st.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    people(ctx, input).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    quotasOf(ctx, input.month),
  ]);
  const actuals = await actualsByPerson(ctx, monthRange(input.month), staffIn(ctx, rows.map((r) => r.id)));
  return {
    list: rows.map((p) => assessed(p, actuals.get(p.id) ?? zeroCounts(), p.position_id === null ? undefined : quotas.get(p.position_id))),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
  };
}

export async function assessmentDetail(ctx: Ctx, input: ParsedInputOf<typeof assessDetail>): Promise<DataOf<typeof assessDetail>> {
  const person = await people(ctx, { staff_id: input.staff_id }).executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND', { detail: `staff ${input.staff_id}` });
  const [days, quotas] = await Promise.all([actualsByDay(ctx, monthRange(input.month), person.id), quotasOf(ctx, input.month, person.position_id ?? 0)]);
  const actual = zeroCounts();
  for (const { counts } of days) for (const kpi of ASSESS_KPIS) actual[kpi] += counts[kpi];
  const row = assessed(person, actual, person.position_id === null ? undefined : quotas.get(person.position_id));
  return { ...row, days: days.map(({ day, counts }) => ({ day, ...counts })) };
}

const GROUP_OF: Record<AssessGroup, (p: Person) => number | null> = {
  store: (p) => p.store_id, department: (p) => p.department_id, district: (p) => p.district_id,
};

export async function assessmentGroups(ctx: Ctx, input: ParsedInputOf<typeof assessGroups>): Promise<DataOf<typeof assessGroups>> {
  const [all, quotas, actuals] = await Promise.all([
    people(ctx, {}).execute(), quotasOf(ctx, input.month), actualsByPerson(ctx, monthRange(input.month), staffIn(ctx)),
  ]);
  const groups = new Map<number, { people: number; assessed: number; passed: number }>();
  for (const person of all) {
    const id = GROUP_OF[input.group](person) ?? 0;
    const group = groups.get(id) ?? { people: 0, assessed: 0, passed: 0 };
    const row = assessed(person, actuals.get(person.id) ?? zeroCounts(), person.position_id === null ? undefined : quotas.get(person.position_id));
    group.people += 1;
    if (row.passed !== null) group.assessed += 1;
    if (row.passed) group.passed += 1;
    groups.set(id, group);
  }
  const ids = [...groups.keys()].sort((a, b) => a - b);
  const names = await groupNames(ctx, input.group, ids);
  return {
    list: ids.map((id) => {
      const g = groups.get(id) as { people: number; assessed: number; passed: number };
      return { id, name: names.get(id)?.name ?? '', ...g, pass_rate: g.assessed ? Math.round((g.passed / g.assessed) * 10_000) / 10_000 : 0 };
    }),
  };
}
