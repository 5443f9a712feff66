import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, companySave, customerGet, customerOffline, customerPrivate, customerRecovery, type InputOf } from '@brokerage/contract';
import { createTestApp, planOf, snapshot, type TestApp } from '../../test/harness.js';
import { DAY, nowSeconds, staffId } from '../../test/houses.js';
import { startOfCompanyDay } from '../../core/clock.js';
import { fillPoolCountdowns } from '../../core/db/migrations/105-pool-rules.js';
import { idleSince, releaseIdleCustomers, warnBeforeRelease } from './customer.jobs.js';
import { enterCustomer } from './customer.test-helpers.js';

// The public/private pool rules of customers: a 暂缓 hold keeps a customer from the release for hold_protect_days from
// when it began, back to 有效 the countdown starts again; claims from the public pool are capped per person and
// company day, apart from houses.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
const company = { name: '安居房地产经纪有限公司', resign_handover: 'manager' as const };
const setPolicy = (policy: Partial<InputOf<typeof companySave>>) => t.call(companySave, { ...company, ...policy }, { token: admin });
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  await setPolicy({ customer_private_cap: 10_000, pool_claim_daily_cap: 0 });
});
afterAll(async () => {
  await t.close();
});

const customerRow = (id: number) => t.db.selectFrom('customer').select(['pool', 'status', 'version', 'active_at', 'held_at', 'warned_at'])
  .where('id', '=', id).executeTakeFirstOrThrow();
const poolOf = async (id: number) => (await customerRow(id)).pool;
// A customer of the agent's idle for `days`.
async function idleCustomer(days: number) {
  const customer = await enterCustomer(t, agent);
  await t.db.updateTable('customer').set({ active_at: nowSeconds() - days * DAY }).where('id', '=', customer.id).execute();
  return customer;
}
const pause = (customer: { id: number; version: number }) =>
  t.call(customerOffline, { id: customer.id, version: customer.version, status: 'paused', reason: '客户出差一个月' }, { token: agent });

describe('暂缓', () => {
  it('keeps an idle customer from the release for hold_protect_days from when it began, and says when it goes', async () => {
    const customer = await idleCustomer(20);
    const paused = await pause(customer);
    expect(paused.body.code).toBe('200000');
    const { held_at: heldAt } = await customerRow(customer.id);
    expect(paused.body.data.release_at).toBe((heldAt as number) + 30 * DAY);
    await releaseIdleCustomers(t.db, nowSeconds() + DAY);
    expect(await poolOf(customer.id)).toBe('private');
    await releaseIdleCustomers(t.db, (heldAt as number) + 30 * DAY - 60);
    expect(await poolOf(customer.id)).toBe('private');
    await releaseIdleCustomers(t.db, (heldAt as number) + 30 * DAY);
    expect(await customerRow(customer.id)).toMatchObject({ pool: 'public', status: 'paused' });
  });

  it('protects nothing when hold_protect_days is 0', async () => {
    await setPolicy({ hold_protect_days: 0 });
    try {
      const customer = await idleCustomer(20);
      expect((await pause(customer)).body.data.release_at).toBe((await customerRow(customer.id)).active_at + 15 * DAY);
      await releaseIdleCustomers(t.db, nowSeconds() + 60);
      expect(await poolOf(customer.id)).toBe('public');
    } finally {
      await setPolicy({ hold_protect_days: 30 });
    }
  });

  it('ends back in 有效, where the countdown starts again', async () => {
    const customer = await idleCustomer(20);
    const paused = await pause(customer);
    await t.db.updateTable('customer').set({ held_at: nowSeconds() - 40 * DAY }).where('id', '=', customer.id).execute();
    const recovered = await t.call(customerRecovery, { id: customer.id, version: paused.body.data.version, reason: '客户回来了' }, { token: agent });
    expect(recovered.body.code).toBe('200000');
    const row = await customerRow(customer.id);
    expect(row).toMatchObject({ status: 'valid', held_at: null });
    expect(recovered.body.data.release_at).toBe(row.active_at + 15 * DAY);
    await releaseIdleCustomers(t.db, row.active_at + 14 * DAY);
    expect(await poolOf(customer.id)).toBe('private');
    await releaseIdleCustomers(t.db, row.active_at + 15 * DAY + 60);
    expect(await poolOf(customer.id)).toBe('public');
  });

  it('is warned of anew before its protection ends', async () => {
    const customer = await idleCustomer(14);
    const warnAll = async (at: number) => { while (await warnBeforeRelease(t.db, at) > 0) { /* the demo's customers too */ } };
    await warnAll(nowSeconds());
    expect((await customerRow(customer.id)).warned_at).not.toBeNull();
    await pause(customer);
    const { held_at: heldAt, warned_at: cleared } = await customerRow(customer.id);
    expect(cleared).toBeNull();
    await warnAll((heldAt as number) + 27 * DAY);
    expect((await customerRow(customer.id)).warned_at).toBeNull();
    await warnAll((heldAt as number) + 28 * DAY + 60);
    expect((await customerRow(customer.id)).warned_at).toBe((heldAt as number) + 28 * DAY + 60);
  });

  it('is found by migration 105 from the customer\'s history', async () => {
    const customer = await enterCustomer(t, agent);
    await pause(customer);
    const { held_at: heldAt } = await customerRow(customer.id);
    await t.db.updateTable('customer').set({ held_at: null }).where('id', '=', customer.id).execute();
    await fillPoolCountdowns(t.db, nowSeconds() + DAY);
    expect((await customerRow(customer.id)).held_at).toBe(heldAt);
  });
});

describe('the daily cap on claims from the public pool', () => {
  // A public customer: entered by the agent and released.
  async function publicCustomer() {
    const customer = await enterCustomer(t, agent);
    const released = await t.call(customerPrivate, { id: customer.id, version: customer.version, pool: 'public', reason: '' }, { token: agent });
    return released.body.data;
  }
  const claim = (customer: { id: number; version: number }, lang = 'en') =>
    t.call(customerPrivate, { id: customer.id, version: customer.version, pool: 'private', reason: '' }, { token: manager, lang });

  it('refuses a claim past the cap with 429003 in the caller\'s words, writing nothing; claims of houses count apart', async () => {
    const managerId = await staffId(t.db, 'manager');
    const today = startOfCompanyDay(nowSeconds());
    await t.db.insertInto('pool_claim').values([1, 2].map((n) => ({ staff_id: managerId, kind: 'house', record_id: n, approval_id: null, created_at: today + n })))
      .execute();
    await setPolicy({ pool_claim_daily_cap: 2 });
    try {
      for (let n = 0; n < 2; n++) expect((await claim(await publicCustomer())).body.code).toBe('200000');
      const third = await publicCustomer();
      const unchanged = await snapshot(t.db, ['operation_log', 'interface_log']);
      const refused = await claim(third, 'zh');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: ERRORS.CLAIM_CAP_REACHED.code, message: '今日领取已达上限：您今天已领取2个公客，每天最多2个', data: { claims_today: 2, daily_cap: 2 },
      });
      expect((await claim(third)).body.message).toBe('Daily claim limit reached: you have claimed 2 customers from the public pool today, at most 2 a day');
      expect(await snapshot(t.db, ['operation_log', 'interface_log'])).toBe(unchanged);
      expect((await t.call(customerGet, { id: third.id }, { token: admin })).body.data).toMatchObject({ pool: 'public', version: third.version });
    } finally {
      await setPolicy({ pool_claim_daily_cap: 0 });
    }
  });

  it('lets only one of two claims at once take the last place', async () => {
    const managerId = await staffId(t.db, 'manager');
    const { n } = await t.db.selectFrom('pool_claim').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', managerId).where('kind', '=', 'customer').where('created_at', '>=', startOfCompanyDay(nowSeconds()))
      .executeTakeFirstOrThrow();
    const customers = [await publicCustomer(), await publicCustomer()];
    await setPolicy({ pool_claim_daily_cap: Number(n) + 1 });
    try {
      const results = await Promise.all(customers.map((customer) => claim(customer)));
      expect(results.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.CLAIM_CAP_REACHED.code]);
      expect((await Promise.all(customers.map((c) => poolOf(c.id)))).sort()).toEqual(['private', 'public']);
    } finally {
      await setPolicy({ pool_claim_daily_cap: 0 });
    }
  });
});

describe('the release finds its candidates by their own index', () => {
  it('plans the batch on customer_release_idx, the held ones checked within it', async () => {
    const now = nowSeconds();
    const batch = t.db.selectFrom('customer').select('id').where(idleSince(now - 15 * DAY, now - 30 * DAY)).orderBy('active_at').limit(100);
    expect(await planOf(t.db, batch)).toMatch(/customer_release_idx/);
  });
});
