import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// The typed records by their writer, as a scoped caller lists a kind of them (a store manager's entries): the writers'
// follow-ups are searched writer by writer in this index alone, instead of walking every record of the kind in time
// order (followup_typed_idx, migration 032) and reading each one's row for its writer. Entries are a third of the
// follow-ups, and a store's staff write about one in a hundred of them: PostgreSQL counted a store manager's with a
// parallel scan of the table (172 ms a count at 3 million follow-ups), SQLite searched the writers' index and read
// each of their follow-ups' rows for its kind. Written follow-ups stay out of it, as out of followup_typed_idx, so the busiest
// write adds nothing to it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('followup_typed_writer_idx').on('followup').columns(['staff_id', 'kind', 'created_at', 'id'])
    .where(sql<boolean>`kind <> 'manual'`).execute();
  await analyzeWhenLarge(db, dialect, 'followup', 'followup_typed_writer_idx');
}
