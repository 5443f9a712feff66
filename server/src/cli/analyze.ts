import fs from 'node:fs';
import { loadConfig } from '../core/config.js';
import { databaseFor, sqliteFileOf } from '../server.js';
import { analyzeDatabase } from '../core/db/statistics.js';

// npm run db:analyze: refreshes the query planner's statistics (core/db/statistics.ts). Off-hours: on SQLite it
// holds the database for the whole run (about 5 s at a million houses).
const config = loadConfig();
if (!config.databaseUrl && !fs.existsSync(sqliteFileOf(config))) {
  console.error(`no database at ${sqliteFileOf(config)}: set DATA_DIR (an absolute path) or DATABASE_URL as the server has them`);
  process.exit(1);
}
const handle = databaseFor(config);
try {
  const started = Date.now();
  const tables = await analyzeDatabase(handle);
  console.log(`statistics gathered for ${tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.location})`);
} finally {
  await handle.close();
}
