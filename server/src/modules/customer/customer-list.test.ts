import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerList, type InputOf } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { staffId } from '../../test/houses.js';
import { enterCustomer } from './customer.test-helpers.js';

// The customer list found by the start of a name, the same on both databases.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentStore: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  const agentId = await staffId(t.db, 'agent');
  agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function namesFound(token: string, input: InputOf<typeof customerList>) {
  const { body } = await t.call(customerList, { limit: 100, ...input }, { token });
  if (body.code !== '200000') throw new Error(`customer list failed: ${JSON.stringify(body)}`);
  return { names: body.data.list.map((c) => c.name).sort(), counts: body.data.counts };
}

describe('customer list by the start of a name', () => {
  it('ignores the case of Latin letters and finds only names that start with the keyword', async () => {
    for (const name of ['Qxia Li', 'QXIAN', 'qxiang', 'Li Qxia']) await enterCustomer(t, agent, { name });
    for (const keyword of ['qx', 'QX', 'Qxia']) {
      const found = await namesFound(agent, { tab: 'mine', keyword });
      expect(found.names).toEqual(['QXIAN', 'Qxia Li', 'qxiang']);
      expect(found.counts.mine).toBe(3);
    }
    expect((await namesFound(agent, { tab: 'mine', keyword: 'xia' })).names).toEqual([]);
  });

  it('matches %, _ and \\ in a keyword literally', async () => {
    for (const name of ['Kq%1', 'Kq%x', 'Kq_1', 'Kqx1', 'Kq\\1']) await enterCustomer(t, agent, { name });
    expect((await namesFound(agent, { tab: 'mine', keyword: 'Kq%' })).names).toEqual(['Kq%1', 'Kq%x']);
    expect((await namesFound(agent, { tab: 'mine', keyword: 'kq_' })).names).toEqual(['Kq_1']);
    expect((await namesFound(agent, { tab: 'mine', keyword: 'Kq\\' })).names).toEqual(['Kq\\1']);
    expect((await namesFound(agent, { tab: 'mine', keyword: 'Kq' })).names).toEqual(['Kq%1', 'Kq%x', 'Kq\\1', 'Kq_1', 'Kqx1']);
  });

  it('counts each tab within the caller\'s scope', async () => {
    await enterCustomer(t, agent, { name: '司马在店' });
    const outside = await t.db.selectFrom('customer').select('id').where('pool', '=', 'private').where('store_id', '<>', agentStore)
      .orderBy('id').executeTakeFirstOrThrow();
    const open = await t.db.selectFrom('customer').select('id').where('pool', '=', 'public').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('customer').set({ name: '司马别店' }).where('id', '=', outside.id).execute();
    await t.db.updateTable('customer').set({ name: '司马公客' }).where('id', '=', open.id).execute();
    const asManager = await namesFound(manager, { tab: 'private', keyword: '司马' });
    expect(asManager.names).toEqual(['司马在店']);
    expect(asManager.counts).toEqual({ mine: 0, private: 1, public: 1 });
    const asAdmin = await namesFound(admin, { tab: 'private', keyword: '司马' });
    expect(asAdmin.names).toEqual(['司马别店', '司马在店']);
    expect(asAdmin.counts).toEqual({ mine: 0, private: 2, public: 1 });
    expect((await namesFound(admin, { tab: 'public', keyword: '司马' })).names).toEqual(['司马公客']);
  });
});
