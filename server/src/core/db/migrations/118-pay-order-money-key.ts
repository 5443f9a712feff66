import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// pay_order.deal_money_id gets the foreign key to the money entry it pays that deal_pay.deal_money_id always had: the
// entry can no longer be deleted from under its orders (the delete is refused by name, deal-money/money-holders.ts).
// The app never leaves an order without its entry (orders are made on effective receivables, which are never deleted,
// on deals that can then no longer be deleted), so orders naming a missing entry come only from data edited by hand:
// the migration then stops naming them and changes nothing, rather than deleting records of money paid at a provider.
// SQLite adds a foreign key only by making the table again, which is done in one transaction with the rows copied as
// they are (ids included) and the indexes made again.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const orphans = await sql<{ order_no: string; deal_money_id: number }>`select o.order_no, o.deal_money_id from pay_order o
    where not exists (select 1 from deal_money m where m.id = o.deal_money_id) order by o.id`.execute(db);
  if (orphans.rows.length) {
    const named = orphans.rows.map((o) => `${o.order_no} (money entry ${o.deal_money_id})`).join(', ');
    throw new Error(`pay orders name money entries that no longer exist: ${named}; restore the entries or remove the orders, then start again`);
  }
  if (dialect === 'postgres') {
    await db.schema.alterTable('pay_order')
      .addForeignKeyConstraint('pay_order_deal_money_id_fkey', ['deal_money_id'], 'deal_money', ['id']).execute();
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const rebuild = async (trx: Kysely<any>) => {
    await withId(trx.schema.createTable('pay_order_new'), dialect)
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id'))
      .addColumn('deal_money_id', 'integer', (c) => c.notNull().references('deal_money.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
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
    const columns = sql.raw(['id', 'order_no', 'deal_id', 'deal_money_id', 'amount', 'provider', 'state', 'pay_url', 'reference', 'receipt_id', 'failure',
      'created_by', 'created_at', 'expires_at', 'paid_at'].join(', '));
    await sql`insert into pay_order_new (${columns}) select ${columns} from pay_order`.execute(trx);
    await trx.schema.dropTable('pay_order').execute();
    await trx.schema.alterTable('pay_order_new').renameTo('pay_order').execute();
    await trx.schema.createIndex('pay_order_money_idx').on('pay_order').columns(['deal_money_id', 'state']).execute();
    await trx.schema.createIndex('pay_order_deal_idx').on('pay_order').columns(['deal_id']).execute();
  };
  await (db.isTransaction ? rebuild(db) : db.transaction().execute(rebuild));
}
