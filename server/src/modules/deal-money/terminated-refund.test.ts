import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAL_STATUSES, ERRORS, approvalOperate, dealAdd, dealMoneyAdd, dealMoneyGet, dealMoneyUpdate, dealPayAdd, dealPayDelete, dealPayGet, dealPayUpdate,
  dealPayKindsOf, dealTakesEntries, dealTerminate, payQrcode, type DealDetail, type DealMoneyItem, type DealPayItem, type InputOf,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { monthOf, nowSeconds } from '../../core/clock.js';
import { allocate } from '../deal/split.js';
import { recordPaidReceipt } from './receipt-record.js';

// A terminated deal (终止) takes refunds of what was received on its receivables, and nothing else.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let managerId: number;
const FINANCE = ['deal_review', 'receivable_entry', 'receipt', 'refund', 'payment', 'commission_settle'] as const;
const byManager = () => [{ approver_kind: 'staff' as const, staff_id: managerId, mode: 'sequential' as const }];
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  [agentId, managerId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager')]);
  await approvalFlowsOff(t, admin, [...FINANCE]);
});
afterAll(async () => {
  await t.close();
});

const JAN = 1_767_283_200; // 2026-01-02 00:00 in Shanghai
const FEB = 1_770_048_000; // 2026-02-03 00:00 in Shanghai

// An effective sale of the agent, commission 100.01 split 66.68 to the agent and 33.33 to the manager, with its
// commission receivable of 100.01 received in full in January.
async function paidDeal(): Promise<{ deal: DealDetail; money: DealMoneyItem }> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  const { body } = await t.call(dealAdd, {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 4_800_000, signed_at: JAN - 86_400 * 10, buyer_commission: 100.01, seller_commission: 0,
    split: [{ role: 'house', staff_id: agentId, share: 3333 }, { role: 'key', staff_id: managerId, share: 3333 }, { role: 'customer', staff_id: agentId, share: 3334 }],
  }, { token: agent });
  if (body.code !== '200000') throw new Error(`deal/add: ${JSON.stringify(body)}`);
  const money = await add({ deal_id: body.data.id, money_type: 'commission', payer: 'customer', amount: 100.01, due_at: JAN });
  await pay({ deal_id: body.data.id, deal_money_id: money.id, amount: 100.01, paid_at: JAN });
  return { deal: body.data, money };
}

async function add(input: InputOf<typeof dealMoneyAdd>): Promise<DealMoneyItem> {
  const { body } = await t.call(dealMoneyAdd, input, { token: agent });
  if (body.code !== '200000') throw new Error(`dealmoney/add: ${JSON.stringify(body)}`);
  return body.data;
}

type PayInput = Omit<InputOf<typeof dealPayAdd>, 'method' | 'paid_at'> & Partial<Pick<InputOf<typeof dealPayAdd>, 'method' | 'paid_at'>>;

async function pay(input: PayInput): Promise<DealPayItem> {
  const { body } = await t.call(dealPayAdd, { method: 'transfer', paid_at: JAN, ...input }, { token: agent });
  if (body.code !== '200000') throw new Error(`dealpay/add: ${JSON.stringify(body)}`);
  return body.data;
}

async function terminate(deal: DealDetail): Promise<void> {
  const { body } = await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager });
  if (body.code !== '200000') throw new Error(`deal/terminate: ${JSON.stringify(body)}`);
}

const approve = async (approvalId: number | null) =>
  expect((await t.call(approvalOperate, { id: approvalId ?? 0, action: 'approve', comment: '' }, { token: manager })).body.code).toBe('200000');

const received = async (dealId: number, month: string) => (await t.db.selectFrom('deal_performance').select(['staff_id', 'receivable', 'received'])
  .where('deal_id', '=', dealId).where('month', '=', month).orderBy('staff_id').execute()).map((r) => [r.staff_id, r.received]);
const countPays = async () => Number((await t.db.selectFrom('deal_pay').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('what a deal takes by its status', () => {
  it('takes every kind in force, only refunds once terminated, nothing before it takes effect or once closed', () => {
    expect(Object.fromEntries(DEAL_STATUSES.map((s) => [s, [dealTakesEntries(s), [...dealPayKindsOf(s)]]]))).toEqual({
      pending: [false, []], rejected: [false, []], effective: [true, ['receipt', 'refund', 'payment']], settled: [true, ['receipt', 'refund', 'payment']],
      closed: [false, []], terminated: [false, ['refund']],
    });
  });
});

describe('a refund on a terminated deal', () => {
  beforeAll(async () => {
    await setCompanyFlow(t, admin, 'refund', 1, byManager());
  });
  afterAll(async () => {
    await setCompanyFlow(t, admin, 'refund', 0);
  });

  it('goes through the refund flow, takes 实收业绩 back in its month after the 应收业绩 was reversed, and stays within what was received', async () => {
    const { deal, money } = await paidDeal();
    await terminate(deal);
    const ended = monthOf(nowSeconds());
    const [low, high] = agentId < managerId ? [agentId, managerId] : [managerId, agentId];
    const share = (id: number) => (id === agentId ? 6668 : 3333);
    const refund = await pay({ deal_id: deal.id, deal_money_id: money.id, kind: 'refund', amount: 60, paid_at: FEB });
    expect(refund).toMatchObject({ kind: 'refund', status: 'pending', money_type: 'commission' });
    // In review, the refund holds its part of what was received.
    const held = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 40.02, paid_at: FEB },
      { token: agent, lang: 'en' });
    expect(held.body.message).toContain('a refund of 40.02 is beyond the 40.01 received');
    expect(await received(deal.id, '2026-02')).toEqual([]);
    await approve(refund.approval_id);
    expect((await t.call(dealPayGet, { id: refund.id }, { token: agent })).body.data).toMatchObject({ status: 'effective' });
    expect((await t.call(dealMoneyGet, { id: money.id }, { token: agent })).body.data).toMatchObject({ received: 40.01, balance: 60 });
    // Taken back by the split's shares as a receipt of 60.00 would have been added.
    const [house, key, client] = allocate(6000, [3333, 3333, 3334]).map((fen) => -fen);
    const back = (id: number) => (id === agentId ? (house ?? 0) + (client ?? 0) : key);
    expect(await received(deal.id, '2026-02')).toEqual([[low, back(low)], [high, back(high)]]);
    expect((await received(deal.id, '2026-02')).reduce((sum, [, r]) => sum + (r ?? 0), 0)).toBe(-6000);
    // January's receipt and the termination's reversal of 应收业绩 stay as they were.
    expect(await received(deal.id, '2026-01')).toEqual([[low, share(low)], [high, share(high)]]);
    const reversal = await t.db.selectFrom('deal_performance').select(['staff_id', 'receivable']).where('deal_id', '=', deal.id).where('month', '=', ended)
      .orderBy('staff_id').execute();
    expect(reversal).toEqual([{ staff_id: low, receivable: -share(low) }, { staff_id: high, receivable: -share(high) }]);

    const beyond = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 40.02, paid_at: FEB },
      { token: agent, lang: 'en' });
    expect(beyond.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(beyond.body.message).toContain('a refund of 40.02 is beyond the 40.01 received');
  });

  it('approves a refund entered while the deal was in force after it ended, refunds money without a receivable, and lets its person change or delete a refund', async () => {
    const { deal, money } = await paidDeal();
    const early = await pay({ deal_id: deal.id, deal_money_id: money.id, kind: 'refund', amount: 10 });
    await pay({ deal_id: deal.id, deal_money_id: null, money_type: 'deposit', amount: 30 });
    await terminate(deal);
    await approve(early.approval_id);
    expect((await t.call(dealPayGet, { id: early.id }, { token: agent })).body.data).toMatchObject({ status: 'effective' });
    // Money received without a receivable is refunded within what was received of its type, like on a live deal.
    const deposit = await pay({ deal_id: deal.id, deal_money_id: null, money_type: 'deposit', kind: 'refund', amount: 30 });
    expect(deposit).toMatchObject({ kind: 'refund', status: 'pending' });
    const more = await t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: null, money_type: 'deposit', kind: 'refund', method: 'cash', amount: 0.01, paid_at: FEB },
      { token: agent, lang: 'en' });
    expect(more.body.message).toContain('a refund of 0.01 is beyond the 0.00 received');

    const refund = await pay({ deal_id: deal.id, deal_money_id: money.id, kind: 'refund', amount: 20 });
    const whileOpen = await t.call(dealPayUpdate, { id: refund.id, version: refund.version, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 15, paid_at: JAN },
      { token: agent });
    expect(whileOpen.body.code).toBe(ERRORS.APPROVAL_OPEN.code);
    await t.call(approvalOperate, { id: refund.approval_id ?? 0, action: 'reject', comment: '金额有误' }, { token: manager });
    const rejected = (await t.call(dealPayGet, { id: refund.id }, { token: agent })).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: '金额有误' });
    const asReceipt = await t.call(dealPayUpdate, { id: refund.id, version: rejected.version, deal_money_id: money.id, kind: 'receipt', method: 'cash', amount: 15, paid_at: JAN },
      { token: agent, lang: 'en' });
    expect(asReceipt.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(asReceipt.body.message).toContain('a terminated deal takes refunds only');
    const changed = await t.call(dealPayUpdate, { id: refund.id, version: rejected.version, deal_money_id: money.id, kind: 'refund', method: 'cash', amount: 15, paid_at: JAN },
      { token: agent });
    expect(changed.body.data).toMatchObject({ status: 'pending', amount: 15 });
    expect((await t.call(dealPayDelete, { id: refund.id, version: changed.body.data.version }, { token: agent })).body.code).toBe('200000');
    const withdrawn = await t.db.selectFrom('approval').select('status').where('id', '=', changed.body.data.approval_id ?? 0).executeTakeFirstOrThrow();
    expect(withdrawn.status).toBe('withdrawn');
  });
});

describe('anything else on a terminated deal', () => {
  it('refuses a receipt, a receivable or payable, a payment, a change to a receivable and a QR order with the deal\'s status named, writing nothing', async () => {
    const { deal, money } = await paidDeal();
    const second = await add({ deal_id: deal.id, money_type: 'deposit', payer: 'customer', amount: 50, due_at: JAN });
    const payable = await add({ deal_id: deal.id, direction: 'payable', money_type: 'other', payer: 'other', amount: 30, due_at: JAN });
    await setCompanyFlow(t, admin, 'receivable_entry', 1, byManager());
    const waiting = await add({ deal_id: deal.id, money_type: 'tax', payer: 'customer', amount: 5, due_at: JAN });
    await setCompanyFlow(t, admin, 'receivable_entry', 0);
    await terminate(deal);
    await t.call(approvalOperate, { id: waiting.approval_id ?? 0, action: 'approve', comment: '' }, { token: manager });
    const notApproved = (await t.call(dealMoneyGet, { id: waiting.id }, { token: agent })).body.data;
    expect(notApproved.status).toBe('rejected');
    const before = await countPays();
    const terminated = 'a terminated deal takes refunds only, of money received on it';
    const refusals = await Promise.all([
      t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: second.id, method: 'cash', amount: 1, paid_at: FEB }, { token: agent, lang: 'en' }),
      t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: null, money_type: 'deposit', method: 'cash', amount: 1, paid_at: FEB }, { token: agent, lang: 'en' }),
      t.call(dealPayAdd, { deal_id: deal.id, deal_money_id: payable.id, kind: 'payment', method: 'cash', amount: 1, paid_at: FEB }, { token: agent, lang: 'en' }),
      t.call(dealMoneyAdd, { deal_id: deal.id, money_type: 'refund', payer: 'customer', amount: 1, due_at: FEB }, { token: agent, lang: 'en' }),
      t.call(dealMoneyAdd, { deal_id: deal.id, direction: 'payable', money_type: 'refund', payer: 'customer', amount: 1, due_at: FEB }, { token: agent, lang: 'en' }),
      t.call(dealMoneyUpdate, { id: waiting.id, version: notApproved.version, money_type: 'tax', payer: 'customer', amount: 4, due_at: FEB }, { token: agent, lang: 'en' }),
      t.call(payQrcode, { deal_money_id: second.id, amount: 1 }, { token: agent, lang: 'en' }),
    ]);
    for (const refused of refusals) {
      expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
      expect(refused.body.message).toContain(terminated);
    }
    const qr = t.db.transaction().execute((trx) => recordPaidReceipt(trx, { dealMoneyId: second.id, amountFen: 100, paidAt: FEB, reference: 'SANDBOX-END', operatorId: agentId }));
    await expect(qr).rejects.toMatchObject({ key: 'BAD_REQUEST', params: { detail: '已终止的成交只能录入退款（退还已收款项）' } });
    expect(await countPays()).toBe(before);
    expect(await t.db.selectFrom('pay_order').select('id').where('deal_id', '=', deal.id).execute()).toEqual([]);
    expect((await t.call(dealMoneyGet, { id: money.id }, { token: agent })).body.data).toMatchObject({ received: 100.01 });
  });
});
