import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, customerGet, customerOffline, dealAdd, dealTerminate, houseGet, houseUpdateStatus, type InputOf,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';

// 内成交 (closed by us) follows from a deal taking effect, never from a status change by hand.

let t: TestApp;
let agent: string;
let manager: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  agentId = await staffId(t.db, 'agent');
  await approvalFlowsOff(t, await t.login('admin'), ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

const houseRow = (id: number) => t.db.selectFrom('house').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const customerRow = (id: number) => t.db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function dealOn(houseId: number, customerId: number): Promise<InputOf<typeof dealAdd>> {
  return {
    kind: 'sale', house_id: houseId, customer_id: customerId, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 3_200_000, signed_at: Math.floor(Date.now() / 1000) - 3600, buyer_commission: 32_000,
    seller_commission: 16_000, split: [{ role: 'house', staff_id: agentId, share: 5000 }, { role: 'customer', staff_id: agentId, share: 5000 }],
  };
}

describe('内成交 by hand', () => {
  it('refuses a house changed to 内成交 by hand, saying it follows from a deal, and no longer offers it', async () => {
    const house = await enterHouse(t, agent, 'sale');
    expect(house.next_statuses).not.toContain('deal_internal');
    const before = await houseRow(house.id);
    const zh = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'deal_internal', reason: '已成交' }, { token: agent, lang: 'zh' });
    expect(zh.status).toBe(409);
    expect(zh.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(zh.body.message).toBe('当前状态不允许此操作：内成交由成交产生：请录入成交，成交生效后房源自动变为内成交');
    expect(zh.body.data).toEqual({ from: 'valid', to: 'deal_internal', allowed: house.next_statuses });
    const en = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'deal_internal' }, { token: manager });
    expect(en.body.message).toContain('Closed by us follows from recording a deal');
    expect(await houseRow(house.id)).toEqual(before);
    // 外成交 (sold by another agency) stays a change by hand.
    const external = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'deal_external', reason: '业主自售' }, { token: agent });
    expect(external.body.data.status).toBe('deal_external');
  });

  it('refuses a customer taken offline to 内成交 by hand and no longer offers it; 外成交 stays', async () => {
    const customer = await enterCustomer(t, agent);
    expect(customer.next_statuses).not.toContain('deal_internal');
    const refused = await t.call(customerOffline, { id: customer.id, version: customer.version, status: 'deal_internal', reason: '已成交' }, { token: agent, lang: 'ja' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(refused.body.message).toContain('自社成約は成約の登録によって設定されます');
    expect((await customerRow(customer.id)).status).toBe('valid');
    const external = await t.call(customerOffline, { id: customer.id, version: customer.version, status: 'deal_external', reason: '在别家成交' }, { token: agent });
    expect(external.body.data.status).toBe('deal_external');
  });

  it('records the deal of a house and a customer set 内成交 by hand before, and its end puts them back on the market', async () => {
    const house = await enterHouse(t, agent, 'sale');
    const customer = await enterCustomer(t, agent);
    // Data from before the rule: 内成交 written by a status change, with no deal behind it.
    await t.db.updateTable('house').set({ status: 'deal_internal' }).where('id', '=', house.id).execute();
    await t.db.updateTable('customer').set({ status: 'deal_internal' }).where('id', '=', customer.id).execute();
    const { body } = await t.call(dealAdd, await dealOn(house.id, customer.id), { token: agent });
    expect(body.code).toBe('200000');
    expect(body.data.status).toBe('effective');
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data.status).toBe('deal_internal');
    const ended = await t.call(dealTerminate, { id: body.data.id, version: body.data.version, reason: '买方违约' }, { token: manager });
    expect(ended.body.data.status).toBe('terminated');
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data.status).toBe('valid');
    expect((await t.call(customerGet, { id: customer.id }, { token: agent })).body.data.status).toBe('valid');
  });

  it('still refuses a second deal on a house and a customer 内成交 through a deal in force', async () => {
    const house = await enterHouse(t, agent, 'sale');
    const customer = await enterCustomer(t, agent);
    const first = await t.call(dealAdd, await dealOn(house.id, customer.id), { token: agent });
    expect(first.body.data.status).toBe('effective');
    const again = await t.call(dealAdd, await dealOn(house.id, (await enterCustomer(t, agent)).id), { token: agent, lang: 'en' });
    expect(again.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(again.body.message).toContain(`already has deal ${first.body.data.contract_no}`);
    const otherHouse = await enterHouse(t, agent, 'sale');
    const sameCustomer = await t.call(dealAdd, await dealOn(otherHouse.id, customer.id), { token: agent, lang: 'en' });
    expect(sameCustomer.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(sameCustomer.body.message).toContain(`customer ${customer.id} is Closed by us`);
  });
});
