import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, approvalOperate, companySave, followupHouse, followupInvalid, houseLinbao, houseUpdateStatus, staffResign, staffRoleUpdate,
  type InputOf,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DAY, enterHouse, houseOutside, nowSeconds, staffId } from '../../test/houses.js';
import { companyDate, startOfCompanyDay } from '../../core/clock.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { setCompanyFlow } from '../approval/approval.test-helpers.js';
import { releaseIdlePrivateHouses, returnExpiredStatuses, warnBeforeHouseRelease } from '../house/house.jobs.js';
import { fillPoolCountdowns } from '../../core/db/migrations/105-pool-rules.js';

// The public/private pool rules of houses: the release countdown starts again at a claim, a new maintainer, a
// hand-over, a return to 有效 and a valid follow-up; a hold protects from the release for hold_protect_days; claims
// from the public pool are capped per person and company day.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let store: number;
const company = { name: '安居房地产经纪有限公司', resign_handover: 'manager' as const };
const setPolicy = (policy: Partial<InputOf<typeof companySave>>) => t.call(companySave, { ...company, ...policy }, { token: admin });
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  await setPolicy({ house_private_cap: 10_000, pool_claim_daily_cap: 0 });
  // Claims of houses wait for approval only in the test about approvals.
  await setCompanyFlow(t, admin, 'house_to_private', 0);
  agentId = await staffId(t.db, 'agent');
  store = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const houseRow = (id: number) => t.db.selectFrom('house').select(['pool', 'status', 'version', 'active_at', 'held_at', 'release_warned_for', 'maintainer_id'])
  .where('id', '=', id).executeTakeFirstOrThrow();
const poolOf = async (id: number) => (await houseRow(id)).pool;
// A house of the agent's idle for `days`: entered that long ago without a follow-up since.
async function idleHouse(days: number) {
  const house = await enterHouse(t, agent);
  const at = nowSeconds() - days * DAY;
  await t.db.updateTable('house').set({ created_at: at, active_at: at }).where('id', '=', house.id).execute();
  return house;
}

describe('the release countdown starts again', () => {
  it('at a claim: a public house stays private until house_release_days have passed since', async () => {
    const house = await houseOutside(t.db, store, 'public');
    const now = nowSeconds();
    const { body } = await t.call(houseLinbao, { id: house.id, version: house.version, reason: '熟悉业主' }, { token: agent });
    expect(body.code).toBe('200000');
    await releaseIdlePrivateHouses(t.db, now + DAY);
    expect(await poolOf(house.id)).toBe('private');
    await releaseIdlePrivateHouses(t.db, now + 14 * DAY);
    expect(await poolOf(house.id)).toBe('private');
    await releaseIdlePrivateHouses(t.db, now + 15 * DAY + 60);
    expect(await poolOf(house.id)).toBe('public');
  });

  it('at a new maintainer, where an idle house of the same age goes', async () => {
    const [kept, other] = [await idleHouse(20), await idleHouse(20)];
    const managerId = await staffId(t.db, 'manager');
    const changed = await t.call(staffRoleUpdate, { house_id: kept.id, role: 'maintain', staff_id: managerId, version: kept.version }, { token: manager });
    expect(changed.body.code).toBe('200000');
    const now = nowSeconds();
    await releaseIdlePrivateHouses(t.db, now + DAY);
    expect([await poolOf(kept.id), await poolOf(other.id)]).toEqual(['private', 'public']);
    await releaseIdlePrivateHouses(t.db, now + 15 * DAY + 60);
    expect(await poolOf(kept.id)).toBe('public');
  });

  it('at the hand-over to the store manager when the maintainer leaves', async () => {
    const managerRow = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const adminId = await staffId(t.db, 'admin');
    const leaver = await t.db.selectFrom('staff').select('id').where('store_id', '=', managerRow.store_id).where('status', '=', 'active')
      .where('id', 'not in', [managerRow.id, adminId, agentId]).orderBy('id').executeTakeFirstOrThrow();
    // A house the leaver has maintained for 20 days without a follow-up.
    const house = await enterHouse(t, agent);
    await t.call(staffRoleUpdate, { house_id: house.id, role: 'maintain', staff_id: leaver.id, version: house.version }, { token: manager });
    await t.db.updateTable('house').set({ active_at: nowSeconds() - 20 * DAY }).where('id', '=', house.id).execute();
    expect((await t.call(staffResign, { id: leaver.id, reason: '回老家' }, { token: admin })).body.code).toBe('200000');
    const now = nowSeconds();
    await releaseIdlePrivateHouses(t.db, now + DAY);
    expect(await houseRow(house.id)).toMatchObject({ pool: 'private', maintainer_id: managerRow.id });
    await releaseIdlePrivateHouses(t.db, now + 15 * DAY + 60);
    expect(await poolOf(house.id)).toBe('public');
  });

  it('at a valid follow-up; marked invalid, the countdown is back where it was, and valid again it counts again', async () => {
    const house = await idleHouse(20);
    const written = await t.call(followupHouse, { house_id: house.id, content: '联系业主，业主表示价格可以小谈' }, { token: agent });
    const at = written.body.data.created_at;
    expect((await houseRow(house.id)).active_at).toBe(at);
    const invalid = await t.call(followupInvalid, { id: written.body.data.id, invalid: 1, reason: '内容不实' }, { token: manager });
    expect(invalid.body.code).toBe('200000');
    expect((await houseRow(house.id)).active_at).toBe(at - 20 * DAY);
    await t.call(followupInvalid, { id: written.body.data.id, invalid: 0 }, { token: manager });
    expect((await houseRow(house.id)).active_at).toBe(at);
    await releaseIdlePrivateHouses(t.db, at + DAY);
    expect(await poolOf(house.id)).toBe('private');
    await t.call(followupInvalid, { id: written.body.data.id, invalid: 1, reason: '内容不实' }, { token: manager });
    await releaseIdlePrivateHouses(t.db, at + DAY);
    expect(await poolOf(house.id)).toBe('public');
  });

  it('and the warning before the release follows it', async () => {
    const house = await houseOutside(t.db, store, 'public');
    const claimed = await t.call(houseLinbao, { id: house.id, version: house.version, reason: '' }, { token: agent });
    expect(claimed.body.code).toBe('200000');
    const { active_at: start } = await houseRow(house.id);
    const warnAll = async (at: number) => { while (await warnBeforeHouseRelease(t.db, at) > 0) { /* the demo's houses too */ } };
    await warnAll(start + DAY);
    expect((await houseRow(house.id)).release_warned_for).not.toBe(start + 15 * DAY);
    await warnAll(start + 13 * DAY + 60);
    expect((await houseRow(house.id)).release_warned_for).toBe(start + 15 * DAY);
    const told = await t.db.selectFrom('message as m').innerJoin('message_recipient as r', 'r.message_id', 'm.id').select('m.params')
      .where('m.kind', '=', 'poolReleaseWarning').where('r.staff_id', '=', agentId).execute();
    expect(told.map((m) => (JSON.parse(m.params) as { date: string }).date)).toContain(companyDate(start + 15 * DAY));
  });
});

describe('holds', () => {
  const seal = (house: { id: number; version: number }, until: number, status: 'sealed' | 'reserved' | 'paused' = 'sealed') =>
    t.call(houseUpdateStatus, { id: house.id, version: house.version, status, until, reason: '业主暂不出售' }, { token: agent });

  it('keep an idle house from the release for hold_protect_days from when the hold began, then it goes', async () => {
    const house = await idleHouse(20);
    const now = nowSeconds();
    const sealed = await seal(house, now + 90 * DAY);
    expect(sealed.body.code).toBe('200000');
    const { held_at: heldAt } = await houseRow(house.id);
    expect(heldAt).toBeGreaterThanOrEqual(now);
    await releaseIdlePrivateHouses(t.db, now + DAY);
    expect(await poolOf(house.id)).toBe('private');
    await releaseIdlePrivateHouses(t.db, (heldAt as number) + 30 * DAY - 60);
    expect(await poolOf(house.id)).toBe('private');
    await releaseIdlePrivateHouses(t.db, (heldAt as number) + 30 * DAY);
    expect(await houseRow(house.id)).toMatchObject({ pool: 'public', status: 'sealed' });
  });

  it('protect nothing when hold_protect_days is 0', async () => {
    await setPolicy({ hold_protect_days: 0 });
    try {
      const house = await idleHouse(20);
      expect((await seal(house, nowSeconds() + 90 * DAY, 'paused')).body.code).toBe('200000');
      await releaseIdlePrivateHouses(t.db, nowSeconds() + 60);
      expect(await poolOf(house.id)).toBe('public');
    } finally {
      await setPolicy({ hold_protect_days: 30 });
    }
  });

  it('keep their start when one changes into another, and the return to 有效 starts the countdown again', async () => {
    const house = await idleHouse(20);
    const now = nowSeconds();
    const reserved = await seal(house, now + 5 * DAY, 'reserved');
    const began = now - 10 * DAY;
    await t.db.updateTable('house').set({ held_at: began }).where('id', '=', house.id).execute();
    const paused = await seal({ id: house.id, version: reserved.body.data.version }, now + 5 * DAY, 'paused');
    expect(paused.body.code).toBe('200000');
    expect((await houseRow(house.id)).held_at).toBe(began);
    const back = now + 5 * DAY + 60;
    await returnExpiredStatuses(t.db, back);
    expect(await houseRow(house.id)).toMatchObject({ status: 'valid', active_at: back, held_at: null });
    await releaseIdlePrivateHouses(t.db, back + 14 * DAY);
    expect(await poolOf(house.id)).toBe('private');
    await releaseIdlePrivateHouses(t.db, back + 15 * DAY + 60);
    expect(await poolOf(house.id)).toBe('public');
  });

  it('move the warned release date to the end of their protection', async () => {
    const house = await idleHouse(14);
    expect((await seal(house, nowSeconds() + 90 * DAY)).body.code).toBe('200000');
    const { held_at: heldAt } = await houseRow(house.id);
    const warnAll = async (at: number) => { while (await warnBeforeHouseRelease(t.db, at) > 0) { /* the demo's houses too */ } };
    await warnAll(nowSeconds() + 60);
    expect((await houseRow(house.id)).release_warned_for).toBeNull();
    await warnAll((heldAt as number) + 28 * DAY + 60);
    expect((await houseRow(house.id)).release_warned_for).toBe((heldAt as number) + 30 * DAY);
  });
});

describe('the daily cap on claims from the public pool', () => {
  const claim = (house: { id: number; version: number }, token: string, lang = 'en') =>
    t.call(houseLinbao, { id: house.id, version: house.version, reason: '' }, { token, lang });

  it('refuses a claim past the cap with 429003 in the caller\'s words, writing nothing; yesterday\'s claims do not count', async () => {
    const today = startOfCompanyDay(nowSeconds());
    await t.db.insertInto('pool_claim').values([1, 2, 3].map((n) => ({ staff_id: agentId, kind: 'house', record_id: n, approval_id: null, created_at: today - n })))
      .execute();
    const before = await t.db.selectFrom('pool_claim').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', agentId).where('created_at', '>=', today).executeTakeFirstOrThrow();
    await setPolicy({ pool_claim_daily_cap: Number(before.n) + 2 });
    try {
      for (let n = 0; n < 2; n++) expect((await claim(await houseOutside(t.db, store, 'public'), agent)).body.code).toBe('200000');
      const third = await houseOutside(t.db, store, 'public');
      const unchanged = await snapshot(t.db, ['operation_log', 'interface_log']);
      const refused = await claim(third, agent, 'zh');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: ERRORS.CLAIM_CAP_REACHED.code,
        message: `今日领取已达上限：您今天已从公盘领取${Number(before.n) + 2}套房源，每天最多${Number(before.n) + 2}套`,
        data: { claims_today: Number(before.n) + 2, daily_cap: Number(before.n) + 2 },
      });
      expect((await claim(third, agent)).body.message).toBe(
        `Daily claim limit reached: you have claimed ${Number(before.n) + 2} houses from the public pool today, at most ${Number(before.n) + 2} a day`,
      );
      expect(await snapshot(t.db, ['operation_log', 'interface_log'])).toBe(unchanged);
      // Another person's claims are theirs; without a cap there is no limit.
      expect((await claim(third, manager)).body.code).toBe('200000');
      await setPolicy({ pool_claim_daily_cap: 0 });
      expect((await claim(await houseOutside(t.db, store, 'public'), agent)).body.code).toBe('200000');
    } finally {
      await setPolicy({ pool_claim_daily_cap: 0 });
    }
  });

  it('counts a claim waiting for approval, and gives back one withdrawn', async () => {
    const colleague = await t.db.selectFrom('staff').select(['id', 'account']).where('store_id', '=', store).where('status', '=', 'active')
      .where('account', 'like', 'staff%').orderBy('id').executeTakeFirstOrThrow();
    const token = await t.login({ account: colleague.account, password: DEMO_STAFF_PASSWORD });
    await setCompanyFlow(t, admin, 'house_to_private', 1, [{ approver_kind: 'store_manager', mode: 'sequential' }]);
    await setPolicy({ pool_claim_daily_cap: 1 });
    try {
      const [first, second] = [await houseOutside(t.db, store, 'public'), (await t.db.selectFrom('house').select(['id', 'version'])
        .where('pool', '=', 'public').where('deleted_at', 'is', null).where('status', '=', 'valid').where('store_id', '<>', store)
        .orderBy('id', 'desc').executeTakeFirstOrThrow())];
      const pending = await claim(first, token);
      expect(pending.body.data.approval_id).not.toBeNull();
      expect((await claim(second, token)).body.code).toBe(ERRORS.CLAIM_CAP_REACHED.code);
      const withdrawn = await t.call(approvalOperate, { id: pending.body.data.approval_id!, action: 'withdraw' }, { token });
      expect(withdrawn.body.code).toBe('200000');
      const again = await claim(second, token);
      expect(again.body.data.approval_id).not.toBeNull();
      expect((await t.call(approvalOperate, { id: again.body.data.approval_id!, action: 'approve' }, { token: manager })).body.code).toBe('200000');
      expect(await houseRow(second.id)).toMatchObject({ pool: 'private', maintainer_id: colleague.id });
      // Approved, it still counts on the day it was asked for.
      expect((await claim(first, token)).body.code).toBe(ERRORS.CLAIM_CAP_REACHED.code);
    } finally {
      await setCompanyFlow(t, admin, 'house_to_private', 0);
      await setPolicy({ pool_claim_daily_cap: 0 });
    }
  });

  it('lets only one of two claims at once take the last place', async () => {
    const today = startOfCompanyDay(nowSeconds());
    const managerId = await staffId(t.db, 'manager');
    const { n } = await t.db.selectFrom('pool_claim').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', managerId).where('kind', '=', 'house').where('created_at', '>=', today).executeTakeFirstOrThrow();
    await setPolicy({ pool_claim_daily_cap: Number(n) + 1 });
    try {
      const houses = await t.db.selectFrom('house').select(['id', 'version']).where('pool', '=', 'public').where('deleted_at', 'is', null)
        .where('status', '=', 'valid').orderBy('id').limit(2).execute();
      const results = await Promise.all(houses.map((house) => claim(house, manager)));
      expect(results.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.CLAIM_CAP_REACHED.code]);
      const pools = await Promise.all(houses.map((house) => poolOf(house.id)));
      expect(pools.sort()).toEqual(['private', 'public']);
    } finally {
      await setPolicy({ pool_claim_daily_cap: 0 });
    }
  });
});

describe('migration 105', () => {
  it('finds from each house\'s history the countdown and hold the app writes', async () => {
    const now = nowSeconds();
    const claimed = await houseOutside(t.db, store, 'public');
    expect((await t.call(houseLinbao, { id: claimed.id, version: claimed.version, reason: '' }, { token: agent })).body.code).toBe('200000');
    const handed = await enterHouse(t, agent);
    await t.call(staffRoleUpdate, { house_id: handed.id, role: 'maintain', staff_id: await staffId(t.db, 'manager'), version: handed.version }, { token: manager });
    const followed = await enterHouse(t, agent);
    await t.call(followupHouse, { house_id: followed.id, content: '联系业主，业主表示价格可以小谈' }, { token: agent });
    const held = await enterHouse(t, agent);
    await t.call(houseUpdateStatus, { id: held.id, version: held.version, status: 'reserved', until: now + 3 * DAY, reason: '' }, { token: agent });
    const returned = await enterHouse(t, agent);
    await t.call(houseUpdateStatus, { id: returned.id, version: returned.version, status: 'paused', until: now + DAY, reason: '' }, { token: agent });
    await returnExpiredStatuses(t.db, now + DAY + 60);
    const ids = [claimed.id, handed.id, followed.id, held.id, returned.id];
    const written = () => t.db.selectFrom('house').select(['id', 'active_at', 'held_at']).where('id', 'in', ids).orderBy('id').execute();
    const byApp = await written();
    await t.db.updateTable('house').set({ active_at: 0, held_at: null }).where('id', 'in', ids).execute();
    await fillPoolCountdowns(t.db, now + 2 * DAY);
    expect(await written()).toEqual(byApp);
  });
});
