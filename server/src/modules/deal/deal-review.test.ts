import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalOperate, dealAdd, dealApproveUpdate, dealDelete, dealGet, dealList, type DealDetail } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { setCompanyFlow } from '../approval/approval.test-helpers.js';
import { runOverdueApprovals } from '../approval/approval.jobs.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { markEndedReviews } from '../../core/db/migrations/093-deal-pictures.js';

// The deal_review item's reject hook: a review that ends 未通过 (an approver, the overdue rule, the deal changed
// meanwhile) or is withdrawn writes 审核不通过 and its reason on the deal itself, in the same transaction.
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
  await setCompanyFlow(t, admin, 'deal_review', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential', overdue: { hours: 24, action: 'reject' } }]);
});
afterAll(async () => {
  await t.close();
});

async function pendingDeal(): Promise<DealDetail> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  const { body } = await t.call(dealAdd, {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 3_000_000, signed_at: nowSeconds() - 86_400, buyer_commission: 30_000, seller_commission: 0,
    split: [{ role: 'house', staff_id: agentId, share: 10_000 }],
  }, { token: agent });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  expect(body.data).toMatchObject({ status: 'pending' });
  expect(body.data.approval_id).not.toBeNull();
  return body.data;
}

const stored = (id: number) => t.db.selectFrom('deal').select(['status', 'reason', 'reason_i18n', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the deal_review reject hook', () => {
  it('stores 审核不通过 with the approver\'s reason on the deal, moving its version, and the list filters by the stored status', async () => {
    const deal = await pendingDeal();
    const rejected = await t.call(approvalOperate, { id: deal.approval_id ?? 0, action: 'reject', comment: '合同页数不全' }, { token: manager });
    expect(rejected.body.code).toBe('200000');
    expect(await stored(deal.id)).toEqual({ status: 'rejected', reason: '合同页数不全', reason_i18n: '', version: deal.version + 1 });
    const listed = (await t.call(dealList, { status: 'rejected', keyword: deal.contract_no }, { token: agent })).body.data.list;
    expect(listed.map((d) => d.id)).toEqual([deal.id]);
    const again = await t.call(dealApproveUpdate, { id: deal.id, version: deal.version + 1 }, { token: agent });
    expect(again.body.data).toMatchObject({ status: 'pending', reason: '' });
    expect(await stored(deal.id)).toMatchObject({ status: 'pending', reason: '', reason_i18n: '' });
  });

  it('marks a deal whose review the agent withdraws 审核不通过, the reason in the reader\'s language', async () => {
    const deal = await pendingDeal();
    const withdrawn = await t.call(approvalOperate, { id: deal.approval_id ?? 0, action: 'withdraw', comment: '' }, { token: agent });
    expect(withdrawn.body.code).toBe('200000');
    expect(await stored(deal.id)).toMatchObject({ status: 'rejected', reason: '已撤回' });
    expect((await t.call(dealGet, { id: deal.id }, { token: agent, lang: 'en' })).body.data).toMatchObject({ status: 'rejected', reason: 'Withdrawn' });
    expect((await t.call(dealGet, { id: deal.id }, { token: agent, lang: 'ja' })).body.data.reason).toBe('取り下げ');
  });

  it('marks a deal whose review the overdue rule rejects, in the reader\'s language', async () => {
    const deal = await pendingDeal();
    expect(await runOverdueApprovals(t.db, nowSeconds() + 25 * 3600)).toBeGreaterThanOrEqual(1);
    expect(await stored(deal.id)).toMatchObject({ status: 'rejected', reason: '超期自动驳回' });
    expect((await t.call(dealGet, { id: deal.id }, { token: agent, lang: 'es' })).body.data.reason).toBe('Rechazada por vencimiento');
  });

  it('marks a deal whose house left the market before the approval 审核不通过, with that reason', async () => {
    const deal = await pendingDeal();
    await t.db.updateTable('house').set({ status: 'invalid' }).where('id', '=', deal.house_id).execute();
    await t.call(approvalOperate, { id: deal.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager });
    const row = await stored(deal.id);
    expect(row.status).toBe('rejected');
    expect(row.reason).toContain(`房源${deal.house_id}`);
    expect((await t.call(dealGet, { id: deal.id }, { token: agent, lang: 'en' })).body.data.reason).toContain(`house ${deal.house_id} is`);
  });

  it('leaves a deal alone once it is deleted with its review withdrawn', async () => {
    const deal = await pendingDeal();
    expect((await t.call(dealDelete, { id: deal.id, version: deal.version }, { token: agent })).body.code).toBe('200000');
    expect(await t.db.selectFrom('deal').select('id').where('id', '=', deal.id).executeTakeFirst()).toBeUndefined();
    const approval = await t.db.selectFrom('approval').select('status').where('id', '=', deal.approval_id ?? 0).executeTakeFirstOrThrow();
    expect(approval.status).toBe('withdrawn');
  });

  it('upgrading, marks the deals whose review had already ended 未通过 or withdrawn 审核不通过 with its reason', async () => {
    const [rejected, withdrawn, waiting] = [await pendingDeal(), await pendingDeal(), await pendingDeal()];
    await t.call(approvalOperate, { id: rejected.approval_id ?? 0, action: 'reject', comment: '签字缺失' }, { token: manager });
    await t.call(approvalOperate, { id: withdrawn.approval_id ?? 0, action: 'withdraw', comment: '' }, { token: agent });
    // As a database written before the hook had them: still waiting.
    await t.db.updateTable('deal').set({ status: 'pending', reason: '', reason_i18n: '' }).where('id', 'in', [rejected.id, withdrawn.id]).execute();
    await markEndedReviews(t.db);
    expect(await stored(rejected.id)).toMatchObject({ status: 'rejected', reason: '签字缺失', reason_i18n: '' });
    expect(await stored(withdrawn.id)).toMatchObject({ status: 'rejected', reason: '已撤回' });
    expect((await t.call(dealGet, { id: withdrawn.id }, { token: agent, lang: 'en' })).body.data.reason).toBe('Withdrawn');
    expect(await stored(waiting.id)).toMatchObject({ status: 'pending', reason: '' });
  });
});
