import { phoneCallDetail, phoneCallList, phonePlay } from '@brokerage/contract';
import { route, type PlainRoute, type PlainRoutes } from '../../core/route.js';
import { endCall } from './phone-call-end.js';
import { callItem, listCalls } from './phone-call-read.js';
import { placeCall } from './phone-call.service.js';
import { notifyPath } from './provider.js';
import { callProvider } from './providers.js';
import { SANDBOX } from './sandbox-provider.js';
import { sandboxPageRoutes } from './sandbox-page.js';

export const phoneCallRoutes = [
  route(phonePlay, (ctx, input) => placeCall(ctx, input)),
  route(phoneCallList, (ctx, input) => listCalls(ctx, input)),
  route(phoneCallDetail, (ctx, input) => callItem(ctx, input.id)),
];

// The provider's callback (no session: its signature is the proof) and, for the sandbox, its phones page. A callback
// whose signature fails, or that names no call of the provider, is refused and writes nothing; a call already ended is
// acknowledged again without writing.
export const phoneCallPlainRoutes: PlainRoutes = async (state) => {
  const provider = await callProvider(state);
  const notify: PlainRoute = {
    method: 'POST', url: notifyPath(provider.name),
    handler: async (request, reply) => {
      const send = (accepted: boolean) => {
        const answer = provider.answer(accepted);
        return reply.code(answer.status).type(answer.type).header('cache-control', 'no-store').send(answer.body);
      };
      const end = provider.verifyCallback({ headers: request.headers, body: typeof request.body === 'string' ? request.body : '' });
      if (!end) return send(false);
      return send((await endCall(state, provider, end)) !== 'refused');
    },
  };
  return provider.name === SANDBOX ? [notify, ...(await sandboxPageRoutes(state))] : [notify];
};
