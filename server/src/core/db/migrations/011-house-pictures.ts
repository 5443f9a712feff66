import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// House pictures: the files live under DATA_DIR/uploads (original and thumbnail); a row per picture, soft-deleted.
// house.picture_count (008) counts the live rows and is kept in the same transaction as each insert or delete.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('house_picture'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('group', 'varchar(20)', (c) => c.notNull())
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('thumb_url', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', text)
    .addColumn('uploader_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('locked_at', 'bigint')
    .addColumn('alert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alert_reason', 'varchar(200)', text)
    .addColumn('alert_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('alert_at', 'bigint')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // A house's live pictures by group, in upload order (the picture tab, the per-house cap).
  await db.schema.createIndex('house_picture_house_idx').on('house_picture').columns(['house_id', 'group', 'sort', 'id'])
    .where(sql<boolean>`deleted_at is null`).execute();
  // Pictures flagged as wrong, newest first (the pictures to look at).
  await db.schema.createIndex('house_picture_alert_idx').on('house_picture').columns(['alert_at', 'id'])
    .where(sql<boolean>`alert = 1 and deleted_at is null`).execute();
}
