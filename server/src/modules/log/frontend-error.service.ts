import { createHash } from 'node:crypto';
import { FRONTEND_ERROR_KEEP, FRONTEND_ERROR_RATE, LOG_TOTAL_CAP } from '@brokerage/contract';
import type { Ctx, PublicCtx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { authenticate } from '../../core/auth/session.js';
import { AppError } from '../../core/errors.js';
import { contains, countUpTo } from '../../core/sql.js';

type Report = { message: string; stack: string; page: string; release: string; agent: string };

// Reports each client (address) may send in the current minute. Kept in this process's memory: with several server
// processes a client may send this many to each, which still bounds a flood.
export class ReportAllowance {
  private minute = -1;
  private readonly sent = new Map<string, number>();

  constructor(private readonly perMinute = FRONTEND_ERROR_RATE) {}

  take(client: string, now: number): boolean {
    const minute = Math.floor(now / 60);
    if (minute !== this.minute) {
      this.minute = minute;
      this.sent.clear();
    }
    const n = this.sent.get(client) ?? 0;
    if (n >= this.perMinute) return false;
    this.sent.set(client, n + 1);
    return true;
  }
}

// The person of a valid session sent with the report; a report without one, or with an expired one, is nobody's.
async function reporterOf(ctx: PublicCtx): Promise<number | null> {
  if (!ctx.token) return null;
  try {
    const { caller } = await authenticate(ctx.db, ctx.token, ctx, await ctx.settings.get());
    return caller.staffId;
  } catch {
    return null;
  }
}

export async function reportFrontendError(ctx: PublicCtx, allowance: ReportAllowance, input: Report) {
  if (!allowance.take(ctx.ip, ctx.now)) throw new AppError('RATE_LIMITED', {}, { retry_after: 60 - (ctx.now % 60) });
  const staffId = await reporterOf(ctx);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([input.message, input.stack, input.page, input.release, input.agent, ctx.ip, staffId])).digest('hex');
  const counted = await ctx.db.updateTable('frontend_error').set((eb) => ({ count: eb('count', '+', 1) }))
    .where('fingerprint', '=', fingerprint).where('created_at', '>', ctx.now - 60).executeTakeFirst();
  if (Number(counted.numUpdatedRows) > 0) return { counted: true };
  await ctx.db.insertInto('frontend_error')
    .values({ ...input, staff_id: staffId, ip: ctx.ip, fingerprint, created_at: ctx.now }).execute();
  return { counted: false };
}

type ListInput = { page: number; limit: number; from?: number | undefined; to?: number | undefined; keyword?: string | undefined };

export async function listFrontendErrors(ctx: Ctx, input: ListInput) {
  let query = ctx.db.selectFrom('frontend_error as f').leftJoin('staff as s', 's.id', 'f.staff_id');
  if (input.from !== undefined) query = query.where('f.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('f.created_at', '<', input.to);
  const keyword = input.keyword;
  if (keyword) query = query.where((eb) => eb.or([contains(ctx.dialect, 'f.message', keyword), contains(ctx.dialect, 'f.page', keyword)]));
  const [rows, total] = await Promise.all([
    query.select(['f.id', 'f.message', 'f.stack', 'f.page', 'f.release', 'f.agent', 'f.staff_id', 's.name as staff_name', 'f.ip', 'f.count', 'f.created_at'])
      .orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    countUpTo(ctx.db, query, LOG_TOTAL_CAP).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, staff_name: r.staff_name ?? '', count: Number(r.count), created_at: Number(r.created_at) })),
    page: { page: input.page, limit: input.limit, total: Number(total.n), total_cap: LOG_TOTAL_CAP },
  };
}

// Drops reports older than the days kept, then all but the newest rows kept; answers how many went.
export async function pruneFrontendErrors(db: Db, now: number, keep: { rows: number; days: number } = FRONTEND_ERROR_KEEP): Promise<number> {
  const old = await db.deleteFrom('frontend_error').where('created_at', '<', now - keep.days * 86_400).executeTakeFirst();
  const edge = await db.selectFrom('frontend_error').select('id').orderBy('id', 'desc').offset(keep.rows - 1).limit(1).executeTakeFirst();
  const over = edge ? await db.deleteFrom('frontend_error').where('id', '<', edge.id).executeTakeFirst() : { numDeletedRows: 0n };
  return Number(old.numDeletedRows) + Number(over.numDeletedRows);
}
