import type { AppState } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { CallProvider, ProviderSetup } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

// The adapters by the name CALL_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<CallProvider>> = {
  sandbox: sandboxProvider,
};

const made = new WeakMap<Db, Promise<CallProvider>>();

// The configured provider of this server (made once per database handle); an unknown name fails at start.
export function callProvider(state: Pick<AppState, 'db' | 'config'>): Promise<CallProvider> {
  let provider = made.get(state.db);
  if (!provider) {
    const make = PROVIDERS[state.config.callProvider];
    if (!make) throw new Error(`CALL_PROVIDER names no telephony provider: ${state.config.callProvider} (known: ${Object.keys(PROVIDERS).join(', ')})`);
    provider = make({ db: state.db, publicUrl: state.config.publicUrl, secret: state.config.callProviderSecret });
    made.set(state.db, provider);
  }
  return provider;
}
