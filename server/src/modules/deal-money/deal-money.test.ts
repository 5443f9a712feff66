import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, approvalOperate, dealAdd, dealClose, dealGet, dealMoneyAdd, dealMoneyDelete, dealMoneyGet, dealMoneyPayList, dealMoneyPaySub,
  dealMoneyUpdate, dealOperationList, dealPayAdd, dealPayDelete, dealPayGet, dealPayUpdate, dealSettle, dealStepAdd, dealStepConfirm,
  dealTerminate, type DealDetail, type DealMoneyItem, type DealPayItem, type InputOf,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { AppError } from '../../core/errors.js';
import { monthOf, nowSeconds, startOfCompanyDay } from '../../core/clock.js';
import { recordPaidReceipt } from './receipt-record.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let outsider: string;
let agentId: number;
let managerId: number;
const FINANCE = ['deal_review', 'receivable_entry', 'receipt', 'refund', 'payment', 'commission_settle'] as const;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  [agentId, managerId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager')]);
  const agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
  const other = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
    .where('r.code', '=', 'agent').where('s.store_id', '<>', agentStore).where('s.status', '=', 'active').orderBy('s.id').executeTakeFirstOrThrow();
  outsider = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  // Money counts at once unless a test turns a flow on.
  await approvalFlowsOff(t, admin, [...FINANCE]);
});
afterAll(async () => {
  await t.close();
});

const JAN = 1_767_283_200; // 2026-01-02 00:00 in Shanghai
const FEB = 1_770_048_000; // 2026-02-03 00:00 in Shanghai

// An effective sale of the agent: commission 100.01 from the buyer, split 33.33 % agent, 33.33 % manager, 33.34 %
// agent.
async function liveDeal(overrides: Partial<InputOf<typeof dealAdd>> = {}): Promise<DealDetail> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  const { body } = await t.call(dealAdd, {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 4_800_000, signed_at: JAN - 86_400 * 10, buyer_commission: 100.01, seller_commission: 0,
    split: [{ role: 'house', staff_id: agentId, share: 3333 }, { role: 'key', staff_id: managerId, share: 3333 }, { role: 'customer', staff_id: agentId, share: 3334 }],
    ...overrides,
  }, { token: agent });
  if (body.code !== '200000') throw new Error(`deal/add: ${JSON.stringify(body)}`);
  return body.data;
}

async function receivable(dealId: number, amount: number, extra: Partial<InputOf<typeof dealMoneyAdd>> = {}, token = agent): Promise<DealMoneyItem> {
  const { body } = await t.call(dealMoneyAdd, { deal_id: dealId, money_type: 'commission', payer: 'customer', amount, due_at: JAN, ...extra }, { token });
  if (body.code !== '200000') throw new Error(`dealmoney/add: ${JSON.stringify(body)}`);
  return body.data;
}

type PayInput = Omit<InputOf<typeof dealPayAdd>, 'method' | 'paid_at'> & Partial<Pick<InputOf<typeof dealPayAdd>, 'method' | 'paid_at'>>;

async function pay(input: PayInput, token = agent): Promise<DealPayItem> {
  const { body } = await t.call(dealPayAdd, { method: 'transfer', paid_at: JAN, ...input }, { token });
  if (body.code !== '200000') throw new Error(`dealpay/add: ${JSON.stringify(body)}`);
  return body.data;
}

const performance = async (dealId: number) => t.db.selectFrom('deal_performance').select(['staff_id', 'month', 'receivable', 'received'])
  .where('deal_id', '=', dealId).orderBy('month').orderBy('staff_id').execute();
const countPays = async () => Number((await t.db.selectFrom('deal_pay').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the ledgers in fen', () => {
  it('adds 0.10 and 0.20 to exactly 0.30, the balance exactly zero, and refuses a fen more naming the balance', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 0.3);
    expect(money).toMatchObject({ status: 'effective', amount: 0.3, received: 0, balance: 0.3, approval_id: null });
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 0.1 });
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 0.2 });
    const after = (await t.call(dealMoneyGet, { id: money.id }, { token: agent })).body.data;
    expect([after.received, after.balance]).toEqual([0.3, 0]);
    const stored = await t.db.selectFrom('deal_pay').select('amount').where('deal_money_id', '=', money.id).orderBy('id').execute();
    expect(stored.map((p) => p.amount)).toEqual([10, 20]);
    const before = await countPays();
    const more = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, method: 'cash', amount: 0.01, paid_at: JAN }, { token: agent, lang: 'en' });
    expect(more.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(more.body.message).toContain('0.01 is beyond the receivable\'s balance of 0.00');
    expect(await countPays()).toBe(before);
  });

  it('refuses a receipt, refund or payment dated after today in the company\'s time zone on paid_at, writing nothing; today is taken', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100);
    const tomorrow = startOfCompanyDay(nowSeconds()) + 86_400;
    const before = await countPays();
    const ahead = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, method: 'cash', amount: 10, paid_at: tomorrow }, { token: agent, lang: 'en' });
    expect([ahead.status, ahead.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect(ahead.body.data).toEqual({ fields: { paid_at: 'money cannot be received or paid out after today' } });
    const zh = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 1, paid_at: tomorrow + 365 * 86_400 },
      { token: agent, lang: 'zh' });
    expect(zh.body.message).toContain('收付款日期不能晚于今天');
    expect(await countPays()).toBe(before);
    const today = await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 10, paid_at: tomorrow - 1 });
    expect(today).toMatchObject({ status: 'effective', paid_at: tomorrow - 1 });
  });

  it('lets only one of three receipts sent at once take the same balance', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100);
    const send = () => t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, amount: 60, method: 'transfer', paid_at: JAN }, { token: agent });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(['200000', ERRORS.BAD_REQUEST.code, ERRORS.BAD_REQUEST.code]);
    const after = (await t.call(dealMoneyGet, { id: money.id }, { token: agent })).body.data;
    expect(after).toMatchObject({ received: 60, balance: 40 });
  });

  it('refuses a receipt beyond the balance with both amounts named, in the caller\'s language, and takes the money type from the receivable', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100, { money_type: 'tax', payer: 'owner' });
    const first = await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 60.5 });
    expect(first).toMatchObject({ money_type: 'tax', payer: 'owner', kind: 'receipt', status: 'effective' });
    const zh = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, method: 'cash', amount: 40, paid_at: JAN }, { token: agent, lang: 'zh' });
    expect(zh.body.message).toContain('金额40.00超过应收余额39.50');
    const other = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, money_type: 'deposit', method: 'cash', amount: 1, paid_at: JAN },
      { token: agent, lang: 'en' });
    expect(other.body.message).toContain(`receivable ${money.id} is Taxes`);
    const refund = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 60.51, paid_at: JAN },
      { token: agent, lang: 'en' });
    expect(refund.body.message).toContain('a refund of 60.51 is beyond the 60.50 received');
    const noType = await t.call(dealPayAdd, { deal_id: deal.id, method: 'cash', amount: 1, paid_at: JAN }, { token: agent });
    expect(noType.body.code).toBe(ERRORS.VALIDATION.code);
  });

  it('lists both ledgers and sums them per money type, refunds netted, money without a receivable counted', async () => {
    const deal = await liveDeal();
    const commission = await receivable(deal.id, 100.01);
    await receivable(deal.id, 2000, { money_type: 'deposit' });
    await pay({ deal_id: deal.id, deal_money_id: commission.id, amount: 50 });
    await pay({ deal_id: deal.id, deal_money_id: commission.id, kind: 'refund', amount: 10.5 });
    await pay({ deal_id: deal.id, deal_money_id: null, money_type: 'deposit', payer: 'customer', amount: 500 });
    const list = (await t.call(dealMoneyPayList, { deal_id: deal.id }, { token: agent })).body.data;
    expect(list.money.map((m) => [m.money_type, m.received, m.balance])).toEqual([['commission', 39.5, 60.51], ['deposit', 0, 2000]]);
    expect(list.pays.map((p) => [p.kind, p.money_type, p.amount])).toEqual([['receipt', 'commission', 50], ['refund', 'commission', 10.5], ['receipt', 'deposit', 500]]);
    const sub = (await t.call(dealMoneyPaySub, { deal_id: deal.id }, { token: agent })).body.data;
    const noPayables = { payable: 0, paid: 0, payable_balance: 0 };
    expect(sub.list).toEqual([
      { money_type: 'commission', receivable: 100.01, received: 39.5, balance: 60.51, ...noPayables },
      { money_type: 'deposit', receivable: 2000, received: 500, balance: 1500, ...noPayables },
    ]);
    expect(sub.totals).toEqual({ receivable: 2100.01, received: 539.5, balance: 1560.51, ...noPayables });
    expect(sub.in_review).toBe(0);
  });
});

describe('实收业绩', () => {
  it('adds received commission by split share in the payment\'s month, exact to the fen; a refund takes it back; other money leaves it', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100.01);
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 100.01, paid_at: JAN });
    await pay({ deal_id: deal.id, deal_money_id: null, money_type: 'deposit', amount: 3000, paid_at: JAN });
    const [low, high] = agentId < managerId ? [agentId, managerId] : [managerId, agentId];
    const share = (id: number) => (id === agentId ? 6668 : 3333);
    expect(await performance(deal.id)).toEqual([
      { staff_id: low, month: '2025-12', receivable: share(low), received: 0 },
      { staff_id: high, month: '2025-12', receivable: share(high), received: 0 },
      { staff_id: low, month: '2026-01', receivable: 0, received: share(low) },
      { staff_id: high, month: '2026-01', receivable: 0, received: share(high) },
    ]);
    await pay({ deal_id: deal.id, deal_money_id: money.id, kind: 'refund', amount: 100.01, paid_at: FEB });
    const rows = await performance(deal.id);
    expect(rows.filter((r) => r.month === '2026-02').map((r) => [r.staff_id, r.received])).toEqual([[low, -share(low)], [high, -share(high)]]);
    expect(rows.reduce((sum, r) => sum + r.received, 0)).toBe(0);
    const detail = (await t.call(dealGet, { id: deal.id }, { token: agent })).body.data;
    expect(detail.performance.find((p) => p.month === '2026-01' && p.staff_id === agentId)?.received).toBe(66.68);
  });

  it('keeps the 实收业绩 received before a deal ends: terminating it takes back only its 应收业绩, in the month it ends', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100.01);
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 100.01, paid_at: JAN });
    const before = await performance(deal.id);
    expect((await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager })).body.code).toBe('200000');
    const [low, high] = agentId < managerId ? [agentId, managerId] : [managerId, agentId];
    const share = (id: number) => (id === agentId ? 6668 : 3333);
    const ended = monthOf(nowSeconds());
    expect(await performance(deal.id)).toEqual([
      ...before,
      { staff_id: low, month: ended, receivable: -share(low), received: 0 },
      { staff_id: high, month: ended, receivable: -share(high), received: 0 },
    ]);
  });
});

describe('approval', () => {
  beforeAll(async () => {
    for (const item of ['receivable_entry', 'receipt', 'refund'] as const) {
      await setCompanyFlow(t, admin, item, 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    }
  });
  afterAll(async () => {
    await approvalFlowsOff(t, admin, ['receivable_entry', 'receipt', 'refund']);
  });

  it('keeps a receivable and a receipt pending until approved, then counts them; a receipt in review holds its part of the balance', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100.01);
    expect(money).toMatchObject({ status: 'pending', balance: 0 });
    expect(money.approval_id).not.toBeNull();
    const early = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, method: 'pos', amount: 1, paid_at: JAN }, { token: agent, lang: 'en' });
    expect(early.body.message).toContain(`receivable ${money.id} is In review`);
    expect((await t.call(approvalOperate, { id: money.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
    expect((await t.call(dealMoneyGet, { id: money.id }, { token: agent })).body.data).toMatchObject({ status: 'effective', balance: 100.01 });

    const receipt = await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 100, paid_at: JAN });
    expect(receipt).toMatchObject({ status: 'pending' });
    const held = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, method: 'cash', amount: 0.02, paid_at: JAN }, { token: agent, lang: 'en' });
    expect(held.body.message).toContain('0.02 is beyond the receivable\'s balance of 0.01');
    expect((await performance(deal.id)).filter((r) => r.month === '2026-01')).toEqual([]);
    const sub = (await t.call(dealMoneyPaySub, { deal_id: deal.id }, { token: agent })).body.data;
    expect([sub.in_review, sub.totals.received]).toEqual([1, 0]);
    expect((await t.call(approvalOperate, { id: receipt.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
    expect((await t.call(dealPayGet, { id: receipt.id }, { token: agent })).body.data).toMatchObject({ status: 'effective', approval_id: null });
    expect((await performance(deal.id)).filter((r) => r.month === '2026-01').reduce((sum, r) => sum + r.received, 0)).toBe(10_000);
  });

  it('ends a receipt 未通过 when its deal was terminated meanwhile, the reason in the reader\'s language, nothing counted', async () => {
    const deal = await liveDeal();
    await setCompanyFlow(t, admin, 'receivable_entry', 0);
    const money = await receivable(deal.id, 100.01);
    await setCompanyFlow(t, admin, 'receivable_entry', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    const receipt = await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 100.01 });
    expect((await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager })).body.code).toBe('200000');
    expect((await t.call(approvalOperate, { id: receipt.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
    const ended = (await t.call(dealPayGet, { id: receipt.id }, { token: manager, lang: 'es' })).body.data;
    expect(ended.status).toBe('rejected');
    expect(ended.reason).toContain('una operación rescindida solo admite reembolsos');
    expect((await performance(deal.id)).filter((r) => r.received !== 0)).toEqual([]);
  });

  it('shows a refund the approver rejected as not approved with the reason; it is changed and resubmitted, or deleted', async () => {
    const deal = await liveDeal();
    await setCompanyFlow(t, admin, 'receipt', 0);
    await setCompanyFlow(t, admin, 'receivable_entry', 0);
    const money = await receivable(deal.id, 50);
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 50 });
    await setCompanyFlow(t, admin, 'receipt', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    const refund = await pay({ deal_id: deal.id, deal_money_id: money.id, kind: 'refund', amount: 20 });
    const approval = await t.db.selectFrom('approval').select(['item_type', 'record_kind']).where('id', '=', refund.approval_id ?? 0).executeTakeFirstOrThrow();
    expect(approval).toEqual({ item_type: 'refund', record_kind: 'deal_pay' });
    const whileOpen = await t.call(dealPayUpdate, { id: refund.id, version: refund.version, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 10, paid_at: JAN },
      { token: agent });
    expect(whileOpen.body.code).toBe(ERRORS.APPROVAL_OPEN.code);
    await t.call(approvalOperate, { id: refund.approval_id ?? 0, action: 'reject', comment: '金额有误' }, { token: manager });
    const rejected = (await t.call(dealPayGet, { id: refund.id }, { token: agent })).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: '金额有误', approval_id: null });
    const changed = (await t.call(dealPayUpdate, { id: refund.id, version: rejected.version, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 10, paid_at: JAN },
      { token: agent })).body.data;
    expect(changed).toMatchObject({ status: 'pending', amount: 10 });
    const deleted = await t.call(dealPayDelete, { id: refund.id, version: changed.version }, { token: agent });
    expect(deleted.body.code).toBe('200000');
    const withdrawn = await t.db.selectFrom('approval').select('status').where('id', '=', changed.approval_id ?? 0).executeTakeFirstOrThrow();
    expect(withdrawn.status).toBe('withdrawn');
    await setCompanyFlow(t, admin, 'receivable_entry', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
  });
});

describe('what may change', () => {
  it('keeps an effective entry (409001), changes a rejected receivable and deletes one not effective', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 10);
    const del = await t.call(dealMoneyDelete, { id: money.id, version: money.version }, { token: agent, lang: 'en' });
    expect(del.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(del.body.message).toContain('an effective entry stays');
    const receipt = await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 10 });
    expect((await t.call(dealPayDelete, { id: receipt.id, version: receipt.version }, { token: agent })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    await setCompanyFlow(t, admin, 'receivable_entry', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    try {
      const waiting = await receivable(deal.id, 20, { money_type: 'agency_fee' });
      await t.call(approvalOperate, { id: waiting.approval_id ?? 0, action: 'reject', comment: '重复录入' }, { token: manager });
      const rejected = (await t.call(dealMoneyGet, { id: waiting.id }, { token: agent })).body.data;
      expect(rejected).toMatchObject({ status: 'rejected', reason: '重复录入' });
      const stale = await t.call(dealMoneyUpdate, { id: waiting.id, version: rejected.version + 1, money_type: 'agency_fee', payer: 'customer', amount: 25, due_at: JAN }, { token: agent });
      expect(stale.body.code).toBe(ERRORS.STALE.code);
      await setCompanyFlow(t, admin, 'receivable_entry', 0);
      const changed = (await t.call(dealMoneyUpdate, { id: waiting.id, version: rejected.version, money_type: 'agency_fee', payer: 'customer', amount: 25, due_at: JAN },
        { token: agent })).body.data;
      expect(changed).toMatchObject({ status: 'effective', amount: 25, balance: 25 });
    } finally {
      await setCompanyFlow(t, admin, 'receivable_entry', 0);
    }
  });

  it('takes no receivable on a terminated deal, saying it takes refunds only', async () => {
    const deal = await liveDeal();
    const ended = await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager });
    expect(ended.body.code).toBe('200000');
    const refused = await t.call(dealMoneyAdd, { deal_id: deal.id, money_type: 'commission', payer: 'customer', amount: 1, due_at: JAN }, { token: agent, lang: 'en' });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(refused.body.message).toContain('a terminated deal takes refunds only');
  });
});

describe('scope and the operation log', () => {
  it('answers 404001 to another store\'s agent on every money call of the deal, and logs each change', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 10);
    const receipt = await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 4 });
    const before = await countPays();
    for (const [endpoint, input] of [
      [dealMoneyGet, { id: money.id }], [dealPayGet, { id: receipt.id }], [dealMoneyPayList, { deal_id: deal.id }], [dealMoneyPaySub, { deal_id: deal.id }],
      [dealMoneyAdd, { deal_id: deal.id, money_type: 'tax', payer: 'owner', amount: 1, due_at: JAN }],
      [dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, method: 'cash', amount: 1, paid_at: JAN }],
      [dealMoneyDelete, { id: money.id, version: money.version }], [dealPayDelete, { id: receipt.id, version: receipt.version }],
      [dealSettle, { id: deal.id, version: deal.version }],
    ] as const) {
      const { body } = await t.call(endpoint, input, { token: outsider });
      expect(body.code, endpoint.path).toBe(ERRORS.NOT_FOUND.code);
    }
    expect(await countPays()).toBe(before);
    // The store manager sees the agent's deal through the store scope.
    expect((await t.call(dealMoneyPayList, { deal_id: deal.id }, { token: manager })).body.data.money).toHaveLength(1);
    const log = await t.db.selectFrom('operation_log').select(['endpoint', 'target_id', 'result_code', 'staff_id'])
      .where('endpoint', 'in', ['dealmoney/add', 'dealpay/add']).where('target_id', 'in', [money.id, receipt.id]).orderBy('id').execute();
    expect(log).toEqual(expect.arrayContaining([
      { endpoint: 'dealmoney/add', target_id: money.id, result_code: '200000', staff_id: agentId },
      { endpoint: 'dealpay/add', target_id: receipt.id, result_code: '200000', staff_id: agentId },
    ]));
  });
});

describe('recordPaidReceipt', () => {
  it('records a QR receipt at once with its reference, adds 实收业绩 and the operation log; refuses beyond the balance, writing nothing', async () => {
    const deal = await liveDeal();
    const money = await receivable(deal.id, 100.01);
    const id = await t.db.transaction().execute((trx) => recordPaidReceipt(trx, {
      dealMoneyId: money.id, amountFen: 10_001, paidAt: JAN, reference: 'SANDBOX-T1', operatorId: agentId,
    }));
    const receipt = (await t.call(dealPayGet, { id }, { token: agent })).body.data;
    expect(receipt).toMatchObject({ method: 'qr', kind: 'receipt', money_type: 'commission', amount: 100.01, reference: 'SANDBOX-T1', status: 'effective', paid_at: JAN });
    expect((await performance(deal.id)).filter((r) => r.month === '2026-01').reduce((sum, r) => sum + r.received, 0)).toBe(10_001);
    const log = await t.db.selectFrom('operation_log').select(['endpoint', 'staff_id', 'summary']).where('target_id', '=', id).where('endpoint', '=', 'dealpay/add')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ endpoint: 'dealpay/add', staff_id: agentId, summary: '扫码 SANDBOX-T1' });
    const before = await countPays();
    const again = t.db.transaction().execute((trx) => recordPaidReceipt(trx, {
      dealMoneyId: money.id, amountFen: 1, paidAt: JAN, reference: 'SANDBOX-T2', operatorId: agentId,
    }));
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ key: 'BAD_REQUEST', params: { detail: '金额0.01超过应收余额0.00' } });
    expect(await countPays()).toBe(before);
  });
});

describe('settlement and closing', () => {
  beforeAll(async () => {
    await setCompanyFlow(t, admin, 'commission_settle', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
  });
  afterAll(async () => {
    await approvalFlowsOff(t, admin, ['commission_settle']);
  });

  it('settles once the commission is received (through commission_settle), and closes once the steps are done and nothing is due', async () => {
    let deal = await liveDeal();
    const none = await t.call(dealSettle, { id: deal.id, version: deal.version }, { token: agent, lang: 'en' });
    expect(none.body.message).toContain('no effective commission receivable is recorded');
    const money = await receivable(deal.id, 100.01);
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 100 });
    const short = await t.call(dealSettle, { id: deal.id, version: deal.version }, { token: agent, lang: 'en' });
    expect(short.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(short.body.message).toContain('the commission is not fully received: 0.01 still due');
    await pay({ deal_id: deal.id, deal_money_id: money.id, amount: 0.01 });
    const tax = await receivable(deal.id, 300, { money_type: 'tax', payer: 'owner' });
    const asked = (await t.call(dealSettle, { id: deal.id, version: deal.version }, { token: agent })).body.data;
    expect(asked.status).toBe('effective');
    expect(asked.approval_id).not.toBeNull();
    expect((await t.call(approvalOperate, { id: asked.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
    deal = (await t.call(dealGet, { id: deal.id }, { token: agent })).body.data;
    expect(deal.status).toBe('settled');

    await t.call(dealStepAdd, { deal_id: deal.id, code: 'close', days: 3, count_from: 'deal' }, { token: agent });
    const steps = await t.db.selectFrom('deal_step').select('id').where('deal_id', '=', deal.id).execute();
    const stepOpen = await t.call(dealClose, { id: deal.id, version: deal.version }, { token: agent, lang: 'en' });
    expect(stepOpen.body.message).toContain('step Closed is not done yet');
    for (const step of steps) await t.call(dealStepConfirm, { id: step.id }, { token: agent });
    const due = await t.call(dealClose, { id: deal.id, version: deal.version }, { token: agent, lang: 'zh' });
    expect(due.body.message).toContain('应收款项尚有余额300.00');
    await pay({ deal_id: deal.id, deal_money_id: tax.id, amount: 300 });
    const closed = await t.call(dealClose, { id: deal.id, version: deal.version }, { token: agent });
    expect(closed.body.data.status).toBe('closed');
    const late = await t.call(dealMoneyAdd, { deal_id: deal.id, money_type: 'other', payer: 'other', amount: 1, due_at: JAN }, { token: agent });
    expect(late.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const log = (await t.call(dealOperationList, { deal_id: deal.id }, { token: agent })).body.data.list.map((o) => o.endpoint);
    expect(log).toEqual(expect.arrayContaining(['deal/settle', 'deal/close']));
  });
});

describe('payables (应付) and their payments (实付)', () => {
  const payable = (dealId: number, amount: number, extra: Partial<InputOf<typeof dealMoneyAdd>> = {}) =>
    receivable(dealId, amount, { direction: 'payable', money_type: 'house_price', payer: 'owner', ...extra });

  it('pays a payable in parts to a balance of zero, refuses a payment beyond it in every language, and leaves 实收业绩 alone', async () => {
    const deal = await liveDeal();
    const price = await payable(deal.id, 5000);
    expect(price).toMatchObject({ direction: 'payable', payer: 'owner', status: 'effective', received: 0, paid: 0, balance: 5000 });
    const bank = await payable(deal.id, 0.5, { money_type: 'mortgage_fee', payer: 'bank' });
    const referral = await payable(deal.id, 10, { money_type: 'commission', payer: 'internal' });
    expect([bank.payer, referral.payer]).toEqual(['bank', 'internal']);
    const first = await pay({ deal_id: deal.id, deal_money_id: price.id, kind: 'payment', amount: 4999.99 });
    expect(first).toMatchObject({ kind: 'payment', money_type: 'house_price', payer: 'owner', status: 'effective' });
    const before = await countPays();
    const words = { en: '0.02 is beyond the payable\'s balance of 0.01', zh: '金额0.02超过应付余额0.01', es: '0.02 supera el saldo por pagar de 0.01', ja: '0.02は未払残高0.01を超えています' };
    for (const [lang, message] of Object.entries(words) as [keyof typeof words, string][]) {
      const beyond = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: price.id, kind: 'payment', method: 'transfer', amount: 0.02, paid_at: JAN }, { token: agent, lang });
      expect(beyond.body.code).toBe(ERRORS.BAD_REQUEST.code);
      expect(beyond.body.message).toContain(message);
    }
    expect(await countPays()).toBe(before);
    await pay({ deal_id: deal.id, deal_money_id: price.id, kind: 'payment', amount: 0.01 });
    await pay({ deal_id: deal.id, deal_money_id: referral.id, kind: 'payment', amount: 10 });
    expect((await t.call(dealMoneyGet, { id: price.id }, { token: agent })).body.data).toMatchObject({ received: 0, paid: 5000, balance: 0 });
    // Commission paid out to a referrer is not anyone's 实收业绩.
    expect((await performance(deal.id)).filter((r) => r.received !== 0)).toEqual([]);
    const sub = (await t.call(dealMoneyPaySub, { deal_id: deal.id }, { token: agent })).body.data;
    expect(sub.list.find((r) => r.money_type === 'house_price')).toEqual({
      money_type: 'house_price', receivable: 0, received: 0, balance: 0, payable: 5000, paid: 5000, payable_balance: 0,
    });
    expect(sub.totals).toEqual({ receivable: 0, received: 0, balance: 0, payable: 5010.5, paid: 5010, payable_balance: 0.5 });
  });

  it('refuses a payment of a receivable, a receipt or refund of a payable, and a payment naming no payable, writing nothing', async () => {
    const deal = await liveDeal();
    const due = await receivable(deal.id, 100);
    const owed = await payable(deal.id, 100, { money_type: 'tax', payer: 'other' });
    const before = await countPays();
    const send = (input: Omit<PayInput, 'deal_id'>, lang: 'en' | 'zh' | 'es' | 'ja' = 'en') =>
      t.call(dealPayAdd, { deal_id: deal.id, method: 'transfer', paid_at: JAN, ...input }, { token: agent, lang });
    const paidOut = await send({ deal_money_id: due.id, kind: 'payment', amount: 1 });
    expect(paidOut.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(paidOut.body.message).toContain(`${due.id} is a receivable: it is received, not paid out`);
    expect((await send({ deal_money_id: owed.id, kind: 'receipt', amount: 1 })).body.message).toContain(`${owed.id} is a payable: it is paid out by a payment, not received or refunded`);
    expect((await send({ deal_money_id: owed.id, kind: 'refund', amount: 1 }, 'zh')).body.message).toContain(`${owed.id}为应付款项，只能实付，不能收款或退款`);
    expect((await send({ deal_money_id: owed.id, kind: 'receipt', amount: 1 }, 'es')).body.message).toContain('se salda con un pago, no se cobra ni se reembolsa');
    expect((await send({ deal_money_id: due.id, kind: 'payment', amount: 1 }, 'ja')).body.message).toContain(`${due.id}は未収金です`);
    expect((await send({ deal_money_id: owed.id, kind: 'payment', money_type: 'deposit', amount: 1 })).body.message).toContain(`payable ${owed.id} is Taxes`);
    const unnamed = await send({ deal_money_id: null, kind: 'payment', money_type: 'tax', amount: 1 });
    expect(unnamed.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(unnamed.body.message).toContain('a payment names the payable it pays');
    expect(await countPays()).toBe(before);
  });

  it('sends a payable and its payment through their finance items; a rejected payable is changed keeping its direction, one in review deleted', async () => {
    const deal = await liveDeal();
    for (const item of ['receivable_entry', 'payment'] as const) {
      await setCompanyFlow(t, admin, item, 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    }
    try {
      const waiting = await payable(deal.id, 200, { money_type: 'tax', payer: 'other' });
      expect(waiting).toMatchObject({ direction: 'payable', status: 'pending', paid: 0, balance: 0 });
      const early = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: waiting.id, kind: 'payment', method: 'cash', amount: 1, paid_at: JAN }, { token: agent, lang: 'en' });
      expect(early.body.message).toContain(`payable ${waiting.id} is In review: only an effective one is paid`);
      await t.call(approvalOperate, { id: waiting.approval_id ?? 0, action: 'reject', comment: '金额有误' }, { token: manager });
      const rejected = (await t.call(dealMoneyGet, { id: waiting.id }, { token: agent })).body.data;
      const changed = (await t.call(dealMoneyUpdate, { id: waiting.id, version: rejected.version, money_type: 'tax', payer: 'bank', amount: 250, due_at: JAN },
        { token: agent })).body.data;
      expect(changed).toMatchObject({ direction: 'payable', payer: 'bank', amount: 250, status: 'pending' });
      expect((await t.call(approvalOperate, { id: changed.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
      expect((await t.call(dealMoneyGet, { id: waiting.id }, { token: agent })).body.data).toMatchObject({ status: 'effective', paid: 0, balance: 250 });

      const payment = await pay({ deal_id: deal.id, deal_money_id: waiting.id, kind: 'payment', amount: 250 });
      expect(payment.status).toBe('pending');
      const item = await t.db.selectFrom('approval').select(['item_type', 'record_kind']).where('id', '=', payment.approval_id ?? 0).executeTakeFirstOrThrow();
      expect(item).toEqual({ item_type: 'payment', record_kind: 'deal_pay' });
      const held = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: waiting.id, kind: 'payment', method: 'cash', amount: 0.01, paid_at: JAN }, { token: agent, lang: 'en' });
      expect(held.body.message).toContain('0.01 is beyond the payable\'s balance of 0.00');
      expect((await t.call(approvalOperate, { id: payment.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
      expect((await t.call(dealMoneyGet, { id: waiting.id }, { token: agent })).body.data).toMatchObject({ paid: 250, balance: 0 });

      const extra = await payable(deal.id, 30, { money_type: 'agency_fee', payer: 'internal' });
      expect((await t.call(dealMoneyDelete, { id: extra.id, version: extra.version }, { token: agent })).body.code).toBe('200000');
      const withdrawn = await t.db.selectFrom('approval').select('status').where('id', '=', extra.approval_id ?? 0).executeTakeFirstOrThrow();
      expect(withdrawn.status).toBe('withdrawn');
      expect((await t.call(dealMoneyPayList, { deal_id: deal.id }, { token: agent })).body.data.money.map((m) => m.id)).toEqual([waiting.id]);
    } finally {
      await approvalFlowsOff(t, admin, ['receivable_entry', 'payment']);
    }
  });

  it('settles while commission paid out is in review, and keeps the deal open (结案) while a payable is unpaid', async () => {
    let deal = await liveDeal();
    const commission = await receivable(deal.id, 100.01);
    await pay({ deal_id: deal.id, deal_money_id: commission.id, amount: 100.01 });
    const tax = await payable(deal.id, 300, { money_type: 'tax', payer: 'other' });
    const referral = await payable(deal.id, 50, { money_type: 'commission', payer: 'internal' });
    await setCompanyFlow(t, admin, 'payment', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    const waiting = await pay({ deal_id: deal.id, deal_money_id: referral.id, kind: 'payment', amount: 50 }).finally(() => approvalFlowsOff(t, admin, ['payment']));
    expect(waiting.status).toBe('pending');
    deal = (await t.call(dealSettle, { id: deal.id, version: deal.version }, { token: agent })).body.data;
    expect(deal.status).toBe('settled');
    const steps = await t.db.selectFrom('deal_step').select('id').where('deal_id', '=', deal.id).execute();
    for (const step of steps) await t.call(dealStepConfirm, { id: step.id }, { token: agent });
    const inReview = await t.call(dealClose, { id: deal.id, version: deal.version }, { token: agent, lang: 'en' });
    expect(inReview.body.message).toContain('1 money entries are still in review');
    expect((await t.call(approvalOperate, { id: waiting.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');
    for (const [lang, message] of [['zh', '应付款项尚有余额300.00未付'], ['en', '300.00 is still to be paid on the deal\'s payables']] as const) {
      const open = await t.call(dealClose, { id: deal.id, version: deal.version }, { token: agent, lang });
      expect(open.body.code).toBe(ERRORS.BAD_REQUEST.code);
      expect(open.body.message).toContain(message);
    }
    await pay({ deal_id: deal.id, deal_money_id: tax.id, kind: 'payment', amount: 300 });
    const closed = await t.call(dealClose, { id: deal.id, version: deal.version }, { token: agent });
    expect(closed.body.data.status).toBe('closed');
  });
});

describe('the demo seed', () => {
  it('gives the live demo deals their commission due, received in full, in part, not yet or in review; settled and closed ones in full', async () => {
    const deals = await t.db.selectFrom('deal').select(['id', 'status']).where('id', '<=', 36).where('status', 'in', ['effective', 'settled', 'closed'])
      .where('contract_no', 'like', 'CJ%').orderBy('id').execute();
    const states = new Set<string>();
    for (const deal of deals) {
      const sub = (await t.call(dealMoneyPaySub, { deal_id: deal.id }, { token: admin })).body.data;
      const commission = sub.list.find((r) => r.money_type === 'commission');
      expect(commission, `deal ${deal.id}`).toBeDefined();
      const received = (await performance(deal.id)).reduce((sum, r) => sum + r.received, 0);
      expect(received, `deal ${deal.id}`).toBe(Math.round((commission?.received ?? 0) * 100));
      if (deal.status !== 'effective') expect(commission?.balance, `deal ${deal.id}`).toBe(0);
      else states.add(sub.in_review > 0 ? 'review' : commission?.balance === 0 ? 'paid' : commission?.received === 0 ? 'none' : 'part');
    }
    expect(states).toEqual(new Set(['paid', 'part', 'none', 'review']));
  });
});
