import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Second-hand sale and rental houses (房源) with their labels, price history, follow-ups (the house's full
// history), favourites and focus; the company's pool and follow-up policy.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('company').addColumn('house_private_cap', 'integer', (c) => c.notNull().defaultTo(50)).execute();
  await db.schema.alterTable('company').addColumn('house_release_days', 'integer', (c) => c.notNull().defaultTo(15)).execute();
  await db.schema.alterTable('company').addColumn('followup_min_length', 'integer', (c) => c.notNull().defaultTo(10)).execute();

  await withId(db.schema.createTable('house'), dialect)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('door_id', 'integer', (c) => c.notNull().references('door.id'))
    // Copied from the door so the list filters without joining the dictionary.
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id'))
    .addColumn('building_id', 'integer', (c) => c.notNull().references('building.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('unit.id'))
    .addColumn('floor_id', 'integer', (c) => c.notNull().references('floor.id'))
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('total_floors', 'integer', (c) => c.notNull())
    .addColumn('use', 'varchar(20)', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('halls', 'integer', (c) => c.notNull())
    .addColumn('baths', 'integer', (c) => c.notNull())
    // Hundredths of a square metre.
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('orientation', 'varchar(20)', (c) => c.notNull())
    .addColumn('decoration', 'varchar(20)', (c) => c.notNull())
    // Fen: the total for a sale, the month's rent for a rental. bigint: a flat can cost more than 2^31 fen.
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('base_price', 'bigint')
    .addColumn('rent_payment', 'varchar(20)')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('current_use', 'varchar(20)', (c) => c.notNull())
    .addColumn('grade', 'varchar(2)', (c) => c.notNull())
    .addColumn('level', 'varchar(20)', (c) => c.notNull())
    .addColumn('pool', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('status_until', 'bigint')
    .addColumn('invalid_reason', 'varchar(200)', text)
    .addColumn('remarks', 'varchar(2000)', text)
    .addColumn('recorder_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('maintainer_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('key_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picture_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_followup_at', 'bigint')
    .addColumn('last_view_at', 'bigint')
    .addColumn('views_30d', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();

  // One live house per door and kind, enforced by the database too, so two entries at the same moment cannot
  // both pass the service's check. A cancelled (注销) or deleted house frees the door.
  await db.schema.createIndex('house_door_kind_live_uq').on('house').columns(['door_id', 'kind']).unique()
    .where(sql<boolean>`deleted_at is null and status <> 'cancelled'`).execute();
  await db.schema.createIndex('house_door_idx').on('house').column('door_id').execute();
  // The list: every query names the kind and most sort by update time (id breaks ties), so the composites lead
  // with kind and end with the sort key; the most selective filters get their own. They hold live houses only:
  // every list query says deleted_at is null.
  const live = sql<boolean>`deleted_at is null`;
  const listIndexes: [string, string[]][] = [
    ['house_kind_updated_idx', ['kind', 'updated_at', 'id']],
    ['house_kind_status_updated_idx', ['kind', 'status', 'updated_at', 'id']],
    ['house_kind_pool_updated_idx', ['kind', 'pool', 'updated_at', 'id']],
    ['house_kind_region_updated_idx', ['kind', 'region_id', 'updated_at', 'id']],
    ['house_kind_price_idx', ['kind', 'price', 'id']],
    ['house_kind_area_idx', ['kind', 'area', 'id']],
    ['house_kind_created_idx', ['kind', 'created_at', 'id']],
    ['house_kind_rooms_price_idx', ['kind', 'rooms', 'price']],
    ['house_maintainer_kind_updated_idx', ['maintainer_id', 'kind', 'updated_at']],
    ['house_store_kind_updated_idx', ['store_id', 'kind', 'updated_at']],
    // The jobs: dated statuses that end, private houses without a recent follow-up.
    ['house_status_until_idx', ['status', 'status_until']],
    ['house_pool_followup_idx', ['pool', 'last_followup_at', 'created_at']],
  ];
  for (const [name, columns] of listIndexes) await db.schema.createIndex(name).on('house').columns(columns).where(live).execute();
  // Every filterable column, so the list's total is counted from this index alone whatever the filters (the scope on
  // the maintainer, grade, decoration, floor…), never by reading the rows. Not partial, deleted_at a column of it:
  // measured on SQLite, the partial form was passed over for a narrower index and the counts were ten times slower.
  await db.schema.createIndex('house_filter_idx').on('house').columns([
    'kind', 'deleted_at', 'status', 'pool', 'maintainer_id', 'store_id', 'region_id', 'building_id', 'rooms', 'price', 'area',
    'floor_number', 'grade', 'level', 'use', 'decoration', 'orientation', 'key_count', 'picture_count', 'updated_at', 'created_at',
    'last_followup_at',
  ]).execute();

  await db.schema.createTable('house_label')
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('label.id'))
    .addPrimaryKeyConstraint('house_label_pk', ['house_id', 'label_id'])
    .execute();
  await db.schema.createIndex('house_label_label_idx').on('house_label').columns(['label_id', 'house_id']).execute();

  await withId(db.schema.createTable('house_price_history'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('price_from', 'bigint', (c) => c.notNull())
    .addColumn('price_to', 'bigint', (c) => c.notNull())
    .addColumn('base_price_from', 'bigint')
    .addColumn('base_price_to', 'bigint')
    .addColumn('reason', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('house_price_history_house_idx').on('house_price_history').columns(['house_id', 'created_at']).execute();

  // Follow-ups of houses now and of customers later. staff_id null: written by the server itself (a job).
  await withId(db.schema.createTable('followup'), dialect)
    .addColumn('house_id', 'integer', (c) => c.references('house.id'))
    .addColumn('customer_id', 'integer')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', text)
    // What a typed follow-up changed, as JSON ({"from": …, "to": …}); empty for a manual one.
    .addColumn('detail', 'varchar(500)', text)
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_reason', 'varchar(200)', text)
    .addColumn('invalid_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('invalid_at', 'bigint')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('followup_house_idx').on('followup').columns(['house_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('followup_staff_idx').on('followup').columns(['staff_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('followup_created_idx').on('followup').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('followup_customer_idx').on('followup').columns(['customer_id', 'created_at']).execute();

  for (const table of ['house_fav', 'house_focus']) {
    await db.schema.createTable(table)
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
      .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['staff_id', 'house_id'])
      .execute();
    await db.schema.createIndex(`${table}_house_idx`).on(table).column('house_id').execute();
  }
}
