import { payQrcode, payQuery } from '@brokerage/contract';
import { route, type PlainRoutes } from '../../core/route.js';
import { notifyRoute, SANDBOX } from '../../core/sandbox.js';
import { createPayOrder, queryPayOrder } from './pay-order.service.js';
import { settlePayment } from './pay-settle.js';
import { notifyPath } from './provider.js';
import { paymentProvider } from './providers.js';
import { sandboxPageRoutes } from './sandbox-page.js';

export const payRoutes = [
  route(payQrcode, (ctx, input) => createPayOrder(ctx, input)),
  route(payQuery, (ctx, input) => queryPayOrder(ctx, input)),
];

// The provider's callback (no session: its signature is the proof) and, for the sandbox, its payment page. A callback
// whose signature fails, or that names no order or another amount, is refused and writes nothing to the order; a
// payment already recorded is acknowledged again without writing.
export const payPlainRoutes: PlainRoutes = async (state) => {
  const provider = await paymentProvider(state);
  const notify = notifyRoute({ db: state.db, service: 'pay', url: notifyPath(provider.name) }, provider, async (payment, request) =>
    (await settlePayment(state.db, payment, { meta: request.meta, staffId: null, endpoint: 'pay/notify' })).outcome !== 'refused');
  return provider.name === SANDBOX ? [notify, ...(await sandboxPageRoutes(state))] : [notify];
};
