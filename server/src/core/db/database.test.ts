import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, testDialect, type FreshDatabase } from '../../test/harness.js';
import type { DbHandle } from './database.js';

// Several server processes on one SQLite file (SERVER_WORKERS, docs/performance.md) each have their own connection.
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
