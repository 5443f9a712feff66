import type { Db } from '../../core/db/database.js';
import { providerRegistry, type ProviderState } from '../../core/providers.js';
import type { PlainRoutes } from '../../core/route.js';
import type { PortalProvider, PortalProviderSetup } from './provider.js';
import { sandboxPortalProvider } from './sandbox-provider.js';

// The adapters by the name PORTAL_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: PortalProviderSetup) => PortalProvider> = {
  sandbox: sandboxPortalProvider,
};

const registry = providerRegistry({ env: 'PORTAL_PROVIDER', label: 'listing portal provider', name: (config) => config.portalProvider, adapters: PROVIDERS });

// The configured adapter of this server (made once per database handle); an unknown name is an error.
export function portalProvider(state: ProviderState): PortalProvider {
  return registry.of(state);
}

// The adapter made for this database when the app was built: the periodic jobs are handed the database alone.
export function madePortalProvider(db: Db): PortalProvider | undefined {
  return registry.made(db);
}

// The portals have no routes outside the API; making the adapter while the app is built stops a server whose
// PORTAL_PROVIDER names none at start rather than at the first push.
export const portalPlainRoutes: PlainRoutes = async (state) => {
  portalProvider(state);
  return [];
};
