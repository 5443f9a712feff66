import type { Kysely } from 'kysely';
import { text } from './helpers.js';

// Company policies and the module switches (top-level menu groups switched off for everyone).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('resign_handover', 'varchar(20)', (c) => c.notNull().defaultTo('manager')).execute();
  await db.schema.createTable('module_switch')
    .addColumn('menu_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', text)
    .execute();
}
