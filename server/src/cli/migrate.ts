import { loadConfig } from '../core/config.js';
import { certificateReport, databaseFor, prepareDatabase } from '../server.js';

// npm run db:migrate: schema and catalogue up to date, the old house certificates in the private folder, no demo data.
const config = loadConfig();
const handle = databaseFor(config);
try {
  const { certificates } = await prepareDatabase(handle, { seed: false, dataDir: config.dataDir });
  const moved = certificateReport(certificates);
  for (const line of moved.info) console.log(line);
  for (const line of moved.warn) console.warn(line);
  console.log(`database is up to date (${handle.location})`);
} finally {
  await handle.close();
}
