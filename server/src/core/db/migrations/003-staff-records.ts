import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Resignation details and ID numbers on staff, and the log of point changes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('staff').addColumn('resigned_at', 'bigint').execute();
  await db.schema.alterTable('staff').addColumn('resign_reason', 'varchar(200)', text).execute();
  await db.schema.alterTable('staff').addColumn('id_number', 'varchar(18)', text).execute();
  await db.schema.createIndex('staff_mobile_idx').on('staff').column('mobile').execute();

  await withId(db.schema.createTable('staff_point_log'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('points_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', text)
    .addColumn('operator_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_point_log_staff_idx').on('staff_point_log').columns(['staff_id', 'created_at']).execute();

  await withId(db.schema.createTable('blacklist'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(32)', text)
    .addColumn('id_number', 'varchar(18)', text)
    .addColumn('reason', 'varchar(200)', text)
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blacklist_mobile_idx').on('blacklist').column('mobile').execute();
  await db.schema.createIndex('blacklist_id_number_idx').on('blacklist').column('id_number').execute();
}
