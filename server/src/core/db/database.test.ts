import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, testDialect, type FreshDatabase } from '../../test/harness.js';
import type { DbHandle } from './database.js';

// Several server processes on one SQLite file (SERVER_WORKERS) each have their own connection.
// A transaction that reads and then writes must not fail because another process wrote in between: SQLite refuses
// to turn such a read into a write (SQLITE_BUSY, at once: waiting cannot help a stale snapshot). Transactions take
// the write lock when they begin instead, so the other process waits for the commit (busy_timeout).
describe.skipIf(testDialect() !== 'sqlite')('SQLite transactions with another connection on the same file', () => {
  let fresh: FreshDatabase;
  let other: DbHandle;
  beforeAll(async () => {
    fresh = await freshDatabase();
    other = fresh.open();
    await sql`create table counter (id integer primary key, n integer not null)`.execute(fresh.handle.db);
    await sql`insert into counter (id, n) values (1, 0)`.execute(fresh.handle.db);
    // The other connection gives up quickly instead of waiting 5 s: it runs on this test's own thread.
    await sql`pragma busy_timeout = 50`.execute(other.db);
  });
  afterAll(async () => {
    await other.close();
    await fresh.handle.close();
    await fresh.drop();
  });

  it('a read-then-write transaction commits; the other connection cannot write in its middle', async () => {
    let otherWrite: unknown = null;
    await fresh.handle.db.transaction().execute(async (trx) => {
      const row = await sql<{ n: number }>`select n from counter where id = 1`.execute(trx);
      // Another process writes now: it must wait for this transaction, not slip in before its write.
      otherWrite = await sql`update counter set n = n + 100 where id = 1`.execute(other.db).then(() => 'written', (error: Error) => error.message);
      await sql`update counter set n = ${(row.rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
    });
    expect(otherWrite).toBe('database is locked');
    // Its retry after the commit sees the committed value: no update is lost.
    await sql`update counter set n = n + 100 where id = 1`.execute(other.db);
    const after = await sql<{ n: number }>`select n from counter where id = 1`.execute(fresh.handle.db);
    expect(after.rows[0]?.n).toBe(101);
  });
});

// The SQLite connection keeps its statements prepared (withStatementCache): a statement run again must answer as new.
describe.skipIf(testDialect() !== 'sqlite')('SQLite statements kept prepared', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await sql`create table thing (id integer primary key, name text, size real, note text)`.execute(fresh.handle.db);
    await sql`insert into thing (id, name, size, note) values (1, 'a', 1.5, null), (2, 'b', 2, 'x')`.execute(fresh.handle.db);
  });
  afterAll(async () => {
    await fresh.handle.close();
    await fresh.drop();
  });

  it('streams, returns rows from a write, and runs writes without rows', async () => {
    const streamed: unknown[] = [];
    for await (const row of fresh.handle.db.selectFrom('thing' as never).select(['id' as never]).orderBy('id' as never).stream()) streamed.push(row);
    expect(streamed).toEqual([{ id: 1 }, { id: 2 }]);
    const returned = await sql`insert into thing (id, name) values (3, 'c') returning id, name`.execute(fresh.handle.db);
    expect(returned.rows).toEqual([{ id: 3, name: 'c' }]);
    const updated = await sql`update thing set size = 3 where id > 1`.execute(fresh.handle.db);
    expect(updated.numAffectedRows).toBe(2n);
    // The same statement again comes from the cache, with each run's own values.
    for (const id of [2, 3, 2]) {
      const again = await sql`select id, size from thing where id = ${id}`.execute(fresh.handle.db);
      expect(again.rows).toEqual([{ id, size: 3 }]);
    }
  });
});

// A request's statements never fan out into parallel workers on PostgreSQL (database.ts says why).
describe.skipIf(testDialect() !== 'postgres')('PostgreSQL connection settings', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await fresh.handle.close();
    await fresh.drop();
  });

  it('plans no parallel workers and works in its own database', async () => {
    const { rows } = await sql<{ workers: string; database: string }>`
      select current_setting('max_parallel_workers_per_gather') as workers, current_database() as database`.execute(fresh.handle.db);
    expect(rows[0]?.workers).toBe('0');
    expect(rows[0]?.database).toMatch(/^brokerage_test_[0-9]+_[0-9a-f]{12}$/);
  });
});
