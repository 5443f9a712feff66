import type { Db } from '../../core/db/database.js';
import { providerRegistry, type ProviderSetup, type ProviderState } from '../../core/providers.js';
import type { StorageProvider } from './provider.js';
import { sandboxStorageProvider } from './sandbox-provider.js';

// The adapters by the name STORAGE_PROVIDER gives.
export const PROVIDERS: Record<string, (setup: ProviderSetup) => Promise<StorageProvider>> = {
  sandbox: sandboxStorageProvider,
};

const registry = providerRegistry({
  env: 'STORAGE_PROVIDER', label: 'object store', name: (config) => config.storageProvider, secret: (config) => config.storageProviderSecret, adapters: PROVIDERS,
});

// The configured store of this server (made once per database handle); an unknown name fails at start.
export function storageProvider(state: ProviderState): Promise<StorageProvider> {
  return registry.of(state);
}

// The store made for this database when the app was built: the periodic jobs are handed the database alone.
export function madeStorageProvider(db: Db): Promise<StorageProvider> | undefined {
  return registry.made(db);
}
