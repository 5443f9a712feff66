import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// house.label_bits: the house's labels of ids 1 to 52 as bits (modules/house/label-bits.ts), filled from house_label.
// A list filtered by labels searched house_label for every house it met: a pair of labels at 1M houses on SQLite, 0.9 ms
// to count 200 and 0.6 ms for a page, the slowest list case of the benchmark. With the
// bits in the indexes the count searches house_kind_labels_idx from the mask up (0.04-0.06 ms) and the page checks the
// bits inside house_sort_filter_idx as it walks it (0.12-0.19 ms). The literal 52 is LABEL_BIT_MAX when this was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('house').addColumn('label_bits', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await fillLabelBits(db, dialect);
  // The count of a label filter: houses carrying every label of a mask have label_bits >= the mask, a range of this
  // index, read without the rows (the liveness, the status tabs' status and the scope's columns are in it; partial on
  // deleted_at, it read every row for that column and SQLite's planner rightly preferred walking house_sort_filter_idx).
  await db.schema.createIndex('house_kind_labels_idx').on('house')
    .columns(['kind', 'label_bits', 'deleted_at', 'status', 'pool', 'maintainer_id']).execute();
  // A page in update order checks the bits inside the index it walks, as it does the other filters (016-performance).
  await db.schema.dropIndex('house_sort_filter_idx').execute();
  await db.schema.createIndex('house_sort_filter_idx').on('house').columns([
    'kind', 'updated_at', 'id', 'deleted_at', 'status', 'pool', 'maintainer_id', 'store_id', 'region_id', 'price', 'area', 'rooms', 'label_bits',
  ]).execute();
  // And house_filter_idx, which counts the status tabs status by status (house-list.service.ts, statusCounts).
  await db.schema.dropIndex('house_filter_idx').execute();
  await db.schema.createIndex('house_filter_idx').on('house').columns([
    'kind', 'deleted_at', 'status', 'pool', 'maintainer_id', 'store_id', 'region_id', 'building_id', 'rooms', 'price', 'area',
    'floor_number', 'grade', 'level', 'use', 'decoration', 'orientation', 'key_count', 'picture_count', 'updated_at', 'created_at',
    'last_followup_at', 'label_bits',
  ]).execute();
  await analyzeHousesWhenLarge(db, dialect);
}

// Every house's label_bits from its house_label rows (a house's labels are distinct: the sum of their bits is their OR).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function fillLabelBits(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`update house set label_bits = coalesce(l.bits, 0)
      from house as h left join (select house_id, sum(1::bigint << label_id) as bits from house_label where label_id between 1 and 52 group by house_id) as l
        on l.house_id = h.id
      where h.id = house.id`.execute(db);
  } else {
    await sql`update house set label_bits = coalesce((select sum(1 << label_id) from house_label where house_id = house.id and label_id between 1 and 52), 0)`
      .execute(db);
  }
}
