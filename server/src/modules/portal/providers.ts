import type { AppState } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { PlainRoutes } from '../../core/route.js';
import type { PortalProvider, PortalProviderSetup } from './provider.js';
import { sandboxPortalProvider } from './sandbox-provider.js';

// The adapters by the name PORTAL_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: PortalProviderSetup) => PortalProvider> = {
  sandbox: sandboxPortalProvider,
};

const made = new WeakMap<Db, PortalProvider>();

// The configured adapter of this server (made once per database handle); an unknown name is an error.
export function portalProvider(state: Pick<AppState, 'db' | 'config'>): PortalProvider {
  let provider = made.get(state.db);
  if (!provider) {
    const make = PROVIDERS[state.config.portalProvider];
    if (!make) throw new Error(`PORTAL_PROVIDER names no listing portal provider: ${state.config.portalProvider} (known: ${Object.keys(PROVIDERS).join(', ')})`);
    provider = make({ db: state.db, publicUrl: state.config.publicUrl });
    made.set(state.db, provider);
  }
  return provider;
}

// The adapter made for this database when the app was built: the periodic jobs are handed the database alone.
export function madePortalProvider(db: Db): PortalProvider | undefined {
  return made.get(db);
}

// The portals have no routes outside the API; making the adapter while the app is built stops a server whose
// PORTAL_PROVIDER names none at start rather than at the first push.
export const portalPlainRoutes: PlainRoutes = async (state) => {
  portalProvider(state);
  return [];
};
