import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, companyGet, companySave, followupHouse, followupInvalid, houseGrade, houseOwnerAdd, phoneView, type OwnerItem,
} from '@brokerage/contract';
import { createTestApp, snapshot, snapshotChanges, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { companyWallClock } from '../../core/clock.js';
import { houseTitles } from '../../core/house-title.js';

// The company setting phone_view_followup_required: whoever reveals an owner's phone writes a follow-up on that house
// before revealing another.

let t: TestApp;
let agent: string;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager, admin] = await Promise.all([t.login('agent'), t.login('manager'), t.login('admin')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  await t.db.updateTable('role').set({ phone_view_daily_limit: 1_000 }).where('code', 'in', ['agent', 'manager']).execute();
});
afterAll(async () => {
  await t.close();
});

const require = (on: 0 | 1) => t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', phone_view_followup_required: on }, { token: admin });
const NOTE = '联系业主，业主表示价格可以小谈';

async function ownedHouse(): Promise<OwnerItem> {
  const house = await enterHouse(t, agent);
  const { body } = await t.call(houseOwnerAdd, { house_id: house.id, name: '陈建华', phones: ['13812345678', '021-58880000'] }, { token: agent });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}
const view = (owner: OwnerItem, token = agent, lang: 'zh' | 'en' = 'en') => t.call(phoneView, { owner_id: owner.id }, { token, lang });
const titleOf = async (houseId: number) => `${(await houseTitles(t.db, [houseId]))(houseId, await staffId(t.db, 'agent'))} #${houseId}`;
const wallClock = (at: number) => companyWallClock(at).toISOString().slice(0, 16).replace('T', ' ');

describe('a follow-up after each owner phone revealed', () => {
  it('is off by default: phones are revealed one after another and nothing waits', async () => {
    expect((await t.call(companyGet, {}, { token: admin })).body.data.phone_view_followup_required).toBe(0);
    const [a, b] = [await ownedHouse(), await ownedHouse()];
    for (const owner of [a, b, a]) expect((await view(owner)).body.code).toBe('200000');
    expect(await t.db.selectFrom('phone_view_followup').selectAll().where('staff_id', '=', await staffId(t.db, 'agent')).execute()).toEqual([]);
  });

  it('when on, refuses another reveal until the person writes a valid follow-up of their own on the house, naming it', async () => {
    const [a, b] = [await ownedHouse(), await ownedHouse()];
    await require(1);
    try {
      expect((await t.call(companyGet, {}, { token: admin })).body.data.phone_view_followup_required).toBe(1);
      const first = await view(a);
      expect(first.body.code).toBe('200000');
      const viewedAt = (await t.db.selectFrom('phone_view_followup').select('viewed_at').where('staff_id', '=', await staffId(t.db, 'agent'))
        .executeTakeFirstOrThrow()).viewed_at;

      const before = await snapshot(t.db, ['operation_log', 'session']);
      const refused = await view(b, agent, 'zh');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: ERRORS.FOLLOWUP_REQUIRED.code, data: { house_id: a.house_id },
        message: `请先写跟进：您于${wallClock(Number(viewedAt))}查看了${await titleOf(a.house_id)}的业主电话，请先在该房源写跟进，再查看其他电话`,
      });
      expect((await view(b, agent, 'en')).body.message)
        .toBe(`Write a follow-up first: you revealed an owner's phone of ${await titleOf(a.house_id)} at ${wallClock(Number(viewedAt))}: write a follow-up on that house before revealing another phone`);
      // Nothing was revealed, logged or counted.
      expect(snapshotChanges(before, await snapshot(t.db, ['operation_log', 'session']))).toBe('');
      // A phone of the waiting house itself passes (an owner's second number), and the house still waits from the
      // first.
      expect((await view(a)).body.code).toBe('200000');
      expect((await t.db.selectFrom('phone_view_followup').select('viewed_at').where('staff_id', '=', await staffId(t.db, 'agent'))
        .executeTakeFirstOrThrow()).viewed_at).toBe(viewedAt);
      expect((await view(b)).body.code).toBe(ERRORS.FOLLOWUP_REQUIRED.code);

      // What does not count: a record the product writes, another person's follow-up, the person's own on another
      // house.
      const house = (await t.db.selectFrom('house').select('version').where('id', '=', a.house_id).executeTakeFirstOrThrow());
      expect((await t.call(houseGrade, { id: a.house_id, version: house.version, grade: 'a' }, { token: agent })).body.code).toBe('200000');
      expect((await t.call(followupHouse, { house_id: a.house_id, content: NOTE }, { token: manager })).body.code).toBe('200000');
      const onB = (await t.call(followupHouse, { house_id: b.house_id, content: NOTE }, { token: agent })).body.data.id;
      // Written a minute ago, before the next reveal of house b below.
      await t.db.updateTable('followup').set({ created_at: Number(viewedAt) - 60 }).where('id', '=', onB).execute();
      expect((await view(b)).body.code).toBe(ERRORS.FOLLOWUP_REQUIRED.code);
      // Others are held by their own reveals alone.
      expect((await view(b, manager)).body.code).toBe('200000');

      // The person's follow-up on the house (a 空看 counts as any written one): the next reveal passes, and waits in
      // turn.
      const written = await t.call(followupHouse, { house_id: a.house_id, way: 'empty_look', content: NOTE }, { token: agent });
      expect(written.body.code).toBe('200000');
      expect((await view(b)).body.code).toBe('200000');
      expect((await view(a)).body).toMatchObject({ code: ERRORS.FOLLOWUP_REQUIRED.code, data: { house_id: b.house_id } });
      expect((await view(b)).body.code).toBe('200000');

      // A follow-up marked invalid no longer counts; valid again, it does. (The reveal of house b is moved before the
      // person's note on it.)
      await t.db.updateTable('phone_view_followup').set({ viewed_at: Number(viewedAt) - 120 }).where('staff_id', '=', await staffId(t.db, 'agent')).execute();
      expect((await t.call(followupInvalid, { id: onB, reason: '与业主无关' }, { token: manager })).body.code).toBe('200000');
      expect((await view(a)).body.code).toBe(ERRORS.FOLLOWUP_REQUIRED.code);
      expect((await t.call(followupInvalid, { id: onB, invalid: 0 }, { token: manager })).body.code).toBe('200000');
      expect((await view(a)).body.code).toBe('200000');
    } finally {
      await require(0);
    }
    // Off again: nothing waits.
    expect((await view(b)).body.code).toBe('200000');
  });

  it('lets go of a house the person can no longer write on', async () => {
    const [a, b] = [await ownedHouse(), await ownedHouse()];
    await t.db.deleteFrom('phone_view_followup').execute();
    await require(1);
    try {
      expect((await view(a)).body.code).toBe('200000');
      expect((await view(b)).body.code).toBe(ERRORS.FOLLOWUP_REQUIRED.code);
      await t.db.updateTable('house').set({ deleted_at: 1 }).where('id', '=', a.house_id).execute();
      expect((await view(b)).body.code).toBe('200000');
    } finally {
      await require(0);
    }
  });

  it('lets one of two reveals sent at once through', async () => {
    const [a, b] = [await ownedHouse(), await ownedHouse()];
    await require(1);
    try {
      const answers = await Promise.all([view(a, manager), view(b, manager)]);
      expect(answers.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.FOLLOWUP_REQUIRED.code]);
    } finally {
      await require(0);
    }
  });
});
