import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ERRORS, dealAdd, dealMoneyAdd, dealMoneyDelete, type DealMoneyItem } from '@brokerage/contract';
import { createTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { foreignKeysTo } from '../../test/foreign-keys.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { up as migrate118 } from '../../core/db/migrations/118-pay-order-money-key.js';
import { MONEY_HOLDERS } from './money-holders.js';

// What keeps a money entry: every foreign key to deal_money, a delete refused by name while one names the entry, and
// the migration that gave pay orders theirs.

let t: TestApp;
let admin: string;
let agent: string;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  [agentId, managerId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager')]);
  await approvalFlowsOff(t, admin, ['deal_review']);
  // Entries wait for the manager's approval, so they can still be deleted.
  await setCompanyFlow(t, admin, 'receivable_entry', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
});
afterAll(async () => {
  await t.close();
});

const JAN = 1_767_283_200; // 2026-01-02 00:00 in Shanghai

// A commission receivable in review on a fresh effective sale of the agent's.
async function pendingEntry(): Promise<DealMoneyItem> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  const deal = await t.call(dealAdd, {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 4_800_000, signed_at: JAN - 86_400 * 10, buyer_commission: 100, seller_commission: 0,
  }, { token: agent });
  if (deal.body.code !== '200000') throw new Error(`deal/add: ${JSON.stringify(deal.body)}`);
  const { body } = await t.call(dealMoneyAdd, { deal_id: deal.body.data.id, money_type: 'commission', payer: 'customer', amount: 100, due_at: JAN }, { token: agent });
  if (body.code !== '200000' || body.data.status !== 'pending') throw new Error(`dealmoney/add: ${JSON.stringify(body)}`);
  return body.data;
}

// A row of each holder naming the entry, as older or hand-edited data could hold while the entry is still in review.
const NAMING: Record<string, (entry: DealMoneyItem) => Promise<void>> = {
  deal_pay: async (entry) => {
    await t.db.insertInto('deal_pay').values({
      deal_id: entry.deal_id, deal_money_id: entry.id, kind: 'receipt', money_type: 'commission', payer: 'customer', method: 'transfer', amount: 1_000,
      paid_at: JAN, remark: '', reference: '', status: 'pending', approval_id: null, created_by: agentId, created_at: JAN, updated_at: JAN,
    }).execute();
  },
  pay_order: async (entry) => {
    await payOrder(`PHELD${entry.id}`, entry.deal_id, entry.id);
  },
};

async function payOrder(orderNo: string, dealId: number, moneyId: number): Promise<void> {
  await t.db.insertInto('pay_order').values({
    order_no: orderNo, deal_id: dealId, deal_money_id: moneyId, amount: 1_000, provider: 'sandbox', state: 'closed', pay_url: `sandbox:${orderNo}`,
    created_by: agentId, created_at: JAN, expires_at: JAN + 900, paid_at: null, receipt_id: null,
  }).execute();
}

describe('the records that keep a money entry', () => {
  // A new table naming money entries must be added to MONEY_HOLDERS, or deleting an entry it names would answer 500.
  it('are every foreign key to deal_money', async () => {
    expect(await foreignKeysTo(t.db, 'deal_money')).toEqual(MONEY_HOLDERS.map((h) => `${h.table}.${h.column}`).sort());
  });

  it('refuse the delete of an entry they name (409003, naming them in the caller\'s language), which goes once they are gone', async () => {
    for (const holder of MONEY_HOLDERS) {
      const entry = await pendingEntry();
      await NAMING[holder.table]?.(entry);
      const refused = await t.call(dealMoneyDelete, { id: entry.id, version: entry.version }, { token: agent, lang: 'zh' });
      expect([holder.table, refused.body.code]).toEqual([holder.table, ERRORS.IN_USE.code]);
      const record = holder.table === 'deal_pay' ? '实收、退款或实付记录' : '扫码支付订单';
      expect(refused.body.message).toBe(`仍在使用中：款项${entry.id}已有${record}`);
      expect(await t.db.selectFrom('deal_money').select('id').where('id', '=', entry.id).executeTakeFirst()).toEqual({ id: entry.id });
      await t.db.deleteFrom(holder.table as 'deal_pay' | 'pay_order').where('deal_money_id', '=', entry.id).execute();
      expect((await t.call(dealMoneyDelete, { id: entry.id, version: entry.version }, { token: agent })).body.code).toBe(ERRORS.OK.code);
    }
  });
});

describe('migration 118', () => {
  const orders = async () => t.db.selectFrom('pay_order').selectAll().orderBy('id').execute();
  const indexes = async () => (testDialect() === 'postgres'
    ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'pay_order' and indexname like 'pay_order_%idx'`.execute(t.db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'pay_order' and name like 'pay_order_%idx'`.execute(t.db)).rows)
    .map((r) => r.name).sort();
  // The schema as it was before: no foreign key from the orders to their entries (SQLite: the table made again without
  // it, from its own definition).
  const withoutKey = async () => {
    if (testDialect() === 'postgres') {
      await sql`alter table pay_order drop constraint pay_order_deal_money_id_fkey`.execute(t.db);
      return;
    }
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'pay_order'`.execute(t.db);
    const definition = (rows[0]?.sql ?? '').replace(/references "deal_money" \("id"\)/, '').replace(/"pay_order"/, '"pay_order_prev"');
    expect(definition).not.toContain('deal_money"');
    await sql.raw(definition).execute(t.db);
    await sql`insert into pay_order_prev select * from pay_order`.execute(t.db);
    await sql`drop table pay_order`.execute(t.db);
    await sql`alter table pay_order_prev rename to pay_order`.execute(t.db);
    await t.db.schema.createIndex('pay_order_money_idx').on('pay_order').columns(['deal_money_id', 'state']).execute();
    await t.db.schema.createIndex('pay_order_deal_idx').on('pay_order').columns(['deal_id']).execute();
  };

  it('keeps every pay order as it was, ids included, and gives the orders their foreign key', async () => {
    const entry = await pendingEntry();
    await payOrder('PKEPT1', entry.deal_id, entry.id);
    await payOrder('PKEPT2', entry.deal_id, entry.id);
    const before = await orders();
    await withoutKey();
    expect(await foreignKeysTo(t.db, 'deal_money')).not.toContain('pay_order.deal_money_id');
    await migrate118(t.db, testDialect());
    expect(await orders()).toEqual(before);
    expect(await indexes()).toEqual(['pay_order_deal_idx', 'pay_order_money_idx']);
    expect(await foreignKeysTo(t.db, 'deal_money')).toContain('pay_order.deal_money_id');
    // The key holds: an order naming no entry is refused by the database.
    await expect(payOrder('PNONE', entry.deal_id, 999_999)).rejects.toThrow();
  });

  it('stops naming the orders whose entry is gone, and changes nothing', async () => {
    const entry = await pendingEntry();
    await withoutKey();
    await payOrder('PGONE', entry.deal_id, 999_998);
    const before = await orders();
    await expect(migrate118(t.db, testDialect())).rejects.toThrow('PGONE (money entry 999998)');
    expect(await orders()).toEqual(before);
    await t.db.deleteFrom('pay_order').where('order_no', '=', 'PGONE').execute();
    await migrate118(t.db, testDialect());
    expect(await foreignKeysTo(t.db, 'deal_money')).toContain('pay_order.deal_money_id');
  });
});
