import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { companyDate, nextDay, startOfDate } from '../../core/clock.js';
import { lockRow } from '../../core/db/row-lock.js';

// The daily cap on claims from the public pools (company setting pool_claim_daily_cap; 0: none), houses and customers
// counted apart, per person and company day. A claim counts on the day it is made: applied at once, or waiting for its
// approval (house_to_private) and once approved; an approval rejected or withdrawn gives the claim back.

export type PoolClaimKind = 'house' | 'customer';

const COUNTING = ['pending', 'approved', 'overdue_approved'];

// Refuses a claim past the cap (429003, nothing written), inside the claim's transaction: counted one claim at a time,
// as the private cap is (SQLite runs one write transaction at a time; PostgreSQL locks the person's row first), so two
// claims at once cannot both take the last place.
export async function assertClaimCap(trx: Db, ctx: Ctx, kind: PoolClaimKind, cap: number, detail: (count: number) => string): Promise<void> {
  if (cap === 0) return;
  const staffId = ctx.caller.staffId;
  await lockRow(trx, 'staff', staffId);
  const day = companyDate(ctx.now);
  const { n } = await trx.selectFrom('pool_claim as c').leftJoin('approval as a', 'a.id', 'c.approval_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.staff_id', '=', staffId).where('c.kind', '=', kind)
    .where('c.created_at', '>=', startOfDate(day)).where('c.created_at', '<', startOfDate(nextDay(day)))
    .where((eb) => eb.or([eb('c.approval_id', 'is', null), eb('a.status', 'in', COUNTING)]))
    .executeTakeFirstOrThrow();
  const count = Number(n);
  if (count >= cap) throw new AppError('CLAIM_CAP_REACHED', { detail: detail(count) }, { claims_today: count, daily_cap: cap });
}

// The claim, counted from now on, in the claim's transaction.
export async function recordClaim(trx: Db, ctx: Ctx, claim: { kind: PoolClaimKind; recordId: number; approvalId: number | null }): Promise<void> {
  await trx.insertInto('pool_claim').values({
    staff_id: ctx.caller.staffId, kind: claim.kind, record_id: claim.recordId, approval_id: claim.approvalId, created_at: ctx.now,
  }).execute();
}
