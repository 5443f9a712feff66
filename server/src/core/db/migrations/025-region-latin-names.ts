import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The house list's keyword (house-list.service.ts, regionsMatching) finds communities whose name holds it, and a latin
// keyword (wanke, soho, 12) can only be inside a name that holds an ASCII letter or digit, which few Chinese community
// names do. SQLite: an index on whether the lowercased name holds one, with the name, so that such a keyword searches
// the names that may hold it, reading index entries only, where it read every community's name (at 2,526 communities,
// raw in better-sqlite3: the whole look-up 103 → 16.5 µs). An index on the expression rather than a column: it is
// kept by every write of a name, the seeds' and the tests' too. The query names the same expression, character for
// character (SQLite matches an expression to an index by its form). PostgreSQL keeps its scan: its pinyin prefixes are
// LIKEs no index serves under a language collation, so the look-up reads the table anyway.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create index region_latin_name_idx on region((lower(name) glob '*[a-z0-9]*'), name)`.execute(db);
}
