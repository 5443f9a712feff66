import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { sqliteFileOf } from '../server.js';
import { restoreDatabase } from './database-backup.js';

// npm run db:restore -- <file> [--force]: the server's database (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL)
// made what a db:backup file holds. A database that is not empty is replaced only with --force, servers stopped.
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('usage: npm run db:restore -- <file> [--force]');
  process.exit(2);
}
const config = loadConfig();
const started = Date.now();
try {
  await restoreDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: sqliteFileOf(config) }, file, { force: values.force });
  console.log(`${config.databaseUrl ? 'the PostgreSQL database' : sqliteFileOf(config)} restored from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
