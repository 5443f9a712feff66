import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUSES, ERRORS, approvalUpdate, flowGet, houseLinbao, itemFlowSet, itemFlowSource, keyAdd, keyDelete, keyList, approvalChain, approvalDetail, approvalGet, approvalList, approvalMine, approvalOperate, houseGet,
  houseRelease, houseUpdatePrice, houseUpdateStatus, messageList, type HouseDetail,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { runOverdueApprovals } from './approval.jobs.js';
import { setCompanyFlow } from './approval.test-helpers.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let otherManager: string;
let managerRole: number;
let managers: { id: number; account: string }[];
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  managerRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
  managers = await t.db.selectFrom('staff').select(['id', 'account']).where('role_id', '=', managerRole).orderBy('id').execute();
  otherManager = await t.login({ account: managers.find((m) => m.account !== 'manager')!.account, password: DEMO_STAFF_PASSWORD });
});
afterAll(async () => {
  await t.close();
});

const storeManagerStep = { approver_kind: 'store_manager' as const, mode: 'sequential' as const };
const tokenOf = (account: string) => (account === 'manager' ? t.login('manager') : t.login({ account, password: DEMO_STAFF_PASSWORD }));

async function invalidate(house: HouseDetail, token = agent, reason = '业主不卖了') {
  const { body } = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', reason }, { token });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}
const operate = (id: number, action: 'approve' | 'reject' | 'transfer' | 'withdraw' | 'note', token: string, extra: { comment?: string; to_staff_id?: number } = {}) =>
  t.call(approvalOperate, { id, action, ...extra }, { token });
const houseRow = (id: number) => t.db.selectFrom('house').select(['status', 'pool', 'version', 'maintainer_id']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the demo', () => {
  it('has flows on for house 无效/注销 and every finance item, and a dozen approvals in every status', async () => {
    const flows = await t.db.selectFrom('approval_flow').select(['item_type', 'enabled']).where('store_id', 'is', null).execute();
    const on = flows.filter((f) => f.enabled).map((f) => f.item_type).sort();
    expect(on).toEqual(['commission_settle', 'customer_invalid', 'deal_review', 'house_cancel', 'house_invalid', 'payment', 'receipt', 'receivable_entry', 'refund']);
    for (const status of APPROVAL_STATUSES) {
      const { n } = await t.db.selectFrom('approval').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow();
      expect(Number(n), status).toBeGreaterThanOrEqual(12);
    }
    // An approved 无效 did change its house.
    const approved = await t.db.selectFrom('approval as a').innerJoin('house as h', 'h.id', 'a.record_id').select(['h.status', 'a.item_type'])
      .where('a.status', '=', 'approved').where('a.item_type', '=', 'house_invalid').executeTakeFirstOrThrow();
    expect(approved.status).toBe('invalid');
  });
});

describe('a house set 无效 through approval', () => {
  it('waits for the store manager, who approves it: the house becomes 无效 and the agent is told', async () => {
    const house = await enterHouse(t, agent);
    const answered = await invalidate(house);
    expect(answered.status).toBe('valid');
    expect(answered.pending_approval).toMatchObject({ item_type: 'house_invalid' });
    const id = answered.pending_approval!.id;
    expect(await houseRow(house.id)).toMatchObject({ status: 'valid', version: house.version });

    const inbox = await t.call(approvalList, { category: 'business', tab: 'todo' }, { token: manager });
    expect(inbox.body.data.list.map((a) => a.id)).toContain(id);
    expect(inbox.body.data.todo.business).toBeGreaterThan(0);
    const told = await t.call(messageList, { category: 1, limit: 5 }, { token: manager, lang: 'zh' });
    expect(told.body.data.list[0]?.message_title).toBe('待您审批：房源设为无效');

    const detail = (await t.call(approvalGet, { id }, { token: manager, lang: 'zh' })).body.data;
    expect(detail.change).toEqual([{ label: '状态', before: '有效', after: '无效' }, { label: '原因', before: '', after: '业主不卖了' }]);
    expect(detail.can).toEqual({ approve: 1, reject: 1, transfer: 1, withdraw: 0, note: 0 });
    expect(detail.steps[0]).toMatchObject({ state: 'active', approver_kind: 'store_manager', approvers: [{ state: 'pending' }] });

    const approved = await operate(id, 'approve', manager, { comment: '同意' });
    expect(approved.body.code).toBe('200000');
    expect(approved.body.data.status).toBe('approved');
    expect(await houseRow(house.id)).toMatchObject({ status: 'invalid', version: house.version + 1 });
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data.pending_approval).toBeNull();
    const agentMessages = await t.call(messageList, { category: 1, limit: 5 }, { token: agent, lang: 'zh' });
    expect(agentMessages.body.data.list[0]?.message_title).toBe('审批已通过：房源设为无效');
    const chain = (await t.call(approvalChain, { id }, { token: agent })).body.data.list;
    expect(chain.map((c) => c.action)).toEqual(['submit', 'approve', 'applied']);
    expect(chain[1]).toMatchObject({ staff_id: await staffId(t.db, 'manager'), comment: '同意' });
    const mine = await t.call(approvalMine, { status: 'approved' }, { token: agent });
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 'approved', current_step: null });
    const ofRecord = await t.call(approvalDetail, { record_kind: 'house', record_id: house.id }, { token: agent });
    expect(ofRecord.body.data?.id).toBe(id);
  });

  it('refuses a second request for the same house while one is open', async () => {
    const house = await enterHouse(t, agent);
    const pending = await invalidate(house);
    const again = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'cancelled', reason: '再次' }, { token: agent });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.APPROVAL_OPEN.code);
    expect(again.body.data).toEqual({ approval_id: pending.pending_approval!.id });
  });

  it('ends 未通过 with nothing applied when the house changed meanwhile', async () => {
    const house = await enterHouse(t, agent);
    const id = (await invalidate(house)).pending_approval!.id;
    const priced = await t.call(houseUpdatePrice, { id: house.id, version: house.version, price: 4_700_000, reason: '降价' }, { token: agent });
    expect(priced.body.code).toBe('200000');
    const { body } = await operate(id, 'approve', manager, { comment: '' });
    expect(body.code).toBe('200000');
    expect(body.data.status).toBe('rejected');
    const zh = (await t.call(approvalGet, { id }, { token: agent, lang: 'zh' })).body.data;
    expect(zh.result).toBe('申请后记录已被修改');
    expect(zh.chain.map((c) => c.action)).toEqual(['submit', 'approve', 'conflict']);
    expect(await houseRow(house.id)).toMatchObject({ status: 'valid', version: house.version + 1 });
  });

  it('applies at once when the item\'s flow is disabled', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(houseRelease, { id: house.id, version: house.version, reason: '放公盘' }, { token: agent });
    expect(body.data).toMatchObject({ pool: 'public', pending_approval: null });
  });
});

describe('approve/operate', () => {
  it('refuses bad input in the caller\'s words, writing nothing', async () => {
    const id = (await invalidate(await enterHouse(t, agent))).pending_approval!.id;
    const before = await snapshot(t.db, ['session', 'operation_log']);
    const noReason = await operate(id, 'reject', manager, { comment: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const zh = await t.call(approvalOperate, { id, action: 'reject' }, { token: manager, lang: 'zh' });
    expect(zh.body.message).toBe('请求无法处理：驳回需要填写原因');
    expect((await operate(id, 'transfer', manager)).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await operate(id, 'approve', manager, { to_staff_id: 1 })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const bad = await t.raw('POST', '/api/v1/approve/operate', { id, action: 'accept' }, { token: manager });
    expect(bad.body.code).toBe(ERRORS.VALIDATION.code);
    expect((await operate(999_999, 'approve', manager)).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await snapshot(t.db, ['session', 'operation_log'])).toBe(before);
  });

  it('refuses the wrong approver, and hides the approval from those who may not see it', async () => {
    const id = (await invalidate(await enterHouse(t, agent))).pending_approval!.id;
    const byApplicant = await operate(id, 'approve', agent);
    expect(byApplicant.status).toBe(403);
    expect(byApplicant.body.code).toBe(ERRORS.NOT_APPROVER.code);
    const byStranger = await operate(id, 'approve', otherManager);
    expect(byStranger.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(approvalGet, { id }, { token: otherManager })).status).toBe(404);
    expect((await t.call(approvalGet, { id }, { token: admin })).status).toBe(200);
    expect((await operate(id, 'withdraw', manager)).body.code).toBe(ERRORS.NOT_APPROVER.code);
    expect((await operate(id, 'approve', admin)).body.code).toBe(ERRORS.NOT_APPROVER.code);
  });

  it('lets the applicant change the note and withdraw while nobody has acted, and not after', async () => {
    const house = await enterHouse(t, agent);
    const id = (await invalidate(house)).pending_approval!.id;
    const noted = await operate(id, 'note', agent, { comment: '业主已书面确认' });
    expect(noted.body.data.note).toBe('业主已书面确认');
    const withdrawn = await operate(id, 'withdraw', agent);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(withdrawn.body.data.steps[0]?.approvers[0]?.state).toBe('skipped');
    expect(await houseRow(house.id)).toMatchObject({ status: 'valid', version: house.version });
    const late = await operate(id, 'approve', manager);
    expect(late.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    await setCompanyFlow(t, admin, 'house_cancel', 1, [storeManagerStep, { approver_kind: 'staff', staff_id: await staffId(t.db, 'admin') }]);
    const other = await enterHouse(t, agent);
    const cancel = await t.call(houseUpdateStatus, { id: other.id, version: other.version, status: 'cancelled', reason: '业主自售' }, { token: agent });
    const cancelId = cancel.body.data.pending_approval!.id;
    expect((await operate(cancelId, 'approve', manager)).body.data).toMatchObject({ status: 'pending', current_step: 2 });
    const refused = await operate(cancelId, 'withdraw', agent, {}).then((r) => r.body);
    expect(refused.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(approvalOperate, { id: cancelId, action: 'withdraw' }, { token: agent, lang: 'zh' })).body.message)
      .toBe('当前状态不允许此操作：已有审批人处理，不能撤回');
    const done = await operate(cancelId, 'approve', admin);
    expect(done.body.data.status).toBe('approved');
    expect((await houseRow(other.id)).status).toBe('cancelled');
  });

  it('hands a step to another person by transfer, who then approves', async () => {
    const house = await enterHouse(t, agent);
    const id = (await invalidate(house)).pending_approval!.id;
    const adminId = await staffId(t.db, 'admin');
    const moved = await operate(id, 'transfer', manager, { to_staff_id: adminId, comment: '请总经理定夺' });
    expect(moved.body.data.current_approvers).toEqual(['王建国']);
    expect((await operate(id, 'approve', manager)).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await operate(id, 'approve', admin)).body.data.status).toBe('approved');
    const chain = (await t.call(approvalChain, { id }, { token: agent })).body.data.list;
    expect(chain.map((c) => [c.action, c.to_staff_name])).toEqual([['submit', ''], ['transfer', '王建国'], ['approve', ''], ['applied', '']]);
  });
});

describe('step modes', () => {
  it('或签: of two approvers acting at once one wins and the other is told who did', async () => {
    await setCompanyFlow(t, admin, 'house_invalid', 1, [{ approver_kind: 'role', role_id: managerRole, mode: 'any' }]);
    const house = await enterHouse(t, agent);
    const id = (await invalidate(house)).pending_approval!.id;
    const other = managers.find((m) => m.account !== 'manager')!;
    const [first, second] = await Promise.all([operate(id, 'approve', manager), operate(id, 'approve', otherManager)]);
    const answers = [first, second].map((r) => r.body.code).sort();
    expect(answers).toEqual([ERRORS.OK.code, ERRORS.TRANSITION_NOT_ALLOWED.code]);
    const loser = first.body.code === ERRORS.OK.code ? second : first;
    const winnerName = (await t.db.selectFrom('staff').select('name')
      .where('account', '=', first.body.code === ERRORS.OK.code ? 'manager' : other.account).executeTakeFirstOrThrow()).name;
    expect(loser.body.message).toBe(`This change is not allowed in the current state: ${winnerName} has already handled this step`);
    expect((await houseRow(house.id)).status).toBe('invalid');
    const chain = (await t.call(approvalChain, { id }, { token: agent })).body.data.list;
    expect(chain.filter((c) => c.action === 'approve')).toHaveLength(1);
  });

  it('会签: the step needs every approver', async () => {
    await setCompanyFlow(t, admin, 'house_invalid', 1, [{ approver_kind: 'role', role_id: managerRole, mode: 'all' }]);
    const house = await enterHouse(t, agent);
    const id = (await invalidate(house)).pending_approval!.id;
    for (const [index, m] of managers.entries()) {
      const { body } = await operate(id, 'approve', await tokenOf(m.account));
      expect(body.code).toBe('200000');
      expect(body.data.status).toBe(index === managers.length - 1 ? 'approved' : 'pending');
      expect((await houseRow(house.id)).status).toBe(index === managers.length - 1 ? 'invalid' : 'valid');
    }
  });

  it('依次: the step\'s approvers one after another', async () => {
    await setCompanyFlow(t, admin, 'house_invalid', 1, [{ approver_kind: 'role', role_id: managerRole, mode: 'sequential' }]);
    const id = (await invalidate(await enterHouse(t, agent))).pending_approval!.id;
    const detail = (await t.call(approvalGet, { id }, { token: admin })).body.data;
    expect(detail.steps[0]!.approvers.map((a) => a.state)).toEqual(['pending', ...managers.slice(1).map(() => 'waiting')]);
    const second = managers[1]!;
    const early = await operate(id, 'approve', await tokenOf(second.account));
    expect(early.body.message).toBe('This change is not allowed in the current state: it is not your turn yet');
    const moved = (await operate(id, 'approve', manager)).body.data;
    expect(moved.steps[0]!.approvers.map((a) => a.state)).toEqual(['approved', 'pending', ...managers.slice(2).map(() => 'waiting')]);
  });
});

describe('the overdue job', () => {
  it('approves a step past its hours (超期通过) or rejects it, each once', async () => {
    await setCompanyFlow(t, admin, 'house_invalid', 1, [{ ...storeManagerStep, overdue: { hours: 2, action: 'approve' } }]);
    await setCompanyFlow(t, admin, 'house_cancel', 1, [{ ...storeManagerStep, overdue: { hours: 1, action: 'reject' } }]);
    const first = await enterHouse(t, agent);
    const second = await enterHouse(t, agent);
    const approveId = (await invalidate(first)).pending_approval!.id;
    const cancel = await t.call(houseUpdateStatus, { id: second.id, version: second.version, status: 'cancelled', reason: '业主自售' }, { token: agent });
    const rejectId = cancel.body.data.pending_approval!.id;
    const now = nowSeconds();
    expect(await runOverdueApprovals(t.db, now + 1800)).toBe(0);
    expect(await runOverdueApprovals(t.db, now + 3 * 3600)).toBeGreaterThanOrEqual(2);
    expect(await runOverdueApprovals(t.db, now + 3 * 3600)).toBe(0);
    const approved = (await t.call(approvalGet, { id: approveId }, { token: agent })).body.data;
    expect(approved.status).toBe('overdue_approved');
    expect(approved.steps[0]?.state).toBe('overdue_approved');
    expect((await houseRow(first.id)).status).toBe('invalid');
    const rejected = (await t.call(approvalGet, { id: rejectId }, { token: agent })).body.data;
    expect(rejected.status).toBe('rejected');
    expect(rejected.chain.map((c) => c.action)).toEqual(['submit', 'overdue_reject']);
    expect((await houseRow(second.id)).status).toBe('valid');
  });
});

describe('data scope of the lists', () => {
  it('shows approvers what is theirs, others their scope, the admin everything', async () => {
    const all = async (token: string) => (await t.call(approvalList, { category: 'business', tab: 'all', limit: 100 }, { token })).body.data;
    const everything = await all(admin);
    const { n } = await t.db.selectFrom('approval').select((eb) => eb.fn.countAll<number>().as('n')).where('category', '=', 'business').executeTakeFirstOrThrow();
    expect(everything.page.total).toBe(Number(n));
    const managerStore = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id;
    const mine = await all(manager);
    expect(mine.page.total).toBeLessThan(everything.page.total);
    const applicants = await t.db.selectFrom('staff').select(['name', 'store_id']).execute();
    const storeOf = new Map(applicants.map((a) => [a.name, a.store_id]));
    expect(mine.list.every((a) => storeOf.get(a.applicant_name) === managerStore)).toBe(true);
    const agentId = await staffId(t.db, 'agent');
    const agents = await all(agent);
    expect(agents.list.every((a) => a.applicant_id === agentId)).toBe(true);
    const done = await t.call(approvalList, { category: 'business', tab: 'done', limit: 100 }, { token: manager });
    expect(done.body.data.list.length).toBeGreaterThan(0);
    // Finance: the demo deals' reviews and receipts in review, waiting for the manager of the applicant's store.
    const financeTodo = (await t.call(approvalList, { category: 'finance', tab: 'todo', limit: 100 }, { token: manager })).body.data.list;
    expect(financeTodo.length).toBeGreaterThan(0);
    expect(financeTodo.every((a) => ['deal_review', 'receipt'].includes(a.item_type) && storeOf.get(a.applicant_name) === managerStore)).toBe(true);
    expect((await t.call(approvalMine, {}, { token: otherManager })).body.data.list.every((a) => a.applicant_name !== '张伟')).toBe(true);
  });
});

describe('flows', () => {
  it('lists the item types by category, with the ones a module submits marked ready', async () => {
    const { body } = await t.call(itemFlowSource, { category: 'business' }, { token: agent, lang: 'zh' });
    expect(body.data.list.map((s) => [s.code, s.name, s.ready])).toEqual([
      ['house_invalid', '房源设为无效', 1], ['house_cancel', '房源注销', 1], ['house_to_public', '私盘转公盘', 1], ['house_to_private', '公盘转私盘', 1],
      ['customer_invalid', '客户设为无效', 1], ['key_cancel', '钥匙注销', 1], ['entrust_book', '委托书', 1],
    ]);
    const finance = await t.call(itemFlowSource, { category: 'finance' }, { token: agent });
    expect(finance.body.data.list.map((s) => [s.code, s.ready])).toEqual([
      ['deal_review', 1], ['receivable_entry', 1], ['receipt', 1], ['refund', 1], ['payment', 1], ['commission_settle', 1],
    ]);
    expect((await t.call(itemFlowSet, {}, { token: agent })).status).toBe(403);
  });

  it('refuses a flow that names the wrong things, writing nothing', async () => {
    const flow = (await t.call(itemFlowSet, { item_type: 'house_to_public' }, { token: admin })).body.data.list[0]!;
    const before = await snapshot(t.db, ['session', 'operation_log']);
    const save = (steps: unknown[], enabled: 0 | 1 = 1, lang = 'zh') =>
      t.call(approvalUpdate, { action: 'save', id: flow.id, version: flow.version, enabled, steps } as never, { token: admin, lang });
    expect((await save([])).body.message).toBe('请求无法处理：启用的流程至少需要一个步骤');
    expect((await save([{ approver_kind: 'staff' }])).body.message).toBe('请求无法处理：第1步：请选择人员');
    expect((await save([storeManagerStep, { approver_kind: 'role', role_id: 999 }])).body.message).toBe('请求无法处理：第2步：角色999不存在');
    expect((await save([{ approver_kind: 'store_manager', staff_id: 1 }])).body.message).toBe('请求无法处理：第1步：该审批人类型无需选择人员或角色');
    expect((await save([{ approver_kind: 'store_manager', overdue: { hours: 0, action: 'approve' } }])).body.code).toBe(ERRORS.VALIDATION.code);
    const stale = await t.call(approvalUpdate, { action: 'save', id: flow.id, version: flow.version + 5, enabled: 0, steps: [] }, { token: admin });
    expect(stale.body.code).toBe(ERRORS.STALE.code);
    const removeCompany = await t.call(approvalUpdate, { action: 'remove', id: flow.id, version: flow.version }, { token: admin });
    expect(removeCompany.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(await snapshot(t.db, ['session', 'operation_log'])).toBe(before);
  });

  it('saves a two-step 会签 flow that governs the next request, and a store\'s override that takes precedence', async () => {
    const flow = (await t.call(itemFlowSet, { item_type: 'house_to_public' }, { token: admin })).body.data.list[0]!;
    const managerId = await staffId(t.db, 'manager');
    const saved = await t.call(approvalUpdate, {
      action: 'save', id: flow.id, version: flow.version, enabled: 1,
      steps: [{ approver_kind: 'staff', staff_id: managerId }, { approver_kind: 'role', role_id: managerRole, mode: 'all', overdue: { hours: 24, action: 'wait' } }],
    }, { token: admin });
    expect(saved.body.data).toMatchObject({ enabled: 1, step_count: 2, version: flow.version + 1 });
    expect(saved.body.data?.steps[0]).toMatchObject({ approver_kind: 'staff', target_name: '李明', mode: 'sequential', overdue: null });
    expect((await t.call(flowGet, { id: flow.id }, { token: admin })).body.data.steps[1]).toMatchObject({ mode: 'all', target_name: '店长' });

    const house = await enterHouse(t, agent);
    const released = await t.call(houseRelease, { id: house.id, version: house.version, reason: '' }, { token: agent });
    expect(released.body.data).toMatchObject({ pool: 'private', pending_approval: { item_type: 'house_to_public' } });
    const id = released.body.data.pending_approval!.id;
    expect((await operate(id, 'approve', manager)).body.data).toMatchObject({ current_step: 2 });
    expect((await t.call(approvalGet, { id }, { token: agent })).body.data.current_approvers).toHaveLength(managers.length);

    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id!;
    const override = await t.call(approvalUpdate, { action: 'create', item_type: 'house_to_public', store_id: store, enabled: 0, steps: [] }, { token: admin });
    expect(override.body.data).toMatchObject({ store_id: store, enabled: 0 });
    const twice = await t.call(approvalUpdate, { action: 'create', item_type: 'house_to_public', store_id: store, enabled: 0, steps: [] }, { token: admin });
    expect(twice.body.code).toBe(ERRORS.CONFLICT.code);
    const next = await enterHouse(t, agent);
    const direct = await t.call(houseRelease, { id: next.id, version: next.version, reason: '' }, { token: agent });
    expect(direct.body.data).toMatchObject({ pool: 'public', pending_approval: null });
    const removed = await t.call(approvalUpdate, { action: 'remove', id: override.body.data!.id, version: 1 }, { token: admin });
    expect(removed.body.data).toBeNull();
  });

  it('removes a store\'s flow that requests went through; a request still open ends by the steps it started with', async () => {
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id!;
    const override = (await t.call(approvalUpdate, { action: 'create', item_type: 'house_to_public', store_id: store, enabled: 1, steps: [storeManagerStep] },
      { token: admin })).body.data!;
    const house = await enterHouse(t, agent);
    const released = await t.call(houseRelease, { id: house.id, version: house.version, reason: '' }, { token: agent });
    const id = released.body.data.pending_approval!.id;
    const removed = await t.call(approvalUpdate, { action: 'remove', id: override.id, version: override.version }, { token: admin });
    expect([removed.status, removed.body.code]).toEqual([200, '200000']);
    expect(await t.db.selectFrom('approval_flow').select('id').where('id', '=', override.id).executeTakeFirst()).toBeUndefined();
    expect((await operate(id, 'approve', manager)).body.data.status).toBe('approved');
    expect(await houseRow(house.id)).toMatchObject({ pool: 'public' });
  });
});

describe('keys and claims', () => {
  it('cancels a key through approval: the key stays, marked, until the approval ends', async () => {
    await setCompanyFlow(t, admin, 'key_cancel', 1, [storeManagerStep]);
    const house = await enterHouse(t, agent);
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id!;
    const key = (await t.call(keyAdd, { house_id: house.id, store_id: store, number: `AP-${house.id}` }, { token: agent })).body.data;
    const asked = await t.call(keyDelete, { id: key.id, remark: '业主收回' }, { token: agent });
    const id = asked.body.data!.approval_id;
    const listed = (await t.call(keyList, { house_id: house.id }, { token: agent })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ id: key.id, approval_id: id })]);
    expect((await t.call(approvalGet, { id }, { token: manager, lang: 'zh' })).body.data.change[0]).toMatchObject({ label: '钥匙', after: '已注销' });
    expect((await operate(id, 'approve', manager)).body.data.status).toBe('approved');
    expect((await t.call(keyList, { house_id: house.id }, { token: agent })).body.data.list).toEqual([]);
  });

  it('claims a public house through approval, re-checking the private cap at the end', async () => {
    await setCompanyFlow(t, admin, 'house_to_private', 1, [storeManagerStep]);
    await setCompanyFlow(t, admin, 'house_to_public', 0);
    const house = await enterHouse(t, agent);
    const released = (await t.call(houseRelease, { id: house.id, version: house.version, reason: '' }, { token: agent })).body.data;
    expect(released.pool).toBe('public');
    const claim = await t.call(houseLinbao, { id: house.id, version: released.version, reason: '我来维护' }, { token: agent });
    expect(claim.body.data).toMatchObject({ id: house.id, version: released.version });
    const id = claim.body.data.approval_id!;
    expect((await operate(id, 'approve', manager)).body.data.status).toBe('approved');
    expect(await houseRow(house.id)).toMatchObject({ pool: 'private', maintainer_id: await staffId(t.db, 'agent') });
  });
});
