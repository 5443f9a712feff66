import { loadConfig } from './core/config.js';
import { createServer, databaseFor, prepareDatabase } from './server.js';

const config = loadConfig();
const handle = databaseFor(config);
const { seeded } = await prepareDatabase(handle, { seed: config.seedDemo, dataDir: config.dataDir });
const app = await createServer(config, handle, { jobs: true });
if (seeded) app.log.info('demo data seeded: sign in as admin / admin123');
await app.listen({ port: config.port, host: config.host });
app.log.info(`brokerage platform on http://${config.host}:${config.port} (${handle.location})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
