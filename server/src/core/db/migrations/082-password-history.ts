import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './helpers.js';

// The hashes of a person's earlier passwords, so a new password cannot be one of the last ones (account.service.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('password_history'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_history_staff_idx').on('password_history').columns(['staff_id', 'id']).execute();
}
