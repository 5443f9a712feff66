import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// The browse log of houses (who opened a house's detail, at most once per person per 10 minutes), and the house an
// operation log entry concerns, with a summary of what the call was given, so a house's operation log is one
// indexed look-up.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('house_view'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .execute();
  // The browse log of a house, newest first.
  await db.schema.createIndex('house_view_house_idx').on('house_view').columns(['house_id', 'viewed_at']).execute();
  // The 10-minute check before each insert: this person's latest view of this house.
  await db.schema.createIndex('house_view_staff_house_idx').on('house_view').columns(['staff_id', 'house_id', 'viewed_at']).execute();

  await db.schema.alterTable('operation_log').addColumn('house_id', 'integer').execute();
  await db.schema.alterTable('operation_log').addColumn('summary', 'varchar(500)', text).execute();
  await db.schema.createIndex('operation_log_house_idx').on('operation_log').columns(['house_id', 'created_at']).execute();
}
