import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOUSE_DATED_STATUSES, HOUSE_STATUSES, HOUSE_STATUSES_BY_DEAL, HOUSE_STATUS_TRANSITIONS, companySave, houseHandStatuses, followupList, houseClose, houseGet, houseGrade, houseRelease, houseUpdatePrice,
  houseUpdateStatus, type HouseDetail, type HouseStatus,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DAY, enterHouse, nowSeconds } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';

let t: TestApp;
let agent: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  const admin = await t.login('admin');
  // These tests enter many houses for one person: the private cap is not what they are about.
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  // The status table is what these tests are about: 无效 and 注销 apply at once (approval.test.ts covers their approval).
  await approvalFlowsOff(t, admin, ['house_invalid', 'house_cancel']);
});
afterAll(async () => {
  await t.close();
});

const history = async (id: number) => (await t.call(followupList, { house_id: id, limit: 100 }, { token: agent })).body.data.list;
const houseRow = (id: number) => t.db.selectFrom('house').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// A fresh house brought to a status in one allowed step from 有效 (内成交, which only a deal sets, written directly).
async function houseIn(status: HouseStatus): Promise<HouseDetail> {
  const house = await enterHouse(t, agent);
  if (status === 'valid') return house;
  if (HOUSE_STATUSES_BY_DEAL.includes(status)) {
    await t.db.updateTable('house').set({ status }).where('id', '=', house.id).execute();
    return (await t.call(houseGet, { id: house.id }, { token: agent })).body.data;
  }
  const until = HOUSE_DATED_STATUSES.includes(status) ? nowSeconds() + 3 * DAY : null;
  const { body } = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status, until, reason: '测试原因' }, { token: agent });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

describe('house/update_status', () => {
  it('follows the status table of the contract by hand (内成交 left to deals) for every pair of statuses', async () => {
    for (const from of HOUSE_STATUSES) {
      const house = await houseIn(from);
      for (const to of HOUSE_STATUSES) {
        const until = HOUSE_DATED_STATUSES.includes(to) ? nowSeconds() + 5 * DAY : null;
        const input = { status: to, until, reason: '原因' };
        if (houseHandStatuses(from).includes(to)) {
          const fresh = await houseIn(from);
          const { body } = await t.call(houseUpdateStatus, { id: fresh.id, version: fresh.version, ...input }, { token: agent });
          expect(body.code, `${from} → ${to}`).toBe('200000');
          expect(body.data.status).toBe(to);
        } else {
          const { status, body } = await t.call(houseUpdateStatus, { id: house.id, version: house.version, ...input }, { token: agent });
          expect(status, `${from} → ${to}`).toBe(409);
          expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
          expect(body.data).toEqual({ from, to, allowed: houseHandStatuses(from) });
        }
      }
      expect((await houseRow(house.id)).status).toBe(from);
      const detail = (await t.call(houseGet, { id: house.id }, { token: agent })).body.data;
      expect(detail.next_statuses).toEqual(houseHandStatuses(from));
      expect(detail.next_statuses).toEqual(HOUSE_STATUS_TRANSITIONS[from].filter((s) => s !== 'deal_internal'));
    }
  });

  it('refuses a forbidden status transition', async () => {
    const cancelled = await houseIn('cancelled');
    const row = await houseRow(cancelled.id);
    const { status, body } = await t.call(houseUpdateStatus, { id: cancelled.id, version: cancelled.version, status: 'valid' }, { token: agent, lang: 'zh' });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(body.message).toBe('当前状态不允许此操作：注销不能改为有效');
    expect(await houseRow(cancelled.id)).toEqual(row);
    const sold = await houseIn('deal_internal');
    const en = await t.call(houseUpdateStatus, { id: sold.id, version: sold.version, status: 'paused', until: nowSeconds() + DAY }, { token: agent });
    expect(en.body.message).toBe('This change is not allowed in the current state: Closed by us cannot change to On hold');
    // The refused change writes no follow-up.
    expect((await history(sold.id)).filter((f) => f.kind === 'status')).toHaveLength(0);
  });

  it('gives 预定, 暂缓 and 封盘 an end date in the future and nothing else one; 无效 needs a reason', async () => {
    const house = await enterHouse(t, agent);
    const now = nowSeconds();
    const refused = [
      { status: 'reserved', until: null },
      { status: 'paused', until: now - 60 },
      { status: 'sealed', until: now + 400 * DAY },
      { status: 'deal_external', until: now + DAY },
      { status: 'invalid', until: null, reason: '' },
    ] as const;
    for (const change of refused) {
      const { status, body } = await t.call(houseUpdateStatus, { id: house.id, version: 1, ...change }, { token: agent });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    expect((await houseRow(house.id)).version).toBe(1);
    const reserved = await t.call(houseUpdateStatus, { id: house.id, version: 1, status: 'reserved', until: now + 7 * DAY, reason: '客户已付定金' }, { token: agent });
    expect(reserved.body.data).toMatchObject({ status: 'reserved', status_until: now + 7 * DAY, version: 2 });
    // The same dated status again moves its end date.
    const moved = await t.call(houseUpdateStatus, { id: house.id, version: 2, status: 'reserved', until: now + 9 * DAY }, { token: agent });
    expect(moved.body.data).toMatchObject({ status: 'reserved', status_until: now + 9 * DAY });
    const invalid = await t.call(houseUpdateStatus, { id: house.id, version: 3, status: 'invalid', reason: '业主电话空号' }, { token: agent });
    expect(invalid.body.data).toMatchObject({ status: 'invalid', status_until: null, invalid_reason: '业主电话空号' });
    const valid = await t.call(houseUpdateStatus, { id: house.id, version: 4, status: 'valid' }, { token: agent });
    expect(valid.body.data).toMatchObject({ status: 'valid', invalid_reason: '' });
    expect((await t.call(houseUpdateStatus, { id: house.id, version: 4, status: 'paused', until: now + DAY }, { token: agent })).body.code).toBe(ERRORS.STALE.code);
  });

  it('seals a house with house/close until a date', async () => {
    const house = await enterHouse(t, agent);
    const until = nowSeconds() + 30 * DAY;
    const { body } = await t.call(houseClose, { id: house.id, version: 1, until, reason: '业主暂不出售' }, { token: agent });
    expect(body.data).toMatchObject({ status: 'sealed', status_until: until });
    expect((await history(house.id))[0]).toMatchObject({ kind: 'status', content: '业主暂不出售', change: { from: 'valid', to: 'sealed', until } });
    expect((await t.call(houseClose, { id: house.id, version: 2, until: nowSeconds() - 1, reason: '' }, { token: agent })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const deal = await houseIn('deal_external');
    expect((await t.call(houseClose, { id: deal.id, version: deal.version, until, reason: '' }, { token: agent })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });
});

describe('price, grade and pool', () => {
  it('writes a typed follow-up for every status/price/grade/pool change', async () => {
    const house = await enterHouse(t, agent);
    const until = nowSeconds() + 10 * DAY;
    let version = house.version;
    const step = async (result: Promise<{ body: { code: string; data: HouseDetail } }>) => {
      const { body } = await result;
      expect(body.code, JSON.stringify(body)).toBe('200000');
      version = body.data.version;
      return body.data;
    };
    await step(t.call(houseUpdateStatus, { id: house.id, version, status: 'paused', until, reason: '业主出差' }, { token: agent }));
    await step(t.call(houseUpdatePrice, { id: house.id, version, price: 4_500_000, base_price: 4_300_000, reason: '业主降价' }, { token: agent }));
    await step(t.call(houseGrade, { id: house.id, version, grade: 'a', reason: '业主急售' }, { token: agent }));
    const released = await step(t.call(houseRelease, { id: house.id, version, reason: '转公盘' }, { token: agent }));
    expect(released).toMatchObject({ pool: 'public', grade: 'a', price: 4_500_000, base_price: 4_300_000, status: 'paused', version: 5 });
    const me = (await t.db.selectFrom('staff').select(['id', 'name']).where('account', '=', 'agent').executeTakeFirstOrThrow());
    expect((await history(house.id)).map((f) => [f.kind, f.content, f.change, f.staff_id, f.staff_name])).toEqual([
      ['pool', '转公盘', { from: 'private', to: 'public' }, me.id, me.name],
      ['grade', '业主急售', { from: 'b', to: 'a' }, me.id, me.name],
      ['price', '业主降价', { from: 4_800_000, to: 4_500_000, base_from: null, base_to: 4_300_000 }, me.id, me.name],
      ['status', '业主出差', { from: 'valid', to: 'paused', until }, me.id, me.name],
      ['entry', '', null, me.id, me.name],
    ]);
    expect(released.price_history).toEqual([expect.objectContaining({
      price_from: 4_800_000, price_to: 4_500_000, base_price_from: null, base_price_to: 4_300_000, reason: '业主降价', staff_name: me.name,
    })]);
  });

  it('keeps every price change in the history, newest first, and refuses a change that changes nothing', async () => {
    const house = await enterHouse(t, agent, 'rent');
    const first = await t.call(houseUpdatePrice, { id: house.id, version: 1, price: 8_000, reason: '' }, { token: agent });
    const second = await t.call(houseUpdatePrice, { id: house.id, version: 2, price: 7_800.5, reason: '再降' }, { token: agent });
    expect(first.body.data.price).toBe(8_000);
    expect(second.body.data.price_history.map((p) => [p.price_from, p.price_to])).toEqual([[8_000, 7_800.5], [8_500, 8_000]]);
    expect(second.body.data.unit_price).toBeCloseTo(7_800.5 / 78.5, 2);
    for (const change of [{ price: 7_800.5 }, { price: 7_000, base_price: 7_500 }]) {
      expect((await t.call(houseUpdatePrice, { id: house.id, version: 3, reason: '', ...change }, { token: agent })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    expect((await t.call(houseGrade, { id: house.id, version: 3, grade: 'b' }, { token: agent })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await houseRow(house.id)).version).toBe(3);
  });

  it('refuses to release a house already in the public pool', async () => {
    const house = await enterHouse(t, manager);
    await t.call(houseRelease, { id: house.id, version: 1 }, { token: manager });
    const { status, body } = await t.call(houseRelease, { id: house.id, version: 2 }, { token: manager });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await history(house.id)).filter((f) => f.kind === 'pool')).toHaveLength(1);
  });

  it('writes nothing when a change comes with a stale version', async () => {
    const house = await enterHouse(t, agent);
    await t.call(houseGrade, { id: house.id, version: 1, grade: 'c' }, { token: agent });
    const row = await houseRow(house.id);
    const followups = await history(house.id);
    for (const stale of [
      t.call(houseUpdatePrice, { id: house.id, version: 1, price: 1_000_000 }, { token: agent }),
      t.call(houseGrade, { id: house.id, version: 1, grade: 'a' }, { token: agent }),
      t.call(houseRelease, { id: house.id, version: 1 }, { token: agent }),
      t.call(houseUpdateStatus, { id: house.id, version: 1, status: 'invalid', reason: '错误' }, { token: agent }),
    ]) {
      expect((await stale).body.code).toBe(ERRORS.STALE.code);
    }
    expect(await houseRow(house.id)).toEqual(row);
    expect(await history(house.id)).toEqual(followups);
    expect(await t.db.selectFrom('house_price_history').select('id').where('house_id', '=', house.id).execute()).toEqual([]);
  });
});
