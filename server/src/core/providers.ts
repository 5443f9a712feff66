import type { Config } from './config.js';
import type { AppState } from './context.js';
import type { Db } from './db/database.js';

export type ProviderState = Pick<AppState, 'db' | 'config'>;

// What every adapter of an outside service is handed: the database, the server's public address (for callbacks and
// sandbox pages), its data folder (for a sandbox keeping files) and, for services that sign, the configured key.
export type ProviderSetup = { db: Db; publicUrl: string; dataDir: string; secret: string | undefined };

export type ProviderRegistry<P> = {
  // The configured adapter of this server, made once per database handle; an unknown name throws naming the variable.
  of: (state: ProviderState) => P;
  // The adapter already made for this database, for code handed the database alone (periodic jobs).
  made: (db: Db) => P | undefined;
};

// The adapters of one outside service by the name its environment variable gives (see core/config.ts).
export function providerRegistry<P>(spec: {
  env: string;
  // What the service is called in the error for an unknown name, e.g. "VR service".
  label: string;
  name: (config: Config) => string;
  secret?: (config: Config) => string | undefined;
  adapters: Record<string, (setup: ProviderSetup) => P>;
}): ProviderRegistry<P> {
  const made = new WeakMap<Db, P>();
  return {
    of: (state) => {
      const known = made.get(state.db);
      if (known !== undefined) return known;
      const name = spec.name(state.config);
      const make = Object.hasOwn(spec.adapters, name) ? spec.adapters[name] : undefined;
      if (!make) throw new Error(`${spec.env} names no ${spec.label}: ${name} (known: ${Object.keys(spec.adapters).join(', ')})`);
      const provider = make({ db: state.db, publicUrl: state.config.publicUrl, dataDir: state.config.dataDir, secret: spec.secret?.(state.config) });
      made.set(state.db, provider);
      return provider;
    },
    made: (db) => made.get(db),
  };
}
