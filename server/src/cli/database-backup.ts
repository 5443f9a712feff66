import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import SQLite from 'better-sqlite3';
import pg from 'pg';

// Backup and restore of the server's database (npm run db:backup / db:restore): SQLite through its online backup API,
// which copies a consistent snapshot page by page while servers keep reading and writing; PostgreSQL through pg_dump
// and pg_restore in their custom format. Uploaded files (DATA_DIR/uploads) are not in the database and are copied
// apart.

export type Target = { sqliteFile: string } | { databaseUrl: string };

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    child.on('error', (error) => reject(new Error(`${command} could not be started (${error.message}); is it installed and on PATH?`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

// Writes the backup to `file`, which must not exist yet unless `force`.
export async function backupDatabase(target: Target, file: string, { force = false } = {}): Promise<void> {
  if (fs.existsSync(file) && !force) throw new Error(`${file} exists: give another file, or --force to replace it`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('databaseUrl' in target) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    return;
  }
  if (!fs.existsSync(target.sqliteFile)) throw new Error(`no database at ${target.sqliteFile}`);
  // A partial file from an earlier, failed run must not be taken for a backup.
  fs.rmSync(file, { force: true });
  const source = new SQLite(target.sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(file);
  } finally {
    source.close();
  }
  // The copy keeps the source's WAL mode; one self-contained file is what a backup should be.
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

// Whether the database holds any table: a server has started on it (migrated and seeded) or something else lives there.
export async function databaseInUse(target: Target): Promise<boolean> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      return Number(rows[0]?.n ?? 0) > 0;
    } finally {
      await client.end();
    }
  }
  if (!fs.existsSync(target.sqliteFile)) return false;
  const db = new SQLite(target.sqliteFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as { n: number }).n > 0;
  } finally {
    db.close();
  }
}

// Replaces the database's content with the backup in `file`. A database that holds tables is replaced only with
// `force`; stop the servers first, since they would otherwise keep working on what they had read.
export async function restoreDatabase(target: Target, file: string, { force = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if (!force && await databaseInUse(target)) {
    throw new Error('the database is not empty: stop the servers and give --force to replace its content with the backup');
  }
  if ('databaseUrl' in target) {
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // Checked before anything of the target is touched: a file that is no SQLite database fails here.
    backup.prepare(`select count(*) from sqlite_master`).get();
    fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
    // The backup API writes every page of the target in one transaction, under its locks, whatever it held before.
    await backup.backup(target.sqliteFile);
  } finally {
    backup.close();
  }
}
