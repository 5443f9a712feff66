import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// House owners with their phones (encrypted, plus a keyed hash for equality look-ups), house keys with their log,
// the per-role daily allowance of owner phone views, and server secrets (the generated owner-data key when no
// OWNER_DATA_KEY is configured).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('role').addColumn('phone_view_daily_limit', 'integer', (c) => c.notNull().defaultTo(30)).execute();

  // One row per secret, shared by every server on the database; the first server to need one inserts it.
  await db.schema.createTable('app_secret')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('house_owner'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('relation', 'varchar(20)', (c) => c.notNull())
    // AES-256-GCM ciphertext, empty when none; the masked form is kept beside it so lists never decrypt.
    .addColumn('id_number_enc', 'varchar(200)', text)
    .addColumn('id_number_masked', 'varchar(20)', text)
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('house_owner_house_idx').on('house_owner').columns(['house_id', 'id']).execute();

  await withId(db.schema.createTable('house_owner_phone'), dialect)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('house_owner.id').onDelete('cascade'))
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('phone_enc', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone_masked', 'varchar(20)', (c) => c.notNull())
    // HMAC-SHA256 (hex) of the digits under a key derived from the owner-data key: equal phones, equal hashes.
    .addColumn('phone_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('house_owner_phone_owner_uq').on('house_owner_phone').columns(['owner_id', 'sort']).unique().execute();
  await db.schema.createIndex('house_owner_phone_hash_idx').on('house_owner_phone').columns(['phone_hash', 'house_id']).execute();

  await withId(db.schema.createTable('house_key'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id'))
    .addColumn('number', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('borrower_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('lent_at', 'bigint')
    .addColumn('due_at', 'bigint')
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // A number names one live key in its store; the database enforces it so two entries at once cannot both pass.
  await db.schema.createIndex('house_key_store_number_uq').on('house_key').columns(['store_id', 'number']).unique()
    .where(sql<boolean>`deleted_at is null`).execute();
  await db.schema.createIndex('house_key_house_idx').on('house_key').columns(['house_id', 'status']).execute();
  // The key screen: a store's keys by status and the overdue filter (lent, due_at passed).
  await db.schema.createIndex('house_key_store_status_idx').on('house_key').columns(['store_id', 'status', 'due_at']).execute();
  await db.schema.createIndex('house_key_updated_idx').on('house_key').columns(['updated_at', 'id']).execute();

  await withId(db.schema.createTable('house_key_log'), dialect)
    .addColumn('key_id', 'integer', (c) => c.notNull().references('house_key.id'))
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('borrower_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('due_at', 'bigint')
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('house_key_log_key_idx').on('house_key_log').columns(['key_id', 'created_at', 'id']).execute();
}
