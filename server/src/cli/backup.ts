import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { sqliteFileOf } from '../server.js';
import { backupDatabase } from './database-backup.js';

// npm run db:backup -- <file> [--force]: a backup of the server's database (DATA_DIR's SQLite file, or DATABASE_URL's
// PostgreSQL in pg_dump's custom format), safe while the servers run. --force replaces an existing file.
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('usage: npm run db:backup -- <file> [--force]');
  process.exit(2);
}
const config = loadConfig();
const started = Date.now();
try {
  await backupDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: sqliteFileOf(config) }, file, { force: values.force });
  console.log(`backup of ${config.databaseUrl ? 'the PostgreSQL database' : sqliteFileOf(config)} written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
