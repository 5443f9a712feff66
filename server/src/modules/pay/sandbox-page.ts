import type { FastifyReply, FastifyRequest } from 'fastify';
import { PayOrderNo, langFromHeader, text, type Lang } from '@brokerage/contract';
import type { AppState } from '../../core/context.js';
import type { PlainRoute } from '../../core/route.js';
import { nowSeconds } from '../../core/clock.js';
import { notifyPath } from './provider.js';
import { SANDBOX, sandboxCallBack } from '../../core/sandbox.js';
import { SANDBOX_PAGE, newTradeNo, payKey, type SandboxCallback } from './sandbox-provider.js';

// The sandbox provider's payment page, which the QR code opens: the order's amount and a Pay button (a plain form post,
// no script, within the app's content security policy). Paying marks the sandbox's trade paid and calls the server
// back, signed, over the connection the page came in on; the answer tells whether the server took it.

const t = text;
const TEXTS = {
  title: t('Sandbox payment', '沙箱支付', 'Pago de prueba', 'サンドボックス決済'),
  notice: t('A test payment page: no money is charged.', '测试支付页面，不会真实扣款。', 'Página de pago de prueba: no se cobra dinero.', 'テスト用の決済ページです。実際の請求は発生しません。'),
  order: t('Order', '订单号', 'Pedido', '注文番号'),
  contract: t('Contract', '合同编号', 'Contrato', '契約番号'),
  amount: t('Amount', '金额', 'Importe', '金額'),
  pay: t('Pay', '确认支付', 'Pagar', '支払う'),
  paid: t('Paid. The merchant has been told.', '支付成功，已通知商户。', 'Pagado. Se ha avisado al comercio.', '支払い完了。加盟店に通知しました。'),
  paidUntold: t('Paid. The merchant could not be told yet: it learns of the payment when it asks.', '支付成功，暂未能通知商户：商户查询订单时将获知。',
    'Pagado. Aún no se pudo avisar al comercio: lo sabrá al consultar el pedido.', '支払い完了。加盟店にはまだ通知できていません。照会時に反映されます。'),
  alreadyPaid: t('This order is paid.', '该订单已支付。', 'Este pedido está pagado.', 'この注文は支払済みです。'),
  expired: t('This payment order has expired.', '该支付订单已过期。', 'Este pedido de pago ha caducado.', 'この支払注文は期限切れです。'),
  unknown: t('No such payment order.', '支付订单不存在。', 'No existe ese pedido de pago.', '該当する支払注文はありません。'),
};
type Said = keyof typeof TEXTS;

const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN', es: 'es', ja: 'ja' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Trade = { order_no: string; amount: number; subject: string; expires_at: number; trade_no: string; paid_at: number | null };

// The page: the order when there is one, a Pay button while it can be paid, and what happened.
export function sandboxPageHtml(lang: Lang, trade: Trade | null, now: number, said: Said | null): string {
  const w = (key: Said) => escapeHtml(TEXTS[key][lang]);
  const rows = trade ? `<dl>
<dt>${w('order')}</dt><dd>${escapeHtml(trade.order_no)}</dd>
<dt>${w('contract')}</dt><dd>${escapeHtml(trade.subject)}</dd>
<dt>${w('amount')}</dt><dd class="amount">¥${(trade.amount / 100).toFixed(2)}</dd>
</dl>` : '';
  const payable = trade !== null && trade.paid_at === null && now <= trade.expires_at;
  const state = said ?? (!trade ? 'unknown' : trade.paid_at !== null ? 'alreadyPaid' : payable ? null : 'expired');
  // No action: the form posts to the page's own address, whatever path a proxy serves it under (PUBLIC_URL/sandbox-pay).
  const form = payable && !said ? `<form method="post">
<input type="hidden" name="confirm" value="1"><button type="submit">${w('pay')}</button>
</form>` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
.notice{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#666}dd{margin:0}.amount{font-size:1.6em;font-weight:600}
button{width:100%;padding:12px;font-size:1.1em;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer}
.state{font-weight:600}</style></head>
<body><h1>${w('title')}</h1><p class="notice">${w('notice')}</p>${rows}${state ? `<p class="state">${w(state)}</p>` : ''}${form}</body></html>`;
}

export async function sandboxPageRoutes(state: AppState): Promise<PlainRoute[]> {
  const key = await payKey(state.db, state.config.payProviderSecret);
  const tradeOf = (orderNo: string) => state.db.selectFrom('pay_sandbox_trade').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  const orderNoOf = (request: FastifyRequest) => {
    const parsed = PayOrderNo.safeParse((request.params as { order_no?: string }).order_no);
    return parsed.success ? parsed.data : null;
  };
  const page = (request: FastifyRequest, reply: FastifyReply, trade: Trade | null, said: Said | null) => reply
    .code(trade ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(sandboxPageHtml(langFromHeader(request.headers['accept-language']), trade, nowSeconds(), said));
  return [
    {
      method: 'GET', url: `${SANDBOX_PAGE}/:order_no`,
      handler: async (request, reply) => {
        const orderNo = orderNoOf(request);
        return page(request, reply, orderNo ? (await tradeOf(orderNo)) ?? null : null, null);
      },
    },
    {
      method: 'POST', url: `${SANDBOX_PAGE}/:order_no`,
      handler: async (request, reply) => {
        const orderNo = orderNoOf(request);
        if (!orderNo) return page(request, reply, null, null);
        const now = nowSeconds();
        await state.db.updateTable('pay_sandbox_trade').set({ trade_no: newTradeNo(), paid_at: now })
          .where('order_no', '=', orderNo).where('paid_at', 'is', null).where('expires_at', '>=', now).execute();
        const trade = await tradeOf(orderNo);
        if (!trade || trade.paid_at === null) return page(request, reply, trade ?? null, null);
        // Paid (now, or before: posting again sends the same callback again, which the server takes once).
        const callback: SandboxCallback = { order_no: trade.order_no, amount_fen: trade.amount, trade_no: trade.trade_no, paid_at: trade.paid_at };
        const body = JSON.stringify(callback);
        const told = await sandboxCallBack(request, notifyPath(SANDBOX), key, body);
        return page(request, reply, trade, told ? 'paid' : 'paidUntold');
      },
    },
  ];
}
