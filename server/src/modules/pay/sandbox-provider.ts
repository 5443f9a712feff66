import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PayOrderNo } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { PaymentProvider, ProviderPayment, ProviderSetup } from './provider.js';

// The built-in sandbox provider: a stand-in for a real one that lives in the server. Orders registered with it are kept
// in its own table; its payment page (sandbox-page.ts) takes the "payment" with one button and then calls the server
// back, signed with HMAC-SHA256 as a real provider signs, so the whole path of a QR payment runs without one. Nothing
// is charged: it is for trying the platform and for tests, never for a company taking real money.

export const SANDBOX = 'sandbox';
export const SANDBOX_PAGE = '/sandbox-pay';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const KEY_ROW = 'pay_sandbox_key';

// The callback's body: the sandbox's own trade number is the payment's reference.
export const SandboxCallback = z.strictObject({
  order_no: PayOrderNo,
  amount_fen: z.number().int().positive(),
  trade_no: z.string().regex(/^SB[0-9A-F]{20}$/),
  paid_at: z.number().int().positive(),
});
export type SandboxCallback = z.infer<typeof SandboxCallback>;

// The signing key: PAY_PROVIDER_SECRET when given, else generated once and kept in app_secret (insert-if-absent, then
// read back), so every server process on the database signs and checks with the same one.
export async function sandboxKey(db: Db, secret: string | undefined): Promise<Buffer> {
  if (secret) return Buffer.from(secret, 'utf8');
  await db.insertInto('app_secret').values({ name: KEY_ROW, value: randomBytes(32).toString('base64'), created_at: Math.floor(Date.now() / 1000) })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', KEY_ROW).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

export function sandboxSignature(key: Buffer, body: string): string {
  return `sha256=${createHmac('sha256', key).update(body, 'utf8').digest('hex')}`;
}

export function newTradeNo(): string {
  return `SB${randomBytes(10).toString('hex').toUpperCase()}`;
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function sandboxProvider(setup: ProviderSetup): Promise<PaymentProvider> {
  const { db, publicUrl } = setup;
  const key = await sandboxKey(db, setup.secret);
  const paymentOf = (row: { order_no: string; amount: number; trade_no: string; paid_at: number | null }): ProviderPayment | null =>
    row.paid_at === null ? null : { orderNo: row.order_no, amountFen: row.amount, reference: row.trade_no, paidAt: row.paid_at };
  return {
    name: SANDBOX,
    // The sandbox calls back over the connection its page was served on (the server's own address), so it needs no
    // notify address: behind a proxy the server may not reach its own PUBLIC_URL.
    createOrder: async (order) => {
      await db.insertInto('pay_sandbox_trade')
        .values({ order_no: order.orderNo, amount: order.amountFen, subject: order.subject.slice(0, 100), expires_at: order.expiresAt }).execute();
      return { payUrl: `${publicUrl}${SANDBOX_PAGE}/${order.orderNo}` };
    },
    verifyCallback: ({ headers, body }) => {
      const given = Buffer.from(headerOf(headers, SANDBOX_SIGNATURE_HEADER));
      const expected = Buffer.from(sandboxSignature(key, body));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return null;
      }
      const callback = SandboxCallback.safeParse(parsed);
      if (!callback.success) return null;
      const { order_no, amount_fen, trade_no, paid_at } = callback.data;
      return { orderNo: order_no, amountFen: amount_fen, reference: trade_no, paidAt: paid_at };
    },
    answer: (accepted) => ({ status: accepted ? 200 : 400, type: 'application/json', body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL' }) }),
    query: async (orderNo) => {
      const row = await db.selectFrom('pay_sandbox_trade').select(['order_no', 'amount', 'trade_no', 'paid_at']).where('order_no', '=', orderNo).executeTakeFirst();
      return row ? paymentOf(row) : null;
    },
  };
}
