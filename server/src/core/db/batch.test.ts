import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Transaction } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../../test/harness.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';
import { BATCH_LIMIT, batchedTransaction } from './batch.js';

describe('batched transactions (group commit)', () => {
  let fresh: FreshDatabase;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.handle.db;
    await sql`create table note (id integer primary key, body varchar(40) not null unique)`.execute(db);
  });
  beforeEach(async () => {
    await sql`delete from note`.execute(db);
  });
  afterAll(async () => {
    await fresh.handle.close();
    await fresh.drop();
  });

  const bodies = async () => (await sql<{ body: string }>`select body from note order by id`.execute(db)).rows.map((r) => r.body);
  // A write that tells which database transaction it ran in.
  const add = (id: number, body: string) => async (trx: Transaction<Database>) => {
    await sql`insert into note (id, body) values (${id}, ${body})`.execute(trx);
    return { id, trx };
  };

  it('runs the transactions that arrive together in one database transaction, each with its own result', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => batchedTransaction(db, add(i + 1, `n${i + 1}`))));
    expect(results.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(results.map((r) => r.trx)).size).toBe(1);
    expect(await bodies()).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'n10']);
  });

  it('when one fails, rolls the batch back and runs each again on its own: only that one gets its error, the others commit', async () => {
    const failing = async (trx: Transaction<Database>) => {
      await sql`insert into note (id, body) values (${3}, ${'half-done'})`.execute(trx);
      throw new Error('refused after writing');
    };
    const duplicate = add(5, 'n1'); // body is unique: the statement itself fails
    const outcomes = await Promise.allSettled([
      batchedTransaction(db, add(1, 'n1')), batchedTransaction(db, add(2, 'n2')), batchedTransaction(db, failing),
      batchedTransaction(db, add(4, 'n4')), batchedTransaction(db, duplicate), batchedTransaction(db, add(6, 'n6')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect(await bodies()).toEqual(['n1', 'n2', 'n4', 'n6']);
    // Each committed in a transaction of its own (change 82: no savepoint for each, the batch run again instead).
    const trxs = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [(o.value as { trx: unknown }).trx] : []));
    expect(new Set(trxs).size).toBe(4);
  });

  it('answers nobody before the batch is committed', async () => {
    const order: string[] = [];
    const watched = async (trx: Transaction<Database>) => {
      await sql`insert into note (id, body) values (${1}, ${'n1'})`.execute(trx);
      order.push('written');
      return 1;
    };
    const slow = async (trx: Transaction<Database>) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await sql`insert into note (id, body) values (${2}, ${'n2'})`.execute(trx);
      order.push('slow written');
      return 2;
    };
    await Promise.all([batchedTransaction(db, watched).then(() => order.push('answered')), batchedTransaction(db, slow)]);
    expect(order).toEqual(['written', 'slow written', 'answered']);
  });

  it('gathers what arrives while a batch is written into the next one, at most BATCH_LIMIT a batch', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = batchedTransaction(db, async (trx) => {
      await held;
      return add(1, 'first')(trx);
    });
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is running now; these wait for it.
    const later = Array.from({ length: BATCH_LIMIT + 5 }, (_, i) => batchedTransaction(db, add(i + 2, `later${i}`)));
    release();
    const [one, ...rest] = await Promise.all([first, ...later]);
    const trxs = new Set(rest.map((r) => r.trx));
    expect(trxs.size).toBe(2);
    expect(trxs.has(one?.trx as Transaction<Database>)).toBe(false);
    expect(rest.filter((r) => r.trx === rest[0]?.trx)).toHaveLength(BATCH_LIMIT);
    expect(await bodies()).toHaveLength(BATCH_LIMIT + 6);
  });

  it('a batch run again leaves each write stored once: nothing lost, nothing twice', async () => {
    // A statement that fails in the batch and alone, between two writes that succeed.
    const breaking = async (trx: Transaction<Database>) => {
      await sql`select * from no_such_table`.execute(trx);
      return 0;
    };
    const outcomes = await Promise.allSettled([
      batchedTransaction(db, add(1, 'n1')), batchedTransaction(db, breaking), batchedTransaction(db, add(2, 'n2')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [a, , b] = outcomes as PromiseFulfilledResult<{ trx: unknown }>[];
    expect(a?.value.trx).not.toBe(b?.value.trx);
    expect(await bodies()).toEqual(['n1', 'n2']);
  });
});
