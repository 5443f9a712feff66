import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySave, staffResign } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { companyDate, startOfCompanyDay } from '../../core/clock.js';

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
  const deal = await t.db.selectFrom('deal').select(['id', 'customer_id', 'contract_no']).orderBy('id').executeTakeFirstOrThrow();
  const customer = await t.db.selectFrom('customer').select('id').where('id', '!=', deal.customer_id).orderBy('id').executeTakeFirstOrThrow();
  const step = (status: string, sort: number) => t.db.insertInto('deal_step').values({
    deal_id: deal.id, sort: 900 + sort, code: 'loan', responsible_id: staffId, days: 3, count_from: 'signed', status,
    done_at: status === 'done' ? 1 : null, done_by: status === 'done' ? staffId : null, created_at: 1, overdue_told_for: 5,
  }).returning('id').executeTakeFirstOrThrow();
  const appointment = (status: string) => t.db.insertInto('customer_appointment').values({
    customer_id: customer.id, agent_id: staffId, day: DAY_2099, slot: 'morning', status, created_by: staffId, created_at: 1, updated_at: 1,
  }).returning('id').executeTakeFirstOrThrow();
  return {
    deal, customerId: customer.id,
    open: (await step('pending', 1)).id, done: (await step('done', 2)).id,
    booked: (await appointment('pending')).id, cancelled: (await appointment('cancelled')).id,
  };
}

// A company day far ahead, as appointments keep it (the start of the day), and as the timeline names it.
const DAY_2099 = startOfCompanyDay(Date.UTC(2099, 11, 31, 6) / 1000);
const DAY_TEXT = companyDate(DAY_2099);

const stepRow = (id: number) => t.db.selectFrom('deal_step').select(['responsible_id', 'overdue_told_for']).where('id', '=', id).executeTakeFirstOrThrow();
const appointmentRow = (id: number) => t.db.selectFrom('customer_appointment').select(['agent_id', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

// The hand-over records written on a customer's timeline since `after` (a follow-up id).
async function handoversOn(customerId: number, after: number) {
  const rows = await t.db.selectFrom('followup').select(['kind', 'staff_id', 'content', 'detail']).where('customer_id', '=', customerId)
    .where('id', '>', after).where('kind', '=', 'role').orderBy('id').execute();
  return rows.map((r) => ({ staff_id: r.staff_id, content: r.content, change: JSON.parse(r.detail) as unknown }));
}
const lastFollowupId = async () => Number((await t.db.selectFrom('followup').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);

// The operation log's entry of the resignation.
const resignLogged = (leaverId: number) => t.db.selectFrom('operation_log').select(['staff_id', 'result_code'])
  .where('endpoint', '=', 'user/resign').where('target_id', '=', leaverId).execute();

describe('resign hands over open work', () => {
  it('gives a leaver\'s open deal steps and open appointments to the store manager, even when houses go to the public pool, and says so on the customers\' timelines', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'public' }, { token: admin });
    try {
      const leaver = await colleagueOf(manager.store_id!, [manager.id, me.id]);
      const work = await workOf(leaver.id);
      const since = await lastFollowupId();
      expect((await t.call(staffResign, { id: leaver.id, reason: '回老家' }, { token: admin })).body.code).toBe('200000');
      // The overdue notice is the new person's to be told of.
      expect(await stepRow(work.open)).toEqual({ responsible_id: manager.id, overdue_told_for: null });
      expect(await stepRow(work.done)).toEqual({ responsible_id: leaver.id, overdue_told_for: 5 });
      expect(await appointmentRow(work.booked)).toEqual({ agent_id: manager.id, version: 2 });
      expect(await appointmentRow(work.cancelled)).toEqual({ agent_id: leaver.id, version: 1 });
      // The appointment's customer and the deal's customer each read who handed what to whom, by whom.
      expect(await handoversOn(work.customerId, since)).toEqual([
        { staff_id: me.id, content: DAY_TEXT, change: { role: 'appointment', from: leaver.name, to: manager.name } },
      ]);
      expect(await handoversOn(work.deal.customer_id, since)).toEqual([
        { staff_id: me.id, content: work.deal.contract_no, change: { role: 'deal_step', from: leaver.name, to: manager.name } },
      ]);
      expect(await resignLogged(leaver.id)).toEqual([{ staff_id: me.id, result_code: '200000' }]);
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager' }, { token: admin });
    }
  });

  it('gives the work to the person recording the resignation when the store has no other active manager, as it does for a leaver of no store', async () => {
    const manager = await person('manager');
    const me = await person('admin');
    const leaver = await colleagueOf(manager.store_id!, [manager.id, me.id]);
    await t.db.updateTable('store').set({ manager_id: leaver.id }).where('id', '=', manager.store_id!).execute();
    try {
      const work = await workOf(leaver.id);
      const since = await lastFollowupId();
      expect((await t.call(staffResign, { id: leaver.id, reason: '' }, { token: admin })).body.code).toBe('200000');
      expect(await stepRow(work.open)).toEqual({ responsible_id: me.id, overdue_told_for: null });
      expect(await appointmentRow(work.booked)).toEqual({ agent_id: me.id, version: 2 });
      expect(await appointmentRow(work.cancelled)).toEqual({ agent_id: leaver.id, version: 1 });
      expect(await handoversOn(work.customerId, since)).toEqual([
        { staff_id: me.id, content: DAY_TEXT, change: { role: 'appointment', from: leaver.name, to: me.name } },
      ]);
      expect(await handoversOn(work.deal.customer_id, since)).toEqual([
        { staff_id: me.id, content: work.deal.contract_no, change: { role: 'deal_step', from: leaver.name, to: me.name } },
      ]);
    } finally {
      await t.db.updateTable('store').set({ manager_id: manager.id }).where('id', '=', manager.store_id!).execute();
    }

    const other = await colleagueOf(manager.store_id!, [manager.id, me.id, leaver.id]);
    await t.db.updateTable('staff').set({ store_id: null }).where('id', '=', other.id).execute();
    const theirs = await workOf(other.id);
    expect((await t.call(staffResign, { id: other.id, reason: '' }, { token: admin })).body.code).toBe('200000');
    expect((await stepRow(theirs.open)).responsible_id).toBe(me.id);
    expect((await appointmentRow(theirs.booked)).agent_id).toBe(me.id);
  });
});
