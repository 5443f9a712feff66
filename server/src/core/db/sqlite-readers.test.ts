import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import SQLite from 'better-sqlite3';
import { freshDatabase, testDialect, type FreshDatabase } from '../../test/harness.js';
import { openDatabase, type DbHandle } from './database.js';
import type { SqliteReaders } from './sqlite-readers.js';

// The SQLite file's reads outside transactions run on reading threads (sqlite-readers.ts); everything else on the one
// writing connection. The tables here are the test's own, reached through Kysely's builder (a SELECT the readers take;
// a statement written with sql`` is not a SelectQueryNode and stays on the writing connection).
type Tables = { thing: { id: number; name: string | null; size: number | null; data: Buffer | null } };

describe.skipIf(testDialect() !== 'sqlite')('SQLite readers', () => {
  let fresh: FreshDatabase;
  let handle: DbHandle;
  let db: Kysely<Tables>;
  let readers: SqliteReaders;
  // The same file without readers: what the writing connection alone answers.
  let plain: DbHandle;
  const ran = () => readers.counts.reduce((sum, n) => sum + n, 0);

  beforeAll(async () => {
    fresh = await freshDatabase();
    handle = openDatabase({ sqliteFile: fresh.handle.location.slice('sqlite:'.length), readers: 2 });
    await fresh.handle.close();
    db = handle.db as unknown as Kysely<Tables>;
    readers = handle.readers as SqliteReaders;
    plain = openDatabase({ sqliteFile: handle.location.slice('sqlite:'.length), readers: 0 });
    await sql`create table thing (id integer primary key, name text, size real, data blob)`.execute(db);
  });
  afterAll(async () => {
    await plain.close();
    await handle.close();
    await fresh.drop();
  });
  beforeEach(async () => {
    await sql`delete from thing`.execute(db);
    await sql`insert into thing (id, name, size, data) values (1, 'a', 1.5, null), (2, 'b"\\', 2, x'00ff10'), (3, null, null, null)`.execute(db);
  });

  it('runs a SELECT outside a transaction on a reader, with the rows the writing connection gives', async () => {
    expect(readers).toBeDefined();
    expect(plain.readers).toBeUndefined();
    const query = (on: Kysely<Tables>) => on.selectFrom('thing').select(['id', 'name', 'size', 'data', 'name as __proto__', 'size as id']).orderBy('thing.id');
    const before = ran();
    const read = await query(db).execute();
    expect(ran()).toBe(before + 1);
    expect(read).toEqual(await query(plain.db as unknown as Kysely<Tables>).execute());
    expect(read.map((row) => row.id)).toEqual([1.5, 2, null]);
    const blob = read[1]?.data;
    expect(Buffer.from(blob as Uint8Array).toString('hex')).toBe('00ff10');
    expect(Object.getPrototypeOf(read[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(read[0], '__proto__')?.value).toBe('a');
    // Parameters of every kind a statement is given, a blob among them.
    const found = await db.selectFrom('thing').select('id').where('name', '=', 'a').where('size', '>', 1).where('id', 'in', [1, 2]).execute();
    expect(found).toEqual([{ id: 1 }]);
    const byBlob = await db.selectFrom('thing').select('id').where('data', '=', Buffer.from('00ff10', 'hex')).execute();
    expect(byBlob).toEqual([{ id: 2 }]);
  });

  it('sees every write committed before it, at once', async () => {
    for (let id = 10; id < 60; id++) {
      await db.insertInto('thing').values({ id, name: `n${id}`, size: id, data: null }).execute();
      const row = await db.selectFrom('thing').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      expect(row).toEqual({ id, name: `n${id}` });
      await db.transaction().execute((trx) => trx.updateTable('thing').set({ size: -id }).where('id', '=', id).execute());
      expect((await db.selectFrom('thing').select('size').where('id', '=', id).executeTakeFirst())?.size).toBe(-id);
    }
  });

  it('leaves a transaction\'s reads on its connection, where they see its own writes', async () => {
    const before = ran();
    const inside = await db.transaction().execute(async (trx) => {
      await trx.updateTable('thing').set({ name: 'changed' }).where('id', '=', 1).execute();
      return trx.selectFrom('thing').select('name').where('id', '=', 1).executeTakeFirst();
    });
    expect(inside).toEqual({ name: 'changed' });
    expect(ran()).toBe(before);
  });

  it('answers a read while a transaction is open without waiting for it, with what was committed', async () => {
    // On the writing connection alone this read would wait for the transaction, which waits for the read: it would
    // never finish. On a reader it is answered at once, with the row as it was before the transaction.
    const outside = await db.transaction().execute(async (trx) => {
      await trx.updateTable('thing').set({ name: 'uncommitted' }).where('id', '=', 1).execute();
      return db.selectFrom('thing').select('name').where('id', '=', 1).executeTakeFirst();
    });
    expect(outside).toEqual({ name: 'a' });
    expect((await db.selectFrom('thing').select('name').where('id', '=', 1).executeTakeFirst())?.name).toBe('uncommitted');
  });

  it('spreads reads in flight over its readers', async () => {
    const before = [...readers.counts];
    const rows = await Promise.all(Array.from({ length: 40 }, (_, i) => db.selectFrom('thing').select('id').where('id', '=', (i % 3) + 1).execute()));
    expect(rows.map((r) => r[0]?.id)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 3) + 1));
    const after = readers.counts.map((n, i) => n - (before[i] as number));
    expect(after.reduce((a, b) => a + b, 0)).toBe(40);
    expect(after.every((n) => n > 0)).toBe(true);
  });

  it('fails a read with SQLite\'s error, and answers the next', async () => {
    const wrong = db.selectFrom('thing').select(sql<number>`no_such_function(id)`.as('x'));
    const error = await wrong.execute().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SQLite.SqliteError);
    expect((error as InstanceType<typeof SQLite.SqliteError>).message).toMatch(/no such function: no_such_function/);
    expect((error as InstanceType<typeof SQLite.SqliteError>).code).toBe('SQLITE_ERROR');
    expect(await db.selectFrom('thing').select('id').where('id', '=', 3).execute()).toEqual([{ id: 3 }]);
  });

  it('keeps streamed reads and statements written with sql`` on the writing connection', async () => {
    const before = ran();
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('thing').select('id').orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect((await sql<{ n: number }>`select count(*) as n from thing`.execute(db)).rows).toEqual([{ n: 3 }]);
    expect(ran()).toBe(before);
  });

  it('fails the reads a stopped reader had, sends reads to the writing connection until it may restart, then starts another', async () => {
    await Promise.all([0, 1].map(() => db.selectFrom('thing').select('id').execute()));
    const threads = readers.threads();
    expect(threads.every((thread) => thread !== null)).toBe(true);
    // A read in hand when its thread stops is failed, not run again elsewhere: it may be the read that stopped it.
    // Two slow reads (counting to three million), one on each reader, and both threads stopped under them.
    const slow = sql<number>`(with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c)`;
    const pending = [0, 1].map(() => db.selectFrom('thing').select(slow.as('n')).execute().then(() => 'read', (e: Error) => e.message));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(threads.map((thread) => thread?.terminate()));
    const outcomes = await Promise.all(pending);
    expect(outcomes).toHaveLength(2);
    for (const outcome of outcomes) expect(outcome).toMatch(/^a reading thread stopped \(exit code 1\)$/);
    // Both stopped: reads are answered on the writing connection meanwhile.
    const before = ran();
    expect(await db.selectFrom('thing').select('id').where('id', '=', 2).execute()).toEqual([{ id: 2 }]);
    expect(ran()).toBe(before);
    expect(readers.threads()).toEqual([null, null]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await db.selectFrom('thing').select('id').where('id', '=', 3).execute()).toEqual([{ id: 3 }]);
    expect(ran()).toBe(before + 1);
    expect(readers.threads().some((thread) => thread !== null && !threads.includes(thread))).toBe(true);
  });

  it('refuses reads once closed, and ends its threads', async () => {
    const other = openDatabase({ sqliteFile: handle.location.slice('sqlite:'.length), readers: 1 });
    const otherReaders = other.readers as SqliteReaders;
    expect(await other.db.selectFrom('thing' as never).select('id' as never).where('id' as never, '=', 1 as never).execute()).toEqual([{ id: 1 }]);
    const thread = otherReaders.threads()[0];
    const exited = new Promise((resolve) => thread?.once('exit', resolve));
    await other.close();
    await exited;
    await expect(otherReaders.execute(db.selectFrom('thing').select('id').compile())).rejects.toThrow(/closed/);
  });
});
