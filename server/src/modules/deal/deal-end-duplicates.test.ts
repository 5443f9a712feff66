import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySave, customerGet, dealAdd, dealTerminate, type InputOf } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';

// A deal's end reopens its customer: the customer's phone passes the duplicate guard as a recovery's does.

let t: TestApp;
let admin: string;
let agent: string;
let manager: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, manager] = await Promise.all([t.login('admin'), t.login('agent'), t.login('manager')]);
  agentId = await staffId(t.db, 'agent');
  await approvalFlowsOff(t, admin, ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

const duplicatesBlock = (blocks: 0 | 1) =>
  t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_duplicate_blocks: blocks }, { token: admin });
const customerRow = (id: number) => t.db.selectFrom('customer').select(['status', 'status_reason']).where('id', '=', id).executeTakeFirstOrThrow();

function dealOn(houseId: number, customerId: number): InputOf<typeof dealAdd> {
  return {
    kind: 'sale', house_id: houseId, customer_id: customerId, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 3_200_000, signed_at: Math.floor(Date.now() / 1000) - 3600, buyer_commission: 32_000,
    seller_commission: 16_000, split: [{ role: 'house', staff_id: agentId, share: 5000 }, { role: 'customer', staff_id: agentId, share: 5000 }],
  };
}

// A customer whose deal is in force (内成交), and another customer entered on the same phone meanwhile.
async function dealWhosePhoneWasTaken() {
  const phone = freshPhone();
  const customer = await enterCustomer(t, agent, { phones: [phone] });
  const house = await enterHouse(t, agent, 'sale');
  const deal = (await t.call(dealAdd, dealOn(house.id, customer.id), { token: agent })).body.data;
  expect([deal.status, (await customerRow(customer.id)).status]).toEqual(['effective', 'deal_internal']);
  const holder = await enterCustomer(t, manager, { phones: [phone], name: '孙先生' });
  return { deal, customer, holder };
}

describe('deal/terminate and the duplicate guard', () => {
  it('ends the deal and leaves the customer 无效, naming the open customer who holds its phone, when duplicates block', async () => {
    const { deal, customer, holder } = await dealWhosePhoneWasTaken();
    const ended = await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager });
    expect([ended.status, ended.body.data.status]).toEqual([200, 'terminated']);
    const row = await customerRow(customer.id);
    expect(row.status).toBe('invalid');
    expect(row.status_reason).toContain('买方违约');
    expect(row.status_reason).toContain(`#${holder.id}`);
    expect((await t.call(customerGet, { id: holder.id }, { token: manager })).body.data.status).toBe('valid');
  });

  it('returns the customer to 有效 when duplicates only warn', async () => {
    const { deal, customer } = await dealWhosePhoneWasTaken();
    await duplicatesBlock(0);
    try {
      expect((await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager })).body.code).toBe('200000');
    } finally {
      await duplicatesBlock(1);
    }
    expect((await customerRow(customer.id)).status).toBe('valid');
  });
});
