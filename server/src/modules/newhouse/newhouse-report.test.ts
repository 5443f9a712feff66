import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, newhouseMan, newhouseReportAdd, newhouseReportConfirm, newhouseReportHouses, newhouseReportList, newhouseReportUpdate, newhouseUpdate,
  staffRelateSave, type InputOf, type NewhouseItem, type NewhouseReport,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { setMonthTargets } from '../target/target.test-helpers.js';
import { enterProject, logged, publishedProject } from './newhouse.test-helpers.js';

const DAY = 86_400;
let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
// An agent of the demo agent's store, and managers of two other stores (they hold newhouse:confirm for their own store).
let colleague: string;
let otherManager: string;
let thirdManager: string;
let otherManagerId: number;
let thirdManagerId: number;
let outsiderAgent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  const me = await t.db.selectFrom('staff').select(['id', 'store_id', 'role_id']).where('account', '=', 'agent').executeTakeFirstOrThrow();
  const boss = await t.db.selectFrom('staff').select(['id', 'role_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
  const mate = await t.db.selectFrom('staff').select('account').where('store_id', '=', me.store_id).where('role_id', '=', me.role_id)
    .where('id', '!=', me.id).orderBy('id').executeTakeFirstOrThrow();
  const managers = await t.db.selectFrom('staff').select(['id', 'account']).where('role_id', '=', boss.role_id).where('id', '!=', boss.id)
    .orderBy('id').limit(2).execute();
  const far = await t.db.selectFrom('staff').select('account').where('role_id', '=', me.role_id).where('store_id', '!=', me.store_id as number)
    .orderBy('id').executeTakeFirstOrThrow();
  otherManagerId = managers[0]!.id;
  thirdManagerId = managers[1]!.id;
  const signIn = (account: string) => t.login({ account, password: DEMO_STAFF_PASSWORD });
  [colleague, otherManager, thirdManager, outsiderAgent] = await Promise.all([
    signIn(mate.account), signIn(managers[0]!.account), signIn(managers[1]!.account), signIn(far.account),
  ]);
  // Those who file reports here have set this month's targets, as the dialog asks of everyone (the demo agent in the seed).
  for (const token of [colleague, outsiderAgent]) await setMonthTargets(t, token);
});
afterAll(async () => {
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);

async function file(project: NewhouseItem, token: string, overrides: Partial<InputOf<typeof newhouseReportAdd>> = {}) {
  return t.call(newhouseReportAdd, { new_id: project.id, customer_name: '孙立', customer_phone: freshPhone(), visit_at: now() + DAY, ...overrides }, { token });
}
async function filed(project: NewhouseItem, token = agent, overrides: Partial<InputOf<typeof newhouseReportAdd>> = {}): Promise<NewhouseReport> {
  const { body } = await file(project, token, overrides);
  if (body.code !== '200000') throw new Error(`newhousereport/add failed: ${JSON.stringify(body)}`);
  return body.data;
}
async function confirm(report: { id: number; version: number }, token: string, input: Partial<InputOf<typeof newhouseReportConfirm>>) {
  return t.call(newhouseReportConfirm, { id: report.id, version: report.version, ...input }, { token });
}
async function valid(report: NewhouseReport): Promise<NewhouseReport> {
  const { body } = await confirm(report, admin, { confirm: 'valid' });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

describe('filing a report', () => {
  it('files a report as the caller to a published project, storing the phone encrypted with its hash and masked copy', async () => {
    const project = await publishedProject(t, admin, { protect_days: 10, visit_days: 3 });
    const phone = freshPhone();
    const report = await filed(project, agent, { customer_phone: phone, remark: '周六到访' });
    expect(report).toMatchObject({
      newhouse_id: project.id, newhouse_name: project.name, customer_name: '孙立', customer_phone: phone, reporter_name: '张伟', confirm: 'pending',
      stage: 'reported', lapsed: 0, confirmed_at: null, deal_amount: null, remark: '周六到访', version: 1,
    });
    expect(report.store_name).not.toBe('');
    expect(report.stage_times.reported).toBe(report.created_at);
    expect(report.stage_times.visited).toBeNull();
    expect(report.protected_until).toBe(report.created_at + 10 * DAY);
    const row = await t.db.selectFrom('newhouse_report').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(row.phone_enc).not.toContain(phone.slice(3));
    expect(row.phone_masked).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(row.phone_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(row.visit_deadline)).toBe(report.created_at + 3 * DAY);
    expect((await logged(t, 'newhousereport/add', report.id)).map((l) => l.result_code)).toEqual([ERRORS.OK.code]);
  });

  it('answers 600036 and writes nothing until the reporter has set this month\'s targets, then files the report', async () => {
    const project = await publishedProject(t, admin);
    const person = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
      .where('r.code', '=', 'agent').where('s.status', '=', 'active').where('s.account', 'like', 'staff%')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('monthly_target as mt').select('mt.id').whereRef('mt.staff_id', '=', 's.id'))))
      .orderBy('s.id', 'desc').executeTakeFirstOrThrow();
    const token = await t.login({ account: person.account, password: DEMO_STAFF_PASSWORD });
    const phone = freshPhone();
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(newhouseReportAdd, { new_id: project.id, customer_name: '孙立', customer_phone: phone, visit_at: now() + DAY }, { token, lang: 'en' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, ERRORS.TARGET_NOT_SET.code, ERRORS.TARGET_NOT_SET.message.en]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    await setMonthTargets(t, token);
    expect((await filed(project, token, { customer_phone: phone })).customer_phone).toBe(phone);
  });

  it('refuses a project not open for reports, a visit in the past and a customer the caller may not see, writing nothing', async () => {
    const hidden = await enterProject(t, admin);
    const soldOut = await publishedProject(t, admin, { sale_state: 'sold_out' });
    const open = await publishedProject(t, admin);
    const other = await t.db.selectFrom('customer').select('id').where('pool', '=', 'private')
      .where('agent_id', 'not in', t.db.selectFrom('staff').select('id').where('account', '=', 'agent')).orderBy('id').executeTakeFirstOrThrow();
    const before = await snapshot(t.db, ['operation_log']);
    expect((await file(hidden, agent)).body.code).toBe(ERRORS.NOT_FOUND.code);
    const unpublished = await file(hidden, admin, { new_id: hidden.id });
    expect([unpublished.status, unpublished.body.code]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code]);
    const sold = await t.call(newhouseReportAdd, { new_id: soldOut.id, customer_name: '甲', customer_phone: freshPhone(), visit_at: now() + DAY }, { token: agent, lang: 'zh' });
    expect(sold.body.message).toContain('该楼盘未发布或已售罄，不能报备');
    const past = await file(open, agent, { visit_at: now() - 3600 });
    expect([past.status, past.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect(past.body.data).toMatchObject({ fields: { visit_at: 'the planned visit cannot be before now' } });
    const unseen = await t.call(newhouseReportAdd, { new_id: open.id, customer_id: other.id, visit_at: now() + DAY }, { token: agent });
    expect(unseen.body.code).toBe(ERRORS.NOT_FOUND.code);
    const neither = await t.call(newhouseReportAdd, { new_id: open.id, customer_name: '甲', visit_at: now() + DAY }, { token: agent });
    expect(neither.body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('takes the name and first phone of a customer the caller may see, unless given', async () => {
    const project = await publishedProject(t, admin);
    const phones = [freshPhone(), freshPhone()];
    const customer = await enterCustomer(t, agent, { name: '钱先生', phones });
    const fromCustomer = await filed(project, agent, { customer_id: customer.id, customer_name: undefined, customer_phone: undefined });
    expect(fromCustomer).toMatchObject({ customer_id: customer.id, customer_name: '钱先生', customer_phone: phones[0] });
    const given = await filed(project, agent, { customer_id: customer.id, customer_name: '钱太太', customer_phone: phones[1] });
    expect(given).toMatchObject({ customer_id: customer.id, customer_name: '钱太太', customer_phone: phones[1] });
  });
});

describe('duplicate protection', () => {
  it('refuses the same phone to the same project while protected (409002, the date in the company\'s time zone), elsewhere not', async () => {
    const project = await publishedProject(t, admin, { protect_days: 30 });
    const elsewhere = await publishedProject(t, admin);
    const phone = freshPhone();
    const first = await filed(project, agent, { customer_phone: phone });
    const before = await snapshot(t.db, ['operation_log']);
    const again = await file(project, colleague, { customer_phone: phone });
    expect([again.status, again.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    const until = new Date((first.protected_until + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const zh = await t.call(newhouseReportAdd, { new_id: project.id, customer_name: '乙', customer_phone: phone, visit_at: now() + DAY }, { token: agent, lang: 'zh' });
    expect(zh.body.message).toBe(`已存在：该客户已被报备，保护期至${until}`);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect((await file(elsewhere, colleague, { customer_phone: phone })).body.code).toBe(ERRORS.OK.code);
  });

  it('ends when the report is decided invalid, lapses, or its protection runs out', async () => {
    const project = await publishedProject(t, admin);
    const [a, b, c] = [freshPhone(), freshPhone(), freshPhone()];
    const invalid = await filed(project, agent, { customer_phone: a });
    expect((await file(project, colleague, { customer_phone: a })).body.code).toBe(ERRORS.CONFLICT.code);
    await confirm(invalid, manager, { confirm: 'invalid', reason: '重复客户' });
    expect((await file(project, colleague, { customer_phone: a })).body.code).toBe(ERRORS.OK.code);

    const lapsing = await filed(project, agent, { customer_phone: b });
    expect((await file(project, colleague, { customer_phone: b })).body.code).toBe(ERRORS.CONFLICT.code);
    await t.db.updateTable('newhouse_report').set({ visit_deadline: now() - 1 }).where('id', '=', lapsing.id).execute();
    expect((await t.call(newhouseReportList, { mine: 1, new_id: project.id, lapsed: 1 }, { token: agent })).body.data.list.map((r) => r.id)).toEqual([lapsing.id]);
    expect((await file(project, colleague, { customer_phone: b })).body.code).toBe(ERRORS.OK.code);

    const expiring = await valid(await filed(project, agent, { customer_phone: c }));
    expect((await file(project, colleague, { customer_phone: c })).body.code).toBe(ERRORS.CONFLICT.code);
    await t.db.updateTable('newhouse_report').set({ protected_until: now() - 1 }).where('id', '=', expiring.id).execute();
    expect((await file(project, colleague, { customer_phone: c })).body.code).toBe(ERRORS.OK.code);
  });
});

describe('the customer\'s phone', () => {
  it('is whole to the reporter, and whole or 前三后四 to others by the project\'s phone mode', async () => {
    const masked = await publishedProject(t, admin, { phone_mode: 'masked' });
    const full = await publishedProject(t, admin, { phone_mode: 'full' });
    const phone = freshPhone();
    const hidden = await filed(masked, agent, { customer_phone: phone });
    const shown = await filed(full, agent, { customer_phone: phone });
    const seen = async (token: string, id: number) =>
      (await t.call(newhouseReportList, { keyword: phone.slice(-4) }, { token })).body.data.list.find((r) => r.id === id)?.customer_phone;
    expect(await seen(agent, hidden.id)).toBe(phone);
    expect(await seen(manager, hidden.id)).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(await seen(manager, shown.id)).toBe(phone);
    const decided = (await confirm(hidden, manager, { confirm: 'valid' })).body.data;
    expect(decided.customer_phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  });
});

describe('who handles a report', () => {
  it('lets a holder of newhouse:confirm handle reports within its scope or of projects it manages or is linked to, and no one else', async () => {
    const project = await publishedProject(t, admin);
    const report = await filed(project, agent);
    const before = await snapshot(t.db, ['operation_log']);
    // Managers of other stores: the reporter is outside their scope and the project is not theirs.
    for (const token of [otherManager, thirdManager]) {
      const { status, body } = await confirm(report, token, { confirm: 'valid' });
      expect([status, body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    // An agent holds no newhouse:confirm at all.
    expect((await confirm(report, agent, { confirm: 'valid' })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);

    await t.call(staffRelateSave, { new_id: project.id, user_id: otherManagerId, role: 'channel' }, { token: admin });
    const linked = await confirm(report, otherManager, { confirm: 'valid' });
    expect(linked.body.data).toMatchObject({ confirm: 'valid', confirmed_by_name: expect.any(String) });
    expect(linked.body.data.confirmed_at).not.toBeNull();

    const second = await filed(project, agent);
    expect((await confirm(second, thirdManager, { confirm: 'valid' })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const withManager = (await t.call(newhouseUpdate, { id: project.id, version: project.version, name: project.name }, { token: admin })).body.data;
    await t.call(newhouseMan, { id: project.id, version: withManager.version, manager_id: thirdManagerId }, { token: admin });
    expect((await confirm(second, thirdManager, { confirm: 'valid' })).body.data.confirm).toBe('valid');

    // The store's own manager, by scope.
    const third = await filed(project, agent);
    expect((await confirm(third, manager, { confirm: 'invalid', reason: '客户信息不实' })).body.data).toMatchObject({ confirm: 'invalid', confirm_reason: '客户信息不实' });
    expect((await logged(t, 'newhousereporthouse/confirm', report.id)).map((l) => l.result_code))
      .toEqual([ERRORS.NOT_FOUND.code, ERRORS.NOT_FOUND.code, ERRORS.OK.code]);
  });

  it('lists the caller\'s own reports, those of its scope, and those of projects it manages or is linked to', async () => {
    const project = await publishedProject(t, admin);
    const mine = await filed(project, agent);
    const mates = await filed(project, colleague);
    const far = await filed(project, outsiderAgent);
    const ids = async (token: string, input: Record<string, unknown> = {}) =>
      (await t.call(newhouseReportList, { new_id: project.id, ...input }, { token })).body.data.list.map((r) => r.id);
    expect(await ids(agent)).toEqual([mine.id]);
    expect(await ids(agent, { mine: 1 })).toEqual([mine.id]);
    expect(await ids(manager)).toEqual([mates.id, mine.id]);
    expect(await ids(manager, { mine: 1 })).toEqual([]);
    expect(await ids(thirdManager)).toEqual([]);
    await t.call(staffRelateSave, { new_id: project.id, user_id: thirdManagerId, role: 'resident' }, { token: admin });
    expect(await ids(thirdManager)).toEqual([far.id, mates.id, mine.id]);
    expect(await ids(admin, { keyword: mates.customer_phone.slice(-4) })).toEqual([mates.id]);
    await confirm(mine, admin, { confirm: 'valid' });
    expect(await ids(admin, { confirm: 'valid' })).toEqual([mine.id]);
    expect(await ids(admin, { confirm: 'pending', keyword: '孙' })).toEqual([far.id, mates.id]);
    expect(await ids(admin, { stage: 'visited' })).toEqual([]);
    expect(await ids(admin, { from: now() + 3600 })).toEqual([]);
  });
});

describe('deciding and progress', () => {
  it('decides a pending report once; invalid needs a reason; a lapsed one can only be invalid', async () => {
    const project = await publishedProject(t, admin, { visit_days: 4 });
    const report = await filed(project, agent);
    const before = await snapshot(t.db, ['operation_log']);
    expect((await confirm(report, manager, { confirm: 'invalid' })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await confirm(report, manager, { stage: 'visited' })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await confirm(report, manager, { confirm: 'valid', version: 9 })).body.code).toBe(ERRORS.STALE.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const decided = (await confirm(report, manager, { confirm: 'valid' })).body.data;
    const twice = await t.call(newhouseReportConfirm, { id: report.id, version: decided.version, confirm: 'invalid', reason: '重复' }, { token: manager, lang: 'zh' });
    expect(twice.body.message).toContain('该报备已认定');

    const lapsed = await filed(project, agent);
    // Filed four days and a minute ago: its window has passed.
    await t.db.updateTable('newhouse_report').set({ reported_at: now() - 4 * DAY - 60, visit_deadline: now() - 60 }).where('id', '=', lapsed.id).execute();
    const refused = await t.call(newhouseReportConfirm, { id: lapsed.id, version: 1, confirm: 'valid' }, { token: manager, lang: 'zh' });
    expect([refused.body.code, refused.body.message]).toEqual([ERRORS.TRANSITION_NOT_ALLOWED.code, '当前状态不允许此操作：报备已失效：客户未在4天内到访']);
    expect((await confirm(lapsed, manager, { confirm: 'invalid', reason: '未到访' })).body.data).toMatchObject({ confirm: 'invalid', lapsed: 1 });
  });

  it('moves a valid report along the stages, dated in order and not in the future, with the amounts they record', async () => {
    const project = await publishedProject(t, admin, { protect_days: 10 });
    let report = await valid(await filed(project, agent));
    const step = async (input: Partial<InputOf<typeof newhouseReportConfirm>>) => confirm(report, manager, input);
    const before = await snapshot(t.db, ['operation_log']);
    const skip = await t.call(newhouseReportConfirm, { id: report.id, version: report.version, stage: 'dealt', amount: 100 }, { token: manager, lang: 'zh' });
    expect(skip.body.message).toContain('报备进度不能从报备变为成交');
    const early = await step({ stage: 'visited', at: report.created_at - 60 });
    expect([early.body.code, early.body.data]).toEqual([ERRORS.VALIDATION.code, { fields: { at: 'the time must be after the previous stage and not in the future' } }]);
    expect((await step({ stage: 'visited', at: now() + 3600 })).body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);

    const visitAt = report.created_at;
    report = (await step({ stage: 'visited', at: visitAt })).body.data;
    expect(report).toMatchObject({ stage: 'visited', protected_until: visitAt + 10 * DAY });
    expect(report.stage_times.visited).toBe(visitAt);
    const noAmount = await step({ stage: 'subscribed' });
    expect(noAmount.body.data).toEqual({ fields: { amount: 'enter the amount for this stage' } });
    // The project's protect days as they are now apply from the next stage on; the report keeps what it was given.
    const changed = (await t.call(newhouseUpdate, { id: project.id, version: project.version, name: project.name, protect_days: 40 }, { token: admin })).body.data;
    expect(changed.protect_days).toBe(40);
    expect((await t.call(newhouseReportList, { new_id: project.id }, { token: manager })).body.data.list[0]?.protected_until).toBe(visitAt + 10 * DAY);
    const subscribedAt = now();
    report = (await step({ stage: 'subscribed', at: subscribedAt, amount: 4_980_000.5 })).body.data;
    expect(report).toMatchObject({ stage: 'subscribed', deal_amount: 4_980_000.5, protected_until: subscribedAt + 40 * DAY });
    expect((await t.db.selectFrom('newhouse_report').select('deal_amount').where('id', '=', report.id).executeTakeFirstOrThrow()).deal_amount).toBe(498_000_050);
    report = (await step({ stage: 'dealt', amount: 5_000_000 })).body.data;
    expect(report).toMatchObject({ stage: 'dealt', deal_amount: 5_000_000 });
    expect((await step({ stage: 'refunded' })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    report = (await step({ stage: 'settled', amount: 20_000 })).body.data;
    expect(report).toMatchObject({ stage: 'settled', commission_amount: 20_000, deal_amount: 5_000_000 });
    expect(Object.values(report.stage_times).filter((v) => v !== null)).toHaveLength(5);
    expect((await step({ stage: 'refunded' })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(newhouseReportList, { stage: 'settled', new_id: project.id }, { token: manager })).body.data.list.map((r) => r.id)).toEqual([report.id]);
  });

  it('takes a pledge back (退筹) after 认筹, and refuses a visit recorded after the window', async () => {
    const project = await publishedProject(t, admin, { visit_days: 2 });
    let report = await valid(await filed(project, agent));
    report = (await confirm(report, admin, { stage: 'visited' })).body.data;
    report = (await confirm(report, admin, { stage: 'pledged' })).body.data;
    report = (await confirm(report, admin, { stage: 'refunded' })).body.data;
    expect(report.stage).toBe('refunded');
    const late = await valid(await filed(project, agent));
    await t.db.updateTable('newhouse_report').set({ visit_deadline: now() - 10, reported_at: now() - 3 * DAY }).where('id', '=', late.id).execute();
    expect((await confirm(late, admin, { stage: 'visited' })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await confirm(late, admin, { stage: 'visited', at: now() - 20 })).body.data.stage).toBe('visited');
  });
});

describe('the planned visit', () => {
  it('must fall within the project\'s visit window, on filing and on changing, since a visit after it is refused', async () => {
    const project = await publishedProject(t, admin, { visit_days: 5 });
    const before = await snapshot(t.db, ['operation_log']);
    const late = await file(project, agent, { visit_at: now() + 6 * DAY });
    expect([late.status, late.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect(late.body.data).toMatchObject({
      fields: { visit_at: expect.stringMatching(/^the planned visit must be within the project's 5-day visit window \(by \d{4}-\d\d-\d\d \d\d:\d\d\)$/) },
    });
    const zh = await t.call(newhouseReportAdd, { new_id: project.id, customer_name: '甲', customer_phone: freshPhone(), visit_at: now() + 6 * DAY }, { token: agent, lang: 'zh' });
    expect(zh.body.message).toContain('预计到访时间须在5天到访期内');
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const report = await filed(project, agent, { visit_at: now() + 5 * DAY - 60 });
    const moved = await t.call(newhouseReportUpdate, { id: report.id, version: 1, customer_name: '孙立', visit_at: now() + 5 * DAY + 3600 }, { token: agent });
    expect(moved.body.code).toBe(ERRORS.VALIDATION.code);
    expect(moved.body.data).toMatchObject({ fields: { visit_at: expect.stringContaining('5-day visit window') } });
    const kept = await t.call(newhouseReportUpdate, { id: report.id, version: 1, customer_name: '孙立', visit_at: now() + 4 * DAY }, { token: agent });
    expect(kept.body.data.version).toBe(2);
  });
});

describe('changing a report', () => {
  it('changes the name, visit and remark of an undecided report within the caller\'s scope, only while undecided', async () => {
    const project = await publishedProject(t, admin);
    const report = await filed(project, agent);
    const visit = now() + 2 * DAY;
    const changed = await t.call(newhouseReportUpdate, { id: report.id, version: 1, customer_name: '孙太太', visit_at: visit, remark: '改周日' }, { token: agent });
    expect(changed.body.data).toMatchObject({ customer_name: '孙太太', visit_at: visit, remark: '改周日', version: 2 });
    const before = await snapshot(t.db, ['operation_log']);
    expect((await t.call(newhouseReportUpdate, { id: report.id, version: 1, customer_name: '甲', visit_at: visit }, { token: agent })).body.code).toBe(ERRORS.STALE.code);
    expect((await t.call(newhouseReportUpdate, { id: report.id, version: 2, customer_name: '甲', visit_at: visit }, { token: colleague })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(newhouseReportUpdate, { id: report.id, version: 2, customer_name: '甲', visit_at: now() - DAY }, { token: agent })).body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    // Within the store manager's newhouse:report scope.
    const byManager = await t.call(newhouseReportUpdate, { id: report.id, version: 2, customer_name: '孙先生', visit_at: visit }, { token: manager });
    expect(byManager.body.data.version).toBe(3);
    await confirm(byManager.body.data, manager, { confirm: 'valid' });
    const decided = await t.call(newhouseReportUpdate, { id: report.id, version: 4, customer_name: '甲', visit_at: visit }, { token: agent, lang: 'zh' });
    expect([decided.body.code, decided.body.message]).toEqual([ERRORS.TRANSITION_NOT_ALLOWED.code, '当前状态不允许此操作：只能修改未认定的报备']);
    expect((await logged(t, 'newhousereport/update', report.id)).map((l) => l.result_code)).toEqual([
      ERRORS.OK.code, ERRORS.STALE.code, ERRORS.NOT_FOUND.code, ERRORS.VALIDATION.code, ERRORS.OK.code, ERRORS.TRANSITION_NOT_ALLOWED.code,
    ]);
  });
});

describe('the report form\'s projects', () => {
  it('offers published projects that are not sold out, with the caller\'s own report count', async () => {
    const open = await publishedProject(t, admin, { commission: '每套2万', phone_mode: 'full' });
    const sold = await publishedProject(t, admin, { name: `${open.name}售罄`, sale_state: 'sold_out' });
    const hidden = await enterProject(t, admin, { name: `${open.name}未发布` });
    await filed(open, agent);
    await filed(open, agent);
    await filed(open, colleague);
    const list = (await t.call(newhouseReportHouses, { keyword: open.name }, { token: agent })).body.data.list;
    expect(list.map((p) => p.id)).toEqual([open.id]);
    expect(list[0]).toMatchObject({ commission: '每套2万', phone_mode: 'full', my_reports: 2 });
    expect(list.map((p) => p.id)).not.toContain(sold.id);
    expect(list.map((p) => p.id)).not.toContain(hidden.id);
  });
});
