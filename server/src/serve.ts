import type { Config } from './core/config.js';
import { setCompanyTimeZone } from './core/clock.js';
import { certificateReport, createServer, databaseFor, prepareDatabase } from './server.js';

// One server process: brings the database up to date (seeding the demo company into an empty one), listens, and
// closes cleanly on SIGINT/SIGTERM. `jobs`: whether this process runs the periodic jobs (in a cluster, one worker).
export async function serve(config: Config, options: { jobs: boolean }): Promise<void> {
  setCompanyTimeZone(config.timeZone);
  const handle = databaseFor(config);
  const { seeded, certificates } = await prepareDatabase(handle, { seed: config.seedDemo, dataDir: config.dataDir, publicUrl: config.publicUrl });
  const app = await createServer(config, handle, { jobs: options.jobs });
  if (seeded) app.log.info('demo data seeded: sign in as admin / admin123');
  const moved = certificateReport(certificates);
  for (const line of moved.info) app.log.info(line);
  for (const line of moved.warn) app.log.warn(line);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`brokerage platform on http://${config.host}:${config.port} (${handle.location})`);

  // Once: in a cluster a terminal's Ctrl-C reaches this process both directly and from the supervisor.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}
