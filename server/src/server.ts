import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './core/config.js';
import { openDatabase, type DbHandle } from './core/db/database.js';
import { migrateToLatest } from './core/db/migrate.js';
import { buildApp } from './core/app.js';
import { InFlight, STOP_WAIT_MS } from './core/in-flight.js';
import type { RouteDef } from './core/route.js';
import { syncCatalogue } from './modules/access/access.service.js';
import { ensureCompanyFlows } from './modules/approval/flow.service.js';
import { nowSeconds } from './core/clock.js';
import { ALL_JOBS, ALL_PLAIN_ROUTES, ALL_ROUTES } from './modules/index.js';
import { startJobs } from './core/jobs.js';
import { seedDemo } from './seed/demo.js';
import { moveOldCertificates, type CertificateMove } from './modules/house-picture/certificate-move.js';
import { takeWaitingObject } from './modules/storage/storage.service.js';

// The server's SQLite file, when DATABASE_URL does not name a PostgreSQL database.
export const sqliteFileOf = (config: Config) => path.join(config.dataDir, 'brokerage.sqlite');

export function databaseFor(config: Config): DbHandle {
  return openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
}

// Brings a database to the current schema and catalogue; seeds the demo company when it is empty.
// `dataDir`: where the uploaded files are: the demo's house pictures go there, and the house certificates still in the
// public folder are moved into the private one (`certificates`); without it the demo has no pictures and files stay.
export async function prepareDatabase(
  handle: DbHandle, options: { seed: boolean; scale?: number; dataDir?: string; publicUrl?: string },
): Promise<{ seeded: boolean; certificates: CertificateMove | null }> {
  await migrateToLatest(handle);
  await syncCatalogue(handle.db);
  await ensureCompanyFlows(handle.db, nowSeconds());
  const certificates = options.dataDir ? await moveOldCertificates(handle.db, options.dataDir) : null;
  const seeded = options.seed ? await seedDemo(handle.db, { scale: options.scale, dataDir: options.dataDir, publicUrl: options.publicUrl }) : false;
  return { seeded, certificates };
}

// What the start-up step did with the old house certificates, in the operator's words; empty when there were none.
export function certificateReport(move: CertificateMove | null): { info: string[]; warn: string[] } {
  if (!move) return { info: [], warn: [] };
  return {
    info: move.moved ? [`${move.moved} house certificate picture${move.moved === 1 ? '' : 's'} moved from uploads/house-pictures into uploads/house-certificates`] : [],
    warn: move.missing.map(({ id, url }) => `house certificate picture ${id} left at ${url}: its file or thumbnail is not in the uploads folder`),
  };
}

// `jobs`: run the modules' periodic jobs (the real server does; tests call the jobs themselves with their own clock).
// `routes`: the endpoints served (tests give their own).
export async function createServer(
  config: Config, handle: DbHandle, options: { jobs?: boolean; routes?: RouteDef[] } = {},
): Promise<FastifyInstance> {
  const inFlight = new InFlight();
  const app = await buildApp({ config, handle, routes: options.routes ?? ALL_ROUTES, plainRoutes: ALL_PLAIN_ROUTES, takeObject: takeWaitingObject, inFlight });
  const jobs = options.jobs ? startJobs(handle.db, ALL_JOBS, app.log) : null;
  // One hook doing each in turn (Fastify runs onClose hooks last added first, so two hooks ran the database's close
  // before the jobs' stop): the calls still running finish, also those whose client has gone, then the jobs' run in
  // progress, then the database closes.
  app.addHook('onClose', async () => {
    await inFlight.settled(STOP_WAIT_MS);
    await jobs?.stop();
    await handle.close();
  });
  return app;
}
