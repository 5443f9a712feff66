import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartMonth, newhouseReportAdd, newhouseReportConfirm, performanceList, type InputOf, type NewhouseReport } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { monthOf, nowSeconds } from '../../core/clock.js';
import { up as migrate111 } from '../../core/db/migrations/111-split-newhouse-performance.js';
import { refillNewhouseMonths } from './newhouse-month.js';

// New-house performance: the commission of a report at 结佣, to its reporter in the month of 结佣, beside the deals'.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

// A phone no customer of the demo has, one more each call.
let serial = 0;
const freshPhone = () => `171${String(process.pid % 1000).padStart(3, '0')}${String((serial += 1)).padStart(5, '0')}`;

const MONTH = monthOf(nowSeconds());
const RANGE = { month_from: MONTH, month_to: MONTH };

// A report of the agent's moved by the manager to `last` (成交 or 结佣) with a commission of `commission` yuan at 结佣.
async function reportAt(last: 'dealt' | 'settled', commission: number): Promise<NewhouseReport> {
  // A published project of the demo's; each report names a fresh customer phone.
  const project = await t.db.selectFrom('newhouse').select('id').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const filed = await t.call(newhouseReportAdd, { new_id: project.id, customer_name: '孙立', customer_phone: freshPhone(), visit_at: nowSeconds() + 86_400 }, { token: agent });
  if (filed.body.code !== '200000') throw new Error(`newhousereport/add failed: ${JSON.stringify(filed.body)}`);
  let report = filed.body.data;
  const steps: Partial<InputOf<typeof newhouseReportConfirm>>[] = [
    { confirm: 'valid' }, { stage: 'visited' }, { stage: 'subscribed', amount: 3_000_000 }, { stage: 'dealt', amount: 3_000_000 },
    ...(last === 'settled' ? [{ stage: 'settled' as const, amount: commission }] : []),
  ];
  for (const step of steps) {
    const { body } = await t.call(newhouseReportConfirm, { id: report.id, version: report.version, ...step }, { token: manager });
    if (body.code !== '200000') throw new Error(`newhousereport/confirm failed: ${JSON.stringify(body)}`);
    report = body.data;
  }
  return report;
}

async function agentRow(kind?: 'sale' | 'rent' | 'newhouse') {
  const { body } = await t.call(performanceList, { ...RANGE, ...(kind ? { kind } : {}), page: 1, limit: 100 }, { token: admin });
  expect(body.code).toBe('200000');
  const row = body.data.list.find((r) => r.id === agentId);
  return { deals: row?.deals ?? 0, receivable: row?.receivable ?? 0, received: row?.received ?? 0, target: row?.target ?? null, totals: body.data.totals };
}

describe('new-house performance', () => {
  it('counts a report\'s commission at 结佣 for its reporter as the new-house kind, apart from sales and rentals', async () => {
    const before = { all: await agentRow(), sale: await agentRow('sale'), newhouse: await agentRow('newhouse') };
    await reportAt('dealt', 0);
    // 成交 without 结佣 records no commission yet.
    expect(await agentRow('newhouse')).toEqual(before.newhouse);
    const report = await reportAt('settled', 12_345.67);
    expect((await t.db.selectFrom('newhouse_report').select('settled_month').where('id', '=', report.id).executeTakeFirstOrThrow()).settled_month).toBe(MONTH);

    const newhouse = await agentRow('newhouse');
    expect(newhouse).toMatchObject({ deals: before.newhouse.deals + 1, receivable: before.newhouse.receivable + 12_345.67, received: before.newhouse.received + 12_345.67 });
    expect(newhouse.totals.receivable).toBeCloseTo(before.newhouse.totals.receivable + 12_345.67, 2);
    const all = await agentRow();
    expect(all).toMatchObject({ deals: before.all.deals + 1, receivable: before.all.receivable + 12_345.67, received: before.all.received + 12_345.67 });
    expect(await agentRow('sale')).toEqual(before.sale);

    // The person's target beside it (the demo agent has this month's): the new-house money target for the kind, all
    // three without one.
    const targets = await t.db.selectFrom('monthly_target').select(['target_money_old', 'target_money_loan', 'target_money_new'])
      .where('staff_id', '=', agentId).where('month', '=', MONTH).executeTakeFirstOrThrow();
    expect(newhouse.target).toBe(Number(targets.target_money_new) / 100);
    expect(all.target).toBe((Number(targets.target_money_old) + Number(targets.target_money_loan) + Number(targets.target_money_new)) / 100);
    const trend = (await t.call(chartMonth, { ...RANGE, kind: 'newhouse' }, { token: admin })).body.data.list;
    expect(trend).toEqual([{ month: MONTH, ...newhouse.totals }]);
  });

  it('db:reindex writes the month of 结佣 afresh from the reports\' 结佣 time', async () => {
    const report = await reportAt('settled', 1_000);
    const counted = await agentRow('newhouse');
    // Written around the app: the month lost, and one where no 结佣 is.
    await t.db.updateTable('newhouse_report').set({ settled_month: null }).where('id', '=', report.id).execute();
    const stray = await reportAt('dealt', 0);
    await t.db.updateTable('newhouse_report').set({ settled_month: MONTH }).where('id', '=', stray.id).execute();
    expect((await agentRow('newhouse')).receivable).toBeCloseTo(counted.receivable - 1_000, 2);
    expect(await refillNewhouseMonths(t.db)).toBe(2);
    expect(await agentRow('newhouse')).toEqual(counted);
    expect((await t.db.selectFrom('newhouse_report').select('settled_month').where('id', '=', stray.id).executeTakeFirstOrThrow()).settled_month).toBeNull();
    expect(await refillNewhouseMonths(t.db)).toBe(0);
  });

  it('the migration fills the month of 结佣 of the reports settled before it', async () => {
    const settled = await t.db.selectFrom('newhouse_report').select(['id', 'settled_at']).where('settled_at', 'is not', null).orderBy('id').execute();
    expect(settled.length).toBeGreaterThan(1);
    await t.db.schema.dropIndex('newhouse_report_settled_idx').execute();
    await t.db.schema.alterTable('newhouse_report').dropColumn('settled_month').execute();
    for (const column of ['split_house_share', 'split_key_share', 'split_survey_share']) await t.db.schema.alterTable('company').dropColumn(column).execute();
    await migrate111(t.db);
    const filled = await t.db.selectFrom('newhouse_report').select(['id', 'settled_month']).where('settled_at', 'is not', null).orderBy('id').execute();
    expect(filled).toEqual(settled.map((r) => ({ id: r.id, settled_month: monthOf(Number(r.settled_at)) })));
    expect(await refillNewhouseMonths(t.db)).toBe(0);
  });
});
