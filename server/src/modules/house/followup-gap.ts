import { WRITTEN_FOLLOWUP_KINDS, followupRuleText } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { companyWallClock } from '../../core/clock.js';
import { lockRow } from '../../core/db/row-lock.js';

export type FollowupTarget = { table: 'house' | 'customer' | 'newhouse'; id: number };

const TARGET_COLUMN = { house: 'house_id', customer: 'customer_id', newhouse: 'newhouse_id' } as const;

// Follow-up discipline (company setting followup_min_gap_minutes; 0: none): one person's written follow-ups on the same
// house, new-house project or customer at least that many minutes apart, so that a follow-up records a contact rather
// than keeping a record private. The records the product writes of a change (status, pool, keys, viewings) are not
// held back. Checked in the follow-up's own transaction: on PostgreSQL the house's, project's or customer's row is
// locked first, so two sent at once cannot both pass; SQLite writes one transaction at a time.
export async function assertFollowupGap(trx: Db, ctx: Ctx, target: FollowupTarget, gapMinutes: number): Promise<void> {
  if (gapMinutes <= 0) return;
  await lockRow(trx, target.table, target.id);
  const row = await trx.selectFrom('followup').select((eb) => eb.fn.max<number | null>('created_at').as('at'))
    .where(TARGET_COLUMN[target.table], '=', target.id).where('created_at', '>', ctx.now - gapMinutes * 60)
    .where('staff_id', '=', ctx.caller.staffId).where('kind', 'in', WRITTEN_FOLLOWUP_KINDS).executeTakeFirst();
  if (row?.at === null || row?.at === undefined) return;
  const nextAt = Number(row.at) + gapMinutes * 60;
  const time = companyWallClock(nextAt).toISOString().slice(0, 16).replace('T', ' ');
  throw new AppError('FOLLOWUP_TOO_SOON', { detail: followupRuleText('tooSoon', ctx.lang, { minutes: gapMinutes, time }) }, { next_at: nextAt });
}
