import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// School districts with the regions and buildings they serve, labels (tags), and duty zones (责任盘) with their
// stores and regions. Link rows go with the region, building or store they name (on delete cascade): they are
// assignments, not records of their own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('school_district'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('area_id', 'integer', (c) => c.references('area.id'))
    // The school names as a JSON array of strings.
    .addColumn('schools', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('school_district_region')
    .addColumn('school_district_id', 'integer', (c) => c.notNull().references('school_district.id').onDelete('cascade'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('school_district_region_pk', ['school_district_id', 'region_id'])
    .execute();
  await db.schema.createIndex('school_district_region_region_idx').on('school_district_region').column('region_id').execute();

  await db.schema.createTable('school_district_building')
    .addColumn('school_district_id', 'integer', (c) => c.notNull().references('school_district.id').onDelete('cascade'))
    .addColumn('building_id', 'integer', (c) => c.notNull().references('building.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('school_district_building_pk', ['school_district_id', 'building_id'])
    .execute();
  await db.schema.createIndex('school_district_building_building_idx').on('school_district_building').column('building_id').execute();

  await withId(db.schema.createTable('label'), dialect)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('label_name_uq', ['kind', 'name'])
    .execute();

  await withId(db.schema.createTable('zone'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('zone_store')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zone.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('zone_store_pk', ['zone_id', 'store_id'])
    .execute();
  await db.schema.createIndex('zone_store_store_idx').on('zone_store').column('store_id').execute();

  // A region is in at most one zone: the region is the key.
  await db.schema.createTable('zone_region')
    .addColumn('region_id', 'integer', (c) => c.primaryKey().references('region.id').onDelete('cascade'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zone.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('zone_region_zone_idx').on('zone_region').column('zone_id').execute();
}
