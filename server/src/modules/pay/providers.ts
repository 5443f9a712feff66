import type { AppState } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { PaymentProvider, ProviderSetup } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

// The adapters by the name PAY_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<PaymentProvider>> = {
  sandbox: sandboxProvider,
};

const made = new WeakMap<Db, Promise<PaymentProvider>>();

// The configured provider of this server (made once per database handle); an unknown name fails at start.
export function paymentProvider(state: Pick<AppState, 'db' | 'config'>): Promise<PaymentProvider> {
  let provider = made.get(state.db);
  if (!provider) {
    const make = PROVIDERS[state.config.payProvider];
    if (!make) throw new Error(`PAY_PROVIDER names no payment provider: ${state.config.payProvider} (known: ${Object.keys(PROVIDERS).join(', ')})`);
    provider = make({ db: state.db, publicUrl: state.config.publicUrl, secret: state.config.payProviderSecret });
    made.set(state.db, provider);
  }
  return provider;
}
