import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The house list's keyword (house-list.service.ts, regionsMatchingQuery) finds communities whose name holds it, and a
// latin keyword (wanke, soho, 12) can only be inside a name that holds an ASCII letter or digit once lowercased, which
// few Chinese community names do. An index on whether it does, with the name: such a keyword then searches the names
// that may hold it, where it read every community's name (at 2,526 communities, the look-up raw: SQLite 103 → 16.5
// µs, PostgreSQL 0.78 → 0.02 ms). An index on an expression rather than a column, so that every write of a name
// keeps it, the seeds' and the tests' too; the query names the same expression, character for character (both
// planners match an expression to an index by its form). Each dialect says it its own way: SQLite's lower() and LIKE
// fold ASCII only, PostgreSQL's fold more, and each query lowers the name as its LIKE does.
// PostgreSQL also gets indexes on pinyin and initials that byte-wise ranges (~>=~, ~<~) can search whatever the
// collation (text_pattern_ops): its look-up reads them, where it scanned the table with LIKEs; SQLite searches its
// prefixes as ranges of the existing indexes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create index region_latin_name_idx on region((lower(name) glob '*[a-z0-9]*'), name)`.execute(db);
    return;
  }
  await sql`create index region_latin_name_idx on region((lower(name) ~ '[a-z0-9]'), name)`.execute(db);
  await sql`create index region_pinyin_pattern_idx on region(pinyin text_pattern_ops)`.execute(db);
  await sql`create index region_initials_pattern_idx on region(initials text_pattern_ops)`.execute(db);
  // Statistics of the expression, without which the planner guesses half the names hold a letter and scans.
  await sql`analyze region`.execute(db);
}
