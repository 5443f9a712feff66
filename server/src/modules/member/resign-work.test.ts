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

// An active person of the store who is neither its manager nor the caller.
async function colleagueOf(storeId: number, except: number[]) {
  return t.db.selectFrom('staff').select(['id', 'name']).where('store_id', '=', storeId).where('status', '=', 'active')
    .where('id', 'not in', except).orderBy('id').executeTakeFirstOrThrow();
}

// One open and one done step of a deal, and one open and one cancelled appointment, all the person's.
async function workOf(staffId: number) {
  const deal = await t.db.selectFrom('deal').select('id').orderBy('id').executeTakeFirstOrThrow();
  const customer = await t.db.selectFrom('customer').select('id').orderBy('id').executeTakeFirstOrThrow();
  const step = (status: string, sort: number) => t.db.insertInto('deal_step').values({
    deal_id: deal.id, sort: 900 + sort, code: 'loan', responsible_id: staffId, days: 3, count_from: 'signed', status,
    done_at: status === 'done' ? 1 : null, done_by: status === 'done' ? staffId : null, created_at: 1, overdue_told_for: 5,
  }).returning('id').executeTakeFirstOrThrow();
  const appointment = (status: string) => t.db.insertInto('customer_appointment').values({
    customer_id: customer.id, agent_id: staffId, day: 20991231, slot: 'am', status, created_by: staffId, created_at: 1, updated_at: 1,
  }).returning('id').executeTakeFirstOrThrow();
  return {
    open: (await step('pending', 1)).id, done: (await step('done', 2)).id,
    booked: (await appointment('pending')).id, cancelled: (await appointment('cancelled')).id,
  };
}

const stepRow = (id: number) => t.db.selectFrom('deal_step').select(['responsible_id', 'overdue_told_for']).where('id', '=', id).executeTakeFirstOrThrow();
const appointmentRow = (id: number) => t.db.selectFrom('customer_appointment').select(['agent_id', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

describe('resign hands over open work', () => {
  it('gives a leaver\'s open deal steps and open appointments to the store manager, even when houses go to the public pool', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'public' }, { token: admin });
    try {
      const leaver = await colleagueOf(manager.store_id!, [manager.id, me.id]);
      const work = await workOf(leaver.id);
      expect((await t.call(staffResign, { id: leaver.id, reason: '回老家' }, { token: admin })).body.code).toBe('200000');
      // The overdue notice is the new person's to be told of.
      expect(await stepRow(work.open)).toEqual({ responsible_id: manager.id, overdue_told_for: null });
      expect(await stepRow(work.done)).toEqual({ responsible_id: leaver.id, overdue_told_for: 5 });
      expect(await appointmentRow(work.booked)).toEqual({ agent_id: manager.id, version: 2 });
      expect(await appointmentRow(work.cancelled)).toEqual({ agent_id: leaver.id, version: 1 });
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager' }, { token: admin });
    }
  });

  it('keeps the work with the leaver when the store has no other active manager', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    const leaver = await colleagueOf(manager.store_id!, [manager.id, me.id]);
    await t.db.updateTable('store').set({ manager_id: leaver.id }).where('id', '=', manager.store_id!).execute();
    try {
      const work = await workOf(leaver.id);
      expect((await t.call(staffResign, { id: leaver.id, reason: '' }, { token: admin })).body.code).toBe('200000');
      expect((await stepRow(work.open)).responsible_id).toBe(leaver.id);
      expect((await appointmentRow(work.booked)).agent_id).toBe(leaver.id);
    } finally {
      await t.db.updateTable('store').set({ manager_id: manager.id }).where('id', '=', manager.store_id!).execute();
    }
  });
});
