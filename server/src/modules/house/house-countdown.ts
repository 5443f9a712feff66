import type { Updateable } from 'kysely';
import { HOUSE_DATED_STATUSES, type HouseStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { HouseTable } from '../../core/db/schema.js';
import { changeOf } from './followup-record.js';

// A private house's release countdown (house.active_at) runs from the latest of: its entry, a claim, a new maintainer
// (a change of the maintainer role, or a hand-over when someone leaves), its return to 有效, and its latest valid
// written follow-up. Each of those moves it forward where it happens; a hold (预定/暂缓/封盘, house.held_at) keeps the
// house from the release for the company's hold_protect_days from when it began (house.jobs.ts).

// The countdown and hold columns of a status change, written with it: back to 有效 the countdown starts again; a hold
// begun from a status that is no hold starts its protection, one hold changed into another keeps its start.
export function statusCountdown(from: HouseStatus, to: HouseStatus, now: number): Updateable<HouseTable> {
  if (to === 'valid') return { active_at: now, held_at: null };
  if (HOUSE_DATED_STATUSES.includes(to)) return HOUSE_DATED_STATUSES.includes(from) ? {} : { held_at: now };
  return { held_at: null };
}

// A follow-up marked invalid, or valid again, finds the countdown afresh from the house's history, in the caller's
// transaction: the typed follow-ups record when it was entered, claimed, given a new maintainer or returned to 有效.
export async function recountHouseCountdown(trx: Db, houseId: number): Promise<void> {
  const house = await trx.selectFrom('house').select(['created_at', 'last_followup_at']).where('id', '=', houseId).executeTakeFirst();
  if (!house) return;
  const changes = await trx.selectFrom('followup').select(['kind', 'detail', 'created_at'])
    .where('house_id', '=', houseId).where('kind', 'in', ['pool', 'role', 'status']).execute();
  const restarted = changes.filter((c) => {
    const change = changeOf(c.kind, c.detail);
    if (c.kind === 'pool') return change?.to === 'private';
    if (c.kind === 'status') return change?.to === 'valid';
    // A hand-over names no role: the maintainer is what it hands over.
    return change?.role === 'maintain' || change?.role === undefined;
  }).map((c) => Number(c.created_at));
  const activeAt = Math.max(Number(house.created_at), Number(house.last_followup_at ?? 0), ...restarted);
  await trx.updateTable('house').set({ active_at: activeAt }).where('id', '=', houseId).execute();
}
