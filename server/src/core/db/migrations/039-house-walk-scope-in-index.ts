import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// A page in update order is walked along an index of the kind's houses by update time. There were two:
// house_kind_updated_idx (kind, updated_at, id) and house_sort_filter_idx (migrations 022, 031), which holds after
// those the deletion time, status, pool, maintainer, store, community, price, area, rooms, label bits and last
// follow-up. With a filter neither holds (a floor, a use, an orientation, a level), SQLite walked the smaller one, and
// for a caller below company scope read the row of every house it met to check the scope too, most of them other
// people's private houses: an agent's or a store manager's page of the high floors took 51 ms at 1M houses, of a use
// 27 ms. Along house_sort_filter_idx the scope is checked in the index and only the readable houses' rows are read:
// 4.1 and 1.7 ms. Without the smaller index both planners walk the larger, whose order is the same; the company's
// pages cost about what they did, and a house's edit has one index fewer to move.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('house_kind_updated_idx').execute();
}
