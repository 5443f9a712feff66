import { z } from 'zod';
import { PayOrderNo } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { SANDBOX, sandboxAnswer, sandboxKey, sandboxRef, signedBody } from '../../core/sandbox.js';
import type { PaymentProvider, ProviderPayment, ProviderSetup } from './provider.js';

// The built-in sandbox provider: a stand-in for a real one that lives in the server. Orders registered with it are kept
// in its own table; its payment page (sandbox-page.ts) takes the "payment" with one button and then calls the server
// back, signed as a real provider signs, so the whole path of a QR payment runs without one. Nothing is charged: it is
// for trying the platform and for tests, never for a company taking real money.

export const SANDBOX_PAGE = '/sandbox-pay';

// The callback's body: the sandbox's own trade number is the payment's reference.
export const SandboxCallback = z.strictObject({
  order_no: PayOrderNo,
  amount_fen: z.number().int().positive(),
  trade_no: z.string().regex(/^SB[0-9A-F]{20}$/),
  paid_at: z.number().int().positive(),
});
export type SandboxCallback = z.infer<typeof SandboxCallback>;

// The signing key: PAY_PROVIDER_SECRET when given, else the one kept for the payment sandbox.
export function payKey(db: Db, secret: string | undefined): Promise<Buffer> {
  return sandboxKey(db, 'pay_sandbox_key', secret);
}

export function newTradeNo(): string {
  return sandboxRef('SB');
}

export async function sandboxProvider(setup: ProviderSetup): Promise<PaymentProvider> {
  const { db, publicUrl } = setup;
  const key = await payKey(db, setup.secret);
  const paymentOf = (row: { order_no: string; amount: number; trade_no: string; paid_at: number | null }): ProviderPayment | null =>
    row.paid_at === null ? null : { orderNo: row.order_no, amountFen: row.amount, reference: row.trade_no, paidAt: row.paid_at };
  return {
    name: SANDBOX,
    // The sandbox calls back over the connection its page was served on (the server's own address), so it needs no
    // notify address.
    createOrder: async (order) => {
      await db.insertInto('pay_sandbox_trade')
        .values({ order_no: order.orderNo, amount: order.amountFen, subject: order.subject.slice(0, 100), expires_at: order.expiresAt }).execute();
      return { payUrl: `${publicUrl}${SANDBOX_PAGE}/${order.orderNo}` };
    },
    verifyCallback: (callback) => {
      const paid = signedBody(key, SandboxCallback, callback);
      return paid && { orderNo: paid.order_no, amountFen: paid.amount_fen, reference: paid.trade_no, paidAt: paid.paid_at };
    },
    answer: sandboxAnswer,
    query: async (orderNo) => {
      const row = await db.selectFrom('pay_sandbox_trade').select(['order_no', 'amount', 'trade_no', 'paid_at']).where('order_no', '=', orderNo).executeTakeFirst();
      return row ? paymentOf(row) : null;
    },
  };
}
