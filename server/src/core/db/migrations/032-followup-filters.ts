import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// The follow-up list's kind, invalid and pinned filters had no index: a change's kind (price, status, keys, roles,
// the pool), the invalid ones and the pinned ones were found by reading the time index newest first and each
// follow-up's row until the page was full, and counted by reading them all: at 3 million follow-ups on SQLite
// 1.0-2.1 s a call. The typed records (a house's entry and its changes: a third of the
// follow-ups in the seeded data, their newest far down the time order, behind the written ones) get a partial index
// by kind in time order; the written follow-ups, most of them and the newest, stay out of it (their kind is met at
// once along the time index), so the busiest write, a follow-up, adds no entry to it. The invalid and the pinned
// follow-ups get a partial index each, with their writer, which a scoped caller's list checks there. The list names
// each condition as a literal (followup.service.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('followup_typed_idx').on('followup').columns(['kind', 'created_at', 'id'])
    .where(sql<boolean>`kind <> 'manual'`).execute();
  await db.schema.createIndex('followup_invalid_idx').on('followup').columns(['created_at', 'id', 'staff_id'])
    .where(sql<boolean>`invalid = 1`).execute();
  await db.schema.createIndex('followup_pinned_idx').on('followup').columns(['created_at', 'id', 'staff_id'])
    .where(sql<boolean>`pinned = 1`).execute();
  await analyzeWhenLarge(db, dialect, 'followup', 'followup');
}
