import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';

type Period = { from?: number | undefined; to?: number | undefined };

export async function listBehaviour(
  ctx: Ctx,
  input: Period & { page: number; limit: number; staff_id?: number | undefined; action?: string | undefined; keyword?: string | undefined },
) {
  let query = ctx.db.selectFrom('behaviour_log as b').leftJoin('staff as s', 's.id', 'b.staff_id');
  // Failed logins of unknown accounts belong to nobody: only a company-wide scope sees them.
  query = ctx.scope === 'company' ? query : query.where('b.staff_id', 'is not', null).where(scopeCondition(ctx.caller, ctx.scope, 'b.staff_id'));
  if (input.staff_id !== undefined) query = query.where('b.staff_id', '=', input.staff_id);
  if (input.action) query = query.where('b.action', '=', input.action);
  if (input.keyword) query = query.where(contains(ctx.dialect, 'b.account', input.keyword));
  if (input.from !== undefined) query = query.where('b.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('b.created_at', '<', input.to);
  const [rows, total] = await Promise.all([
    query.select(['b.id', 'b.staff_id', 's.name as staff_name', 'b.account', 'b.action', 'b.detail', 'b.ip', 'b.device', 'b.created_at'])
      .orderBy('b.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, staff_name: r.staff_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}

export async function listInterfaceCalls(ctx: Ctx, input: Period & { page: number; limit: number; service?: string | undefined }) {
  let query = ctx.db.selectFrom('interface_log');
  if (input.service) query = query.where('service', '=', input.service);
  if (input.from !== undefined) query = query.where('created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('created_at', '<', input.to);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows, page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

export async function loginLocations(ctx: Ctx, input: { id: number; limit: number }) {
  const person = await ctx.db.selectFrom('staff').select('id').where('id', '=', input.id)
    .where(scopeCondition(ctx.caller, ctx.scope, 'staff.id')).executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND');
  const list = await ctx.db.selectFrom('behaviour_log').select(['ip', 'device', 'created_at'])
    .where('staff_id', '=', input.id).where('action', '=', 'login').orderBy('id', 'desc').limit(input.limit).execute();
  return { list };
}
