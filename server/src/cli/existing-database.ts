import fs from 'node:fs';
import { loadConfig } from '../core/config.js';
import type { DbHandle } from '../core/db/database.js';
import { databaseFor, sqliteFileOf } from '../server.js';

// The server's database for a maintenance command, as the server's configuration names it; exits with a clear message
// when there is no SQLite file there (a command given the wrong DATA_DIR would otherwise make an empty one).
export function openExistingDatabase(): DbHandle {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(sqliteFileOf(config))) {
    console.error(`no database at ${sqliteFileOf(config)}: set DATA_DIR (an absolute path) or DATABASE_URL as the server has them`);
    process.exit(1);
  }
  return databaseFor(config);
}
