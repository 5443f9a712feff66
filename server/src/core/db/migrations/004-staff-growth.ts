import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// HR properties, growth records and mentoring.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createTable('staff_property')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id'))
    .addColumn('birthday', 'varchar(10)', text)
    .addColumn('native_place', 'varchar(50)', text)
    .addColumn('address', 'varchar(200)', text)
    .addColumn('emergency_contact', 'varchar(50)', text)
    .addColumn('emergency_phone', 'varchar(32)', text)
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('staff_growth'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', text)
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_growth_staff_idx').on('staff_growth').columns(['staff_id', 'date']).execute();

  await withId(db.schema.createTable('staff_teaching'), dialect)
    .addColumn('mentor_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('apprentice_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('staff_teaching_pair_uq', ['mentor_id', 'apprentice_id'])
    .execute();
  await db.schema.createIndex('staff_teaching_apprentice_idx').on('staff_teaching').column('apprentice_id').execute();
}
