import { analyzeDatabase } from '../core/db/statistics.js';
import { openExistingDatabase } from './existing-database.js';

// npm run db:analyze: refreshes the query planner's statistics (core/db/statistics.ts). Off-hours: on SQLite it
// holds the database for the whole run.
const handle = openExistingDatabase();
try {
  const started = Date.now();
  const tables = await analyzeDatabase(handle);
  console.log(`statistics gathered for ${tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.location})`);
} finally {
  await handle.close();
}
