import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// The two money ledgers of a deal: what is due (应收应付, deal_money) and what was received or paid back (实收实付,
// deal_pay), amounts in fen, each entry counting once its approval (or the direct path) makes it effective.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('deal_money'), dialect)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('money_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('payer', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', text)
    // pending (its approval decides) or effective; a pending one whose approval ended 未通过 or was withdrawn reads rejected.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('approval_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_money_deal_idx').on('deal_money').columns(['deal_id', 'id']).execute();

  await withId(db.schema.createTable('deal_pay'), dialect)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    // The receivable it pays (or returns money of); null for money received without one.
    .addColumn('deal_money_id', 'integer', (c) => c.references('deal_money.id'))
    // receipt (实收) or refund (退款, money paid back).
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('money_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('payer', 'varchar(10)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', text)
    // The payment provider's number of an online payment.
    .addColumn('reference', 'varchar(64)', text)
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('approval_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_pay_deal_idx').on('deal_pay').columns(['deal_id', 'id']).execute();
  await db.schema.createIndex('deal_pay_money_idx').on('deal_pay').columns(['deal_money_id', 'status']).execute();
}
