import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// The customer list's private and public tabs without a kind (as they open: the latest changed first) led no index
// with the pool, so a company's list sorted every customer of the pool for each page; this one is walked in order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('customer_pool_updated_idx').on('customer').columns(['pool', 'updated_at', 'id']).execute();
  await analyzeWhenLarge(db, dialect, 'customer', 'customer');
}
