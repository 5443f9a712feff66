import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { freshDatabase, testDialect, type FreshDatabase } from '../../test/harness.js';
import { withNamedStatements } from './database.js';

type Prepared = { name: string; statement: string; generic_plans: number };

// PostgreSQL statements with parameters are sent as named prepared statements, one per SQL text on each connection,
// the most recent CACHE kept (withNamedStatements). One connection, so pg_prepared_statements (a session's own) shows
// what the server keeps.
describe.skipIf(testDialect() !== 'postgres')('PostgreSQL named prepared statements', () => {
  const CACHE = 8;
  let fresh: FreshDatabase;
  let db: Kysely<Record<string, never>>;

  const prepared = async (on = db) =>
    (await sql<Prepared>`select name, statement, generic_plans from pg_prepared_statements order by name`.execute(on)).rows;
  const valueOf = async (n: number) =>
    (await sql<{ v: number }>`select v from thing where id = ${n}`.execute(db)).rows.map((row) => row.v);

  const connect = () => new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({
      pool: withNamedStatements(new pg.Pool({
        connectionString: process.env.TEST_DATABASE_URL, max: 1, options: `-c search_path=${fresh.handle.schema}`,
      }), CACHE),
    }),
  });

  beforeAll(async () => {
    fresh = await freshDatabase();
    await sql`create table thing (id integer primary key, v integer not null)`.execute(fresh.handle.db);
    await sql`insert into thing (id, v) select i, i * 10 from generate_series(1, 50) as i`.execute(fresh.handle.db);
    db = connect();
  });
  afterAll(async () => {
    await db.destroy();
    await fresh.handle.close();
    await fresh.drop();
  });

  it('prepares a statement with parameters once and runs it again by its name, reusing a generic plan', async () => {
    for (let i = 1; i <= 8; i++) {
      expect((await sql<{ v: number }>`select v from thing where id = ${i} and v > ${-1}`.execute(db)).rows).toEqual([{ v: i * 10 }]);
    }
    const kept = (await prepared()).filter((row) => row.statement.includes('v > $2'));
    expect(kept).toHaveLength(1);
    // PostgreSQL plans the first five runs with their values, then keeps a generic plan for this cheap look-up.
    expect(kept[0]?.generic_plans).toBeGreaterThan(0);
  });

  it('sends a statement without parameters unnamed, so a text of several statements still runs', async () => {
    await sql`update thing set v = v + 1 where id = 1; update thing set v = v - 1 where id = 1`.execute(db);
    expect(await valueOf(1)).toEqual([10]);
    expect((await prepared()).filter((row) => row.statement.includes('update'))).toEqual([]);
  });

  it('keeps a select without parameters too, planned once (its values written into it)', async () => {
    for (let i = 0; i < 3; i++) expect((await sql<{ v: number }>`select v from thing where id = 7 and v > 0`.execute(db)).rows).toEqual([{ v: 70 }]);
    const kept = (await prepared()).filter((row) => row.statement.includes('id = 7 and'));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.generic_plans).toBe(3);
  });

  it('keeps the most recent statements and deallocates the oldest; a dropped one is prepared again when it returns', async () => {
    // CACHE + 2 texts: the value plus a different constant each.
    const run = (k: number) => sql<{ v: number }>`select v + ${sql.raw(String(k))} as v from thing where id = ${5}`.execute(db);
    for (let k = 1000; k < 1000 + CACHE + 2; k++) expect((await run(k)).rows).toEqual([{ v: 50 + k }]);
    // Never more than CACHE kept; the oldest went two at a time (a quarter of 8) as newer ones came.
    const kept = await prepared();
    expect(kept.length).toBeLessThanOrEqual(CACHE);
    expect(kept.some((row) => row.statement.includes('v + 1000 '))).toBe(false);
    expect(kept.some((row) => row.statement.includes(`v + ${1000 + CACHE + 1} `))).toBe(true);
    // The first one again: prepared under a new name, the right answer.
    expect((await run(1000)).rows).toEqual([{ v: 1050 }]);
    expect((await prepared()).filter((row) => row.statement.includes('v + 1000 '))).toHaveLength(1);
  });

  it('a statement with an error fails each time with its own error, and is not left to deallocate', async () => {
    // A connection of its own, so the cache starts empty and the order in which statements leave it is known.
    const own = connect();
    try {
      for (let i = 0; i < 2; i++) {
        await expect(sql`select no_such_column from thing where id = ${i}`.execute(own)).rejects.toThrow(/no_such_column/);
      }
      const good = (k: number) => sql`select v + ${sql.raw(String(k))} from thing where id = ${1}`.execute(own);
      // The failed one leaves first, with 2000, in one batch: were it deallocated too, the batch would fail at it and
      // 2000 would stay on the server unknown to the cache.
      for (let k = 2000; k <= 2000 + CACHE; k++) await good(k);
      const kept = await prepared(own);
      expect(kept.length).toBeLessThanOrEqual(CACHE);
      expect(kept.some((row) => row.statement.includes('v + 2000 '))).toBe(false);
      expect((await sql<{ v: number }>`select v from thing where id = ${7}`.execute(own)).rows).toEqual([{ v: 70 }]);
    } finally {
      await own.destroy();
    }
  });

  it('a deallocation refused inside a failed transaction is done after it ends', async () => {
    for (let i = 0; i < CACHE; i++) await sql`select v from thing where id = ${i + 1} and ${sql.raw(String(100 + i))} > 0`.execute(db);
    // The cache is full of these: the next new statement sends the two oldest (100, 101) to be deallocated.
    await expect(db.transaction().execute(async (trx) => {
      await expect(sql`select 1 / 0`.execute(trx)).rejects.toThrow(/division by zero/);
      // A new statement in the failed transaction: its deallocations are refused with it.
      await sql`select v from thing where id = ${1} and 200 > 0`.execute(trx);
    })).rejects.toThrow(/current transaction is aborted/);
    expect(await valueOf(3)).toEqual([30]);
    const kept = await prepared();
    expect(kept.length).toBeLessThanOrEqual(CACHE);
    expect(kept.some((row) => row.statement.includes('100 > 0') || row.statement.includes('101 > 0'))).toBe(false);
  });

  it('a table changed by another server under a kept `select *` is read again, not refused', async () => {
    const row = () => sql<Record<string, unknown>>`select * from thing where id = ${2}`.execute(db);
    expect((await row()).rows).toEqual([{ id: 2, v: 20 }]);
    expect((await row()).rows).toEqual([{ id: 2, v: 20 }]);
    await sql`alter table thing add column note text`.execute(fresh.handle.db);
    expect((await row()).rows).toEqual([{ id: 2, v: 20, note: null }]);
    expect((await row()).rows).toEqual([{ id: 2, v: 20, note: null }]);
  });

  it('a statement deallocated behind its back (DEALLOCATE ALL on the connection) is prepared again', async () => {
    expect(await valueOf(4)).toEqual([40]);
    await sql`deallocate all`.execute(db);
    expect(await valueOf(4)).toEqual([40]);
    expect(await valueOf(5)).toEqual([50]);
  });

  // A kept statement's result is described by the server on its first run only (core/db/pg-kept-run.ts): the
  // connection's RowDescription messages are counted.
  describe('results described once', () => {
    let descriptions = 0;
    let raw: pg.Pool;
    // pg's own queries, the reference for what rows read.
    let plain: pg.Pool;
    let kept: Kysely<Record<string, never>>;

    beforeAll(async () => {
      await sql`create table kinds (id integer primary key, big bigint, flag boolean, note text, data jsonb, amount numeric(12, 2))`.execute(fresh.handle.db);
      await sql`insert into kinds values (1, 9007199254740991, true, 'one', '{"a": [1, 2]}', 12.5),
        (2, null, false, null, null, null), (3, -5, null, '', '[]', 0)`.execute(fresh.handle.db);
      raw = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, options: `-c search_path=${fresh.handle.schema}` });
      raw.on('connect', (client) => {
        (client as unknown as { connection: { on: (event: string, listener: () => void) => void } }).connection
          .on('rowDescription', () => { descriptions += 1; });
      });
      kept = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: withNamedStatements(raw, CACHE) }) });
      plain = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, options: `-c search_path=${fresh.handle.schema}` });
    });
    afterAll(async () => {
      await kept.destroy();
      await plain.end();
    });

    it('reads the rows of every run as pg itself reads them, with one description for all the runs', async () => {
      const before = descriptions;
      for (const id of [1, 2, 3, 1, 2, 3]) {
        const rows = (await sql<Record<string, unknown>>`select * from kinds where id = ${id}`.execute(kept)).rows;
        expect(rows).toEqual((await plain.query('select * from kinds where id = $1', [id])).rows);
        expect(rows).toHaveLength(1);
      }
      expect(descriptions - before).toBe(1);
      const [first] = (await sql<Record<string, unknown>>`select * from kinds where id = ${1}`.execute(kept)).rows;
      expect(first).toEqual({ id: 1, big: 9007199254740991, flag: true, note: 'one', data: { a: [1, 2] }, amount: '12.50' });
      // A column named __proto__ is a property like any other (the rows' builder writes it computed).
      for (let i = 0; i < 2; i++) {
        const [odd] = (await sql<Record<string, unknown>>`select note as "__proto__", id from kinds where id = ${1}`.execute(kept)).rows;
        expect(Object.getOwnPropertyNames(odd).sort()).toEqual(['__proto__', 'id']);
        expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
      }
    });

    it('counts the rows an insert or update without rows changes, and reads the rows of one with `returning`', async () => {
      const before = descriptions;
      for (const id of [10, 11, 12]) {
        const result = await sql`insert into kinds (id, note) values (${id}, ${'new'})`.execute(kept);
        expect(result.numAffectedRows).toBe(1n);
        expect(result.rows).toEqual([]);
      }
      expect(descriptions - before).toBe(0);
      for (const note of ['a', 'b']) {
        const result = await sql<{ id: number }>`update kinds set note = ${note} where id >= ${10} returning id`.execute(kept);
        expect(result.numAffectedRows).toBe(3n);
        expect(result.rows.map((row) => row.id).sort()).toEqual([10, 11, 12]);
      }
      expect(descriptions - before).toBe(1);
    });

    it('a value that cannot be sent fails its run, and the connection goes on answering', async () => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(sql`select ${circular}::jsonb as j from kinds where id = ${1}`.execute(kept)).rejects.toThrow(/circular/i);
      expect((await sql<{ j: unknown }>`select ${JSON.stringify({ b: 1 })}::jsonb as j from kinds where id = ${1}`.execute(kept)).rows).toEqual([{ j: { b: 1 } }]);
      expect((await sql<{ note: string }>`select note from kinds where id = ${1}`.execute(kept)).rows).toEqual([{ note: 'one' }]);
    });
  });
});
