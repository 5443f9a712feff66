import type { AppState } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { ProviderSetup, VrProvider } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

// The adapters by the name VR_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<VrProvider>> = {
  sandbox: sandboxProvider,
};

const made = new WeakMap<Db, Promise<VrProvider>>();

// The configured VR service of this server (made once per database handle); an unknown name fails at start.
export function vrProvider(state: Pick<AppState, 'db' | 'config'>): Promise<VrProvider> {
  let provider = made.get(state.db);
  if (!provider) {
    const make = PROVIDERS[state.config.vrProvider];
    if (!make) throw new Error(`VR_PROVIDER names no VR service: ${state.config.vrProvider} (known: ${Object.keys(PROVIDERS).join(', ')})`);
    provider = make({ db: state.db, publicUrl: state.config.publicUrl, secret: state.config.vrProviderSecret });
    made.set(state.db, provider);
  }
  return provider;
}
