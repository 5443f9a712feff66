import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// The pool release job (house.jobs.ts) looks for private houses on the market without a recent follow-up. Its index
// held every live house by pool and last follow-up, so each pass read every private house idle that long, mostly sold
// or cancelled ones, to check their status: 100-250 ms at a million houses on SQLite, holding the one connection every
// ten minutes while every call waited. This index holds only the candidates (private, live, on the market) by the time
// their idleness counts from (the last follow-up, else the entry), so a pass reads just the houses it releases (4 ms
// instead of 120 at a million). The statuses are written out as the job writes them (HOUSE_OPEN_STATUSES): a partial
// index serves a query whose WHERE repeats its own. One expression rather than two columns: SQLite's planner passed
// over an index it had to search twice (last follow-up before the cutoff, or none and entered before it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('house_pool_followup_idx').execute();
  await db.schema.createIndex('house_release_due_idx').on('house').expression(sql`coalesce(last_followup_at, created_at)`)
    .where(sql<boolean>`pool = 'private' and deleted_at is null and status in ('valid', 'reserved', 'paused', 'sealed')`)
    .execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_release_due_idx');
}
