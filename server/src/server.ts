import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './core/config.js';
import { openDatabase, type DbHandle } from './core/db/database.js';
import { migrateToLatest } from './core/db/migrate.js';
import { buildApp } from './core/app.js';
import { syncCatalogue } from './modules/access/access.service.js';
import { ALL_JOBS, ALL_ROUTES } from './modules/index.js';
import { startJobs } from './core/jobs.js';
import { seedDemo } from './seed/demo.js';

// The server's SQLite file, when DATABASE_URL does not name a PostgreSQL database.
export const sqliteFileOf = (config: Config) => path.join(config.dataDir, 'brokerage.sqlite');

export function databaseFor(config: Config): DbHandle {
  return openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config), readers: config.sqliteReaders, checkpointThread: config.sqliteCheckpointThread });
}

// Brings a database to the current schema and catalogue; seeds the demo company when it is empty.
// `dataDir`: where the demo's uploaded files (house pictures) go; without it the demo has none.
export async function prepareDatabase(
  handle: DbHandle, options: { seed: boolean; scale?: number; dataDir?: string },
): Promise<{ seeded: boolean }> {
  await migrateToLatest(handle);
  await syncCatalogue(handle.db);
  const seeded = options.seed ? await seedDemo(handle.db, { scale: options.scale, dataDir: options.dataDir }) : false;
  return { seeded };
}

// `jobs`: run the modules' periodic jobs (the real server does; tests call the jobs themselves with their own clock).
export async function createServer(config: Config, handle: DbHandle, options: { jobs?: boolean } = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config, handle, routes: ALL_ROUTES });
  if (options.jobs) {
    const jobs = startJobs(handle.db, ALL_JOBS, app.log);
    // Before the database closes: a run in progress finishes first.
    app.addHook('onClose', async () => jobs.stop());
  }
  app.addHook('onClose', async () => handle.close());
  return app;
}
