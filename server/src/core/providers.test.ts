import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import type { Db } from './db/database.js';
import { providerRegistry, type ProviderSetup } from './providers.js';

describe('providerRegistry', () => {
  const made: ProviderSetup[] = [];
  const registry = providerRegistry({
    env: 'PAY_PROVIDER', label: 'payment provider', name: (config) => config.payProvider, secret: (config) => config.payProviderSecret,
    adapters: { sandbox: (setup: ProviderSetup) => { made.push(setup); return { setup }; } },
  });

  it('makes the configured adapter once per database handle, handing it the address, the data folder and the key', () => {
    const config = loadConfig({ PAY_PROVIDER_SECRET: 'k', PUBLIC_URL: 'https://crm.example.cn' });
    const db = {} as Db;
    const other = {} as Db;
    expect(registry.made(db)).toBeUndefined();
    const first = registry.of({ db, config });
    expect(registry.of({ db, config })).toBe(first);
    expect(registry.made(db)).toBe(first);
    expect(registry.of({ db: other, config })).not.toBe(first);
    const setup = { publicUrl: config.publicUrl, dataDir: config.dataDir, secret: 'k' };
    expect(made).toEqual([{ db, ...setup }, { db: other, ...setup }]);
  });

  it('refuses a name no adapter has, naming the variable and the known names, even one an object inherits', () => {
    for (const name of ['nosuch', 'constructor']) {
      expect(() => registry.of({ db: {} as Db, config: loadConfig({ PAY_PROVIDER: name }) }))
        .toThrow(`PAY_PROVIDER names no payment provider: ${name} (known: sandbox)`);
    }
  });
});
