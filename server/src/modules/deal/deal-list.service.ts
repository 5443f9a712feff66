import { sql, type RawBuilder } from 'kysely';
import { DEAL_LOG_PATHS, EXPORT_MAX_ROWS, type DataOf, type ParsedInputOf, dealExport, dealList, dealOperationList } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { EXPORT_PAGE } from '../../core/export.js';
import { fenToYuan } from '../../core/money.js';
import { contains } from '../../core/sql.js';
import { dealInScope, dealRows, hideDealDoors, itemOf } from './deal-read.js';

// The deal list with its totals, and a deal's operation log.

type Filters = ParsedInputOf<typeof dealExport>;

// The list's filters as one condition: the caller's scope and the filters on the deal's own columns, and a keyword on
// the contract number, the community (r) or the customer (c), which a query reading only deals must then join.
function matching(ctx: Ctx, input: Filters): RawBuilder<boolean> {
  const d = (column: string) => sql.ref(`d.${column}`);
  const all = [dealInScope(ctx.caller, ctx.scope)];
  if (input.kind) all.push(sql<boolean>`${d('kind')} = ${input.kind}`);
  if (input.status) all.push(sql<boolean>`${d('status')} in (${sql.join(input.status)})`);
  if (input.signed_from !== undefined) all.push(sql<boolean>`${d('signed_at')} >= ${input.signed_from}`);
  if (input.signed_to !== undefined) all.push(sql<boolean>`${d('signed_at')} <= ${input.signed_to}`);
  if (input.store_id !== undefined) all.push(sql<boolean>`${d('store_id')} = ${input.store_id}`);
  if (input.agent_id !== undefined) all.push(sql<boolean>`${d('agent_id')} = ${input.agent_id}`);
  const keyword = input.keyword;
  if (keyword) {
    const words = ['d.contract_no', 'r.name', 'c.name'].map((column) => contains(ctx.dialect, column, keyword));
    all.push(sql<boolean>`(${sql.join(words, sql` or `)})`);
  }
  return sql<boolean>`${sql.join(all, sql` and `)}`;
}

// The matching deals with every column of the list, in its order.
function listed(ctx: Ctx, input: Filters) {
  return dealRows(ctx.db).where(matching(ctx, input)).orderBy('d.signed_at', 'desc').orderBy('d.id', 'desc');
}

// The count and sums of the matching deals, read from the deals alone: the list's inner joins follow required keys and
// remove no deal, so only the keyword's community and customer are joined, when one is given.
export function dealTotalsQuery(ctx: Ctx, input: Filters) {
  const sums = [
    sql<number>`count(*)`.as('n'),
    sql<number>`coalesce(sum(${sql.ref('d.price')}), 0)`.as('price'),
    sql<number>`coalesce(sum(${sql.ref('d.buyer_commission')} + ${sql.ref('d.seller_commission')}), 0)`.as('commission'),
  ];
  const deals = ctx.db.selectFrom('deal as d');
  return input.keyword
    ? deals.innerJoin('house as h', 'h.id', 'd.house_id').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('customer as c', 'c.id', 'd.customer_id')
      .where(matching(ctx, input)).select(sums)
    : deals.where(matching(ctx, input)).select(sums);
}

export async function listDeals(ctx: Ctx, input: ParsedInputOf<typeof dealList>): Promise<DataOf<typeof dealList>> {
  const [rows, totals] = await Promise.all([
    listed(ctx, input).limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    dealTotalsQuery(ctx, input).executeTakeFirstOrThrow(),
  ]);
  return {
    list: (await hideDealDoors(ctx, rows)).map(itemOf),
    page: { page: input.page, limit: input.limit, total: Number(totals.n) },
    totals: { count: Number(totals.n), price: fenToYuan(Number(totals.price)), commission: fenToYuan(Number(totals.commission)) },
  };
}

// Every matching deal in the list's order; one more than the export allows is enough to refuse it.
export async function exportDeals(ctx: Ctx, input: ParsedInputOf<typeof dealExport>): Promise<DataOf<typeof dealExport>> {
  const rows = await listed(ctx, input).limit(EXPORT_PAGE.limit).execute();
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  return { list: (await hideDealDoors(ctx, rows)).map(itemOf) };
}

export async function operationLog(ctx: Ctx, input: ParsedInputOf<typeof dealOperationList>): Promise<DataOf<typeof dealOperationList>> {
  const deal = await ctx.db.selectFrom('deal as d').select('d.id').where('d.id', '=', input.deal_id).where(dealInScope(ctx.caller, ctx.scope))
    .executeTakeFirst();
  if (!deal) throw new AppError('NOT_FOUND');
  const query = ctx.db.selectFrom('operation_log as o').where('o.target_id', '=', input.deal_id).where('o.endpoint', 'in', DEAL_LOG_PATHS);
  const [rows, total] = await Promise.all([
    query.leftJoin('staff as s', 's.id', 'o.staff_id')
      .select(['o.id', 'o.staff_id', 's.name as staff_name', 'o.method', 'o.endpoint', 'o.target_id', 'o.result_code', 'o.ip', 'o.created_at'])
      .orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({ ...row, staff_name: row.staff_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}
