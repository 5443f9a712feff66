import { serviceGetpolicy, serviceGetsts } from '@brokerage/contract';
import { route, type PlainRoutes } from '../../core/route.js';
import { SANDBOX } from '../../core/sandbox.js';
import { storageProvider } from './providers.js';
import { sandboxStoreRoutes } from './sandbox-store.js';
import { getPolicy, getSts } from './storage.service.js';

export const storageRoutes = [
  route(serviceGetpolicy, (ctx) => getPolicy(ctx)),
  route(serviceGetsts, (ctx) => getSts(ctx)),
];

// The sandbox store's own protocol routes; a real store is elsewhere. Making the adapter while the app is built stops a
// server whose STORAGE_PROVIDER names none at start rather than at the first upload.
export const storagePlainRoutes: PlainRoutes = async (state) => {
  const provider = await storageProvider(state);
  return provider.name === SANDBOX ? sandboxStoreRoutes(state) : [];
};
