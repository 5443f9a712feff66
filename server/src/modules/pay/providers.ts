import { providerRegistry, type ProviderState } from '../../core/providers.js';
import type { PaymentProvider, ProviderSetup } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

// The adapters by the name PAY_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<PaymentProvider>> = {
  sandbox: sandboxProvider,
};

const registry = providerRegistry({
  env: 'PAY_PROVIDER', label: 'payment provider', name: (config) => config.payProvider, secret: (config) => config.payProviderSecret, adapters: PROVIDERS,
});

// The configured provider of this server (made once per database handle); an unknown name fails at start.
export function paymentProvider(state: ProviderState): Promise<PaymentProvider> {
  return registry.of(state);
}
