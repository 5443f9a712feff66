import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge, withId } from './helpers.js';

const DAY = 86_400;

// The pool rules of houses and customers (house.jobs.ts, customer.jobs.ts, house/pool-claim.ts):
// - house.active_at: when a house's release countdown started, as customers' active_at: its entry, a claim, a new
//   maintainer (also by a hand-over), its return to 有效, or its latest valid written follow-up. The release counted
//   from the last follow-up or the entry alone, so a house claimed from the public pool, long idle by definition, went
//   back at the next run. Filled from each house's history: the latest claim, new maintainer or return to 有效 its
//   typed follow-ups record, or its entry, and its last valid follow-up when later.
// - house.held_at, customer.held_at: when the current hold (a house's 预定/暂缓/封盘, a customer's 暂缓) began, which
//   keeps it from the release for the company's hold_protect_days; filled from the status change that began it.
// - house.release_warned_for now holds the release time its maintainer was warned of (a hold moves it), not the
//   countdown's start: the start plus the company's days.
// - pool_claim: each claim from a public pool, for the daily cap (pool_claim_daily_cap), with the approval a claim
//   waits for, if any.
// - The release jobs' indexes by the countdown's start and the hold's, for the jobs' new conditions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('company').addColumn('hold_protect_days', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.alterTable('company').addColumn('pool_claim_daily_cap', 'integer', (c) => c.notNull().defaultTo(20)).execute();
  await db.schema.alterTable('house').addColumn('active_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('house').addColumn('held_at', 'bigint').execute();
  await db.schema.alterTable('customer').addColumn('held_at', 'bigint').execute();

  await fillPoolCountdowns(db, Math.floor(Date.now() / 1000));
  await sql`update house set release_warned_for = release_warned_for
      + coalesce((select house_release_days from company where id = 1), 15) * ${DAY}
    where release_warned_for is not null`.execute(db);

  // The release job's candidates by the start of their countdown, with the hold's start to skip the protected ones
  // within the index; the WHERE is the job's own, as before (migration 017).
  await db.schema.dropIndex('house_release_due_idx').execute();
  await db.schema.createIndex('house_release_due_idx').on('house').columns(['active_at', 'held_at'])
    .where(sql<boolean>`pool = 'private' and deleted_at is null and status in ('valid', 'reserved', 'paused', 'sealed')`)
    .execute();

  // The customers' as the houses' (migration 070's WHERE).
  await db.schema.dropIndex('customer_release_idx').execute();
  await db.schema.createIndex('customer_release_idx').on('customer').columns(['active_at', 'held_at'])
    .where(sql<boolean>`pool = 'private' and status in ('valid', 'paused')`).execute();

  await withId(db.schema.createTable('pool_claim'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('approval_id', 'integer', (c) => c.references('approval.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pool_claim_staff_idx').on('pool_claim').columns(['staff_id', 'kind', 'created_at']).execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_release_due_idx');
}

// The countdowns and holds from what each house's and customer's history records (its typed follow-ups), as the app
// writes them from now on. `now`: the start of a hold whose beginning the history does not show.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function fillPoolCountdowns(db: Kysely<any>, now: number): Promise<void> {
  const open = sql`status in ('valid', 'reserved', 'paused', 'sealed')`;
  // A claim, a new maintainer (a role change of the maintainer, or a hand-over, which names no role) or a return to 有效.
  const restarted = sql<number | null>`(select max(f.created_at) from followup f where f.house_id = house.id and (
    (f.kind = 'pool' and f.detail like '%"to":"private"%')
    or (f.kind = 'role' and (f.detail like '%"role":"maintain"%' or f.detail not like '%"role":%'))
    or (f.kind = 'status' and f.detail like '%"to":"valid"%')))`;
  await sql`update house set active_at = case when last_followup_at > created_at then last_followup_at else created_at end`.execute(db);
  await sql`update house set active_at = ${restarted} where pool = 'private' and deleted_at is null and ${open} and ${restarted} > active_at`
    .execute(db);
  // The hold began when the house last changed status from one that is no hold; unknown, it begins now.
  await sql`update house set held_at = coalesce((select max(f.created_at) from followup f where f.house_id = house.id and f.kind = 'status'
      and f.detail not like '%"from":"reserved"%' and f.detail not like '%"from":"paused"%' and f.detail not like '%"from":"sealed"%'), ${now})
    where deleted_at is null and status in ('reserved', 'paused', 'sealed')`.execute(db);
  await sql`update customer set held_at = coalesce((select max(f.created_at) from followup f where f.customer_id = customer.id and f.kind = 'status'
      and f.detail like '%"to":"paused"%'), ${now})
    where status = 'paused'`.execute(db);
}
