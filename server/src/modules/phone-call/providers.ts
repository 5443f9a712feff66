import { providerRegistry, type ProviderState } from '../../core/providers.js';
import type { CallProvider, ProviderSetup } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

// The adapters by the name CALL_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<CallProvider>> = {
  sandbox: sandboxProvider,
};

const registry = providerRegistry({
  env: 'CALL_PROVIDER', label: 'telephony provider', name: (config) => config.callProvider, secret: (config) => config.callProviderSecret, adapters: PROVIDERS,
});

// The configured provider of this server (made once per database handle); an unknown name fails at start.
export function callProvider(state: ProviderState): Promise<CallProvider> {
  return registry.of(state);
}
