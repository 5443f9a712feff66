import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// SQLite: migration 043 wrote the pairs of the follow-ups already there in one statement, which FTS5 leaves as large
// segments on its lowest levels; the follow-ups written after it reach those levels within a few thousand writes and
// their merges rewrite the large segments while the writer waits (on the bench at 3.44 million follow-ups: 91-467
// follow-ups a second with stops of over a second, 2,239-2,440 a second once merged). `optimize` merges the table into
// one segment, on a level above the others (about 2 s at 3.44 million; docs/performance.md, change 81). PostgreSQL's
// GIN index has no segments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`insert into followup_gram (followup_gram) values ('optimize')`.execute(db);
}
