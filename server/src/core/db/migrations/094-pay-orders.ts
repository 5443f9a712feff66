import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// QR payment: the payment orders made for an amount on a deal's receivable (fen), their state at the provider and the
// receipt a paid one recorded; and the sandbox provider's own record of the orders registered with it and paid on its
// page, which it is asked about as a real provider would be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('pay_order'), dialect)
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id'))
    .addColumn('deal_money_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    // created → paid (the callback, or the provider asked), created → closed (past its time), paid at the provider
    // but not recordable (the receivable paid off meanwhile) → failed.
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('pay_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', text)
    .addColumn('receipt_id', 'integer')
    .addColumn('failure', 'varchar(200)', text)
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema.createIndex('pay_order_money_idx').on('pay_order').columns(['deal_money_id', 'state']).execute();
  await db.schema.createIndex('pay_order_deal_idx').on('pay_order').columns(['deal_id']).execute();

  // The sandbox provider's side: the orders registered with it and, once paid on its page, its trade number.
  await db.schema.createTable('pay_sandbox_trade')
    .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('subject', 'varchar(100)', text)
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(32)', text)
    .addColumn('paid_at', 'bigint')
    .execute();
}
