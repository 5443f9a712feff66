import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { databaseFor, sqliteFileOf } from '../server.js';
import { reindexFollowups } from '../modules/followup/followup-index.js';

// npm run db:reindex [-- --all]: writes the follow-ups' keyword index entries of those written around the app (plain
// SQL, a restore); --all builds the whole index again (modules/followup/followup-index.ts).
const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
const config = loadConfig();
if (!config.databaseUrl && !fs.existsSync(sqliteFileOf(config))) {
  console.error(`no database at ${sqliteFileOf(config)}: set DATA_DIR (an absolute path) or DATABASE_URL as the server has them`);
  process.exit(1);
}
const handle = databaseFor(config);
try {
  const started = Date.now();
  const written = await reindexFollowups(handle, { all: values.all });
  const what = handle.dialect === 'postgres'
    ? (values.all ? 'PostgreSQL index of the follow-ups\' words rebuilt' : 'PostgreSQL indexes every follow-up as it is written: nothing to do')
    : `${written.toLocaleString('en')} follow-up${written === 1 ? '' : 's'} indexed`;
  console.log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.location})`);
} finally {
  await handle.close();
}
