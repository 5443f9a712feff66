import { loadConfig } from '../core/config.js';
import { databaseFor, prepareDatabase } from '../server.js';

// npm run db:migrate: schema and catalogue up to date, no demo data.
const config = loadConfig();
const handle = databaseFor(config);
try {
  await prepareDatabase(handle, { seed: false });
  console.log(`database is up to date (${handle.location})`);
} finally {
  await handle.close();
}
