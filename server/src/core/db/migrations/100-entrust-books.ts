import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// House entrust books (委托书) and their signed scans. Money is integer fen, dates are company days 'YYYY-MM-DD' (they
// compare as text), times epoch seconds. A scan belongs to its uploader until a book names it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('entrust_book'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('owner_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('commission', 'varchar(500)', text)
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('approval_id', 'integer', (c) => c.references('approval.id'))
    .addColumn('reject_reason', 'varchar(500)', text)
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('effective_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A house's books (its detail, the exclusive rule); the list by kind and state; the expiry window; per person.
  await db.schema.createIndex('entrust_book_house_idx').on('entrust_book').columns(['house_id', 'type', 'status']).execute();
  await db.schema.createIndex('entrust_book_kind_idx').on('entrust_book').columns(['kind', 'status', 'id']).execute();
  await db.schema.createIndex('entrust_book_status_end_idx').on('entrust_book').columns(['status', 'end_date']).execute();
  await db.schema.createIndex('entrust_book_agent_idx').on('entrust_book').columns(['agent_id', 'created_at']).execute();
  await db.schema.createIndex('entrust_book_store_idx').on('entrust_book').columns(['store_id', 'id']).execute();

  await withId(db.schema.createTable('entrust_file'), dialect)
    .addColumn('book_id', 'integer', (c) => c.references('entrust_book.id').onDelete('set null'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('thumb_url', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', text)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('entrust_file_book_idx').on('entrust_file').columns(['book_id', 'sort']).execute();
  await db.schema.createIndex('entrust_file_staff_idx').on('entrust_file').columns(['staff_id', 'book_id']).execute();
}
