import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, companySave, followupCustomer, followupHouse, followupNewhouse, houseGrade } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse } from '../../test/houses.js';
import { companyWallClock } from '../../core/clock.js';
import { enterCustomer } from '../customer/customer.test-helpers.js';
import { publishedProject } from '../newhouse/newhouse.test-helpers.js';

// The company's minimum gap between one person's follow-ups on the same house, new-house project or customer
// (followup_min_gap_minutes).

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

const setGap = (minutes: number) => t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', followup_min_gap_minutes: minutes }, { token: admin });
const HOUSE_NOTE = '联系业主，业主表示价格可以小谈';
const CUSTOMER_NOTE = '电话联系客户，约周末看房';
const wallClock = (at: number) => companyWallClock(at).toISOString().slice(0, 16).replace('T', ' ');

describe('the minimum gap between follow-ups', () => {
  it('refuses a person\'s second follow-up on a house within the gap, naming when the next one is accepted; others, other houses and typed records pass', async () => {
    await setGap(5);
    try {
      const house = await enterHouse(t, agent);
      // The entry the product recorded a moment ago holds nothing back.
      const first = await t.call(followupHouse, { house_id: house.id, content: HOUSE_NOTE }, { token: agent });
      expect(first.body.code).toBe('200000');
      const before = await snapshot(t.db, ['operation_log']);
      const again = await t.call(followupHouse, { house_id: house.id, content: '再次联系业主，确认看房时间' }, { token: agent, lang: 'zh' });
      expect(again.status).toBe(429);
      const nextAt = first.body.data.created_at + 300;
      expect(again.body).toMatchObject({
        code: ERRORS.FOLLOWUP_TOO_SOON.code, message: `跟进过于频繁：同一房源、楼盘或客户的两次跟进至少间隔5分钟，${wallClock(nextAt)}后可再跟进`, data: { next_at: nextAt },
      });
      expect(await snapshot(t.db, ['operation_log'])).toBe(before);
      const english = await t.call(followupHouse, { house_id: house.id, content: '再次联系业主，确认看房时间' }, { token: agent, lang: 'en' });
      expect(english.body.message).toBe(`Too soon for another follow-up: your follow-ups on the same house, project or customer are at least 5 minutes apart: the next one from ${wallClock(nextAt)}`);

      // Another person on the same house, the same person on another house, and a change the product records.
      expect((await t.call(followupHouse, { house_id: house.id, content: HOUSE_NOTE }, { token: manager })).body.code).toBe('200000');
      const other = await enterHouse(t, agent);
      expect((await t.call(followupHouse, { house_id: other.id, content: HOUSE_NOTE }, { token: agent })).body.code).toBe('200000');
      expect((await t.call(houseGrade, { id: house.id, version: house.version, grade: 'a' }, { token: manager })).body.code).toBe('200000');

      // Once the gap has passed.
      await t.db.updateTable('followup').set({ created_at: first.body.data.created_at - 301 }).where('id', '=', first.body.data.id).execute();
      expect((await t.call(followupHouse, { house_id: house.id, content: '再次联系业主，确认看房时间' }, { token: agent })).body.code).toBe('200000');
    } finally {
      await setGap(0);
    }
  });

  it('lets one of two follow-ups sent at once through', async () => {
    await setGap(5);
    try {
      const house = await enterHouse(t, agent);
      const answers = await Promise.all([1, 2].map((n) => t.call(followupHouse, { house_id: house.id, content: `${HOUSE_NOTE}（${n}）` }, { token: agent })));
      expect(answers.map((a) => a.body.code).sort()).toEqual(['200000', ERRORS.FOLLOWUP_TOO_SOON.code]);
    } finally {
      await setGap(0);
    }
  });

  it('holds a person\'s calls, visits and notes on one customer apart the same way, and nothing when the gap is 0', async () => {
    const customer = await enterCustomer(t, agent);
    await setGap(10);
    try {
      const call = await t.call(followupCustomer, { customer_id: customer.id, way: 'call', content: CUSTOMER_NOTE }, { token: agent });
      expect(call.body.code).toBe('200000');
      const visit = await t.call(followupCustomer, { customer_id: customer.id, way: 'visit', content: '客户到店面谈，预算五百万左右' }, { token: agent });
      expect(visit.body).toMatchObject({ code: ERRORS.FOLLOWUP_TOO_SOON.code, data: { next_at: call.body.data.created_at + 600 } });
      expect((await t.call(followupCustomer, { customer_id: customer.id, content: CUSTOMER_NOTE }, { token: manager })).body.code).toBe('200000');
    } finally {
      await setGap(0);
    }
    expect((await t.call(followupCustomer, { customer_id: customer.id, way: 'visit', content: '客户到店面谈，预算五百万左右' }, { token: agent })).body.code)
      .toBe('200000');
  });

  it('holds a person\'s follow-ups on one new-house project apart the same way', async () => {
    const project = await publishedProject(t, admin);
    const other = await publishedProject(t, admin);
    const note = (n: number) => `开发商确认下周加推两栋楼（${n}）`;
    await setGap(5);
    try {
      const first = await t.call(followupNewhouse, { newhouse_id: project.id, content: note(1) }, { token: agent });
      expect(first.body.code).toBe('200000');
      const before = await snapshot(t.db, ['followup', 'followup_day', 'operation_log']);
      const again = await t.call(followupNewhouse, { newhouse_id: project.id, content: note(2) }, { token: agent, lang: 'zh' });
      expect(again.status).toBe(429);
      const nextAt = first.body.data.created_at + 300;
      expect(again.body).toMatchObject({
        code: ERRORS.FOLLOWUP_TOO_SOON.code, message: `跟进过于频繁：同一房源、楼盘或客户的两次跟进至少间隔5分钟，${wallClock(nextAt)}后可再跟进`, data: { next_at: nextAt },
      });
      expect(await snapshot(t.db, ['followup', 'followup_day', 'operation_log'])).toBe(before);
      // Another person on the same project and the same person on another project pass.
      expect((await t.call(followupNewhouse, { newhouse_id: project.id, content: note(3) }, { token: manager })).body.code).toBe('200000');
      expect((await t.call(followupNewhouse, { newhouse_id: other.id, content: note(4) }, { token: agent })).body.code).toBe('200000');
      await t.db.updateTable('followup').set({ created_at: first.body.data.created_at - 301 }).where('id', '=', first.body.data.id).execute();
      expect((await t.call(followupNewhouse, { newhouse_id: project.id, content: note(5) }, { token: agent })).body.code).toBe('200000');
    } finally {
      await setGap(0);
    }
  });
});
