import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Id } from './validators.js';

// QR payment (扫码支付): a payment order for an amount on a deal's receivable, paid by the customer through a payment
// provider's page the QR code opens; the provider's signed callback records the receipt (method 扫码) exactly once.
// The provider is an adapter chosen by configuration (PAY_PROVIDER); the built-in sandbox serves its own payment page.

const t = text;

export const PAY_ORDER_STATES = ['created', 'paid', 'closed', 'failed'] as const;
export const PayOrderState = z.enum(PAY_ORDER_STATES);
export type PayOrderState = z.infer<typeof PayOrderState>;
export const PAY_ORDER_STATE_LABELS: Record<PayOrderState, Text> = {
  created: t('Awaiting payment', '待支付', 'Pendiente de pago', '支払待ち'),
  paid: t('Paid', '已支付', 'Pagado', '支払済み'),
  closed: t('Closed unpaid', '已关闭', 'Cerrado sin pagar', '未払いで終了'),
  failed: t('Paid, receipt not recorded', '已支付，实收未入账', 'Pagado, cobro no registrado', '支払済み・入金未計上'),
};

// A payment order stays payable this long; then it closes unpaid and a new QR code is made.
export const PAY_ORDER_TTL_SECONDS = 30 * 60;

// Order numbers are what the provider and the QR code carry: upper-case letters and digits, unguessable.
export const PayOrderNo = z.string().trim().regex(/^[A-Z0-9]{8,32}$/, 'upper-case letters and digits, 8 to 32');

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
// Yuan with at most two decimals, from the query string.
const PayAmount = z.coerce.number().positive().max(100_000_000).refine(twoDecimals, 'at most two decimals');

export const PAY_RULE_TEXTS = {
  beyondBalance: t('{amount} is beyond the {balance} still due on the receivable (less the QR codes awaiting payment)',
    '金额{amount}超过该应收尚可收取的{balance}（已扣除待支付的二维码）', '{amount} supera los {balance} pendientes del cobro (descontados los códigos QR en espera de pago)',
    '{amount}はこの未収金の残り{balance}（支払待ちのQRコード分を除く）を超えています'),
  nothingDue: t('nothing is left to pay on the receivable (less the QR codes awaiting payment)', '该应收已无可收取的余额（已扣除待支付的二维码）',
    'no queda nada por pagar en el cobro (descontados los códigos QR en espera de pago)', 'この未収金に支払える残高はありません（支払待ちのQRコード分を除く）'),
} as const satisfies Record<string, Text>;
export type PayRule = keyof typeof PAY_RULE_TEXTS;

export function payRuleText(rule: PayRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(PAY_RULE_TEXTS[rule][lang], params);
}

export const PayOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  deal_id: z.number().int(),
  deal_money_id: z.number().int(),
  // Yuan.
  amount: z.number(),
  provider: z.string(),
  state: PayOrderState,
  // The provider's page the QR code opens.
  pay_url: z.string(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  // The provider's own number for the payment, once paid.
  reference: z.string(),
  // The receipt recorded for it, once paid.
  receipt_id: z.number().int().nullable(),
});
export type PayOrder = z.infer<typeof PayOrder>;

export const payQrcode = endpoint({
  method: 'GET', path: 'pay/qrcode', access: 'deal:edit', tag: 'deal', audit: true,
  summary: 'Makes a payment order for an amount (yuan, two decimals, not beyond the balance still due) on a receivable of an effective deal the caller may change, at the configured payment provider; answers the order with its payment address and that address as a QR code (SVG). A GET by the spec, written to the operation log like any change.',
  input: z.strictObject({ deal_money_id: Id, amount: PayAmount }),
  data: PayOrder.extend({ qrcode: z.string() }),
});

export const payQuery = endpoint({
  method: 'GET', path: 'pay/query', access: 'deal:list', tag: 'deal',
  summary: 'A payment order of a deal the caller may see: its state (created, paid, closed, failed) and, once paid, the receipt recorded. An order still waiting asks the provider, so a payment whose callback was lost is recorded here; one past its time closes.',
  input: z.strictObject({ order_no: PayOrderNo }),
  data: PayOrder,
});
