import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Messages are written once and fanned out to their recipients, so unread counts and pages are one indexed
// lookup per person.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('message'), dialect)
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', text)
    .addColumn('info', 'text', text)
    .addColumn('needread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sender_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('message_recipient')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('message.id').onDelete('cascade'))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addPrimaryKeyConstraint('message_recipient_pk', ['staff_id', 'message_id'])
    .execute();
  await db.schema.createIndex('message_recipient_unread_idx').on('message_recipient')
    .columns(['staff_id', 'read_at', 'category']).execute();
}
