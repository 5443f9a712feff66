import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Listing portals: one row per house and portal with the listing's state there, and the sandbox provider's own table of
// the listings it was given (as a real portal keeps them on its side). Times are epoch seconds, money integer fen.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('house_portal'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('portal', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', text)
    .addColumn('withdrawn_for', 'varchar(20)')
    .addColumn('ref', 'varchar(64)', text)
    .addColumn('pushed_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('pushed_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'bigint')
    .addColumn('state_at', 'bigint', (c) => c.notNull())
    .addColumn('vr_task_id', 'integer')
    .addColumn('vr_synced_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('house_portal_house_portal_key', ['house_id', 'portal'])
    .execute();
  // The job's scans: pending listings by when they were last asked about, live ones with their houses.
  await db.schema.createIndex('house_portal_state_idx').on('house_portal').columns(['state', 'checked_at']).execute();

  await db.schema.createTable('portal_sandbox_listing')
    .addColumn('ref', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('portal', 'varchar(20)', (c) => c.notNull())
    .addColumn('house_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', text)
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('pictures', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', text)
    .addColumn('tour_url', 'varchar(500)', text)
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
