import { providerRegistry, type ProviderState } from '../../core/providers.js';
import type { ProviderSetup, VrProvider } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

// The adapters by the name VR_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<VrProvider>> = {
  sandbox: sandboxProvider,
};

const registry = providerRegistry({
  env: 'VR_PROVIDER', label: 'VR service', name: (config) => config.vrProvider, secret: (config) => config.vrProviderSecret, adapters: PROVIDERS,
});

// The configured VR service of this server (made once per database handle); an unknown name fails at start.
export function vrProvider(state: ProviderState): Promise<VrProvider> {
  return registry.of(state);
}
