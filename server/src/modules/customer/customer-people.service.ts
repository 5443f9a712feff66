import { sql } from 'kysely';
import {
  CUSTOMER_OPEN_STATUSES, type DataOf, type ParsedInputOf, customerOperationList, staffRoleCustomerFind, userShareStatistics,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition, storeScopeCondition } from '../../core/access.js';
import { contains } from '../../core/sql.js';
import { assertCustomerReadable } from './customer-read.js';
import { readCustomerPolicy } from './customer-policy.js';

// The people side of customers: a customer's operation log, each person's pool statistics, and the staff picker of
// viewings and appointments.

export async function operationLog(ctx: Ctx, input: ParsedInputOf<typeof customerOperationList>): Promise<DataOf<typeof customerOperationList>> {
  await assertCustomerReadable(ctx, input.customer_id);
  const query = ctx.db.selectFrom('operation_log as o').where('o.customer_id', '=', input.customer_id);
  const [rows, total] = await Promise.all([
    query.leftJoin('staff as s', 's.id', 'o.staff_id')
      .select(['o.id', 'o.customer_id', 'o.staff_id', 's.name as staff_name', 'o.method', 'o.endpoint', 'o.target_id', 'o.result_code', 'o.ip', 'o.created_at'])
      .orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({ ...row, staff_name: row.staff_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}

// Per person within the scope: counts grouped in the database, one statement per measure.
export async function shareStatistics(ctx: Ctx, input: ParsedInputOf<typeof userShareStatistics>): Promise<DataOf<typeof userShareStatistics>> {
  let people = ctx.db.selectFrom('staff as s').leftJoin('store as so', 'so.id', 's.store_id')
    .select(['s.id', 's.name', 'so.name as store_name']).where('s.status', '=', 'active').where(scopeCondition(ctx.caller, ctx.scope, 's.id'));
  if (input.store_id !== undefined) people = people.where('s.store_id', '=', input.store_id);
  const staff = await people.orderBy('s.id').execute();
  if (!staff.length) return { list: [] };
  const ids = staff.map((s) => s.id);
  const { from, to } = input;
  const poolChanges = (to_: 'private' | 'public') => ctx.db.selectFrom('followup as f').innerJoin('customer as c', 'c.id', 'f.customer_id')
    .where('f.kind', '=', 'pool').where('f.created_at', '>=', from).where('f.created_at', '<=', to)
    .where(sql<boolean>`f.detail like ${`%"to":"${to_}"%`}`);
  const [held, added, claimed, released, looks, seconds, policy] = await Promise.all([
    ctx.db.selectFrom('customer').select(['agent_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agent_id', 'in', ids).where('pool', '=', 'private').where('status', 'in', CUSTOMER_OPEN_STATUSES).groupBy('agent_id').execute(),
    ctx.db.selectFrom('customer').select(['recorder_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('recorder_id', 'in', ids).where('created_at', '>=', from).where('created_at', '<=', to).groupBy('recorder_id').execute(),
    poolChanges('private').select(['f.staff_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where('f.staff_id', 'in', ids).groupBy('f.staff_id').execute(),
    // Released by hand or by the job: counted for the customer's agent (it stays the agent of a public customer).
    poolChanges('public').select(['c.agent_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where('c.agent_id', 'in', ids).groupBy('c.agent_id').execute(),
    ctx.db.selectFrom('customer_look').select(['agent_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agent_id', 'in', ids).where('effective', '=', 1).where('look_at', '>=', from).where('look_at', '<=', to).groupBy('agent_id').execute(),
    ctx.db.selectFrom('customer_look_house as lh').innerJoin('customer_look as l', 'l.id', 'lh.look_id')
      .select(['l.agent_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('l.agent_id', 'in', ids).where('lh.is_second', '=', 1).where('lh.effective', '=', 1)
      .where('lh.look_at', '>=', from).where('lh.look_at', '<=', to).groupBy('l.agent_id').execute(),
    readCustomerPolicy(ctx.db),
  ]);
  const countOf = (rows: { id: number | null; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
  const [h, a, c, r, l, s] = [held, added, claimed, released, looks, seconds].map(countOf) as Map<number | null, number>[];
  return {
    list: staff.map((person) => ({
      staff_id: person.id, staff_name: person.name, store_name: person.store_name ?? '', private_count: h?.get(person.id) ?? 0,
      private_cap: policy.privateCap, added: a?.get(person.id) ?? 0, claimed: c?.get(person.id) ?? 0, released: r?.get(person.id) ?? 0,
      looks: l?.get(person.id) ?? 0, second_looks: s?.get(person.id) ?? 0,
    })),
  };
}

const PICK_LIMIT = 20;

export async function findStaff(ctx: Ctx, input: ParsedInputOf<typeof staffRoleCustomerFind>): Promise<DataOf<typeof staffRoleCustomerFind>> {
  let query = ctx.db.selectFrom('staff as s').leftJoin('store as so', 'so.id', 's.store_id')
    .select(['s.id', 's.name', 's.account', 'so.name as store_name']).where('s.status', '=', 'active');
  if (ctx.scope !== 'company') query = query.where((eb) => eb.or([storeScopeCondition(ctx.caller, ctx.scope, 's.store_id'), eb('s.id', '=', ctx.caller.staffId)]));
  if (input.keyword) query = query.where((eb) => eb.or([contains(ctx.dialect, 's.name', input.keyword ?? ''), contains(ctx.dialect, 's.account', input.keyword ?? '')]));
  const rows = await query.orderBy('s.id').limit(PICK_LIMIT).execute();
  const held = rows.length
    ? await ctx.db.selectFrom('customer').select(['agent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agent_id', 'in', rows.map((r) => r.id)).where('pool', '=', 'private').where('status', 'in', CUSTOMER_OPEN_STATUSES)
      .groupBy('agent_id').execute()
    : [];
  const count = new Map(held.map((h) => [h.agent_id, Number(h.n)]));
  return { list: rows.map((row) => ({ ...row, store_name: row.store_name ?? '', private_count: count.get(row.id) ?? 0 })) };
}
