import { parseArgs } from 'node:util';
import { reindexFollowups } from '../modules/house/followup-index.js';
import { recountFollowups } from '../modules/statistics/followup-day.js';
import { recountHouseDays } from '../modules/statistics/house-day.js';
import { refillNewhouseMonths } from '../modules/statistics/newhouse-month.js';
import { openExistingDatabase } from './existing-database.js';

// npm run db:reindex [-- --all]: writes the follow-ups' keyword index entries of those written around the app (plain
// SQL, a restore); --all builds the whole index again (modules/house/followup-index.ts). Then counts every follow-up
// afresh for the follow-up statistics (modules/statistics/followup-day.ts), and them and the owner phone reveals for
// the house statistics (modules/statistics/house-day.ts), and writes the new-house reports' month of 结佣 afresh for the
// performance statistics (modules/statistics/newhouse-month.ts).
const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
const handle = openExistingDatabase();
try {
  const started = Date.now();
  const written = await reindexFollowups(handle, { all: values.all });
  const what = handle.dialect === 'postgres'
    ? (values.all ? 'PostgreSQL index of the follow-ups\' words rebuilt' : 'PostgreSQL indexes every follow-up as it is written: nothing to do')
    : `${written.toLocaleString('en')} follow-up${written === 1 ? '' : 's'} indexed`;
  console.log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.location})`);
  const counting = Date.now();
  const rows = await recountFollowups(handle.db);
  console.log(`follow-up statistics counted afresh (${rows.days.toLocaleString('en')} rows of person, day and kind; ${rows.months.toLocaleString('en')} of person, month and kind) in ${((Date.now() - counting) / 1000).toFixed(1)} s`);
  const housing = Date.now();
  const houseRows = await recountHouseDays(handle.db);
  console.log(`house statistics counted afresh (${houseRows.toLocaleString('en')} rows of person, day and kind) in ${((Date.now() - housing) / 1000).toFixed(1)} s`);
  const settling = Date.now();
  const reports = await refillNewhouseMonths(handle.db);
  console.log(`new-house reports' month of 结佣 written afresh (${reports.toLocaleString('en')} changed) in ${((Date.now() - settling) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
