import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// A status's keys in the key list's order (newest change first), with the return date to tell the overdue ones. Once
// the page's ids were read from the keys alone, SQLite found a status's keys in the store's index and
// sorted them all: 57-311 ms for a page of the admin's lent, in-store or owner-taken keys at 349,298 keys, against
// 0.02 ms along this index; the overdue keys' page 30 → 1.5 ms. Live keys only, as the list asks; the deletion time
// (always null here) is in it too, so that SQLite counts a status's keys from its entries alone, as it does from the
// store's index (migration 037), whichever of the two it takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_key_status_updated_idx').on('house_key').columns(['status', 'updated_at', 'id', 'due_at', 'deleted_at'])
    .where(sql<boolean>`deleted_at is null`).execute();
  await analyzeWhenLarge(db, dialect, 'house_key', 'house_key');
}
