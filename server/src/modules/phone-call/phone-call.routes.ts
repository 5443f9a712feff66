import { phoneCallDetail, phoneCallList, phonePlay } from '@brokerage/contract';
import { route, type PlainRoutes } from '../../core/route.js';
import { notifyRoute, SANDBOX } from '../../core/sandbox.js';
import { endCall } from './phone-call-end.js';
import { callItem, listCalls } from './phone-call-read.js';
import { placeCall } from './phone-call.service.js';
import { notifyPath } from './provider.js';
import { callProvider } from './providers.js';
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
  const notify = notifyRoute({ db: state.db, service: 'phone', url: notifyPath(provider.name) }, provider, async (end) => (await endCall(state, provider, end)) !== 'refused');
  return provider.name === SANDBOX ? [notify, ...(await sandboxPageRoutes(state))] : [notify];
};
