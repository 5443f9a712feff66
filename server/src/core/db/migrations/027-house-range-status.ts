import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// The status tabs (house/housestate) count each status up to the list's cap, and SQLite's planner took a price or area
// range's own index for a range it judged narrow, then read the row of every house in the range to learn its status,
// once for each of the eight statuses: at 1M houses the tabs for areas up to 40 m² (21,250 sales) took 550 ms, a price
// range of 2,000-2,300万 (17,302 sales) 480 ms, a store's houses (5,825) 160 ms. These three indexes now hold, after
// their own columns, the liveness, the status, the pool and the maintainer (what a count checks, the scope's parts
// included), so such a count reads their entries only: 60-76 → 1.4-1.9 ms a status.
// Their order is unchanged (the price's and the area's for a page sorted by them, the store's in update order, the id
// now named so that it still breaks the ties), and deleted_at is a column as well as the condition: SQLite counts
// from a partial index alone only when every column the query names is in it. The cost is on status, pool and
// maintainer changes, which now move an entry in each (follow-ups and edits of other columns do not).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const live = sql<boolean>`deleted_at is null`;
  const counted = ['deleted_at', 'status', 'pool', 'maintainer_id'];
  const widened: [string, string[]][] = [
    ['house_kind_price_idx', ['kind', 'price', 'id']],
    ['house_kind_area_idx', ['kind', 'area', 'id']],
    ['house_store_kind_updated_idx', ['store_id', 'kind', 'updated_at', 'id']],
  ];
  for (const [name, columns] of widened) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('house').columns([...columns, ...counted]).where(live).execute();
  }
  await analyzeHousesWhenLarge(db, dialect);
}
