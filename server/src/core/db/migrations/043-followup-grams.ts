import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The follow-ups' text by its character pairs (core/grams.ts), so that a word few follow-ups hold is found from an
// index instead of by reading every follow-up.
// - PostgreSQL: a GIN index of text_grams(content), a function of the database writing the tokens (GIN holds no
//   positions: the follow-ups holding all of a word's pairs, anywhere, which the LIKE narrows).
// - SQLite: the FTS5 table of migration 045 (this migration's own table and trigger, which called a function the app
//   registered, are replaced there).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  // Only functions of pg_catalog inside, so that it means the same under any search_path (PostgreSQL 17 runs an
  // index's expressions with a safe one during maintenance).
  await sql`create function text_grams(t text) returns text[] language sql immutable strict parallel safe as $$
    select coalesce(array_agg(lpad(to_hex(ascii(substr(l, i, 1))), 6, '0') || lpad(to_hex(ascii(substr(l, i + 1, 1))), 6, '0')), '{}')
      from (select lower(t) as l) as s, generate_series(1, char_length(s.l) - 1) as i
  $$`.execute(db);
  // Without GIN's pending list, which takes inserts cheaply until it is full and then makes one insert merge it into
  // the index while the other writers wait.
  await sql`create index followup_gram_idx on followup using gin (text_grams(content)) with (fastupdate = off)`.execute(db);
}
