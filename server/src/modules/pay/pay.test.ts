import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, PAY_ORDER_TTL_SECONDS, dealAdd, payQrcode, payQuery, type DataOf } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';
import { loadConfig } from '../../core/config.js';
import type { Db } from '../../core/db/database.js';
import { paymentProvider } from './providers.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from '../../core/sandbox.js';
import { payKey } from './sandbox-provider.js';

let t: TestApp;
let admin: string;
let agent: string;
let outsider: string;
let agentId: number;
let key: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  agentId = await staffId(t.db, 'agent');
  const agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
  const other = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
    .where('r.code', '=', 'agent').where('s.store_id', '<>', agentStore).where('s.status', '=', 'active').orderBy('s.id').executeTakeFirstOrThrow();
  outsider = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  await approvalFlowsOff(t, admin, ['deal_review']);
  key = await payKey(t.db, undefined);
});
afterAll(async () => {
  await t.close();
});

// An effective sale of the agent's with a receivable of `amountFen` on it, counting at once.
async function receivable(amountFen = 100_000): Promise<{ dealId: number; moneyId: number }> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  const { body } = await t.call(dealAdd, {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 4_800_000, signed_at: 1_764_950_400, buyer_commission: 48_000, seller_commission: 24_000,
    split: [{ role: 'house', staff_id: agentId, share: 10_000 }],
  }, { token: agent });
  if (body.code !== '200000') throw new Error(`deal/add failed: ${JSON.stringify(body)}`);
  expect(body.data.status).toBe('effective');
  const now = Math.floor(Date.now() / 1000);
  const money = await t.db.insertInto('deal_money').values({
    deal_id: body.data.id, money_type: 'commission', payer: 'customer', amount: amountFen, due_at: now, remark: '', status: 'effective',
    approval_id: null, created_by: agentId, version: 1, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return { dealId: body.data.id, moneyId: money.id };
}

async function order(moneyId: number, amount: number, token = agent): Promise<DataOf<typeof payQrcode>> {
  const { body } = await t.call(payQrcode, { deal_money_id: moneyId, amount }, { token });
  if (body.code !== '200000') throw new Error(`pay/qrcode failed: ${JSON.stringify(body)}`);
  return body.data;
}

// The callback the sandbox sends once paid, signed with its key unless told otherwise.
function callback(orderNo: string, amountFen: number, options: { tradeNo?: string; signature?: string } = {}) {
  const body = JSON.stringify({ order_no: orderNo, amount_fen: amountFen, trade_no: options.tradeNo ?? 'SB0123456789ABCDEF0123', paid_at: 1_765_000_000 });
  return { body, signature: options.signature ?? sandboxSignature(key, body) };
}

async function notify(signed: { body: string; signature: string }) {
  const response = await t.app.inject({
    method: 'POST', url: '/pay/notify/sandbox', payload: signed.body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature },
  });
  return { status: response.statusCode, body: response.json() as { code: string } };
}

const receipts = async (moneyId: number) => t.db.selectFrom('deal_pay').selectAll().where('deal_money_id', '=', moneyId).execute();
const stateOf = async (orderNo: string) => (await t.db.selectFrom('pay_order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow());

describe('pay/qrcode', () => {
  it('makes an order at the sandbox with its payment address as a QR code, and logs it', async () => {
    const { dealId, moneyId } = await receivable(100_000);
    const made = await order(moneyId, 250.5);
    expect(made).toMatchObject({ deal_id: dealId, deal_money_id: moneyId, amount: 250.5, provider: 'sandbox', state: 'created', paid_at: null, receipt_id: null, reference: '' });
    expect(made.order_no).toMatch(/^P\d{10}[0-9A-F]{12}$/);
    expect(made.pay_url).toBe(`http://localhost:8080/sandbox-pay/${made.order_no}`);
    expect(made.expires_at - made.created_at).toBe(PAY_ORDER_TTL_SECONDS);
    expect(made.qrcode).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect((await stateOf(made.order_no)).amount).toBe(25_050);
    const log = await t.db.selectFrom('operation_log').select(['staff_id', 'endpoint', 'target_id', 'result_code']).where('endpoint', '=', 'pay/qrcode')
      .where('target_id', '=', made.id).execute();
    expect(log).toEqual([{ staff_id: agentId, endpoint: 'pay/qrcode', target_id: made.id, result_code: ERRORS.OK.code }]);
  });

  it('keeps the amount positive, of two decimals and within the balance less the orders awaiting payment', async () => {
    const { moneyId } = await receivable(100_000);
    for (const amount of ['0', '-5', '10.001', 'abc']) {
      const { body } = await t.call(payQrcode, { deal_money_id: moneyId, amount }, { token: agent });
      expect(body.code, amount).toBe(ERRORS.VALIDATION.code);
    }
    const beyond = await t.call(payQrcode, { deal_money_id: moneyId, amount: 1000.01 }, { token: agent, lang: 'zh' });
    expect(beyond.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(beyond.body.message).toContain('金额1000.01超过该应收尚可收取的1000.00');
    await order(moneyId, 600);
    const second = await t.call(payQrcode, { deal_money_id: moneyId, amount: 400.01 }, { token: agent });
    expect(second.body.message).toContain('400.01 is beyond the 400.00 still due');
    await order(moneyId, 400);
    const none = await t.call(payQrcode, { deal_money_id: moneyId, amount: 1 }, { token: agent });
    expect(none.body.message).toContain('nothing is left to pay');
    // An order past its time no longer holds its amount.
    await t.db.updateTable('pay_order').set({ expires_at: 1 }).where('deal_money_id', '=', moneyId).execute();
    expect((await order(moneyId, 1000)).amount).toBe(1000);
  });

  it('refuses a QR code for a payable (money the company pays out), writing nothing', async () => {
    const { moneyId } = await receivable(100_000);
    await t.db.updateTable('deal_money').set({ direction: 'payable', payer: 'owner', money_type: 'house_price' }).where('id', '=', moneyId).execute();
    const refused = await t.call(payQrcode, { deal_money_id: moneyId, amount: 10 }, { token: agent, lang: 'en' });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(refused.body.message).toContain(`${moneyId} is a payable: it is paid out by a payment, not received or refunded`);
    expect(await t.db.selectFrom('pay_order').select('id').where('deal_money_id', '=', moneyId).execute()).toEqual([]);
  });

  it('lets only one of two orders made at once take the same balance', async () => {
    const { moneyId } = await receivable(100_000);
    const answers = await Promise.all([600, 700].map((amount) => t.call(payQrcode, { deal_money_id: moneyId, amount }, { token: agent })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([ERRORS.OK.code, ERRORS.BAD_REQUEST.code].sort());
    expect(await t.db.selectFrom('pay_order').select('amount').where('deal_money_id', '=', moneyId).execute()).toHaveLength(1);
  });

  it('refuses another store\'s deal as absent, writing nothing', async () => {
    const { moneyId } = await receivable();
    const made = await order(moneyId, 10);
    const before = await snapshot(t.db, ['operation_log']);
    const qr = await t.call(payQrcode, { deal_money_id: moneyId, amount: 10 }, { token: outsider });
    expect([qr.status, qr.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const query = await t.call(payQuery, { order_no: made.order_no }, { token: outsider });
    expect([query.status, query.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });
});

describe('the sandbox payment page', () => {
  it('shows the amount and a Pay button posting a plain form, in the caller\'s language, within the content security policy', async () => {
    const { moneyId } = await receivable(200_000);
    const made = await order(moneyId, 1234.5);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${made.order_no}`, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¥1234.50');
    expect(page.body).toContain('确认支付');
    // Posting to the page's own address (no action), which the policy's form-action 'self' allows.
    expect(page.body).toContain('<form method="post">');
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    const es = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${made.order_no}`, headers: { 'accept-language': 'es' } });
    expect(es.body).toContain('Pagar');
    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox-pay/P0000000000AAAAAAAAAAAA' });
    expect([unknown.statusCode, unknown.body.includes('No such payment order.')]).toEqual([404, true]);
  });

  it('pays through the page over a real connection: the signed callback comes back over loopback and records one receipt', async () => {
    const { moneyId } = await receivable(100_000);
    const made = await order(moneyId, 300);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const pay = () => fetch(`http://127.0.0.1:${port}/sandbox-pay/${made.order_no}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' }, body: 'confirm=1',
    });
    const paid = await pay();
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Paid. The merchant has been told.');
    const stored = await stateOf(made.order_no);
    expect(stored).toMatchObject({ state: 'paid', amount: 30_000 });
    expect(stored.reference).toMatch(/^SB[0-9A-F]{20}$/);
    const rows = await receipts(moneyId);
    expect(rows.map((r) => [r.id, r.kind, r.method, r.amount, r.status, r.reference])).toEqual([[stored.receipt_id, 'receipt', 'qr', 30_000, 'effective', stored.reference]]);
    // Paying again (a reload of the page) sends the same callback again: still one receipt.
    expect(await (await pay()).text()).toContain('Paid. The merchant has been told.');
    expect(await receipts(moneyId)).toHaveLength(1);
    const { body } = await t.call(payQuery, { order_no: made.order_no }, { token: agent });
    expect(body.data).toMatchObject({ state: 'paid', receipt_id: stored.receipt_id, reference: stored.reference, amount: 300 });
    const log = await t.db.selectFrom('operation_log').select(['staff_id', 'result_code']).where('endpoint', '=', 'pay/notify').where('target_id', '=', made.id).execute();
    expect(log).toEqual([{ staff_id: null, result_code: ERRORS.OK.code }]);
  });
});

describe('the provider\'s callback', () => {
  it('records the receipt once when the same callback arrives three times', async () => {
    const { moneyId } = await receivable();
    const made = await order(moneyId, 88.88);
    const signed = callback(made.order_no, 8888);
    for (let i = 0; i < 3; i += 1) expect(await notify(signed)).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    expect((await receipts(moneyId)).map((r) => r.amount)).toEqual([8888]);
    expect((await stateOf(made.order_no)).state).toBe('paid');
  });

  it('records the receipt once when duplicate callbacks arrive at the same time', async () => {
    const { moneyId } = await receivable();
    const made = await order(moneyId, 10);
    const signed = callback(made.order_no, 1000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(signed)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill('SUCCESS'));
    expect(await receipts(moneyId)).toHaveLength(1);
  });

  it('refuses a forged signature and another amount, writing nothing to the order or the ledgers, and keeps each refusal in the interface log', async () => {
    const { moneyId } = await receivable();
    const made = await order(moneyId, 50);
    const before = await snapshot(t.db, ['operation_log', 'interface_log']);
    const logged = await t.db.selectFrom('interface_log').select(({ fn }) => fn.max('id').as('id')).executeTakeFirstOrThrow();
    const forged = callback(made.order_no, 5000, { signature: sandboxSignature(Buffer.from('not the key'), callback(made.order_no, 5000).body) });
    expect(await notify(forged)).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify({ ...callback(made.order_no, 5000), signature: '' })).toEqual({ status: 400, body: { code: 'FAIL' } });
    // Signed, but the body changed after signing.
    const tampered = callback(made.order_no, 5000);
    expect(await notify({ body: tampered.body.replace('5000', '5001'), signature: tampered.signature })).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify(callback(made.order_no, 4999))).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify(callback('P0000000000AAAAAAAAAAAA', 5000))).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await snapshot(t.db, ['operation_log', 'interface_log'])).toBe(before);
    expect((await stateOf(made.order_no)).state).toBe('created');
    // An operator sees why a payment never arrived: three signatures that do not verify, two reports matching no order.
    const refusals = await t.db.selectFrom('interface_log').select(['service', 'method', 'url', 'status', 'request', 'response'])
      .where('id', '>', Number(logged.id ?? 0)).orderBy('id').execute();
    expect(refusals.map((r) => [r.service, r.method, r.url, r.status])).toEqual([
      ...Array(3).fill(['pay', 'notify', '/pay/notify/sandbox', 401]), ...Array(2).fill(['pay', 'notify', '/pay/notify/sandbox', 409]),
    ]);
    expect(refusals[0]?.request).toBe(forged.body);
    expect(refusals.map((r) => r.response)).toEqual([
      ...Array(3).fill('refused: not signed by the provider, or not in its format'), ...Array(2).fill('refused: it matches no record here'),
    ]);
  });

  it('keeps an order paid at the provider that the receivable no longer takes as failed, acknowledged', async () => {
    const { moneyId } = await receivable(10_000);
    const first = await order(moneyId, 100);
    // Past its time, so a second order may take the same balance; both are then paid at the provider.
    await t.db.updateTable('pay_order').set({ expires_at: 1 }).where('id', '=', first.id).execute();
    const second = await order(moneyId, 100);
    expect(await notify(callback(second.order_no, 10_000))).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    expect(await notify(callback(first.order_no, 10_000, { tradeNo: 'SB0123456789ABCDEF9999' }))).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    expect((await receipts(moneyId)).map((r) => r.amount)).toEqual([10_000]);
    expect(await stateOf(first.order_no)).toMatchObject({ state: 'failed', receipt_id: null, reference: 'SB0123456789ABCDEF9999' });
    const { body } = await t.call(payQuery, { order_no: first.order_no }, { token: agent });
    expect(body.data.state).toBe('failed');
  });
});

describe('pay/query', () => {
  it('tells created, then paid once the provider is asked (its callback lost), and closed past its time', async () => {
    const { moneyId } = await receivable();
    const made = await order(moneyId, 20);
    expect((await t.call(payQuery, { order_no: made.order_no }, { token: agent })).body.data.state).toBe('created');
    // Paid on the page in-process: the sandbox cannot call back (no connection), so only asking it finds out.
    const page = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${made.order_no}`, payload: 'confirm=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(page.body).toContain('The merchant could not be told yet');
    expect((await stateOf(made.order_no)).state).toBe('created');
    const asked = await t.call(payQuery, { order_no: made.order_no }, { token: agent });
    expect(asked.body.data).toMatchObject({ state: 'paid', amount: 20 });
    expect((await receipts(moneyId)).map((r) => r.id)).toEqual([asked.body.data.receipt_id]);
    const again = await t.call(payQuery, { order_no: made.order_no }, { token: admin });
    expect(again.body.data.receipt_id).toBe(asked.body.data.receipt_id);
    expect(await receipts(moneyId)).toHaveLength(1);

    const late = await order(moneyId, 10);
    await t.db.updateTable('pay_order').set({ expires_at: 1 }).where('id', '=', late.id).execute();
    await t.db.updateTable('pay_sandbox_trade').set({ expires_at: 1 }).where('order_no', '=', late.order_no).execute();
    expect((await t.call(payQuery, { order_no: late.order_no }, { token: agent })).body.data.state).toBe('closed');
    const expired = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${late.order_no}`, payload: 'confirm=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(expired.body).toContain('This payment order has expired.');
    const unknown = await t.call(payQuery, { order_no: 'P0000000000AAAAAAAAAAAA' }, { token: agent });
    expect(unknown.body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('the provider\'s configuration', () => {
  it('is the sandbox unless PAY_PROVIDER names another, and a name no adapter has stops the server', () => {
    expect(loadConfig({}).payProvider).toBe('sandbox');
    expect(loadConfig({ PAY_PROVIDER: ' sandbox ', PAY_PROVIDER_SECRET: 'k' })).toMatchObject({ payProvider: 'sandbox', payProviderSecret: 'k' });
    expect(() => loadConfig({ PAY_PROVIDER: 'Not A Name' })).toThrow(/PAY_PROVIDER/);
    const config = loadConfig({ PAY_PROVIDER: 'nosuch' });
    expect(() => paymentProvider({ db: {} as Db, config })).toThrow(/PAY_PROVIDER names no payment provider: nosuch/);
  });

  it('signs with a key kept once per database (every server process on it the same), or with PAY_PROVIDER_SECRET when set', async () => {
    expect(await payKey(t.db, undefined)).toEqual(key);
    const other = await createTestApp({ seed: false });
    try {
      expect(await payKey(other.db, undefined)).not.toEqual(key);
      expect((await payKey(other.db, 'from-config')).toString()).toBe('from-config');
    } finally {
      await other.close();
    }
  });
});
