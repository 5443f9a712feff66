import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUSE_HIDDEN_TEXT, approvalDetail, approvalGet, approvalList, companySave, dealAdd, dealGet, dealList, followupHouse, followupList, keyAdd, keyGet,
  keyList, houseGet, houseListForLook, houseOperationList, houseUpdateStatus, lookHouseAddress, type HouseDetail,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { enterHouse, freeDoor, staffId } from '../test/houses.js';
import { enterCustomer, freshPhone } from '../modules/customer/customer.test-helpers.js';
import { approvalFlowsOff } from '../modules/approval/approval.test-helpers.js';
import { DEMO_STAFF_PASSWORD } from '../seed/demo.js';

// 加密 houses on the screens beside the house's own: follow-ups, keys, deals and approvals name the door only to the
// maintainer, the recorder and their manager.

let t: TestApp;
let admin: string;
let agent: string;
let colleague: string;
let manager: string;
let agentId: number;
let colleagueId: number;
let store: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  await approvalFlowsOff(t, admin, ['deal_review']);
  agentId = await staffId(t.db, 'agent');
  const me = await t.db.selectFrom('staff').select(['id', 'store_id', 'role_id']).where('id', '=', agentId).executeTakeFirstOrThrow();
  store = me.store_id ?? 0;
  const other = await t.db.selectFrom('staff').select(['id', 'account']).where('store_id', '=', me.store_id).where('role_id', '=', me.role_id)
    .where('id', '<>', me.id).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  colleagueId = other.id;
  colleague = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  // Agents see the store's deals and business approvals here, for a colleague to read them.
  await t.db.updateTable('role_permission').set({ data_scope: 'store' }).where('role_id', '=', me.role_id).where('permission_code', '=', 'deal:list').execute();
  await t.db.insertInto('role_permission').values([
    { role_id: me.role_id, permission_code: 'approval:business', data_scope: 'store' },
    { role_id: me.role_id, permission_code: 'house:log', data_scope: 'store' },
  ]).execute();
});
afterAll(async () => {
  await t.close();
});

// A public house of the agent's at `level`.
async function publicHouse(level: 'confidential' | 'normal'): Promise<HouseDetail> {
  const house = await enterHouse(t, agent, 'sale');
  await t.db.updateTable('house').set({ level, pool: 'public' }).where('id', '=', house.id).execute();
  return house;
}

const ok = <T>(answer: { body: { code: string; data: T } }): T => {
  if (answer.body.code !== '200000') throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
};

describe('a 加密 house beside its own screens', () => {
  it('shows *** for the door in follow-ups to a colleague, also in the one they write, and the door to the maintainer', async () => {
    const house = await publicHouse('confidential');
    ok(await t.call(followupHouse, { house_id: house.id, way: 'manual', content: '业主说周末可以看房，钥匙在店里' }, { token: agent }));
    const written = ok(await t.call(followupHouse, { house_id: house.id, way: 'manual', content: '同事跟进：客户想周六下午看房' }, { token: colleague }));
    expect(written.house?.door_name).toBe(HOUSE_HIDDEN_TEXT);
    // The house's whole history (its entry too), each naming the door as the reader may see it.
    const doors = async (token: string) =>
      new Set(ok(await t.call(followupList, { house_id: house.id }, { token })).list.map((f) => f.house?.door_name));
    expect(await doors(colleague)).toEqual(new Set([HOUSE_HIDDEN_TEXT]));
    expect(await doors(agent)).toEqual(new Set([house.door_name]));
    expect(await doors(manager)).toEqual(new Set([house.door_name]));
  });

  it('shows *** for the door of its keys to a colleague, and the door to the maintainer', async () => {
    const house = await publicHouse('confidential');
    const key = ok(await t.call(keyAdd, { house_id: house.id, store_id: store, number: `C-${house.id}`, remark: '' }, { token: agent }));
    expect(key.house.door_name).toBe(house.door_name);
    const listed = async (token: string) => ok(await t.call(keyList, { house_id: house.id }, { token })).list.map((k) => k.house.door_name);
    expect(await listed(colleague)).toEqual([HOUSE_HIDDEN_TEXT]);
    expect(ok(await t.call(keyGet, { id: key.id }, { token: colleague })).house.door_name).toBe(HOUSE_HIDDEN_TEXT);
    expect(await listed(agent)).toEqual([house.door_name]);
    expect(ok(await t.call(keyGet, { id: key.id }, { token: manager })).house.door_name).toBe(house.door_name);
  });

  it('names its deal without the door to a colleague, keeping community, building and unit', async () => {
    const house = await publicHouse('confidential');
    const customer = await enterCustomer(t, agent);
    const deal = ok(await t.call(dealAdd, {
      kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
      seller_phone: '13887654321', price: 4_800_000, signed_at: 1_764_950_400, buyer_commission: 48_000, seller_commission: 24_000,
      split: [{ role: 'house', staff_id: agentId, share: 5000 }, { role: 'customer', staff_id: agentId, share: 5000 }],
    }, { token: agent }));
    const full = deal.house_name;
    expect(full.endsWith(house.door_name)).toBe(true);
    const hidden = `${full.slice(0, -house.door_name.length)}${HOUSE_HIDDEN_TEXT}`;
    const listed = async (token: string) =>
      ok(await t.call(dealList, { keyword: deal.contract_no }, { token })).list.find((d) => d.id === deal.id)?.house_name;
    expect(await listed(colleague)).toBe(hidden);
    expect(ok(await t.call(dealGet, { id: deal.id }, { token: colleague })).house_name).toBe(hidden);
    expect(await listed(agent)).toBe(full);
    expect(ok(await t.call(dealGet, { id: deal.id }, { token: manager })).house_name).toBe(full);
  });

  it('names it in an approval subject without the door to a colleague, and with it to the applicant', async () => {
    const house = await publicHouse('confidential');
    const answered = ok(await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', until: null, reason: '业主不卖了' }, { token: agent }));
    const approvalId = answered.pending_approval?.id ?? 0;
    const full = ok(await t.call(approvalGet, { id: approvalId }, { token: agent })).subject;
    expect(full.endsWith(house.door_name)).toBe(true);
    const hidden = `${full.slice(0, -house.door_name.length)}${HOUSE_HIDDEN_TEXT}`;
    const listed = async (token: string) =>
      ok(await t.call(approvalList, { category: 'business', tab: 'all', limit: 100 }, { token })).list.find((a) => a.id === approvalId)?.subject;
    expect(await listed(colleague)).toBe(hidden);
    expect(ok(await t.call(approvalGet, { id: approvalId }, { token: colleague })).subject).toBe(hidden);
    expect(ok(await t.call(approvalDetail, { record_kind: 'house', record_id: house.id }, { token: colleague }))?.subject).toBe(hidden);
    expect(await listed(agent)).toBe(full);
    expect(await listed(manager)).toBe(full);
  });

  it('finds its approval by the door only for whoever may see the door, and by the rest of the subject for everyone', async () => {
    const house = await publicHouse('confidential');
    const answered = ok(await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', until: null, reason: '业主不卖了' }, { token: agent }));
    const approvalId = answered.pending_approval?.id ?? 0;
    const full = ok(await t.call(approvalGet, { id: approvalId }, { token: agent })).subject;
    const found = async (token: string, keyword: string) => ok(await t.call(approvalList, {
      category: 'business', tab: 'all', item_type: 'house_invalid', status: 'pending', keyword, limit: 100,
    }, { token })).list.some((a) => a.id === approvalId);
    const address = full.split(' · ')[1] ?? '';
    const beforeDoor = address.slice(0, -house.door_name.length).trim();
    expect(await found(colleague, house.door_name)).toBe(false);
    expect(await found(colleague, `${beforeDoor} ${house.door_name}`)).toBe(false);
    expect(await found(colleague, beforeDoor)).toBe(true);
    expect(await found(colleague, `${beforeDoor} ${HOUSE_HIDDEN_TEXT}`)).toBe(true);
    const applicant = await t.db.selectFrom('staff').select('name').where('id', '=', agentId).executeTakeFirstOrThrow();
    expect(await found(colleague, applicant.name)).toBe(true);
    expect(await found(agent, house.door_name)).toBe(true);
    expect(await found(manager, house.door_name)).toBe(true);
    // Moved to another door since, the subject's door is still not found by the colleague.
    await t.db.updateTable('house').set({ door_id: await freeDoor(t.db, 'sale') }).where('id', '=', house.id).execute();
    expect(await found(colleague, house.door_name)).toBe(false);
    expect(await found(agent, house.door_name)).toBe(true);
  });

  it('names its deal with the door to the people on the deal\'s shares, and nothing more', async () => {
    const house = await publicHouse('confidential');
    const customer = await enterCustomer(t, agent);
    const deal = ok(await t.call(dealAdd, {
      kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
      seller_phone: '13887654321', price: 4_800_000, signed_at: 1_764_950_400, buyer_commission: 48_000, seller_commission: 24_000,
      split: [{ role: 'house', staff_id: agentId, share: 5000 }, { role: 'customer', staff_id: colleagueId, share: 5000 }],
    }, { token: agent }));
    const listed = async (token: string) =>
      ok(await t.call(dealList, { keyword: deal.contract_no }, { token })).list.find((d) => d.id === deal.id)?.house_name;
    expect(await listed(colleague)).toBe(deal.house_name);
    expect(ok(await t.call(dealGet, { id: deal.id }, { token: colleague })).house_name).toBe(deal.house_name);
    // The house itself, its keys and its owners' phones stay under the rule.
    expect(ok(await t.call(houseGet, { id: house.id }, { token: colleague })).door_name).toBe(HOUSE_HIDDEN_TEXT);
  });

  it('hides the door in its house log, its entry naming the door too', async () => {
    const house = await publicHouse('confidential');
    const log = async (token: string) => ok(await t.call(houseOperationList, { house_id: house.id }, { token })).list;
    const seen = await log(colleague);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((entry) => entry.house?.door_name))).toEqual(new Set([HOUSE_HIDDEN_TEXT]));
    expect(JSON.stringify(seen.map((entry) => entry.names))).not.toContain(house.door_name);
    expect(new Set((await log(agent)).map((entry) => entry.house?.door_name))).toEqual(new Set([house.door_name]));
  });

  it('hides the door in the houses picked for a viewing and in their addresses', async () => {
    const house = await publicHouse('confidential');
    const picked = async (token: string) => ok(await t.call(houseListForLook, { keyword: String(house.id) }, { token })).list[0];
    expect(await picked(colleague)).toMatchObject({ door_name: HOUSE_HIDDEN_TEXT });
    expect((await picked(colleague))?.address.endsWith(` ${HOUSE_HIDDEN_TEXT}`)).toBe(true);
    expect(await picked(agent)).toMatchObject({ door_name: house.door_name });
    const address = async (token: string) => ok(await t.call(lookHouseAddress, { house_ids: [house.id] }, { token })).list[0]?.address;
    expect((await address(colleague))?.endsWith(` ${HOUSE_HIDDEN_TEXT}`)).toBe(true);
    expect((await address(agent))?.endsWith(` ${house.door_name}`)).toBe(true);
  });

  it('keeps nothing from a colleague on a house of another level', async () => {
    const house = await publicHouse('normal');
    const key = ok(await t.call(keyAdd, { house_id: house.id, store_id: store, number: `N-${house.id}`, remark: '' }, { token: agent }));
    expect(ok(await t.call(keyGet, { id: key.id }, { token: colleague })).house.door_name).toBe(house.door_name);
    ok(await t.call(followupHouse, { house_id: house.id, way: 'manual', content: '业主说周末可以看房，钥匙在店里' }, { token: agent }));
    const doors = ok(await t.call(followupList, { house_id: house.id }, { token: colleague })).list.map((f) => f.house?.door_name);
    expect(new Set(doors)).toEqual(new Set([house.door_name]));
  });
});
