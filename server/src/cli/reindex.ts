import { parseArgs } from 'node:util';
import { reindexFollowups } from '../modules/house/followup-index.js';
import { openExistingDatabase } from './existing-database.js';

// npm run db:reindex [-- --all]: writes the follow-ups' keyword index entries of those written around the app (plain
// SQL, a restore); --all builds the whole index again (modules/house/followup-index.ts).
const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
const handle = openExistingDatabase();
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
