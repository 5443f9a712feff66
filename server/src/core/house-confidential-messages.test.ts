import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUSE_HIDDEN_TEXT, approvalGet, approvalOperate, companySave, houseKey, houseUpdateStatus, keyAdd, messageList, type HouseDetail,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { enterHouse, nowSeconds, staffId, DAY } from '../test/houses.js';
import { tellOverdueKeys } from '../modules/house-key/house-key.jobs.js';
import { DEMO_STAFF_PASSWORD } from '../seed/demo.js';

// 加密 houses in the messages the system writes: a message is written once for its reader, so it names the door only
// to a reader certain to see it (the house's maintainer or recorder), and *** to anyone else.

let t: TestApp;
let agent: string;
let colleague: string;
let manager: string;
let agentId: number;
let colleagueId: number;
let store: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin');
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  agentId = await staffId(t.db, 'agent');
  const me = await t.db.selectFrom('staff').select(['id', 'store_id', 'role_id']).where('id', '=', agentId).executeTakeFirstOrThrow();
  store = me.store_id ?? 0;
  const other = await t.db.selectFrom('staff').select(['id', 'account']).where('store_id', '=', me.store_id).where('role_id', '=', me.role_id)
    .where('id', '<>', me.id).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  colleagueId = other.id;
  colleague = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
});
afterAll(async () => {
  await t.close();
});

const ok = <T>(answer: { body: { code: string; data: T } }): T => {
  if (answer.body.code !== '200000') throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
};

async function confidentialHouse(): Promise<HouseDetail> {
  const house = await enterHouse(t, agent, 'sale');
  await t.db.updateTable('house').set({ level: 'confidential' }).where('id', '=', house.id).execute();
  return house;
}

// The texts of the reader's system messages that mention `mark`.
async function messagesWith(token: string, mark: string): Promise<string[]> {
  const list = ok(await t.call(messageList, { category: 1, limit: 100 }, { token, lang: 'zh' })).list;
  return list.map((m) => m.message_info).filter((info) => info.includes(mark));
}

describe('a 加密 house in the system messages', () => {
  it('names it without the door in the approval notices to readers other than its maintainer, and with it to the maintainer', async () => {
    const house = await confidentialHouse();
    const submit = async (version: number) => ok(await t.call(houseUpdateStatus, {
      id: house.id, version, status: 'invalid', until: null, reason: '业主不卖了',
    }, { token: agent })).pending_approval?.id ?? 0;
    const first = await submit(house.version);
    const full = ok(await t.call(approvalGet, { id: first }, { token: agent })).subject;
    expect(full.endsWith(house.door_name)).toBe(true);
    const hidden = `${full.slice(0, -house.door_name.length)}${HOUSE_HIDDEN_TEXT}`;
    // The store manager who approves is told without the door (he sees it on opening the approval).
    expect(await messagesWith(manager, hidden)).not.toEqual([]);
    expect(await messagesWith(manager, full)).toEqual([]);
    ok(await t.call(approvalOperate, { id: first, action: 'reject', comment: '再确认' }, { token: manager }));
    // The applicant, the house's maintainer, is told the result with it.
    expect(await messagesWith(agent, full)).toHaveLength(1);
    // An applicant who no longer maintains the house is told without it.
    const second = await submit(house.version);
    await t.db.updateTable('house').set({ maintainer_id: colleagueId, recorder_id: colleagueId }).where('id', '=', house.id).execute();
    ok(await t.call(approvalOperate, { id: second, action: 'reject', comment: '再确认' }, { token: manager }));
    expect(await messagesWith(agent, full)).toHaveLength(1);
    expect(await messagesWith(agent, hidden)).toHaveLength(1);
  });

  it('names it without the door in the overdue key notice to a borrower who is not its maintainer', async () => {
    const house = await confidentialHouse();
    const lend = async (number: string, borrowerId: number) => {
      const key = ok(await t.call(keyAdd, { house_id: house.id, store_id: store, number, remark: '' }, { token: agent }));
      ok(await t.call(houseKey, { key_id: key.id, action: 'borrow', borrower_id: borrowerId, due_at: nowSeconds() + DAY, remark: '带看' }, { token: agent }));
      await t.db.updateTable('house_key').set({ due_at: nowSeconds() - 3600 }).where('id', '=', key.id).execute();
    };
    await lend(`CB-${house.id}`, colleagueId);
    await lend(`MB-${house.id}`, agentId);
    while (await tellOverdueKeys(t.db, nowSeconds()) > 0) { /* the demo's overdue keys too */ }
    expect(await messagesWith(colleague, `CB-${house.id}`)).toEqual([expect.stringContaining(`${HOUSE_HIDDEN_TEXT} (CB-${house.id})`)]);
    expect(await messagesWith(agent, `MB-${house.id}`)).toEqual([expect.stringContaining(`${house.door_name} (MB-${house.id})`)]);
  });
});
