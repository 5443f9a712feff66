import { sql } from 'kysely';
import type { DbHandle } from './database.js';

// The query planner's statistics. The planner picks the list's indexes from them: without them
// a million-house count took 47 ms instead of 0.1 ms. Migration 016 gathers them once on a large database; after
// that they are refreshed by `npm run db:analyze`, off-hours, after a large import or when the houses have grown
// several times. It is not a job of the server on purpose: SQLite's cheap PRAGMA optimize samples a table (its
// analysis limit) and recorded the house kind as about 1,000 different values at a million houses, which misleads
// the planner; a full ANALYZE is exact but holds SQLite's one connection for seconds at that size. PostgreSQL's
// autovacuum analyses by itself; the command still helps right after a bulk load. `vacuum` also vacuums each
// PostgreSQL table, as autovacuum would in time: without a visibility map an index-only read visits the table.
export async function analyzeDatabase(handle: DbHandle, options: { vacuum?: boolean } = {}): Promise<string[]> {
  if (handle.dialect === 'sqlite') {
    await sql`analyze`.execute(handle.db);
    const tables = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1 order by tbl`.execute(handle.db);
    return tables.rows.map((row) => row.tbl);
  }
  // Only this database's schema: tests share one PostgreSQL database, one schema each.
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = ${handle.schema ?? 'public'} order by tablename`
    .execute(handle.db);
  const names = tables.rows.map((row) => row.tablename).filter((name) => !name.startsWith('kysely_'));
  const command = options.vacuum ? sql`vacuum analyze` : sql`analyze`;
  for (const name of names) await sql`${command} ${sql.table(`${handle.schema ?? 'public'}.${name}`)}`.execute(handle.db);
  return names;
}
