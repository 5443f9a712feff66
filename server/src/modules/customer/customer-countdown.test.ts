import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGet, customerPrivate, followupCustomer, followupInvalid } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DAY, nowSeconds, staffId } from '../../test/houses.js';
import { releaseIdleCustomers } from './customer.jobs.js';
import { enterCustomer } from './customer.test-helpers.js';

// The release countdown (active_at) when a follow-up is marked invalid or valid again: found afresh from when the agent
// took the customer, the agent's latest valid written follow-up and the latest effective viewing.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
});
afterAll(async () => {
  await t.close();
});

const countdown = async (id: number) =>
  (await t.db.selectFrom('customer').select(['active_at', 'warned_at', 'pool']).where('id', '=', id).executeTakeFirstOrThrow());

// A customer of the agent entered `days` ago, its entry record with it.
async function enteredDaysAgo(days: number) {
  const c = await enterCustomer(t, agent);
  const at = nowSeconds() - days * DAY;
  await t.db.updateTable('customer').set({ created_at: at, active_at: at }).where('id', '=', c.id).execute();
  await t.db.updateTable('followup').set({ created_at: at }).where('customer_id', '=', c.id).execute();
  return { ...c, enteredAt: at };
}

async function writeFollowup(customerId: number, token = agent) {
  const { body } = await t.call(followupCustomer, { customer_id: customerId, way: 'call', content: '电话联系客户，约周末看房' }, { token });
  expect(body.code, JSON.stringify(body)).toBe('200000');
  return body.data;
}

describe('a follow-up marked invalid', () => {
  it('takes back the countdown it restarted, so the job releases the customer as if it had not been written; valid again, it counts again', async () => {
    const c = await enteredDaysAgo(14);
    const call = await writeFollowup(c.id);
    expect((await countdown(c.id)).active_at).toBe(call.created_at);
    expect((await t.call(followupInvalid, { id: call.id, reason: '没有真实联系' }, { token: manager })).body.code).toBe('200000');
    expect((await countdown(c.id)).active_at).toBe(c.enteredAt);
    expect((await t.call(customerGet, { id: c.id }, { token: agent })).body.data.release_at).toBe(c.enteredAt + 15 * DAY);

    await t.call(followupInvalid, { id: call.id, invalid: 0 }, { token: manager });
    expect(await countdown(c.id)).toMatchObject({ active_at: call.created_at, warned_at: null });

    await t.call(followupInvalid, { id: call.id, reason: '没有真实联系' }, { token: manager });
    await releaseIdleCustomers(t.db, nowSeconds() + 2 * DAY);
    expect((await countdown(c.id)).pool).toBe('public');
  });

  it('never moves the countdown before a later claim, and counts only the agent\'s own follow-ups', async () => {
    const c = await enteredDaysAgo(20);
    const call = await writeFollowup(c.id);
    await t.db.updateTable('followup').set({ created_at: c.enteredAt + DAY }).where('id', '=', call.id).execute();
    // Released, then claimed by the manager: the claim starts the manager's countdown.
    const released = await t.call(customerPrivate, { id: c.id, version: c.version, pool: 'public' }, { token: agent });
    const claimed = await t.call(customerPrivate, { id: c.id, version: released.body.data.version, pool: 'private' }, { token: manager });
    expect(claimed.body.data.agent_id).toBe(await staffId(t.db, 'manager'));
    const claimedAt = (await countdown(c.id)).active_at;
    // The manager's follow-up is the customer's own agent's now; the agent's older one is no longer its agent's.
    const managers = await writeFollowup(c.id, manager);
    await t.db.updateTable('followup').set({ created_at: claimedAt + 60 }).where('id', '=', managers.id).execute();
    await t.db.updateTable('customer').set({ active_at: claimedAt + 60 }).where('id', '=', c.id).execute();

    await t.call(followupInvalid, { id: call.id, reason: '重复填写' }, { token: admin });
    expect((await countdown(c.id)).active_at).toBe(claimedAt + 60);
    await t.call(followupInvalid, { id: managers.id, reason: '没有真实联系' }, { token: admin });
    expect((await countdown(c.id)).active_at).toBe(claimedAt);
    // Valid again, the agent's old follow-up is still not the manager's.
    await t.call(followupInvalid, { id: call.id, invalid: 0 }, { token: admin });
    expect((await countdown(c.id)).active_at).toBe(claimedAt);
  });

  it('counts from a hand-over to a new agent', async () => {
    const c = await enteredDaysAgo(10);
    const call = await writeFollowup(c.id);
    const handedAt = c.enteredAt + 2 * DAY;
    const managerId = await staffId(t.db, 'manager');
    await t.db.updateTable('customer').set({ agent_id: managerId }).where('id', '=', c.id).execute();
    await t.db.insertInto('followup').values({
      house_id: null, customer_id: c.id, staff_id: null, kind: 'role', content: '', detail: JSON.stringify({ from: '张伟', to: '李明' }), created_at: handedAt,
    }).execute();
    await t.call(followupInvalid, { id: call.id, reason: '没有真实联系' }, { token: manager });
    expect((await countdown(c.id)).active_at).toBe(handedAt);
  });

  it('keeps a later effective viewing as the countdown\'s start', async () => {
    const c = await enteredDaysAgo(10);
    const call = await writeFollowup(c.id);
    const viewedAt = c.enteredAt + 3 * DAY;
    await t.db.updateTable('customer').set({ last_look_at: viewedAt }).where('id', '=', c.id).execute();
    await t.call(followupInvalid, { id: call.id, reason: '没有真实联系' }, { token: manager });
    expect((await countdown(c.id)).active_at).toBe(viewedAt);
  });
});
