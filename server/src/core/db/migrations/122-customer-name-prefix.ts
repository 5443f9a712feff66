import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// The customer list finds a name by its start ignoring the case of Latin letters (core/sql.ts startsWith), which no
// plain index on the name serves: SQLite's LIKE folds case, and PostgreSQL's text ranges follow the database's
// collation. So the page and each tab's count read every customer of the pool. This index holds the name as each
// dialect's LIKE compares it (SQLite: NOCASE; PostgreSQL: lowered, byte-wise), so a name's start is a range of it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`create index customer_name_prefix_idx on customer(name collate nocase)`.execute(db);
  else await sql`create index customer_name_prefix_idx on customer(lower(name) text_pattern_ops)`.execute(db);
  await analyzeWhenLarge(db, dialect, 'customer', 'customer');
}
