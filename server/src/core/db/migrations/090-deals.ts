import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Deals (成交): the deal with its parties (phones encrypted like owners' phones, with a masked copy), money in fen, the
// statuses its house and customer had before it took effect; its commission split in basis points with each person's
// amount in fen; and the performance (业绩) rows per person and month. The company's pattern of contract numbers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('company').addColumn('deal_number_pattern', 'varchar(60)', (c) => c.notNull().defaultTo('CJ{yyyyMMdd}{seq4}')).execute();

  await withId(db.schema.createTable('deal'), dialect)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('contract_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('buyer_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('buyer_phone_enc', 'varchar(200)', (c) => c.notNull())
    .addColumn('buyer_phone_masked', 'varchar(20)', (c) => c.notNull())
    .addColumn('seller_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('seller_phone_enc', 'varchar(200)', (c) => c.notNull())
    .addColumn('seller_phone_masked', 'varchar(20)', (c) => c.notNull())
    // Fen: the total of a sale, a month's rent of a rental.
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('signed_at', 'bigint', (c) => c.notNull())
    .addColumn('buyer_commission', 'bigint', (c) => c.notNull())
    .addColumn('seller_commission', 'bigint', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('recorder_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('remark', 'varchar(500)', text)
    // The review approval last submitted (its outcome decides 审核不通过 while the deal waits).
    .addColumn('approval_id', 'integer')
    .addColumn('reason', 'varchar(200)', text)
    // What its house and customer were before the deal took effect, restored when it is terminated.
    .addColumn('prev_house_status', 'varchar(20)')
    .addColumn('prev_house_until', 'bigint')
    .addColumn('prev_customer_status', 'varchar(20)')
    .addColumn('effective_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_contract_no_uq').on('deal').column('contract_no').unique().execute();
  // The list: latest signing first, by agent, by store, by status; a house's and a customer's deals.
  await db.schema.createIndex('deal_signed_idx').on('deal').columns(['signed_at', 'id']).execute();
  await db.schema.createIndex('deal_agent_idx').on('deal').columns(['agent_id', 'signed_at']).execute();
  await db.schema.createIndex('deal_store_idx').on('deal').columns(['store_id', 'signed_at']).execute();
  await db.schema.createIndex('deal_status_idx').on('deal').columns(['status', 'signed_at']).execute();
  await db.schema.createIndex('deal_house_idx').on('deal').columns(['house_id', 'status']).execute();
  await db.schema.createIndex('deal_customer_idx').on('deal').columns(['customer_id', 'status']).execute();

  await withId(db.schema.createTable('deal_split'), dialect)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    // Basis points of the commission (10000 in all) and the amount they come to, in fen (the amounts sum exactly).
    .addColumn('share', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_split_deal_idx').on('deal_split').columns(['deal_id', 'sort']).execute();
  await db.schema.createIndex('deal_split_staff_idx').on('deal_split').columns(['staff_id', 'deal_id']).execute();

  await withId(db.schema.createTable('deal_performance'), dialect)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    // 'YYYY-MM' in the company's time zone: the month the row's amounts count in (schema/deal.ts says which).
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('receivable', 'bigint', (c) => c.notNull())
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_performance_uq').on('deal_performance').columns(['deal_id', 'staff_id', 'month']).unique().execute();
  await db.schema.createIndex('deal_performance_month_idx').on('deal_performance').columns(['month', 'staff_id']).execute();
  await db.schema.createIndex('deal_performance_store_idx').on('deal_performance').columns(['store_id', 'month']).execute();
}
