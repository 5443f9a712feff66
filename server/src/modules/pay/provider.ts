import type { Db } from '../../core/db/database.js';
import type { ProviderAnswer, ProviderCallback } from '../../core/sandbox.js';

// The payment provider adapter: what the platform needs of a provider of QR payments. An adapter is chosen by
// configuration (PAY_PROVIDER, its key PAY_PROVIDER_SECRET; providers.ts); docs/api/deal.md "QR payment" says how
// to add one.

// An order as the provider is told of it: amounts in fen.
export type ProviderOrder = { orderNo: string; amountFen: number; subject: string; expiresAt: number };

// A payment the provider reports, by callback or when asked: its own reference for it.
export type ProviderPayment = { orderNo: string; amountFen: number; reference: string; paidAt: number };


export type PaymentProvider = {
  name: string;
  // Registers the order with the provider, which is to call `notifyUrl` once it is paid; answers the address the QR
  // code opens.
  createOrder: (order: ProviderOrder, notifyUrl: string) => Promise<{ payUrl: string }>;
  // The payment a callback announces when its signature is the provider's; null for anything else.
  verifyCallback: (callback: ProviderCallback) => ProviderPayment | null;
  answer: (accepted: boolean) => ProviderAnswer;
  // Asks the provider about an order: its payment once paid, null while it is not.
  query: (orderNo: string) => Promise<ProviderPayment | null>;
};

// What an adapter is made from: the server's configuration, its database (for a key kept there) and the key given.
export type ProviderSetup = { db: Db; publicUrl: string; secret: string | undefined };

// Where a provider sends its callbacks, under the address staff and providers reach the server at.
export function notifyPath(provider: string): string {
  return `/pay/notify/${provider}`;
}
