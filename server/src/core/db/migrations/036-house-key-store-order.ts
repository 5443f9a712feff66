import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// A store's keys in the key list's order (newest change first). The store's index (migration 010) leads with the
// status, so a store manager's page, whose scope is their store, gathered all the store's keys and sorted them: 23 ms
// for one of seed:scale's stores (about 2,900 keys of 349,298) on SQLite, against 0.13 ms read along this index, which
// also counts them (2.9 → 0.1 ms). Live keys only, as the list asks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_key_store_updated_idx').on('house_key').columns(['store_id', 'updated_at', 'id'])
    .where(sql<boolean>`deleted_at is null`).execute();
  await analyzeWhenLarge(db, dialect, 'house_key', 'house_key');
}
