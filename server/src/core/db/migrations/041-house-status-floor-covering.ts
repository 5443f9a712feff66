import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// A floor range beside a price range, an area range or rooms: the floor range is often the narrower (the highest
// floors, 0.9 % of the sales at 1M houses), but migration 040's index held none of the others, so a count could not
// start from it without reading the row of every house on those floors; it read the kind's whole range of
// house_filter_idx instead (500-800万 on the floors from the 31st at 1M on SQLite: the list 205-250 ms, its count and
// its gathered page each reading the 700,000 sales). The same index, with the price, the area, the rooms and the update
// time after what it held, so those houses are checked and sorted from its entries alone (house-list.service.ts,
// rangesPlan). Its entries now also move when a house's price, area, rooms or update
// time changes (an edit), not on a follow-up.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('house_kind_status_floor_idx').execute();
  await db.schema.createIndex('house_kind_status_floor_idx').on('house')
    .columns(['kind', 'status', 'floor_number', 'deleted_at', 'pool', 'maintainer_id', 'price', 'area', 'rooms', 'updated_at', 'id'])
    .where(sql<boolean>`deleted_at is null`).execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_kind_status_floor_idx');
}
