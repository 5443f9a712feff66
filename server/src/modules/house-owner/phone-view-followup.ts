import { sql } from 'kysely';
import { WRITTEN_FOLLOWUP_KINDS, ownerRuleText, type DataScope } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeFor } from '../../core/access.js';
import { companyWallClock } from '../../core/clock.js';
import { DEFAULT_COMPANY_ID } from '../../core/settings.js';
import { readableHouse } from '../house/house-read.js';
import { houseTitles } from '../../core/house-title.js';

// Follow-up discipline for owner phones (company setting phone_view_followup_required): whoever reveals an owner's
// phone writes a valid follow-up of their own on that house before revealing another, so a reveal leads to a recorded
// contact. The phone last revealed while the setting is on is kept per person (phone_view_followup); a house the
// person can no longer write on (removed, out of their scope, or no follow-up right) holds nothing back.

// The rule when the company has it on: the caller's follow-up right and house:list scope, read before the reveal's
// transaction (which holds SQLite's one connection); null when it is off.
export type FollowupRule = { adds: DataScope | null; houses: DataScope | null };

export async function phoneViewFollowupRule(ctx: Ctx): Promise<FollowupRule | null> {
  const row = await ctx.db.selectFrom('company').select('phone_view_followup_required').where('id', '=', DEFAULT_COMPANY_ID).executeTakeFirst();
  if (!row?.phone_view_followup_required) return null;
  const [adds, houses] = await Promise.all([scopeFor(ctx, 'followup:add'), scopeFor(ctx, 'house:list')]);
  return { adds, houses };
}

// Refuses the reveal (409005, naming the house) while the caller's last revealed owner phone of another house waits for
// their follow-up; otherwise records this reveal as the one now waiting. Another phone of the waiting house passes (an
// owner's second number) and keeps the first reveal's time. In the reveal's transaction, after the caller's row is
// locked.
export async function takeFollowupTurn(trx: Db, ctx: Ctx, rule: FollowupRule, houseId: number): Promise<void> {
  const due = await trx.selectFrom('phone_view_followup as p').select(['p.house_id', 'p.viewed_at'])
    .where('p.staff_id', '=', ctx.caller.staffId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('followup as f').select(sql.lit(1).as('one'))
      .whereRef('f.house_id', '=', 'p.house_id').whereRef('f.created_at', '>=', 'p.viewed_at')
      .where('f.staff_id', '=', ctx.caller.staffId).where('f.kind', 'in', WRITTEN_FOLLOWUP_KINDS).where('f.invalid', '=', 0))))
    .executeTakeFirst();
  if (due?.house_id === houseId) return;
  if (due && await canFollowUp(trx, ctx, rule, due.house_id)) {
    const house = `${(await houseTitles(trx, [due.house_id]))(due.house_id, ctx.caller.staffId)} #${due.house_id}`.trim();
    const time = companyWallClock(Number(due.viewed_at)).toISOString().slice(0, 16).replace('T', ' ');
    throw new AppError('FOLLOWUP_REQUIRED', { detail: ownerRuleText('followupFirst', ctx.lang, { house, time }) }, { house_id: due.house_id });
  }
  const values = { house_id: houseId, viewed_at: ctx.now };
  await trx.insertInto('phone_view_followup').values({ staff_id: ctx.caller.staffId, ...values })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet(values)).execute();
}

// Whether the caller may write a follow-up on the house (followup/house: the follow-up right, the house live and within
// their house:list scope).
async function canFollowUp(db: Db, ctx: Ctx, rule: FollowupRule, houseId: number): Promise<boolean> {
  if (!rule.adds || !rule.houses) return false;
  const house = await db.selectFrom('house as h').select('h.id').where('h.id', '=', houseId).where('h.deleted_at', 'is', null)
    .where(readableHouse(ctx.caller, rule.houses)).executeTakeFirst();
  return house !== undefined;
}
