import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, dealAdd, dealClose, dealGet, dealSettle, dealStepAdd, dealStepConfirm, dealStepDelete, dealStepList, dealStepReopen, dealStepSkip,
  dealStepUpdate, dealTerminate, messageList, staffResign, type InputOf,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DAY, enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { companyDate } from '../../core/clock.js';
import { tellOverdueSteps } from './deal-step.jobs.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  [agentId, managerId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager')]);
  await approvalFlowsOff(t, admin, ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

// An effective sale of the agent signed `daysAgo` days ago.
async function deal(daysAgo = 10, kind: 'sale' | 'rent' = 'sale', commission = 1000) {
  const house = await enterHouse(t, agent, kind);
  const customer = await enterCustomer(t, agent, { kind: kind === 'sale' ? 'buy' : 'rent' });
  const input: InputOf<typeof dealAdd> = {
    kind, house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: kind === 'sale' ? 4_800_000 : 8000, signed_at: nowSeconds() - daysAgo * DAY,
    buyer_commission: commission, seller_commission: 0,
  };
  const { body } = await t.call(dealAdd, input, { token: agent });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

describe('deal steps', () => {
  it('lays out a plan with deadlines from the signing date and from each previous completion, confirmed in order by the person responsible', async () => {
    const d = await deal(10);
    const laid = (await t.call(dealStepAdd, { deal_id: d.id, plan: 'lease' }, { token: agent })).body.data.list;
    expect(laid.map((s) => [s.code, s.days, s.count_from, s.status, s.responsible_id])).toEqual([
      ['sign', 0, 'deal', 'pending', agentId], ['deposit_rent', 3, 'previous', 'pending', agentId], ['handover', 3, 'previous', 'pending', agentId],
    ]);
    const [sign, deposit, handover] = laid;
    expect(sign?.deadline).toBe(d.signed_at);
    expect(sign?.overdue).toBe(1);
    expect(deposit?.deadline).toBeNull();
    const again = await t.call(dealStepAdd, { deal_id: d.id, plan: 'full' }, { token: agent });
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    const outOfOrder = await t.call(dealStepConfirm, { id: deposit?.id ?? 0 }, { token: agent, lang: 'en' });
    expect(outOfOrder.body.message).toContain('step Signing before it is not done yet');
    const byOther = await t.call(dealStepConfirm, { id: sign?.id ?? 0 }, { token: manager, lang: 'zh' });
    expect(byOther.body.message).toContain('只有该步骤的负责人张伟可以确认');
    const confirmed = (await t.call(dealStepConfirm, { id: sign?.id ?? 0, note: '已签' }, { token: agent })).body.data.list;
    const doneAt = confirmed[0]?.done_at ?? 0;
    expect(confirmed[0]).toMatchObject({ status: 'done', note: '已签', overdue: 0 });
    expect(confirmed[1]?.deadline).toBe(doneAt + 3 * DAY);
    expect(confirmed[2]?.deadline).toBeNull();
    const twice = await t.call(dealStepConfirm, { id: sign?.id ?? 0 }, { token: agent });
    expect(twice.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    const doneDelete = await t.call(dealStepDelete, { id: sign?.id ?? 0 }, { token: agent });
    expect(doneDelete.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const left = (await t.call(dealStepDelete, { id: handover?.id ?? 0 }, { token: agent })).body.data.list;
    expect(left.map((s) => s.code)).toEqual(['sign', 'deposit_rent']);
  });

  it('appends one step for a named person, refuses a plan and a step together, and answers 404001 outside the scope', async () => {
    const d = await deal(2);
    const added = (await t.call(dealStepAdd, { deal_id: d.id, code: 'tax', responsible_id: managerId, days: 15, count_from: 'deal' }, { token: agent })).body.data.list;
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ code: 'tax', responsible_id: managerId, deadline: d.signed_at + 15 * DAY, overdue: 0 });
    const both = await t.call(dealStepAdd, { deal_id: d.id, plan: 'full', code: 'tax' }, { token: agent });
    expect(both.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const neither = await t.call(dealStepAdd, { deal_id: d.id }, { token: agent });
    expect(neither.body.code).toBe(ERRORS.BAD_REQUEST.code);
    // The manager is responsible for this step of the agent's deal and confirms it.
    const confirmed = await t.call(dealStepConfirm, { id: added[0]?.id ?? 0 }, { token: manager });
    expect(confirmed.body.data.list[0]?.status).toBe('done');
    const managers = (await t.call(dealStepList, { deal_id: d.id }, { token: manager })).body.data.list;
    expect(managers).toHaveLength(1);
    const theirs = await t.db.selectFrom('deal as d').innerJoin('staff as s', 's.id', 'd.agent_id').select('d.id')
      .where('s.store_id', '<>', (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id)
      .where('d.status', '=', 'effective').executeTakeFirstOrThrow();
    const outside = await t.call(dealStepList, { deal_id: theirs.id }, { token: agent });
    expect(outside.body.code).toBe(ERRORS.NOT_FOUND.code);
    const addOutside = await t.call(dealStepAdd, { deal_id: theirs.id, plan: 'full' }, { token: manager });
    expect(addOutside.body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('gives steps only to an effective deal', async () => {
    await setCompanyFlow(t, admin, 'deal_review', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    try {
      const pending = await deal(1);
      expect(pending.status).toBe('pending');
      const { body } = await t.call(dealStepAdd, { deal_id: pending.id, plan: 'full' }, { token: agent, lang: 'en' });
      expect(body.message).toContain('steps belong to an effective deal');
    } finally {
      await approvalFlowsOff(t, admin, ['deal_review']);
    }
  });
});

describe('handing over, skipping and reopening steps', () => {
  it('hands an open step to another active person with its deadline and note, refusing one who left and a done step', async () => {
    const d = await deal(10);
    const store = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id;
    const leaver = (await t.db.selectFrom('staff').select(['id', 'name']).where('store_id', '=', store).where('status', '=', 'active')
      .where('id', 'not in', [agentId, managerId]).orderBy('id').executeTakeFirstOrThrow());
    const laid = (await t.call(dealStepAdd, { deal_id: d.id, plan: 'lease', responsible_id: leaver.id }, { token: agent })).body.data.list;
    const [sign, deposit] = laid;
    await tellOverdueSteps(t.db, nowSeconds());
    expect((await t.db.selectFrom('deal_step').select('overdue_told_for').where('id', '=', sign?.id ?? 0).executeTakeFirstOrThrow()).overdue_told_for)
      .toBe(sign?.deadline);
    expect((await t.call(staffResign, { id: leaver.id, reason: '离职' }, { token: admin })).body.code).toBe('200000');

    const toLeaver = await t.call(dealStepUpdate, { id: deposit?.id ?? 0, responsible_id: leaver.id, days: 3, count_from: 'previous' }, { token: agent, lang: 'en' });
    expect(toLeaver.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(toLeaver.body.message).toContain(`person ${leaver.id} cannot be chosen`);
    const handed = (await t.call(dealStepUpdate, { id: sign?.id ?? 0, responsible_id: managerId, days: 2, count_from: 'deal', note: '原负责人离职' },
      { token: agent })).body.data.list;
    expect(handed[0]).toMatchObject({ responsible_id: managerId, responsible_name: '李明', days: 2, count_from: 'deal', note: '原负责人离职',
      deadline: d.signed_at + 2 * DAY, status: 'pending' });
    // The resignation handed the leaver's other open step to the store's manager already.
    expect(handed[1]?.responsible_id).toBe(managerId);
    // The new person is told of the overdue step, though the one who left was told already.
    expect((await t.db.selectFrom('deal_step').select('overdue_told_for').where('id', '=', sign?.id ?? 0).executeTakeFirstOrThrow()).overdue_told_for).toBeNull();
    const log = await t.db.selectFrom('operation_log').select(['staff_id', 'result_code']).where('endpoint', '=', 'dealstep/update')
      .where('target_id', '=', sign?.id ?? 0).execute();
    expect(log).toEqual([{ staff_id: agentId, result_code: '200000' }]);

    // The manager, now responsible, confirms it; a done step is neither handed over nor skipped.
    expect((await t.call(dealStepConfirm, { id: sign?.id ?? 0 }, { token: manager })).body.code).toBe('200000');
    const doneUpdate = await t.call(dealStepUpdate, { id: sign?.id ?? 0, responsible_id: agentId, days: 0, count_from: 'deal' }, { token: agent, lang: 'en' });
    expect(doneUpdate.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(doneUpdate.body.message).toContain('step Signing is already done');
    const doneSkip = await t.call(dealStepSkip, { id: sign?.id ?? 0, reason: '不需要' }, { token: agent });
    expect(doneSkip.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const doneReopen = await t.call(dealStepReopen, { id: sign?.id ?? 0 }, { token: agent, lang: 'en' });
    expect(doneReopen.body.message).toContain('step Signing is not skipped');
  });

  it('writes a role follow-up on the deal\'s customer timeline when a step changes hands, by the person changing it, and none when it keeps its person', async () => {
    const d = await deal(5);
    const { customer_id: customerId, contract_no: contractNo } = await t.db.selectFrom('deal').select(['customer_id', 'contract_no'])
      .where('id', '=', d.id).executeTakeFirstOrThrow();
    const step = (await t.call(dealStepAdd, { deal_id: d.id, code: 'tax', days: 15, count_from: 'deal' }, { token: agent })).body.data.list[0]!;
    const names = await t.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', [agentId, managerId]).execute();
    const nameOf = (id: number) => names.find((n) => n.id === id)!.name;
    const since = Number((await t.db.selectFrom('followup').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);
    const records = async () => (await t.db.selectFrom('followup').select(['kind', 'staff_id', 'content', 'detail'])
      .where('customer_id', '=', customerId).where('id', '>', since).orderBy('id').execute())
      .map((r) => ({ kind: r.kind, staff_id: r.staff_id, content: r.content, change: JSON.parse(r.detail) as unknown }));

    // Its deadline and note changed, its person kept: no hand-over to tell of.
    expect((await t.call(dealStepUpdate, { id: step.id, responsible_id: agentId, days: 20, count_from: 'deal', note: '延期' }, { token: agent })).body.code)
      .toBe('200000');
    expect(await records()).toEqual([]);

    // Handed to the manager by the agent: one record on the customer's timeline, as a leaver's steps handed over read.
    expect((await t.call(dealStepUpdate, { id: step.id, responsible_id: managerId, days: 20, count_from: 'deal' }, { token: agent })).body.code)
      .toBe('200000');
    const handed = [{ kind: 'role', staff_id: agentId, content: contractNo, change: { role: 'deal_step', from: nameOf(agentId), to: nameOf(managerId) } }];
    expect(await records()).toEqual(handed);

    // Refused (a step that is done), nothing more is written.
    expect((await t.call(dealStepConfirm, { id: step.id }, { token: manager })).body.code).toBe('200000');
    expect((await t.call(dealStepUpdate, { id: step.id, responsible_id: agentId, days: 20, count_from: 'deal' }, { token: manager })).body.code)
      .toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(await records()).toEqual(handed);
  });

  it('names as the one handing over the person the step had when the change was written, when two people change it at once', async () => {
    const d = await deal(5);
    const customerId = (await t.db.selectFrom('deal').select('customer_id').where('id', '=', d.id).executeTakeFirstOrThrow()).customer_id;
    const step = (await t.call(dealStepAdd, { deal_id: d.id, code: 'tax', days: 15, count_from: 'deal' }, { token: agent })).body.data.list[0]!;
    const since = Number((await t.db.selectFrom('followup').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);
    const names = new Map((await t.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', [agentId, managerId]).execute()).map((s) => [s.id, s.name]));
    const hand = (to: number) => t.call(dealStepUpdate, { id: step.id, responsible_id: to, days: 15, count_from: 'deal' }, { token: manager });
    const answers = await Promise.all([hand(managerId), hand(agentId), hand(managerId)]);
    expect(answers.map((a) => a.body.code)).toEqual(['200000', '200000', '200000']);
    const handovers = (await t.db.selectFrom('followup').select('detail').where('customer_id', '=', customerId).where('id', '>', since).orderBy('id').execute())
      .map((r) => JSON.parse(r.detail) as { from: string; to: string });
    // Each hand-over starts from where the one before it left the step, and the last one names whom it has now.
    let holder = names.get(agentId);
    for (const handover of handovers) {
      expect(handover.from).toBe(holder);
      expect(handover.to).not.toBe(handover.from);
      holder = handover.to;
    }
    const now = await t.db.selectFrom('deal_step').select('responsible_id').where('id', '=', step.id).executeTakeFirstOrThrow();
    expect(holder).toBe(names.get(now.responsible_id));
  });

  it('skips a step with a reason, counting it finished for the next step and for closing the deal, and reopens it while the deal is open', async () => {
    await approvalFlowsOff(t, admin, ['commission_settle']);
    const d = await deal(10, 'rent', 0);
    const [sign, deposit, handover] = (await t.call(dealStepAdd, { deal_id: d.id, plan: 'lease' }, { token: agent })).body.data.list;
    const noReason = await t.call(dealStepSkip, { id: deposit?.id ?? 0, reason: '  ' }, { token: agent });
    expect(noReason.body.code).toBe(ERRORS.VALIDATION.code);
    expect(Object.keys((noReason.body.data as unknown as { fields: Record<string, string> }).fields)).toEqual(['reason']);
    expect((await t.db.selectFrom('deal_step').select('status').where('id', '=', deposit?.id ?? 0).executeTakeFirstOrThrow()).status).toBe('pending');

    await t.call(dealStepConfirm, { id: sign?.id ?? 0 }, { token: agent });
    const skipped = (await t.call(dealStepSkip, { id: deposit?.id ?? 0, reason: '押金已在签约时收取' }, { token: agent })).body.data.list;
    const skippedAt = skipped[1]?.done_at ?? 0;
    expect(skipped[1]).toMatchObject({ status: 'skipped', skip_reason: '押金已在签约时收取', overdue: 0 });
    expect(skipped[2]?.deadline).toBe(skippedAt + 3 * DAY);
    const twice = await t.call(dealStepSkip, { id: deposit?.id ?? 0, reason: '再次' }, { token: agent, lang: 'en' });
    expect(twice.body.message).toContain('step Deposit and rent received is skipped: reopen it first');
    const confirmSkipped = await t.call(dealStepConfirm, { id: deposit?.id ?? 0 }, { token: agent });
    expect(confirmSkipped.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const deleteSkipped = await t.call(dealStepDelete, { id: deposit?.id ?? 0 }, { token: agent });
    expect(deleteSkipped.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    // Reopened: open again with no reason; the step after it waits for it once more.
    const reopened = (await t.call(dealStepReopen, { id: deposit?.id ?? 0 }, { token: agent })).body.data.list;
    expect(reopened[1]).toMatchObject({ status: 'pending', skip_reason: '', done_at: null });
    expect(reopened[2]?.deadline).toBeNull();
    const open = await t.call(dealStepReopen, { id: deposit?.id ?? 0 }, { token: agent });
    expect(open.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    // Settled with nothing due, the deal closes once each step is done or skipped.
    await t.call(dealStepSkip, { id: deposit?.id ?? 0, reason: '押金已在签约时收取' }, { token: agent });
    const settled = (await t.call(dealSettle, { id: d.id, version: d.version }, { token: agent })).body.data;
    expect(settled.status).toBe('settled');
    const handoverOpen = await t.call(dealClose, { id: d.id, version: settled.version }, { token: agent, lang: 'en' });
    expect(handoverOpen.body.message).toContain('step Handover is not done yet');
    await t.call(dealStepSkip, { id: handover?.id ?? 0, reason: '租客已入住' }, { token: agent });
    const closed = await t.call(dealClose, { id: d.id, version: settled.version }, { token: agent });
    expect(closed.body.data.status).toBe('closed');

    // A closed deal's steps stay as they are.
    const late = await t.call(dealStepReopen, { id: handover?.id ?? 0 }, { token: agent, lang: 'en' });
    expect(late.body.message).toContain('the deal is no longer open');
    expect((await t.call(dealGet, { id: d.id }, { token: agent })).body.data.status).toBe('closed');
  });

  it('refuses to confirm a step of a terminated deal, whose steps stay as they were', async () => {
    const d = await deal(5);
    const laid = (await t.call(dealStepAdd, { deal_id: d.id, plan: 'full' }, { token: agent })).body.data.list;
    await t.call(dealStepConfirm, { id: laid[0]?.id ?? 0 }, { token: agent });
    const ended = await t.call(dealTerminate, { id: d.id, version: d.version, reason: '买方违约' }, { token: admin });
    expect(ended.body.code).toBe('200000');
    const refused = await t.call(dealStepConfirm, { id: laid[1]?.id ?? 0, note: '已网签' }, { token: agent, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code]);
    expect(refused.body.message).toContain('the deal is no longer open');
    const after = (await t.call(dealStepList, { deal_id: d.id }, { token: agent })).body.data.list;
    expect(after.map((s) => s.status).slice(0, 3)).toEqual(['done', 'pending', 'pending']);
  });

  it('answers 404001 for a step of a deal outside the caller\'s scope, and refuses those who may not change deals', async () => {
    const store = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id;
    const theirs = await t.db.selectFrom('deal_step as s').innerJoin('deal as d', 'd.id', 's.deal_id').innerJoin('staff as st', 'st.id', 'd.agent_id')
      .select('s.id').where('st.store_id', '<>', store).where('s.status', '=', 'pending').where('d.status', '=', 'effective').executeTakeFirstOrThrow();
    const calls = [
      t.call(dealStepUpdate, { id: theirs.id, responsible_id: agentId, days: 1, count_from: 'deal' }, { token: agent }),
      t.call(dealStepSkip, { id: theirs.id, reason: '跳过' }, { token: agent }),
      t.call(dealStepReopen, { id: theirs.id }, { token: agent }),
    ];
    for (const { body } of await Promise.all(calls)) expect(body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.db.selectFrom('deal_step').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow()).status).toBe('pending');
  });
});

describe('the demo deals\' steps', () => {
  it('lays out the plan of every deal in force, all done once closed, none overdue on the first start', async () => {
    // The demo's deals are the first 36.
    const demo = await t.db.selectFrom('deal as d').select(['d.id', 'd.status', 'd.contract_no'])
      .where('d.status', 'in', ['effective', 'settled', 'closed']).where('d.id', '<=', 36).orderBy('d.id').execute();
    expect(demo.length).toBeGreaterThan(10);
    const steps = await t.db.selectFrom('deal_step').select(['deal_id', 'status']).where('deal_id', 'in', demo.map((d) => d.id)).execute();
    for (const d of demo) {
      const own = steps.filter((s) => s.deal_id === d.id);
      expect(own.length, d.contract_no).toBeGreaterThanOrEqual(3);
      if (d.status === 'closed') expect(own.every((s) => s.status === 'done'), d.contract_no).toBe(true);
    }
    expect(steps.some((s) => s.status === 'pending')).toBe(true);
    for (const d of demo) {
      const { body } = await t.call(dealStepList, { deal_id: d.id }, { token: admin });
      expect(body.data.list.filter((s) => s.overdue === 1), d.contract_no).toEqual([]);
    }
  });
});

describe('overdue steps', () => {
  // The dealStep messages told about one deal, with the deadline each step was told for.
  const toldFor = async (contractNo: string) => (await t.db.selectFrom('message as m').innerJoin('message_recipient as r', 'r.message_id', 'm.id')
    .select(['r.staff_id', 'm.params']).where('m.kind', '=', 'dealStep').where('m.params', 'like', `%${contractNo}%`).orderBy('m.id').execute())
    .map((row) => ({ staff: row.staff_id, step: (JSON.parse(row.params) as { step: { en: string } }).step.en }));
  const runUntilDone = async (now: number) => { while (await tellOverdueSteps(t.db, now, { batch: 3 }) > 0) { /* other tests' deals too */ } };

  it('tells the responsible person once per deadline, the deadline as dealstep/list gives it, in the reader\'s language', async () => {
    const d = await deal(10);
    const laid = (await t.call(dealStepAdd, { deal_id: d.id, plan: 'lease', responsible_id: managerId }, { token: agent })).body.data.list;
    const now = nowSeconds();
    await runUntilDone(now);
    const signDue = companyDate(laid[0]?.deadline ?? 0);
    expect(await toldFor(d.contract_no)).toEqual([{ staff: managerId, step: `step Signing is overdue: it was due on ${signDue}` }]);
    await runUntilDone(now + DAY);
    expect(await toldFor(d.contract_no)).toHaveLength(1);
    const zh = (await t.call(messageList, { page: 1, limit: 50, category: 1 }, { token: manager, lang: 'zh' })).body.data.list;
    expect(zh.some((m) => m.message_title === '交易进度' && m.message_info.includes(`交易${d.contract_no}：步骤签约已超期`))).toBe(true);

    // Confirmed, the next step's deadline counts from now: told once it passes, not before.
    const confirmed = (await t.call(dealStepConfirm, { id: laid[0]?.id ?? 0 }, { token: manager })).body.data.list;
    const depositDue = confirmed[1]?.deadline ?? 0;
    await runUntilDone(depositDue - 60);
    expect(await toldFor(d.contract_no)).toHaveLength(1);
    await runUntilDone(depositDue + 60);
    const told = await toldFor(d.contract_no);
    expect(told).toHaveLength(2);
    expect(told[1]?.step).toContain('step Deposit and rent received is overdue');
    const marks = await t.db.selectFrom('deal_step').select(['code', 'overdue_told_for']).where('deal_id', '=', d.id).orderBy('sort').execute();
    expect(marks).toEqual([
      { code: 'sign', overdue_told_for: laid[0]?.deadline }, { code: 'deposit_rent', overdue_told_for: depositDue }, { code: 'handover', overdue_told_for: null },
    ]);
  });

  it('tells nobody about a terminated deal\'s steps', async () => {
    const d = await deal(20);
    await t.call(dealStepAdd, { deal_id: d.id, plan: 'full' }, { token: agent });
    const ended = await t.call(dealTerminate, { id: d.id, version: d.version, reason: '买方违约' }, { token: admin });
    expect(ended.body.code).toBe('200000');
    await runUntilDone(nowSeconds() + 400 * DAY);
    expect(await toldFor(d.contract_no)).toEqual([]);
    // Its steps stay as they were: an open one is not deleted either.
    const open = (await t.call(dealStepList, { deal_id: d.id }, { token: agent })).body.data.list[0]!;
    const refused = await t.call(dealStepDelete, { id: open.id }, { token: agent });
    expect([refused.status, refused.body.code]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code]);
    expect((await t.call(dealStepList, { deal_id: d.id }, { token: agent })).body.data.list[0]!.id).toBe(open.id);
  });
});
