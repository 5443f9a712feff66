import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './core/config.js';
import { openDatabase, type DbHandle } from './core/db/database.js';
import { migrateToLatest } from './core/db/migrate.js';
import { buildApp } from './core/app.js';
import { syncCatalogue } from './modules/access/access.service.js';
import { ALL_ROUTES } from './modules/index.js';
import { seedDemo } from './seed/demo.js';

export function databaseFor(config: Config): DbHandle {
  return openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'brokerage.sqlite') });
}

// Brings a database to the current schema and catalogue; seeds the demo company when it is empty.
export async function prepareDatabase(handle: DbHandle, options: { seed: boolean; scale?: number }): Promise<{ seeded: boolean }> {
  await migrateToLatest(handle);
  await syncCatalogue(handle.db);
  const seeded = options.seed ? await seedDemo(handle.db, { scale: options.scale }) : false;
  return { seeded };
}

export async function createServer(config: Config, handle: DbHandle): Promise<FastifyInstance> {
  const app = await buildApp({ config, handle, routes: ALL_ROUTES });
  app.addHook('onClose', async () => handle.close());
  return app;
}
