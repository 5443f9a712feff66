import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Virtual tours: the staff who hold an account at the VR provider, the shooting tasks on houses (a shoot taken from
// one of the company's packages at the provider, and the tour it made); and the sandbox provider's own record of its
// packages, accounts and tasks, which it is asked about as a real provider would be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('vr_user'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().unique().references('staff.id'))
    .addColumn('provider_user_id', 'varchar(64)', (c) => c.notNull())
    // active ⇄ disabled: a disabled account takes no new tasks; adding the staff member again re-enables it.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('disabled_at', 'bigint')
    .execute();
  await db.schema.createIndex('vr_user_status_idx').on('vr_user').columns(['status', 'id']).execute();

  await withId(db.schema.createTable('vr_task'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('vr_user_id', 'integer', (c) => c.notNull().references('vr_user.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('package_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('package_name', 'varchar(100)', text)
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(64)', (c) => c.notNull().unique())
    // shooting → done (the provider's callback, with the tour) or shooting → failed (the provider gave up on it).
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('shoot_url', 'varchar(500)', text)
    .addColumn('tour_url', 'varchar(500)', text)
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  // A house's tasks and its latest tour; a user's tasks by state (counts, package use).
  await db.schema.createIndex('vr_task_house_idx').on('vr_task').columns(['house_id', 'state', 'done_at']).execute();
  await db.schema.createIndex('vr_task_user_idx').on('vr_task').columns(['vr_user_id', 'state', 'package_ref']).execute();
  // One task being shot per house, held by the database against two orders at once.
  await db.schema.createIndex('vr_task_house_open_uq').on('vr_task').column('house_id').unique()
    .where(sql<boolean>`state = 'shooting'`).execute();

  // The sandbox provider's side: its packages (one trial package on first use), accounts and tasks.
  await db.schema.createTable('vr_sandbox_package')
    .addColumn('ref', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('vr_sandbox_user')
    .addColumn('ref', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', text)
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('vr_sandbox_task')
    .addColumn('ref', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('package_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set when the photographer ends the task, shot (failed 0) or given up (failed 1).
    .addColumn('done_at', 'bigint')
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
