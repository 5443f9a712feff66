import { sql } from 'kysely';
import { DEAL_LOG_PATHS, EXPORT_MAX_ROWS, type DataOf, type ParsedInputOf, dealExport, dealList, dealOperationList } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { EXPORT_PAGE } from '../../core/export.js';
import { fenToYuan } from '../../core/money.js';
import { contains } from '../../core/sql.js';
import { dealInScope, dealRows, hideDealDoors, itemOf } from './deal-read.js';

// The deal list with its totals, and a deal's operation log.

type Filters = ParsedInputOf<typeof dealExport>;

// The deals of the caller's scope matching the list's filters.
function filtered<Q extends ReturnType<typeof dealRows>>(ctx: Ctx, query: Q, input: Filters): Q {
  let q = query.where(dealInScope(ctx.caller, ctx.scope));
  if (input.kind) q = q.where('d.kind', '=', input.kind);
  if (input.status) q = q.where('d.status', 'in', input.status);
  if (input.signed_from !== undefined) q = q.where('d.signed_at', '>=', input.signed_from);
  if (input.signed_to !== undefined) q = q.where('d.signed_at', '<=', input.signed_to);
  if (input.store_id !== undefined) q = q.where('d.store_id', '=', input.store_id);
  if (input.agent_id !== undefined) q = q.where('d.agent_id', '=', input.agent_id);
  const keyword = input.keyword;
  if (keyword) {
    q = q.where((eb) => eb.or([
      contains(ctx.dialect, 'd.contract_no', keyword), contains(ctx.dialect, 'r.name', keyword), contains(ctx.dialect, 'c.name', keyword),
    ]));
  }
  return q as Q;
}

export async function listDeals(ctx: Ctx, input: ParsedInputOf<typeof dealList>): Promise<DataOf<typeof dealList>> {
  const base = filtered(ctx, dealRows(ctx.db), input);
  const [rows, totals] = await Promise.all([
    base.orderBy('d.signed_at', 'desc').orderBy('d.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    base.clearSelect().select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('d.price'), sql<number>`0`).as('price'),
      eb.fn.coalesce(eb.fn.sum<number>(sql`d.buyer_commission + d.seller_commission`), sql<number>`0`).as('commission'),
    ]).executeTakeFirstOrThrow(),
  ]);
  return {
    list: (await hideDealDoors(ctx, rows)).map(itemOf),
    page: { page: input.page, limit: input.limit, total: Number(totals.n) },
    totals: { count: Number(totals.n), price: fenToYuan(Number(totals.price)), commission: fenToYuan(Number(totals.commission)) },
  };
}

// Every matching deal in the list's order; one more than the export allows is enough to refuse it.
export async function exportDeals(ctx: Ctx, input: ParsedInputOf<typeof dealExport>): Promise<DataOf<typeof dealExport>> {
  const rows = await filtered(ctx, dealRows(ctx.db), input).orderBy('d.signed_at', 'desc').orderBy('d.id', 'desc')
    .limit(EXPORT_PAGE.limit).execute();
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
