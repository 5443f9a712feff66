import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, approvalOperate, customerGet, dealAdd, dealApproveUpdate, dealDelete, dealExport, dealGet, dealList, dealOperationList, dealReject,
  dealTerminate, dealUpdate, dealUpdateFind, houseGet, chartMonth, performanceExport, performanceList, targetList, type DealDetail, type InputOf,
  type PerformanceRow, type PerformanceTotals,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { downloadExport } from '../../test/helpers.js';
import { DEMO_OLDER_DEALS, DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { DEMO_RECENT_DEALS } from '../../seed/deals.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { monthOf, nowSeconds, startOfCompanyDay } from '../../core/clock.js';
import { setMonthTargets } from '../target/target.test-helpers.js';
import { fillDate } from './deal-number.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let outsider: string;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  agentId = await staffId(t.db, 'agent');
  managerId = await staffId(t.db, 'manager');
  const agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
  const other = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
    .where('r.code', '=', 'agent').where('s.store_id', '<>', agentStore).where('s.status', '=', 'active').orderBy('s.id').executeTakeFirstOrThrow();
  outsider = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  // Most tests record deals that take effect at once; the review has tests of its own below.
  await approvalFlowsOff(t, admin, ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

const SIGNED = 1_764_950_400; // 2025-12-06 00:00 in Shanghai (2025-12-05 16:00 UTC)

// A sale on a fresh house and a fresh buyer of the agent, the agent taking the whole commission unless told.
async function entry(overrides: Partial<InputOf<typeof dealAdd>> = {}): Promise<InputOf<typeof dealAdd>> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  return {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 4_800_000, signed_at: SIGNED, buyer_commission: 48_000, seller_commission: 24_000,
    split: [{ role: 'house', staff_id: agentId, share: 5000 }, { role: 'customer', staff_id: agentId, share: 5000 }], ...overrides,
  };
}

async function add(input: InputOf<typeof dealAdd>, token = agent): Promise<DealDetail> {
  const { body } = await t.call(dealAdd, input, { token });
  if (body.code !== '200000') throw new Error(`deal/add failed: ${JSON.stringify(body)}`);
  return body.data;
}

const countDeals = async () => Number((await t.db.selectFrom('deal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('deal/add', () => {
  it('records a deal that takes effect at once with no flow: house and customer 内成交, the split in exact fen, performance per person and month', async () => {
    const input = await entry({
      buyer_commission: 100.01, seller_commission: 0,
      split: [
        { role: 'house', staff_id: agentId, share: 3333 }, { role: 'key', staff_id: managerId, share: 3333 },
        { role: 'customer', staff_id: agentId, share: 3334 },
      ],
    });
    const deal = await add(input);
    expect(deal).toMatchObject({ status: 'effective', kind: 'sale', price: 4_800_000, price_unit: 'yuan', commission: 100.01, agent_id: agentId, version: 2 });
    // 10001 fen in thirds: 3333 + 3333 + 3335, the remainder fen to the largest share.
    expect(deal.split.map((s) => s.amount)).toEqual([33.33, 33.33, 33.35]);
    expect(deal.buyer_phone).toBe(`${input.buyer_phone.slice(0, 3)}****${input.buyer_phone.slice(-4)}`);
    expect(deal.contract_no).toBe(fillDate('CJ{yyyyMMdd}', Math.floor(Date.now() / 1000)) + deal.contract_no.slice(-4));
    const stored = await t.db.selectFrom('deal').selectAll().where('id', '=', deal.id).executeTakeFirstOrThrow();
    expect([stored.price, stored.buyer_commission, stored.seller_commission]).toEqual([480_000_000, 10_001, 0]);
    const cipher = await ownerCipher(t.db, undefined);
    expect(stored.buyer_phone_enc).not.toContain(input.buyer_phone);
    expect(cipher.decrypt(stored.buyer_phone_enc)).toBe(input.buyer_phone);
    const rows = await t.db.selectFrom('deal_performance').select(['staff_id', 'month', 'receivable', 'received'])
      .where('deal_id', '=', deal.id).orderBy('staff_id').execute();
    expect(rows).toEqual([
      { staff_id: Math.min(agentId, managerId), month: '2025-12', receivable: agentId < managerId ? 6668 : 3333, received: 0 },
      { staff_id: Math.max(agentId, managerId), month: '2025-12', receivable: agentId < managerId ? 3333 : 6668, received: 0 },
    ]);
    const house = (await t.call(houseGet, { id: input.house_id }, { token: agent })).body.data;
    const customer = (await t.call(customerGet, { id: input.customer_id }, { token: agent })).body.data;
    expect([house.status, customer.status]).toEqual(['deal_internal', 'deal_internal']);
  });

  it('counts the month in the company\'s time zone', () => {
    expect(monthOf(SIGNED)).toBe('2025-12');
    expect(monthOf(SIGNED - 1)).toBe('2025-12');
    expect(monthOf(Date.UTC(2025, 10, 30, 16, 0, 0) / 1000)).toBe('2025-12');
    expect(monthOf(Date.UTC(2025, 10, 30, 15, 59, 59) / 1000)).toBe('2025-11');
  });

  it('proposes the default split when none is given: half to the house\'s maintainer, half to the customer\'s agent', async () => {
    const { split: _split, ...rest } = await entry();
    const deal = await add(rest);
    expect(deal.split.map((s) => [s.role, s.staff_id, s.share, s.amount])).toEqual([['house', agentId, 5000, 36_000], ['customer', agentId, 5000, 36_000]]);
  });

  it('refuses shares that do not make 100 %, naming the difference in the caller\'s language, and writes nothing', async () => {
    const before = await countDeals();
    const short = await entry({ split: [{ role: 'house', staff_id: agentId, share: 4950 }, { role: 'customer', staff_id: managerId, share: 5000 }] });
    const zh = await t.call(dealAdd, short, { token: agent, lang: 'zh' });
    expect(zh.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(zh.body.message).toContain('分成比例合计99.50%，还差0.50%');
    const over = { ...short, split: [{ role: 'house' as const, staff_id: agentId, share: 6000 }, { role: 'customer' as const, staff_id: managerId, share: 5000 }] };
    const en = await t.call(dealAdd, over, { token: agent, lang: 'en' });
    expect(en.body.message).toContain('the shares add up to 110.00%, 10.00% over 100%');
    const ja = await t.call(dealAdd, over, { token: agent, lang: 'ja' });
    expect(ja.body.message).toContain('10.00%超えています');
    expect(await countDeals()).toBe(before);
  });

  it('numbers deals from the company pattern and refuses a number already used', async () => {
    const first = await add(await entry());
    const second = await add(await entry());
    expect(Number(second.contract_no.slice(-4))).toBe(Number(first.contract_no.slice(-4)) + 1);
    const typed = await add(await entry({ contract_no: 'HT-2025-0001' }));
    expect(typed.contract_no).toBe('HT-2025-0001');
    const before = await countDeals();
    const again = await t.call(dealAdd, await entry({ contract_no: 'HT-2025-0001' }), { token: agent, lang: 'zh' });
    expect(again.body.code).toBe(ERRORS.CONFLICT.code);
    expect(again.body.message).toContain('HT-2025-0001');
    expect(await countDeals()).toBe(before);
  });

  it('refuses a house or customer of another kind, or a house already dealt', async () => {
    const rentHouse = await enterHouse(t, agent, 'rent');
    const wrongHouse = await t.call(dealAdd, await entry({ house_id: rentHouse.id }), { token: agent, lang: 'en' });
    expect(wrongHouse.body.message).toContain(`house ${rentHouse.id} is not of the deal's kind`);
    const renter = await enterCustomer(t, agent, { kind: 'rent' });
    const wrongCustomer = await t.call(dealAdd, await entry({ customer_id: renter.id }), { token: agent, lang: 'en' });
    expect(wrongCustomer.body.message).toContain(`customer ${renter.id} does not look for this kind of deal`);
    const done = await add(await entry());
    const twice = await t.call(dealAdd, { ...(await entry()), house_id: done.house_id }, { token: agent, lang: 'en' });
    expect(twice.body.code).toBe(ERRORS.BAD_REQUEST.code);
    // 内成交 through a deal in force: the deal is named.
    expect(twice.body.message).toContain(`house ${done.house_id} already has deal ${done.contract_no}`);
  });

  it('refuses a signing date after today in the company\'s time zone on signed_at, in the caller\'s language, and writes nothing; today is taken', async () => {
    const before = await countDeals();
    const tomorrow = startOfCompanyDay(nowSeconds()) + 86_400;
    const future = await t.call(dealAdd, await entry({ signed_at: tomorrow }), { token: agent, lang: 'en' });
    expect([future.status, future.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect(future.body.data).toEqual({ fields: { signed_at: 'the signing date cannot be after today' } });
    const zh = await t.call(dealAdd, await entry({ signed_at: tomorrow + 400 * 86_400 }), { token: agent, lang: 'zh' });
    expect(zh.body.message).toContain('签约日期不能晚于今天');
    expect(await countDeals()).toBe(before);
    const today = await add(await entry({ signed_at: tomorrow - 1 }));
    expect(today.signed_at).toBe(tomorrow - 1);
  });

  it('refuses bad input with the validation code', async () => {
    const base = await entry();
    for (const bad of [{ price: 1.234 }, { buyer_commission: -1 }, { buyer_phone: '123' }, { kind: 'lease' },
      { split: [{ role: 'boss', staff_id: agentId, share: 10_000 }] }, { split: [{ role: 'house', staff_id: agentId, share: 10_001 }] }]) {
      const { status, body } = await t.call(dealAdd, { ...base, ...bad }, { token: agent });
      expect(status).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
    }
  });
  it('answers 600036 and writes nothing until the recorder has set this month\'s targets, then records the deal', async () => {
    const person = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select(['s.id', 's.account'])
      .where('r.code', '=', 'agent').where('s.status', '=', 'active').where('s.account', 'like', 'staff%')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('monthly_target as mt').select('mt.id').whereRef('mt.staff_id', '=', 's.id'))))
      .orderBy('s.id', 'desc').executeTakeFirstOrThrow();
    const token = await t.login({ account: person.account, password: DEMO_STAFF_PASSWORD });
    const input = await entry({
      house_id: (await enterHouse(t, token, 'sale')).id, customer_id: (await enterCustomer(t, token)).id,
      split: [{ role: 'house', staff_id: person.id, share: 10_000 }],
    });
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(dealAdd, input, { token, lang: 'zh' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, ERRORS.TARGET_NOT_SET.code, ERRORS.TARGET_NOT_SET.message.zh]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    await setMonthTargets(t, token);
    expect((await add(input, token)).agent_id).toBe(person.id);
  });
});

describe('the demo seed', () => {
  it('has deals in every status, the effective ones with their house 内成交 and performance, the waiting ones with their review', async () => {
    const rows = await t.db.selectFrom('deal').select(['id', 'status', 'house_id', 'approval_id']).where('contract_no', 'like', 'CJ%').execute();
    const seeded = rows.filter((r) => r.id <= DEMO_RECENT_DEALS);
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(['pending', 'effective', 'rejected', 'terminated', 'settled', 'closed']));
    const effective = seeded.find((r) => r.status === 'effective');
    const house = await t.db.selectFrom('house').select('status').where('id', '=', effective?.house_id ?? 0).executeTakeFirstOrThrow();
    expect(house.status).toBe('deal_internal');
    const performance = await t.db.selectFrom('deal_performance').select('receivable').where('deal_id', '=', effective?.id ?? 0).execute();
    const split = await t.db.selectFrom('deal').select(['buyer_commission', 'seller_commission']).where('id', '=', effective?.id ?? 0).executeTakeFirstOrThrow();
    expect(performance.reduce((sum, p) => sum + p.receivable, 0)).toBe(split.buyer_commission + split.seller_commission);
    expect(seeded.filter((r) => r.status === 'pending').every((r) => r.approval_id !== null)).toBe(true);
    const listed = (await t.call(dealList, { limit: 1 }, { token: admin })).body.data;
    expect(listed.totals.count).toBeGreaterThanOrEqual(30);
  });

  it('has a few hundred deals in every status, those in force with their steps, commission due and receipts, sales with payables', async () => {
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.db)).rows[0]?.n ?? 0);
    // The demo's deals come first; the tests above add their own after them.
    const seeded = DEMO_RECENT_DEALS + DEMO_OLDER_DEALS;
    const demo = await t.db.selectFrom('deal').select(['id', 'status']).where('id', '<=', seeded).execute();
    expect(demo.length).toBe(seeded);
    expect(seeded).toBeGreaterThanOrEqual(200);
    for (const status of ['pending', 'effective', 'settled', 'closed', 'rejected', 'terminated']) {
      expect(demo.filter((d) => d.status === status).length, status).toBeGreaterThanOrEqual(status === 'pending' ? 1 : 10);
    }
    const live = sql`select id from deal where id <= ${seeded} and status in ('effective', 'settled', 'closed')`;
    expect(await count(sql<{ n: number }>`select count(*) as n from deal d where d.id in (${live})
      and not exists (select 1 from deal_step s where s.deal_id = d.id)`)).toBe(0);
    expect(await count(sql<{ n: number }>`select count(*) as n from deal d where d.id in (${live})
      and not exists (select 1 from deal_money m where m.deal_id = d.id)`)).toBe(0);
    // Settled and closed deals are paid in full.
    expect(await count(sql<{ n: number }>`select count(*) as n from deal d where d.id in (${live}) and d.status <> 'effective'
      and (select coalesce(sum(p.amount), 0) from deal_pay p where p.deal_id = d.id and p.status = 'effective' and p.kind = 'receipt'
        and p.money_type = 'commission') <> d.buyer_commission + d.seller_commission`)).toBe(0);
    // Sales pass money on (应付, paid by 实付): within each payable, all paid once settled or closed, some balance left in force.
    const paidOn = (m: string) => `(select coalesce(sum(p.amount), 0) from deal_pay p where p.deal_money_id = ${m}.id and p.status = 'effective' and p.kind = 'payment')`;
    const payables = sql`select m.id, m.amount, d.status, ${sql.raw(paidOn('m'))} as paid from deal_money m join deal d on d.id = m.deal_id
      where d.id in (${live}) and m.direction = 'payable' and m.status = 'effective'`;
    expect(await count(sql<{ n: number }>`select count(*) as n from (${payables}) x`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql<{ n: number }>`select count(*) as n from (${payables}) x where x.paid > x.amount
      or (x.status <> 'effective' and x.paid <> x.amount)`)).toBe(0);
    expect(await count(sql<{ n: number }>`select count(*) as n from (${payables}) x where x.status = 'effective' and x.paid < x.amount`)).toBeGreaterThan(0);
    expect(await count(sql<{ n: number }>`select count(*) as n from deal_pay where deal_id <= ${seeded} and kind = 'payment' and status = 'effective'`))
      .toBeGreaterThan(0);
    expect(await count(sql<{ n: number }>`select count(*) as n from deal_pay where deal_id <= ${seeded} and status = 'effective'`)).toBeGreaterThanOrEqual(100);
    // Only the newest wait for review: the inboxes stay a day's work.
    expect(demo.filter((d) => d.status === 'pending').length).toBeLessThanOrEqual(10);
  });
});

describe('reading and changing deals', () => {
  it('lists within the caller\'s scope with totals in yuan, and answers 404001 outside it', async () => {
    const deal = await add(await entry({ price: 3_000_000.5, buyer_commission: 30_000.25, seller_commission: 0.5 }));
    const { body } = await t.call(dealList, { keyword: deal.contract_no }, { token: agent });
    expect(body.data.list.map((d) => d.id)).toEqual([deal.id]);
    expect(body.data.totals).toEqual({ count: 1, price: 3_000_000.5, commission: 30_000.75 });
    const mine = (await t.call(dealList, { limit: 100 }, { token: agent })).body.data;
    expect(mine.list.every((d) => d.agent_id === agentId)).toBe(true);
    const theirs = (await t.call(dealList, { limit: 100 }, { token: outsider })).body.data;
    expect(theirs.list.some((d) => d.id === deal.id)).toBe(false);
    for (const [endpoint, input] of [[dealGet, { id: deal.id }], [dealUpdateFind, { id: deal.id }], [dealOperationList, { deal_id: deal.id }],
      [dealDelete, { id: deal.id, version: deal.version }]] as const) {
      const { body: refused } = await t.call(endpoint, input, { token: outsider });
      expect(refused.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const log = (await t.call(dealOperationList, { deal_id: deal.id }, { token: agent })).body.data.list;
    expect(log.map((o) => o.endpoint)).toContain('deal/add');
  });

  it('exports the list\'s filters as Excel, phones masked, for those who may export', async () => {
    const deal = await add(await entry({ buyer_name: '导出买方' }));
    const file = await downloadExport(t, dealExport, `keyword=${deal.contract_no}&kind=sale`, manager);
    expect(file.status).toBe(200);
    const rows = file.rows ?? [];
    expect(rows[0]).toContain('合同编号');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(deal.contract_no);
    expect(rows[1]).toContain('导出买方');
    expect(rows[1]).toContain(4_800_000);
    expect(JSON.stringify(rows[1])).toMatch(/\d{3}\*{4}\d{4}/);
    const refused = await downloadExport(t, dealExport, `keyword=${deal.contract_no}`, agent);
    expect(refused.envelope?.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });

  it('deletes only deals in review or not approved', async () => {
    const deal = await add(await entry());
    const { body } = await t.call(dealDelete, { id: deal.id, version: deal.version }, { token: agent, lang: 'en' });
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(body.message).toContain('Effective');
  });
});

describe('the review', () => {
  beforeAll(async () => {
    await setCompanyFlow(t, admin, 'deal_review', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
  });
  afterAll(async () => {
    await approvalFlowsOff(t, admin, ['deal_review']);
  });

  it('waits for approval; approved, the house and customer become 内成交 and the performance is written', async () => {
    const input = await entry();
    const deal = await add(input);
    expect(deal.status).toBe('pending');
    expect(deal.approval_id).not.toBeNull();
    expect(await t.db.selectFrom('deal_performance').select('id').where('deal_id', '=', deal.id).execute()).toEqual([]);
    const house = (await t.call(houseGet, { id: input.house_id }, { token: agent })).body.data;
    expect(house.status).toBe('valid');
    const approved = await t.call(approvalOperate, { id: deal.approval_id ?? 0, action: 'approve', comment: '同意' }, { token: manager });
    expect(approved.body.code).toBe('200000');
    const after = (await t.call(dealGet, { id: deal.id }, { token: agent })).body.data;
    expect(after).toMatchObject({ status: 'effective', approval_id: null });
    expect(after.performance.map((p) => [p.staff_id, p.receivable])).toEqual([[agentId, 72_000]]);
    expect((await t.call(houseGet, { id: input.house_id }, { token: agent })).body.data.status).toBe('deal_internal');
    expect((await t.call(customerGet, { id: input.customer_id }, { token: agent })).body.data.status).toBe('deal_internal');
  });

  it('rejected with a reason, is changed and resubmitted; an approver\'s rejection shows as 审核不通过 too', async () => {
    const deal = await add(await entry());
    const noReason = await t.call(dealReject, { id: deal.id, version: deal.version, reason: '' }, { token: manager });
    expect(noReason.body.code).toBe(ERRORS.VALIDATION.code);
    const refusedByAgent = await t.call(dealReject, { id: deal.id, version: deal.version, reason: '金额不符' }, { token: agent });
    expect(refusedByAgent.body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const rejected = (await t.call(dealReject, { id: deal.id, version: deal.version, reason: '金额不符' }, { token: manager })).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: '金额不符', approval_id: null });
    const approval = await t.db.selectFrom('approval').select(['status', 'result']).where('id', '=', deal.approval_id ?? 0).executeTakeFirstOrThrow();
    expect(approval).toEqual({ status: 'rejected', result: '金额不符' });

    const editable = (await t.call(dealUpdateFind, { id: deal.id }, { token: agent })).body.data;
    const { kind: _kind, status: _status, id: _id, buyer_phone: _b, seller_phone: _s, ...fields } = editable;
    const stale = await t.call(dealUpdate, { ...fields, id: deal.id, version: editable.version - 1, price: 4_700_000 }, { token: agent });
    expect(stale.body.code).toBe(ERRORS.STALE.code);
    const changed = (await t.call(dealUpdate, { ...fields, id: deal.id, version: editable.version, price: 4_700_000 }, { token: agent })).body.data;
    expect(changed).toMatchObject({ status: 'rejected', price: 4_700_000 });
    const again = (await t.call(dealApproveUpdate, { id: deal.id, version: changed.version }, { token: agent })).body.data;
    expect(again.status).toBe('pending');
    expect(again.approval_id).not.toBeNull();
    const editWhileReview = await t.call(dealUpdate, { ...fields, id: deal.id, version: again.version }, { token: agent });
    expect(editWhileReview.body.code).toBe(ERRORS.APPROVAL_OPEN.code);

    await t.call(approvalOperate, { id: again.approval_id ?? 0, action: 'reject', comment: '附件缺失' }, { token: manager });
    const byApprover = (await t.call(dealGet, { id: deal.id }, { token: agent })).body.data;
    expect(byApprover).toMatchObject({ status: 'rejected', reason: '附件缺失' });
    const listed = (await t.call(dealList, { status: 'rejected', keyword: deal.contract_no }, { token: agent })).body.data.list;
    expect(listed.map((d) => d.id)).toEqual([deal.id]);
    const deleted = await t.call(dealDelete, { id: deal.id, version: byApprover.version }, { token: agent });
    expect(deleted.body.code).toBe('200000');
    expect(await t.db.selectFrom('deal').select('id').where('id', '=', deal.id).execute()).toEqual([]);
  });

  it('deletes a deal in review, withdrawing its approval; its house takes no second deal meanwhile', async () => {
    const deal = await add(await entry());
    const second = await t.call(dealAdd, { ...(await entry()), house_id: deal.house_id }, { token: agent, lang: 'en' });
    expect(second.body.message).toContain(`house ${deal.house_id} already has deal ${deal.contract_no}`);
    const { body } = await t.call(dealDelete, { id: deal.id, version: deal.version }, { token: agent });
    expect(body.code).toBe('200000');
    const approval = await t.db.selectFrom('approval').select('status').where('id', '=', deal.approval_id ?? 0).executeTakeFirstOrThrow();
    expect(approval.status).toBe('withdrawn');
  });
});

describe('deal/terminate', () => {
  it('restores the house and customer to what they were and takes the performance back in the month it ends, the signing month kept', async () => {
    const input = await entry();
    const deal = await add(input);
    const refused = await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '贷款未批' }, { token: agent });
    expect(refused.body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const stale = await t.call(dealTerminate, { id: deal.id, version: deal.version - 1, reason: '贷款未批' }, { token: manager });
    expect(stale.body.code).toBe(ERRORS.STALE.code);
    const ended = (await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '贷款未批' }, { token: manager })).body.data;
    expect(ended).toMatchObject({ status: 'terminated', reason: '贷款未批' });
    expect(ended.performance.map((p) => [p.staff_id, p.month, p.receivable, p.received])).toEqual([
      [agentId, '2025-12', 72_000, 0], [agentId, monthOf(nowSeconds()), -72_000, 0],
    ]);
    expect((await t.call(houseGet, { id: input.house_id }, { token: agent })).body.data.status).toBe('valid');
    expect((await t.call(customerGet, { id: input.customer_id }, { token: agent })).body.data.status).toBe('valid');
    const twice = await t.call(dealTerminate, { id: deal.id, version: ended.version, reason: '再次' }, { token: manager });
    expect(twice.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    // The house is on the market again: a new deal may be recorded on it.
    const next = await add({ ...(await entry()), house_id: input.house_id });
    expect(next.status).toBe('effective');
  });

  // What the performance statistics and the targets say of a month, in fen: the people's rows of the list, the list's
  // totals, the month's point of chart/month, the export's rows and the agent's actuals when the month is this one.
  async function figures(month: string) {
    const range = { month_from: month, month_to: month };
    const rows: PerformanceRow[] = [];
    let totals: PerformanceTotals | undefined;
    for (let page = 1, total = 1; rows.length < total; page++) {
      const { body } = await t.call(performanceList, { ...range, page, limit: 100 }, { token: admin });
      rows.push(...body.data.list);
      totals = body.data.totals;
      total = body.data.page.total;
    }
    const fen = (s: { deals: number; receivable: number; received: number }) => [s.deals, Math.round(s.receivable * 100), Math.round(s.received * 100)];
    const point = (await t.call(chartMonth, range, { token: admin })).body.data.list[0];
    const file = await downloadExport(t, performanceExport, new URLSearchParams(range).toString(), admin);
    const target = month === monthOf(nowSeconds()) ? (await t.call(targetList, { month }, { token: agent })).body.data.list[0] : undefined;
    return {
      people: new Map(rows.map((r) => [r.id, fen(r)])),
      totals: totals && fen(totals),
      point: point && fen(point),
      exported: file.rows?.slice(1).map((line) => [line[3], Math.round(Number(line[4]) * 100), Math.round(Number(line[5]) * 100)]),
      listed: rows.map(fen),
      target: target && [target.actual_number_old, Math.round(target.actual_money_old * 100)],
    };
  }

  it('counts a deal ended in a later month once in the month it was signed and once less in the month it ended, in the list, charts, export and targets', async () => {
    const thisMonth = monthOf(nowSeconds());
    if ((await t.call(targetList, { month: thisMonth }, { token: agent })).body.data.list.length === 0) await setMonthTargets(t, agent);
    const deal = await add(await entry({ split: [{ role: 'house', staff_id: agentId, share: 6000 }, { role: 'customer', staff_id: managerId, share: 4000 }] }));
    const [signing, ending] = [await figures('2025-12'), await figures(thisMonth)];
    expect(signing.people.get(agentId)?.[0]).toBeGreaterThanOrEqual(1);
    const ended = (await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager })).body.data;
    expect(ended.status).toBe('terminated');
    // The signing month stays as it was.
    expect(await figures('2025-12')).toEqual(signing);
    const after = await figures(thisMonth);
    const less = (was: number[] | undefined, fen: number) => [(was?.[0] ?? 0) - 1, (was?.[1] ?? 0) - fen, was?.[2] ?? 0];
    expect(after.people.get(agentId)).toEqual(less(ending.people.get(agentId), 4_320_000));
    expect(after.people.get(managerId)).toEqual(less(ending.people.get(managerId), 2_880_000));
    expect(after.totals).toEqual(less(ending.totals, 7_200_000));
    expect(after.point).toEqual(after.totals);
    expect(after.exported).toEqual(after.listed);
    expect(after.target).toEqual([(ending.target?.[0] ?? 0) - 1, (ending.target?.[1] ?? 0) - 4_320_000]);
  });

  it('nets each person\'s row to nothing when the deal ends in the month it was signed: counted nowhere', async () => {
    const thisMonth = monthOf(nowSeconds());
    const was = await figures(thisMonth);
    const deal = await add(await entry({
      signed_at: nowSeconds() - 60, split: [{ role: 'house', staff_id: agentId, share: 6000 }, { role: 'customer', staff_id: managerId, share: 4000 }],
    }));
    const ended = (await t.call(dealTerminate, { id: deal.id, version: deal.version, reason: '买方违约' }, { token: manager })).body.data;
    expect(ended.performance.map((p) => [p.staff_id, p.month, p.receivable, p.received]).sort((a, b) => Number(a[0]) - Number(b[0])))
      .toEqual([agentId, managerId].sort((a, b) => a - b).map((id) => [id, thisMonth, 0, 0]));
    expect(await figures(thisMonth)).toEqual(was);
  });
});
