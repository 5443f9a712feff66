import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySave, staffResign } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

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

// The live houses a person maintains, by pool.
async function housesOf(staffId: number) {
  const rows = await t.db.selectFrom('house').select(['id', 'pool', 'version'])
    .where('maintainer_id', '=', staffId).where('deleted_at', 'is', null).orderBy('id').execute();
  return { private: rows.filter((r) => r.pool === 'private'), public: rows.filter((r) => r.pool === 'public') };
}

async function lastFollowup(houseId: number) {
  return t.db.selectFrom('followup').select(['kind', 'staff_id', 'detail']).where('house_id', '=', houseId)
    .orderBy('id', 'desc').executeTakeFirstOrThrow();
}

// Another demo agent of the manager's store, with private houses of their own.
async function agentOfStoreWithHouses(storeId: number, except: number[]) {
  const people = await t.db.selectFrom('staff').select(['id', 'account']).where('store_id', '=', storeId)
    .where('status', '=', 'active').where('id', 'not in', except).orderBy('id').execute();
  for (const p of people) if ((await housesOf(p.id)).private.length > 0) return p;
  throw new Error(`no one in store ${storeId} maintains private houses`);
}

describe('resign handover', () => {
  it('hands a resigned person\'s private houses to their store manager, with a follow-up on each', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    const leaver = await agentOfStoreWithHouses(manager.store_id!, [manager.id, me.id]);
    const before = await housesOf(leaver.id);
    const managerBefore = (await housesOf(manager.id)).private.length;

    expect((await t.call(staffResign, { id: leaver.id, reason: '回老家' }, { token: admin })).body.code).toBe('200000');

    const after = await housesOf(leaver.id);
    expect(after.private).toEqual([]);
    // Public houses are everyone's already: they stay as they were.
    expect(after.public).toEqual(before.public);
    expect((await housesOf(manager.id)).private.length).toBe(managerBefore + before.private.length);
    const leaverName = (await person(leaver.account)).name;
    for (const house of before.private) {
      const followup = await lastFollowup(house.id);
      expect(followup).toMatchObject({ kind: 'role', staff_id: me.id });
      expect(JSON.parse(followup.detail)).toEqual({ from: leaverName, to: manager.name });
      const row = await t.db.selectFrom('house').select(['version', 'recorder_id']).where('id', '=', house.id).executeTakeFirstOrThrow();
      expect(row.version).toBe(house.version + 1);
    }
  });

  it('puts them in the public pool when the company setting says so', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'public' }, { token: admin });
    try {
      const leaver = await agentOfStoreWithHouses(manager.store_id!, [manager.id, me.id]);
      const before = await housesOf(leaver.id);
      await t.call(staffResign, { id: leaver.id, reason: '转行' }, { token: admin });
      const pooled = await t.db.selectFrom('house').select(['pool', 'maintainer_id'])
        .where('id', 'in', before.private.map((h) => h.id)).execute();
      expect(pooled.every((h) => h.pool === 'public' && h.maintainer_id === leaver.id)).toBe(true);
      for (const house of before.private) {
        const followup = await lastFollowup(house.id);
        expect(followup.kind).toBe('pool');
        expect(JSON.parse(followup.detail)).toEqual({ from: 'private', to: 'public' });
      }
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager' }, { token: admin });
    }
  });

  it('puts a store manager\'s own private houses in the public pool: there is no one above them in the store', async () => {
    const manager = await person('manager');
    const before = await housesOf(manager.id);
    expect(before.private.length).toBeGreaterThan(0);
    await t.call(staffResign, { id: manager.id, reason: '调离' }, { token: admin });
    const pooled = await t.db.selectFrom('house').select('pool').where('id', 'in', before.private.map((h) => h.id)).execute();
    expect(pooled.every((h) => h.pool === 'public')).toBe(true);
    const store = await t.db.selectFrom('store').select('manager_id').where('id', '=', manager.store_id).executeTakeFirstOrThrow();
    expect(store.manager_id).toBeNull();
  });
});
