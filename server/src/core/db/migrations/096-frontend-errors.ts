import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Uncaught errors of the web app's production build, as browsers reported them (log/frontend). `fingerprint` names
// a report's content and client, so the same one within a minute is counted on its row (`count`) instead of stored
// again; the list and the pruning job read along the time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('frontend_error'), dialect)
    .addColumn('message', 'varchar(500)', text)
    .addColumn('stack', 'varchar(4000)', text)
    .addColumn('page', 'varchar(300)', text)
    .addColumn('release', 'varchar(64)', text)
    .addColumn('agent', 'varchar(300)', text)
    .addColumn('staff_id', 'integer')
    .addColumn('ip', 'varchar(64)', text)
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('frontend_error_time_idx').on('frontend_error').columns(['created_at']).execute();
  await db.schema.createIndex('frontend_error_fingerprint_idx').on('frontend_error').columns(['fingerprint', 'created_at']).execute();
}
