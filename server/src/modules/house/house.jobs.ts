import { sql, type ExpressionBuilder } from 'kysely';
import { HOUSE_DATED_STATUSES, HOUSE_OPEN_STATUSES, type HouseStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/schema.js';
import type { Job } from '../../core/jobs.js';
import { readHousePolicy } from '../../core/settings.js';
import { recordHouseChanges } from '../followup/followup-record.js';

// The house jobs. Each batch is one UPDATE … RETURNING whose WHERE clause repeats the condition, inside a
// transaction with the follow-ups it writes: when two servers run the same job at once, a row changed by one no
// longer matches for the other (PostgreSQL re-checks the WHERE of a row it waited for), so nothing is applied
// twice and every change has exactly one follow-up.

const BATCH = 500;
const DAY = 86_400;

// 预定/暂缓/封盘 whose end date has passed return to 有效.
export async function returnExpiredStatuses(db: Db, now: number): Promise<number> {
  let changed = 0;
  for (const status of HOUSE_DATED_STATUSES) {
    const expired = (eb: ExpressionBuilder<Database, 'house'>) =>
      eb.and([eb('status', '=', status), eb('status_until', '<=', now), eb('deleted_at', 'is', null)]);
    for (;;) {
      const ids = await db.transaction().execute(async (trx) => {
        const rows = await trx.updateTable('house')
          .set({ status: 'valid', status_until: null, version: sql<number>`version + 1`, updated_at: now })
          .where(expired)
          .where('id', 'in', (eb) => eb.selectFrom('house').select('id').where(expired).limit(BATCH))
          .returning('id').execute();
        await recordHouseChanges(trx, rows.map((row) => ({
          houseId: row.id, staffId: null, kind: 'status' as const, content: '',
          change: { from: status, to: 'valid' satisfies HouseStatus, until: null, auto: true },
        })), now);
        return rows.map((row) => row.id);
      });
      changed += ids.length;
      if (ids.length < BATCH) break;
    }
  }
  return changed;
}

// Private houses still on the market without a valid follow-up for the company's number of days (counted from
// entry when there has been none) go to the public pool.
export async function releaseIdlePrivateHouses(db: Db, now: number): Promise<number> {
  const { releaseDays } = await readHousePolicy(db);
  const cutoff = now - releaseDays * DAY;
  const idle = (eb: ExpressionBuilder<Database, 'house'>) => eb.and([
    eb('pool', '=', 'private'),
    eb('deleted_at', 'is', null),
    eb('status', 'in', HOUSE_OPEN_STATUSES),
    eb.or([eb('last_followup_at', '<', cutoff), eb.and([eb('last_followup_at', 'is', null), eb('created_at', '<', cutoff)])]),
  ]);
  let changed = 0;
  for (;;) {
    const ids = await db.transaction().execute(async (trx) => {
      const rows = await trx.updateTable('house')
        .set({ pool: 'public', version: sql<number>`version + 1`, updated_at: now })
        .where(idle)
        .where('id', 'in', (eb) => eb.selectFrom('house').select('id').where(idle).limit(BATCH))
        .returning('id').execute();
      await recordHouseChanges(trx, rows.map((row) => ({
        houseId: row.id, staffId: null, kind: 'pool' as const, content: '', change: { from: 'private', to: 'public', auto: true },
      })), now);
      return rows.map((row) => row.id);
    });
    changed += ids.length;
    if (ids.length < BATCH) break;
  }
  return changed;
}

export const houseJobs: Job[] = [
  { name: 'house-status-expiry', everyMs: 60_000, run: returnExpiredStatuses },
  { name: 'house-pool-release', everyMs: 10 * 60_000, run: releaseIdlePrivateHouses },
];
