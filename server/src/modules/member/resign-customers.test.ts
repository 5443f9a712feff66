import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySave, customerList, followupList, staffResign } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DAY, nowSeconds } from '../../test/houses.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const person = (account: string) =>
  t.db.selectFrom('staff').select(['id', 'name', 'store_id']).where('account', '=', account).executeTakeFirstOrThrow();

// The customers a person is the agent of, by pool.
async function customersOf(staffId: number) {
  const rows = await t.db.selectFrom('customer').select(['id', 'pool', 'version', 'store_id', 'active_at', 'warned_at', 'recorder_id'])
    .where('agent_id', '=', staffId).orderBy('id').execute();
  return { private: rows.filter((r) => r.pool === 'private'), public: rows.filter((r) => r.pool === 'public') };
}

// The customer's latest follow-up but the records of its appointments or deal steps handed over (resign-work.ts).
async function lastFollowup(customerId: number) {
  return t.db.selectFrom('followup').select(['kind', 'staff_id', 'detail']).where('customer_id', '=', customerId)
    .where('detail', 'not like', '%"role":%').orderBy('id', 'desc').executeTakeFirstOrThrow();
}

// A working demo agent of the store, not one of `except`, holding private customers.
async function agentOfStoreWithCustomers(storeId: number, except: number[]) {
  const people = await t.db.selectFrom('staff').select(['id', 'account', 'name']).where('store_id', '=', storeId)
    .where('status', '=', 'active').where('id', 'not in', except).orderBy('id').execute();
  for (const p of people) if ((await customersOf(p.id)).private.length > 1) return p;
  throw new Error(`no one in store ${storeId} holds private customers`);
}

// Their countdowns run from long ago, one already warned of its release.
async function ageCountdowns(customerIds: number[]) {
  await t.db.updateTable('customer').set({ active_at: nowSeconds() - 12 * DAY }).where('id', 'in', customerIds).execute();
  await t.db.updateTable('customer').set({ warned_at: nowSeconds() - DAY }).where('id', '=', customerIds[0]!).execute();
}

describe('resign hands over customers', () => {
  it('gives a leaver\'s private customers to their store manager with a fresh release countdown, each with a follow-up', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    const leaver = await agentOfStoreWithCustomers(manager.store_id!, [manager.id, me.id]);
    const before = await customersOf(leaver.id);
    await ageCountdowns(before.private.map((c) => c.id));
    const managerBefore = (await customersOf(manager.id)).private.length;
    const start = nowSeconds();

    expect((await t.call(staffResign, { id: leaver.id, reason: '回老家' }, { token: admin })).body.code).toBe('200000');

    const after = await customersOf(leaver.id);
    expect(after.private).toEqual([]);
    // Public customers are everyone's already: they stay as they were.
    expect(after.public).toEqual(before.public);
    expect((await customersOf(manager.id)).private.length).toBe(managerBefore + before.private.length);
    for (const customer of before.private) {
      const row = await t.db.selectFrom('customer').select(['agent_id', 'store_id', 'pool', 'version', 'active_at', 'warned_at', 'recorder_id'])
        .where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        agent_id: manager.id, store_id: manager.store_id, pool: 'private', version: customer.version + 1, warned_at: null,
        recorder_id: customer.recorder_id,
      });
      // The release countdown starts again for the manager.
      expect(row.active_at).toBeGreaterThanOrEqual(start);
      const followup = await lastFollowup(customer.id);
      expect(followup).toMatchObject({ kind: 'role', staff_id: me.id });
      expect(JSON.parse(followup.detail)).toEqual({ from: leaver.name, to: manager.name });
    }
    // The manager sees them among their own, and the timeline says who had them.
    const managerToken = await t.login('manager');
    const mine = (await t.call(customerList, { tab: 'mine' }, { token: managerToken })).body.data.counts.mine;
    expect(mine).toBe(managerBefore + before.private.length);
    const timeline = (await t.call(followupList, { customer_id: before.private[0]!.id, kind: 'role' }, { token: managerToken })).body.data.list;
    expect(timeline.find((f) => !f.change?.role)).toMatchObject({ kind: 'role', staff_name: me.name, change: { from: leaver.name, to: manager.name } });
  });

  it('puts them in the public pool when the company setting says so', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'public' }, { token: admin });
    try {
      const leaver = await agentOfStoreWithCustomers(manager.store_id!, [manager.id, me.id]);
      const before = await customersOf(leaver.id);
      await ageCountdowns(before.private.map((c) => c.id));
      await t.call(staffResign, { id: leaver.id, reason: '转行' }, { token: admin });
      const pooled = await t.db.selectFrom('customer').select(['id', 'pool', 'agent_id', 'version', 'warned_at'])
        .where('id', 'in', before.private.map((c) => c.id)).orderBy('id').execute();
      expect(pooled).toEqual(before.private.map((c) => ({ id: c.id, pool: 'public', agent_id: leaver.id, version: c.version + 1, warned_at: null })));
      for (const customer of before.private) {
        const followup = await lastFollowup(customer.id);
        expect(followup).toMatchObject({ kind: 'pool', staff_id: me.id });
        expect(JSON.parse(followup.detail)).toEqual({ from: 'private', to: 'public' });
      }
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager' }, { token: admin });
    }
  });

  it('puts a store manager\'s own private customers in the public pool: there is no one above them in the store', async () => {
    const manager = await person('manager');
    const before = await customersOf(manager.id);
    expect(before.private.length).toBeGreaterThan(0);
    await t.call(staffResign, { id: manager.id, reason: '调离' }, { token: admin });
    const pooled = await t.db.selectFrom('customer').select('pool').where('id', 'in', before.private.map((c) => c.id)).execute();
    expect(pooled.every((c) => c.pool === 'public')).toBe(true);
  });
});
