import { sql, type ExpressionBuilder } from 'kysely';
import { CUSTOMER_RELEASE_WARN_DAYS, LOOK_COUNT_DAYS } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/schema.js';
import { inBatches, type Job } from '../../core/jobs.js';
import { recordCustomerChanges } from '../house/followup-record.js';
import { notify } from '../message/message-write.js';
import { readCustomerPolicy } from './customer-policy.js';

// The customer jobs: the pool release (a private customer without a valid follow-up or effective viewing for the
// company's number of days, and not in a 暂缓 hold begun within hold_protect_days, goes to the public pool, its agent
// warned CUSTOMER_RELEASE_WARN_DAYS before) and the 30-day
// viewing counts of customers and houses, which age as days pass. Each batch is one UPDATE … RETURNING whose WHERE
// repeats the condition, so two servers running a job at once never apply a change twice.

const BATCH = 100;
const DAY = 86_400;

type RunOptions = { batch?: number; signal?: AbortSignal };

// Written as the WHERE of customer_release_idx (migrations 070, 105), literals, so the planners may use it; a hold
// begun after `heldCutoff` protects the customer, passed over within the index.
export function idleSince(cutoff: number, heldCutoff: number) {
  return (eb: ExpressionBuilder<Database, 'customer'>) => eb.and([
    eb('pool', '=', sql.lit('private')), eb('status', 'in', [sql.lit('valid'), sql.lit('paused')]), eb('active_at', '<', cutoff),
    eb.or([eb('held_at', 'is', null), eb('held_at', '<=', heldCutoff)]),
  ]);
}

export async function releaseIdleCustomers(db: Db, now: number, { batch = BATCH, signal }: RunOptions = {}): Promise<number> {
  const { releaseDays, holdProtectDays } = await readCustomerPolicy(db);
  const idle = idleSince(now - releaseDays * DAY, now - holdProtectDays * DAY);
  return inBatches(batch, signal, () => db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('customer')
      .set({ pool: 'public', warned_at: null, version: sql<number>`version + 1`, updated_at: now })
      .where(idle)
      .where('id', 'in', (eb) => eb.selectFrom('customer').select('id').where(idle).orderBy('active_at').limit(batch))
      .returning('id').execute();
    await recordCustomerChanges(trx, rows.map((row) => ({
      customerId: row.id, staffId: null, kind: 'pool' as const, content: '', change: { from: 'private', to: 'public', auto: true },
    })), now);
    return rows.length;
  }));
}

const NAMES_SHOWN = 10;

// One system message per agent listing their private customers due for release within the warning's days; each
// customer is warned once per countdown (warned_at, cleared when the countdown restarts or a hold begins).
export async function warnBeforeRelease(db: Db, now: number, { batch = 500 }: RunOptions = {}): Promise<number> {
  const { releaseDays, holdProtectDays } = await readCustomerPolicy(db);
  const due = idleSince(now - (releaseDays - CUSTOMER_RELEASE_WARN_DAYS) * DAY, now - (holdProtectDays - CUSTOMER_RELEASE_WARN_DAYS) * DAY);
  return db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('customer').set({ warned_at: now })
      .where(due).where('warned_at', 'is', null)
      .where('id', 'in', (eb) => eb.selectFrom('customer').select('id').where(due).where('warned_at', 'is', null).orderBy('active_at').limit(batch))
      .returning(['id', 'agent_id', 'name', 'active_at']).execute();
    const byAgent = new Map<number, typeof rows>();
    for (const row of rows) byAgent.set(row.agent_id, [...(byAgent.get(row.agent_id) ?? []), row]);
    for (const [agentId, customers] of byAgent) {
      const names = customers.slice(0, NAMES_SHOWN).map((c) => `${c.name} #${c.id}`).join(', ');
      await notify(trx, {
        kind: 'customerReleaseWarning', to: [agentId], now,
        params: { count: customers.length, customers: customers.length > NAMES_SHOWN ? `${names} …` : names, days: CUSTOMER_RELEASE_WARN_DAYS },
      });
    }
    return rows.length;
  });
}

// The 30-day viewing counts of the customers and houses whose latest viewing is older than 30 days but still counted.
export async function ageLookCounts(db: Db, now: number): Promise<number> {
  const since = now - LOOK_COUNT_DAYS * DAY;
  const customers = await db.updateTable('customer').set({ looks_30d: 0 })
    .where('looks_30d', '>', 0).where('last_look_at', '<', since).executeTakeFirst();
  const houses = await db.updateTable('house').set({ views_30d: 0 })
    .where('views_30d', '>', 0).where('last_view_at', '<', since).executeTakeFirst();
  // Those viewed within the 30 days: recounted from their effective viewings.
  const recountCustomers = await db.updateTable('customer')
    .set({ looks_30d: sql<number>`(select count(*) from customer_look_house lh where lh.customer_id = customer.id and lh.effective = 1 and lh.look_at >= ${since})` })
    .where('looks_30d', '>', 0).where('last_look_at', '>=', since).executeTakeFirst();
  const recountHouses = await db.updateTable('house')
    .set({ views_30d: sql<number>`(select count(*) from customer_look_house lh where lh.house_id = house.id and lh.effective = 1 and lh.look_at >= ${since})` })
    .where('views_30d', '>', 0).where('last_view_at', '>=', since).executeTakeFirst();
  return [customers, houses, recountCustomers, recountHouses].reduce((sum, r) => sum + Number(r.numUpdatedRows), 0);
}

export const customerJobs: Job[] = [
  { name: 'customer-release-warning', everyMs: 60 * 60_000, run: (db, now) => warnBeforeRelease(db, now) },
  { name: 'customer-pool-release', everyMs: 10 * 60_000, run: (db, now, signal) => releaseIdleCustomers(db, now, { signal }) },
  { name: 'look-count-aging', everyMs: 6 * 60 * 60_000, run: (db, now) => ageLookCounts(db, now) },
];
