import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SQLite from 'better-sqlite3';
import { testDialect } from '../../test/harness.js';
import { openDatabase } from './database.js';
import { BACKSTOP_PAGES, SqliteCheckpointer } from './sqlite-checkpointer.js';

// The SQLite file's checkpoints on a thread of their own (sqlite-checkpointer.ts). The thread's timer is set far off
// here, so that each pass is the test's own (`now()`); a row of 3,000 random bytes fills about a page of the log.

describe.skipIf(testDialect() !== 'sqlite')('SQLite checkpoints on a thread of their own', () => {
  let dir: string;
  let file: string;
  let writer: SQLite.Database;
  let checkpointer: SqliteCheckpointer | null = null;

  const open = () => {
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    return db;
  };
  // Pages written to the log in `transactions` commits of `rows` rows each.
  const write = (transactions: number, rows = 200) => {
    const insert = writer.prepare('insert into thing (data) values (randomblob(3000))');
    for (let t = 0; t < transactions; t++) writer.transaction(() => { for (let r = 0; r < rows; r++) insert.run(); })();
  };
  const autocheckpoint = () => writer.pragma('wal_autocheckpoint', { simple: true });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
    file = path.join(dir, 'test.sqlite');
    writer = open();
    writer.exec('create table thing (id integer primary key, data blob)');
  });
  afterEach(async () => {
    await checkpointer?.close();
    checkpointer = null;
    writer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the log to the thread: the commits that pass 1,000 pages copy nothing, the thread copies it all', async () => {
    checkpointer = new SqliteCheckpointer(file, writer, { intervalMs: 60_000, restartPages: 1_000_000 });
    expect(autocheckpoint()).toBe(BACKSTOP_PAGES);
    write(25);
    const state = await checkpointer.now();
    // Had a commit checkpointed at 1,000 pages, the log would have started again and hold only the last few commits.
    expect(state.log).toBeGreaterThan(4_500);
    expect(state.checkpointed).toBe(state.log);
    expect(state.busy).toBe(0);
    // Copied into the file: another connection reads every row with the log emptied by the writer's next transaction.
    writer.pragma('wal_checkpoint(TRUNCATE)');
    expect(fs.statSync(`${file}-wal`).size).toBe(0);
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select count(*) from thing').pluck().get()).toBe(5_000);
    reader.close();
  });

  it('without the thread the writer copies the log itself at 1,000 pages, as SQLite does', () => {
    expect(autocheckpoint()).toBe(1_000);
    write(25);
    const [state] = writer.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    expect(state?.log).toBeLessThan(1_500);
  });

  it('starts the log again once it is long: the next transaction writes from its beginning', async () => {
    checkpointer = new SqliteCheckpointer(file, writer, { intervalMs: 60_000, restartPages: 2_000 });
    write(15);
    const state = await checkpointer.now();
    expect(state.restarts).toBe(1);
    expect(state.checkpointed).toBe(state.log);
    write(1, 20);
    const after = await checkpointer.now();
    expect(after.log).toBeLessThan(100);
    expect(after.restarts).toBe(1);
  });

  it('does not start the log again under a reader still reading from it (a RESTART waits for no one: it reports busy)', async () => {
    checkpointer = new SqliteCheckpointer(file, writer, { intervalMs: 60_000, restartPages: 2_000 });
    write(15);
    const reader = new SQLite(file, { readonly: true });
    reader.exec('begin');
    reader.prepare('select count(*) from thing').pluck().get();
    try {
      const state = await checkpointer.now();
      expect(state.checkpointed).toBe(state.log);
      expect(state.busy).toBe(1);
      expect(state.restarts).toBe(0);
      write(1, 20);
      expect((await checkpointer.now()).log).toBeGreaterThan(state.log);
    } finally {
      reader.exec('commit');
      reader.close();
    }
  });

  it('between writes a pass alone is enough: the next transaction finds the whole log copied and starts it again', async () => {
    checkpointer = new SqliteCheckpointer(file, writer, { intervalMs: 60_000, restartPages: 1_000_000 });
    write(5);
    const first = await checkpointer.now();
    expect(first.log).toBeGreaterThan(900);
    write(1, 20);
    const second = await checkpointer.now();
    expect(second.restarts).toBe(0);
    expect(second.log).toBeLessThan(100);
  });

  it('runs its passes by itself on its timer', async () => {
    checkpointer = new SqliteCheckpointer(file, writer, { intervalMs: 10, restartPages: 1_000_000 });
    write(5);
    await vi.waitFor(() => {
      expect(checkpointer?.last?.log).toBeGreaterThan(900);
      expect(checkpointer?.last?.checkpointed).toBe(checkpointer?.last?.log);
    });
  });

  it('if the thread stops, the writer checkpoints at 1,000 pages again until a new thread runs', async () => {
    checkpointer = new SqliteCheckpointer(file, writer, { intervalMs: 60_000, restartPages: 1_000_000 });
    await checkpointer.thread()?.terminate();
    expect(checkpointer.running()).toBe(false);
    expect(autocheckpoint()).toBe(1_000);
    await expect(checkpointer.now()).rejects.toThrow(/not running/);
    await vi.waitFor(() => expect(checkpointer?.running()).toBe(true), { timeout: 3_000 });
    expect(checkpointer.starts).toBe(2);
    expect(autocheckpoint()).toBe(BACKSTOP_PAGES);
  });

  it('closes with the database: the thread ends and is not started again', async () => {
    const handle = openDatabase({ sqliteFile: path.join(dir, 'app.sqlite'), readers: 0 });
    const thread = handle.checkpointer?.thread();
    expect(thread).toBeTruthy();
    const exited = new Promise((resolve) => thread?.once('exit', resolve));
    await handle.close();
    await exited;
    expect(handle.checkpointer?.running()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(handle.checkpointer?.starts).toBe(1);
    expect(openDatabase({ sqliteFile: ':memory:' }).checkpointer).toBeUndefined();
    const without = openDatabase({ sqliteFile: path.join(dir, 'other.sqlite'), readers: 0, checkpointThread: false });
    expect(without.checkpointer).toBeUndefined();
    await without.close();
  });
});
