import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// External houses (house_offline) waiting to be verified and converted into houses, and the Excel import batches
// they came in with (housecheck_import, with the per-row report of the rows it refused).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('housecheck_import'), dialect)
    .addColumn('filename', 'varchar(200)', text)
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('ok_rows', 'integer', (c) => c.notNull())
    .addColumn('failed_rows', 'integer', (c) => c.notNull())
    // JSON: [{row, errors: [{column, message}]}] in the importer's language.
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The latest batches of the people within a scope.
  await db.schema.createIndex('housecheck_import_created_by_idx').on('housecheck_import').columns(['created_by', 'created_at']).execute();
  await db.schema.createIndex('housecheck_import_created_idx').on('housecheck_import').columns(['created_at', 'id']).execute();

  await withId(db.schema.createTable('house_offline'), dialect)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_url', 'varchar(500)', text)
    // The texts as given; the ids as matched against the dictionary (null when not matched).
    .addColumn('community', 'varchar(50)', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.references('region.id'))
    .addColumn('building', 'varchar(20)', text)
    .addColumn('unit', 'varchar(20)', text)
    .addColumn('door', 'varchar(20)', text)
    .addColumn('building_id', 'integer', (c) => c.references('building.id'))
    .addColumn('unit_id', 'integer', (c) => c.references('unit.id'))
    .addColumn('floor_id', 'integer', (c) => c.references('floor.id'))
    .addColumn('door_id', 'integer', (c) => c.references('door.id'))
    .addColumn('floor_number', 'integer')
    .addColumn('total_floors', 'integer')
    // Hundredths of a square metre; fen.
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('halls', 'integer', (c) => c.notNull())
    .addColumn('baths', 'integer', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(30)', text)
    // Like house_owner_phone: AES-256-GCM ciphertext, the masked form, the keyed hash of the digits.
    .addColumn('owner_phone_enc', 'varchar(200)', (c) => c.notNull())
    .addColumn('owner_phone_masked', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_phone_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(500)', text)
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    // A live house of the kind on the matched door when it was taken in.
    .addColumn('duplicate_house_id', 'integer', (c) => c.references('house.id'))
    .addColumn('house_id', 'integer', (c) => c.references('house.id'))
    .addColumn('import_id', 'integer', (c) => c.references('housecheck_import.id'))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: newest first, by status (the tabs) within a scope on who took them in, or across the company.
  await db.schema.createIndex('house_offline_status_idx').on('house_offline').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('house_offline_created_by_idx').on('house_offline').columns(['created_by', 'status', 'created_at']).execute();
  await db.schema.createIndex('house_offline_import_idx').on('house_offline').columns(['import_id', 'id']).execute();
  await db.schema.createIndex('house_offline_door_idx').on('house_offline').columns(['door_id', 'kind']).execute();
  await db.schema.createIndex('house_offline_phone_idx').on('house_offline').column('owner_phone_hash').execute();
  await db.schema.createIndex('house_offline_house_idx').on('house_offline').column('house_id').execute();
}
