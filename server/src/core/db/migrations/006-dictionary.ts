import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Administrative areas and the community dictionary: region → building → unit → floor → door.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('area'), dialect)
    .addColumn('parent_id', 'integer', (c) => c.references('area.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('area_parent_idx').on('area').column('parent_id').execute();

  await withId(db.schema.createTable('region'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('pinyin', 'varchar(300)', text)
    .addColumn('initials', 'varchar(60)', text)
    .addColumn('area_id', 'integer', (c) => c.references('area.id'))
    .addColumn('business_circle', 'varchar(50)', text)
    .addColumn('address', 'varchar(200)', text)
    .addColumn('developer', 'varchar(100)', text)
    .addColumn('build_year', 'integer')
    // Fen per square metre per month.
    .addColumn('property_fee', 'integer')
    .addColumn('lng', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('region_name_idx').on('region').columns(['area_id', 'name']).unique().execute();
  await db.schema.createIndex('region_pinyin_idx').on('region').column('pinyin').execute();
  await db.schema.createIndex('region_initials_idx').on('region').column('initials').execute();

  await withId(db.schema.createTable('building'), dialect)
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('building_name_uq', ['region_id', 'name'])
    .execute();

  await withId(db.schema.createTable('unit'), dialect)
    .addColumn('building_id', 'integer', (c) => c.notNull().references('building.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('unit_name_uq', ['building_id', 'name'])
    .execute();

  await withId(db.schema.createTable('floor'), dialect)
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('unit.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addUniqueConstraint('floor_number_uq', ['unit_id', 'number'])
    .execute();

  await withId(db.schema.createTable('door'), dialect)
    .addColumn('floor_id', 'integer', (c) => c.notNull().references('floor.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addUniqueConstraint('door_name_uq', ['floor_id', 'name'])
    .execute();
}
