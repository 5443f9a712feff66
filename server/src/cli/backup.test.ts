import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../core/config.js';
import { openDatabase, type DbHandle } from '../core/db/database.js';
import { prepareDatabase } from '../server.js';
import { testDialect } from '../test/harness.js';

// npm run db:backup and db:restore as an operator runs them, on the server's database as its configuration names it:
// DATA_DIR's SQLite file, or on PostgreSQL a database of this test's own.

const postgres = testDialect() === 'postgres';
// The PostgreSQL commands need the client tools; a machine without them runs the SQLite half only.
const tools = !postgres || spawnSync('pg_dump', ['--version']).status === 0;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-backup-'));
let databaseUrl = '';
let env: NodeJS.ProcessEnv;
let handle: DbHandle;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function command(script: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, `server/src/cli/${script}.ts`), ...args], { env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const open = () => (postgres ? openDatabase({ databaseUrl }) : openDatabase({ sqliteFile: path.join(work, 'data/brokerage.sqlite') }));

beforeAll(async () => {
  if (!tools) return;
  if (postgres) {
    const name = `backup_${randomBytes(5).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  env = { ...process.env, DATA_DIR: path.join(work, 'data'), DATABASE_URL: databaseUrl };
  handle = open();
  await prepareDatabase(handle, { seed: true });
});

afterAll(async () => {
  if (!tools) return;
  await handle.close();
  if (postgres) await admin((client) => client.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`));
  fs.rmSync(work, { recursive: true, force: true });
});

async function staffState(db: DbHandle['db']) {
  const rows = await db.selectFrom('staff').select(['id', 'account', 'name']).orderBy('id').execute();
  const customers = await db.selectFrom('customer').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, customers: Number(customers.n) };
}

// Each test starts the backup and restore commands several times, each a fresh Node process compiling TypeScript.
describe.skipIf(!tools)('backup and restore', { timeout: 120_000 }, () => {
  it('backs up while the database is open, and restores the rows it held over later changes only with --force', async () => {
    const file = path.join(work, 'backups/brokerage.backup');
    const before = await staffState(handle.db);
    expect(before.rows.length).toBeGreaterThan(10);

    // The server's connection stays open meanwhile, as a running server's would.
    const backup = command('backup', file);
    expect(backup.output).toContain('written to');
    expect(backup.status).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    // An existing backup file is not overwritten by mistake.
    expect(command('backup', file).status).toBe(1);

    await handle.db.updateTable('staff').set({ name: '已改名' }).where('account', '=', 'admin').execute();
    await handle.db.deleteFrom('customer_phone').execute();
    const changed = await staffState(handle.db);
    expect(changed.rows).not.toEqual(before.rows);
    await handle.close();

    const refused = command('restore', file);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('--force');
    handle = open();
    expect(await staffState(handle.db)).toEqual(changed);
    await handle.close();

    const restored = command('restore', file, '--force');
    expect(restored.output).toContain('restored from');
    expect(restored.status).toBe(0);
    handle = open();
    expect(await staffState(handle.db)).toEqual(before);
    expect(Number((await handle.db.selectFrom('customer_phone').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n))
      .toBeGreaterThan(0);
  });

  it('restores into an empty database without --force, and refuses a file that is no backup', async () => {
    const file = path.join(work, 'second.backup');
    expect(command('backup', file).status).toBe(0);
    const junk = path.join(work, 'junk.backup');
    fs.writeFileSync(junk, 'not a backup at all');
    expect(command('restore', junk, '--force').status).toBe(1);
    // The database the junk was refused on still holds its rows.
    expect((await staffState(handle.db)).rows.length).toBeGreaterThan(10);

    if (postgres) {
      const name = `restore_${randomBytes(5).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      try {
        const restored = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/cli/restore.ts'), file],
          { env: { ...env, DATABASE_URL: url.toString() }, encoding: 'utf8' });
        expect(restored.status, restored.stderr).toBe(0);
        const copy = openDatabase({ databaseUrl: url.toString() });
        expect(await staffState(copy.db)).toEqual(await staffState(handle.db));
        await copy.close();
      } finally {
        await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      }
    } else {
      const dataDir = path.join(work, 'empty');
      const restored = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/cli/restore.ts'), file],
        { env: { ...env, DATA_DIR: dataDir }, encoding: 'utf8' });
      expect(restored.status, restored.stderr).toBe(0);
      const copy = openDatabase({ sqliteFile: path.join(dataDir, 'brokerage.sqlite') });
      expect(await staffState(copy.db)).toEqual(await staffState(handle.db));
      await copy.close();
    }
  });
});
