import { LOG_TOTAL_CAP } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { AppError } from '../../core/errors.js';
import { contains, countUpTo } from '../../core/sql.js';

type Period = { from?: number | undefined; to?: number | undefined };

type BehaviourInput = Period & {
  page: number; limit: number; staff_id?: number | undefined; action?: string | undefined; keyword?: string | undefined;
};

// The page's and the count's statements of the behaviour records (their plans: log.test.ts).
export function behaviourStatements(ctx: Ctx, input: BehaviourInput) {
  let query = ctx.db.selectFrom('behaviour_log as b').leftJoin('staff as s', 's.id', 'b.staff_id');
  // Failed logins of unknown accounts belong to nobody: only a company-wide scope sees them.
  query = ctx.scope === 'company' ? query : query.where('b.staff_id', 'is not', null).where(scopeCondition(ctx.caller, ctx.scope, 'b.staff_id'));
  if (input.staff_id !== undefined) query = query.where('b.staff_id', '=', input.staff_id);
  if (input.action) query = query.where('b.action', '=', input.action);
  if (input.keyword) query = query.where(contains(ctx.dialect, 'b.account', input.keyword));
  if (input.from !== undefined) query = query.where('b.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('b.created_at', '<', input.to);
  // Newest first by time, the order of each of the log's indexes (time; person and time; action and time: migration
  // 020): a page is read along the filter's index instead of sorting all its records. By id, a person's records were
  // sorted (10 ms for 4,000) and a person's sign-ins found along the action's million (200 ms). A keyword without a
  // person or an action is a LIKE on the account that reads until a page is full, the whole log when it is rare: by
  // id, the table's own order (records are written as they happen), rather than row by row along the time index,
  // which took twice as long (0.9 s against 0.4 s at 3 million records on SQLite).
  const byTable = Boolean(input.keyword) && input.staff_id === undefined && !input.action;
  const rows = query.select(['b.id', 'b.staff_id', 's.name as staff_name', 'b.account', 'b.action', 'b.detail', 'b.ip', 'b.device', 'b.created_at']);
  const ordered = byTable ? rows.orderBy('b.id', 'desc') : rows.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return {
    page: ordered.limit(input.limit).offset((input.page - 1) * input.limit),
    count: countUpTo(ctx.db, query, LOG_TOTAL_CAP),
  };
}

export async function listBehaviour(ctx: Ctx, input: BehaviourInput) {
  const statements = behaviourStatements(ctx, input);
  const [rows, total] = await Promise.all([statements.page.execute(), statements.count.executeTakeFirstOrThrow()]);
  return {
    list: rows.map((r) => ({ ...r, staff_name: r.staff_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(total.n), total_cap: LOG_TOTAL_CAP },
  };
}

export async function listInterfaceCalls(ctx: Ctx, input: Period & { page: number; limit: number; service?: string | undefined }) {
  let query = ctx.db.selectFrom('interface_log');
  if (input.service) query = query.where('service', '=', input.service);
  if (input.from !== undefined) query = query.where('created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('created_at', '<', input.to);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    countUpTo(ctx.db, query, LOG_TOTAL_CAP).executeTakeFirstOrThrow(),
  ]);
  return { list: rows, page: { page: input.page, limit: input.limit, total: Number(total.n), total_cap: LOG_TOTAL_CAP } };
}

export async function loginLocations(ctx: Ctx, input: { id: number; limit: number }) {
  const person = await ctx.db.selectFrom('staff').select('id').where('id', '=', input.id)
    .where(scopeCondition(ctx.caller, ctx.scope, 'staff.id')).executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND');
  const list = await ctx.db.selectFrom('behaviour_log').select(['ip', 'device', 'created_at'])
    // In the order of the person's index (staff, time): their latest sign-ins without sorting all their records.
    .where('staff_id', '=', input.id).where('action', '=', 'login').orderBy('created_at', 'desc').orderBy('id', 'desc')
    .limit(input.limit).execute();
  return { list };
}
