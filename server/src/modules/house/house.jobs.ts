import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { HOUSE_DATED_STATUSES, HOUSE_OPEN_STATUSES, type HouseStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/schema.js';
import { nextTurn, type Job } from '../../core/jobs.js';
import { companyDate } from '../../core/clock.js';
import { readHousePolicy } from '../../core/settings.js';
import { notify } from '../message/message-write.js';
import { recordHouseChanges } from './followup-record.js';
import { houseList, houseTitles } from '../../core/house-title.js';

// The house jobs. Each batch is one UPDATE … RETURNING whose WHERE clause repeats the condition, inside a
// transaction with the follow-ups it writes: when two servers run the same job at once, a row changed by one no
// longer matches for the other (PostgreSQL re-checks the WHERE of a row it waited for), so nothing is applied
// twice and every change has exactly one follow-up.

// Rows a batch. On SQLite a batch holds the server's thread while it runs (the jobs yield between batches), and a house
// changes about a dozen index entries: small batches keep what a request waits behind short.
const BATCH = 100;
const DAY = 86_400;

// `batch`: rows a transaction (tests set it small); `signal`: the server is stopping, so no next batch.
type RunOptions = { batch?: number; signal?: AbortSignal };

// The houses of a dated status whose end date has passed: house_status_until_idx holds the live houses with an end
// date (migration 035), which `status_until <= now` implies.
export function expiredIn(status: HouseStatus, now: number) {
  return (eb: ExpressionBuilder<Database, 'house'>) =>
    eb.and([eb('status', '=', status), eb('status_until', '<=', now), eb('deleted_at', 'is', null)]);
}

// 预定/暂缓/封盘 whose end date has passed return to 有效, their release countdown starting again.
export async function returnExpiredStatuses(db: Db, now: number, { batch = BATCH, signal }: RunOptions = {}): Promise<number> {
  let changed = 0;
  for (const status of HOUSE_DATED_STATUSES) {
    if (signal?.aborted) break;
    const expired = expiredIn(status, now);
    for (;;) {
      const ids = await db.transaction().execute(async (trx) => {
        const rows = await trx.updateTable('house')
          .set({ status: 'valid', status_until: null, active_at: now, held_at: null, version: sql<number>`version + 1`, updated_at: now })
          .where(expired)
          .where('id', 'in', (eb) => eb.selectFrom('house').select('id').where(expired).limit(batch))
          .returning('id').execute();
        await recordHouseChanges(trx, rows.map((row) => ({
          houseId: row.id, staffId: null, kind: 'status' as const, content: '',
          change: { from: status, to: 'valid' satisfies HouseStatus, until: null, auto: true },
        })), now);
        return rows.map((row) => row.id);
      });
      changed += ids.length;
      if (ids.length < batch) break;
      await nextTurn();
      if (signal?.aborted) break;
    }
  }
  return changed;
}

// The houses the pool release looks at, written as the WHERE of house_release_due_idx (migration 105) so the planners
// may use it: literals, not parameters, and the statuses in the index's order.
function releaseCandidate(eb: ExpressionBuilder<Database, 'house'>) {
  return [
    eb('pool', '=', sql.lit('private')),
    eb('deleted_at', 'is', null),
    eb('status', 'in', HOUSE_OPEN_STATUSES.map((status) => sql.lit(status))),
  ];
}

// Candidates whose release countdown (active_at: entry, claim, new maintainer, return to 有效, valid follow-up;
// house-countdown.ts) started before `cutoff` and that no hold protects: in none, or in one begun by `heldCutoff`.
// Both columns are house_release_due_idx's, so the protected ones are passed over within the index.
export function idleSince(cutoff: number, heldCutoff: number) {
  return (eb: ExpressionBuilder<Database, 'house'>) => eb.and([
    ...releaseCandidate(eb),
    eb('active_at', '<', cutoff),
    eb.or([eb('held_at', 'is', null), eb('held_at', '<=', heldCutoff)]),
  ]);
}

// The release's due houses at `now` under the company's policy (a hold of 0 days protects from nothing).
export function releaseDue(now: number, { releaseDays, holdProtectDays }: { releaseDays: number; holdProtectDays: number }) {
  return idleSince(now - releaseDays * DAY, now - holdProtectDays * DAY);
}

// The longest idle first, in the index's order: PostgreSQL, estimating many matches, otherwise read the whole table
// for a batch's LIMIT (280 ms at a million when none was due; 0.1 ms along the index).
export function longestIdle<Q extends SelectQueryBuilder<Database, 'house', { id: number }>>(query: Q): Q {
  return query.orderBy('active_at') as Q;
}

// Each maintainer told in one message which of their houses changed, grouped by what the message says.
async function tellMaintainers(db: Db, rows: readonly { id: number; maintainer_id: number }[], send: (to: number, houses: string) => Promise<unknown>) {
  const titles = await houseTitles(db, rows.map((row) => row.id));
  const byMaintainer = new Map<number, number[]>();
  for (const row of rows) byMaintainer.set(row.maintainer_id, [...(byMaintainer.get(row.maintainer_id) ?? []), row.id]);
  for (const [maintainerId, ids] of byMaintainer) await send(maintainerId, houseList(titles, ids, maintainerId));
}

// Private houses still on the market whose countdown is older than the company's number of days, and that no hold
// protects, go to the public pool; their maintainers are told.
export async function releaseIdlePrivateHouses(db: Db, now: number, { batch = BATCH, signal }: RunOptions = {}): Promise<number> {
  const policy = await readHousePolicy(db);
  const { releaseDays } = policy;
  const idle = releaseDue(now, policy);
  let changed = 0;
  for (;;) {
    const ids = await db.transaction().execute(async (trx) => {
      const rows = await trx.updateTable('house')
        .set({ pool: 'public', version: sql<number>`version + 1`, updated_at: now })
        .where(idle)
        .where('id', 'in', (eb) => longestIdle(eb.selectFrom('house').select('id').where(idle)).limit(batch))
        .returning(['id', 'maintainer_id']).execute();
      await recordHouseChanges(trx, rows.map((row) => ({
        houseId: row.id, staffId: null, kind: 'pool' as const, content: '', change: { from: 'private', to: 'public', auto: true },
      })), now);
      await tellMaintainers(trx, rows, (to, house) => notify(trx, { kind: 'poolRelease', to: [to], now, params: { house, days: releaseDays } }));
      return rows.map((row) => row.id);
    });
    changed += ids.length;
    if (ids.length < batch) break;
    await nextTurn();
    if (signal?.aborted) break;
  }
  return changed;
}

// Days before the release its maintainer is warned, as customers' agents are.
export const HOUSE_RELEASE_WARN_DAYS = 2;

// Maintainers warned, once per release time, of their private houses that go to the public pool within the warning's
// days: one message per maintainer and release date. The release time is the countdown's end, or the end of a hold's
// protection when later; a new countdown or hold moves it, and the house is warned again.
export async function warnBeforeHouseRelease(db: Db, now: number, { batch = 500 }: RunOptions = {}): Promise<number> {
  const { releaseDays, holdProtectDays } = await readHousePolicy(db);
  const due = idleSince(now - (releaseDays - HOUSE_RELEASE_WARN_DAYS) * DAY, now - (holdProtectDays - HOUSE_RELEASE_WARN_DAYS) * DAY);
  const countdownEnd = sql<number>`active_at + ${releaseDays * DAY}`;
  const protectionEnd = sql<number>`held_at + ${holdProtectDays * DAY}`;
  const releaseAt = holdProtectDays === 0 ? countdownEnd : sql<number>`case when ${protectionEnd} > ${countdownEnd} then ${protectionEnd} else ${countdownEnd} end`;
  const unwarned = (eb: ExpressionBuilder<Database, 'house'>) => eb.or([eb('release_warned_for', 'is', null), eb('release_warned_for', '<>', releaseAt)]);
  return db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('house').set({ release_warned_for: releaseAt })
      .where(due).where(unwarned)
      .where('id', 'in', (eb) => longestIdle(eb.selectFrom('house').select('id').where(due).where(unwarned)).limit(batch))
      .returning(['id', 'maintainer_id', 'release_warned_for']).execute();
    const byDate = new Map<string, typeof rows>();
    for (const row of rows) {
      const date = companyDate(Number(row.release_warned_for));
      byDate.set(date, [...(byDate.get(date) ?? []), row]);
    }
    for (const [date, dated] of byDate) {
      await tellMaintainers(trx, dated, (to, house) => notify(trx, { kind: 'poolReleaseWarning', to: [to], now, params: { house, date } }));
    }
    return rows.length;
  });
}

export const houseJobs: Job[] = [
  { name: 'house-status-expiry', everyMs: 60_000, run: (db, now, signal) => returnExpiredStatuses(db, now, { signal }) },
  { name: 'house-pool-release', everyMs: 10 * 60_000, run: (db, now, signal) => releaseIdlePrivateHouses(db, now, { signal }) },
  { name: 'house-release-warning', everyMs: 60 * 60_000, run: (db, now) => warnBeforeHouseRelease(db, now) },
];
