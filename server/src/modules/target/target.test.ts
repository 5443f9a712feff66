import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, targetList, targetSave, userInfo } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { monthOf, nowSeconds } from '../../core/clock.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TARGET = {
  target_number_loan: 3, target_money_loan: 12000.5, target_number_old: 2, target_money_old: 80000,
  target_number_new: 1, target_money_new: 50000.25,
};

describe('dealtarget/save', () => {
  it('sets this month\'s target once, which clears input_target, and refuses a second time', async () => {
    // A demo person asked for the month's targets (the demo accounts have set theirs).
    const token = await t.login({ account: 'staff006', password: 'demo123' });
    expect((await t.call(userInfo, {}, { token })).body.data.input_target).toBe(0);
    const saved = await t.call(targetSave, TARGET, { token });
    expect(saved.body.code).toBe('200000');
    expect(saved.body.data).toMatchObject({ ...TARGET, month: monthOf(nowSeconds()) });
    const stored = await t.db.selectFrom('monthly_target').select('target_money_new').where('id', '=', saved.body.data.id).executeTakeFirstOrThrow();
    expect(stored.target_money_new).toBe(5_000_025);
    expect((await t.call(userInfo, {}, { token })).body.data.input_target).toBe(1);

    const again = await t.call(targetSave, { ...TARGET, target_number_loan: 9 }, { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.CONFLICT.code);
    const list = await t.call(targetList, {}, { token });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]?.target_number_loan).toBe(3);
  });

  it('applies the form rules on the server: whole non-negative counts, money with at most two decimals', async () => {
    const token = await t.login({ account: 'staff005', password: 'demo123' });
    const before = await snapshot(t.db);
    for (const bad of [
      { target_number_loan: 1.5 }, { target_number_old: -1 }, { target_money_loan: -0.01 }, { target_money_old: 10.123 },
      { target_money_new: '100' },
    ]) {
      const { body } = await t.call(targetSave, { ...TARGET, ...bad }, { token });
      expect(body.code, JSON.stringify(bad)).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: object }).fields)).toEqual(Object.keys(bad));
    }
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('dealtarget/list', () => {
  it('lists only the caller\'s own targets, newest month first, and by month', async () => {
    const token = await t.login('manager');
    const managerId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('monthly_target').values({
      staff_id: managerId, month: '2020-01', created_at: 1, target_number_loan: 1, target_money_loan: 100,
      target_number_old: 1, target_money_old: 100, target_number_new: 1, target_money_new: 100,
    }).execute();
    const { body } = await t.call(targetList, {}, { token });
    expect(body.data.list.map((r) => r.month)).toEqual([monthOf(nowSeconds()), '2020-01']);
    expect(body.data.list[1]?.target_money_loan).toBe(1);
    const one = await t.call(targetList, { month: '2020-01' }, { token });
    expect(one.body.data.page.total).toBe(1);
    expect((await t.call(targetList, { month: '2020-13' }, { token })).body.code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('targets against actuals', () => {
  it('gives each month the deals and 应收业绩 the person shares, rentals as loan and sales as old', async () => {
    const token = await t.login('agent');
    const agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    const rows = await t.db.selectFrom('deal_performance as p').innerJoin('deal as d', 'd.id', 'p.deal_id')
      .select(['p.month', 'p.deal_id', 'p.receivable', 'd.kind']).where('p.staff_id', '=', agentId).execute();
    const months = [...new Set(rows.map((r) => r.month))].filter((m) => m !== monthOf(nowSeconds()));
    expect(months.length, 'the demo agent has performance in earlier months').toBeGreaterThan(0);
    for (const month of months) {
      await t.db.insertInto('monthly_target').values({
        staff_id: agentId, month, created_at: 1, target_number_loan: 1, target_money_loan: 100, target_number_old: 1, target_money_old: 100,
        target_number_new: 1, target_money_new: 100,
      }).execute();
    }
    const { body } = await t.call(targetList, { limit: 100 }, { token });
    for (const month of months) {
      const item = body.data.list.find((i) => i.month === month);
      const of = (kind: string) => rows.filter((r) => r.month === month && r.kind === kind);
      const deals = (kind: string) => new Set(of(kind).filter((r) => Number(r.receivable) !== 0).map((r) => r.deal_id)).size;
      const money = (kind: string) => of(kind).reduce((s, r) => s + Number(r.receivable), 0) / 100;
      expect(item, month).toMatchObject({
        actual_number_loan: deals('rent'), actual_money_loan: money('rent'), actual_number_old: deals('sale'), actual_money_old: money('sale'),
      });
    }
    expect(body.data.list.some((i) => i.actual_money_old + i.actual_money_loan > 0)).toBe(true);
  });

  it('counts as new houses the reports the person filed that reached 成交 in the month and the commissions settled in it', async () => {
    const token = await t.login('agent');
    const agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    const otherId = (await t.db.selectFrom('staff').select('id').where('account', '<>', 'agent').orderBy('id').executeTakeFirstOrThrow()).id;
    const model = await t.db.selectFrom('newhouse_report').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...fields } = model;
    // 2019-03 and 2019-04 in Shanghai: one report dealt in March and settled in April, one dealt and settled in April
    // (its 结佣 at the first second of April, company time), one dealt in March by someone else, one still at 认购.
    const march = Date.UTC(2019, 2, 10) / 1000;
    const aprilFirst = Date.UTC(2019, 2, 31, 16) / 1000;
    const report = (values: Partial<typeof fields>) => t.db.insertInto('newhouse_report').values({ ...fields, confirm: 'valid', ...values }).execute();
    await report({ reporter_id: agentId, stage: 'settled', dealt_at: march, settled_at: aprilFirst + 86_400, commission_amount: 1_234_56 });
    await report({ reporter_id: agentId, stage: 'settled', dealt_at: aprilFirst + 3_600, settled_at: aprilFirst, commission_amount: 50_00 });
    await report({ reporter_id: otherId, stage: 'dealt', dealt_at: march, settled_at: null, commission_amount: null });
    await report({ reporter_id: agentId, stage: 'subscribed', dealt_at: null, settled_at: null, commission_amount: null });
    for (const month of ['2019-03', '2019-04']) {
      await t.db.insertInto('monthly_target').values({
        staff_id: agentId, month, created_at: 1, target_number_loan: 0, target_money_loan: 0, target_number_old: 0, target_money_old: 0,
        target_number_new: 1, target_money_new: 100,
      }).execute();
    }
    const of = async (month: string) => (await t.call(targetList, { month }, { token })).body.data.list[0];
    expect(await of('2019-03')).toMatchObject({ actual_number_new: 1, actual_money_new: 0 });
    expect(await of('2019-04')).toMatchObject({ actual_number_new: 1, actual_money_new: 1284.56 });
  });
});
