import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// PostgreSQL only. The list's capped counts read `house` in its indexes alone only where the visibility map marks a
// page all-visible; every follow-up and status change updates a house row (its `updated_at` is in the sort indexes,
// so no such update is HOT) and clears its page's mark, which only a vacuum sets again. By default autovacuum waits
// for a fifth of the table to be dead rows: 200,000 at a million houses, months of follow-ups, and meanwhile the count
// of page 1 fetched 1,267 rows from the table (1,008 buffers, 817 read from disk) where it needs 6 buffers after a
// vacuum. At 1 % a vacuum comes every 10,000 changed houses; one took 6 s at 1M
// houses by hand (autovacuum spreads it out, cost-limited). SQLite keeps no visibility map: nothing to do there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table house set (autovacuum_vacuum_scale_factor = 0.01)`.execute(db);
}
