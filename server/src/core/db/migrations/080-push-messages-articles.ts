import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Push messages keep their audience as sent and how many it reached; the system's messages keep their kind and
// parameters so each reader sees them in their own language. Read counts of a page of pushed messages and the
// recipients a live server looks up come from message_recipient by message. Articles are read by everyone,
// published ones pinned first then newest; each reader is counted once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('message').addColumn('audience', 'text', text).execute();
  await db.schema.alterTable('message').addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('message').addColumn('kind', 'varchar(40)', text).execute();
  await db.schema.alterTable('message').addColumn('params', 'text', text).execute();
  await db.schema.createIndex('message_recipient_message_idx').on('message_recipient').columns(['message_id', 'read_at']).execute();
  // The push history: messages people sent (the system's have no sender), newest first.
  await db.schema.createIndex('message_sender_idx').on('message').columns(['sender_id', 'id']).execute();

  await withId(db.schema.createTable('article'), dialect)
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', text)
    .addColumn('cover', 'varchar(200)', text)
    .addColumn('body', 'text', text)
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint')
    .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('article_feed_idx').on('article').columns(['published', 'pinned', 'published_at', 'id']).execute();
  await db.schema.createIndex('article_type_idx').on('article').columns(['type', 'published', 'pinned', 'published_at']).execute();

  await db.schema
    .createTable('article_read')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_read_pk', ['article_id', 'staff_id'])
    .execute();
}
