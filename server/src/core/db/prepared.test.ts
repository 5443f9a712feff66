import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../../test/harness.js';
import type { Db } from './database.js';
import type { Caller } from '../context.js';
import { prepared, preparedForIds, preparedForScope, scopeValues } from './prepared.js';

describe('prepared statements (built once, run with new values)', () => {
  let fresh: FreshDatabase;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.handle.db;
    await sql`create table thing (id integer primary key, name varchar(20) not null, size integer)`.execute(db);
    await sql`insert into thing (id, name, size) values (1, 'a', 10), (2, 'b', null), (3, 'c', 30)`.execute(db);
  });
  afterAll(async () => {
    await fresh.handle.close();
    await fresh.drop();
  });

  const byName = prepared((d: Db, v: { name: string; minSize: number }) => d.selectFrom('thing' as never)
    .select(['id' as never, 'size' as never]).where('name' as never, '=', v.name as never).where('size' as never, '>=', v.minSize as never));

  it("runs with each call's values, on the database and in a transaction", async () => {
    expect(await byName.all(db, { name: 'a', minSize: 5 })).toEqual([{ id: 1, size: 10 }]);
    expect(await byName.all(db, { name: 'a', minSize: 11 })).toEqual([]);
    expect(await byName.first(db, { name: 'c', minSize: 0 })).toEqual({ id: 3, size: 30 });
    await db.transaction().execute(async (trx) => {
      await sql`update thing set size = 31 where id = 3`.execute(trx);
      // The transaction's own connection: it sees its uncommitted write.
      expect(await byName.first(trx, { name: 'c', minSize: 31 })).toEqual({ id: 3, size: 31 });
    });
  });

  it('writes, with their counts and RETURNING', async () => {
    const rename = prepared((d: Db, v: { id: number; name: string }) => d.updateTable('thing' as never).set({ name: v.name } as never).where('id' as never, '=', v.id as never));
    const result = await rename.execute(db, { id: 2, name: 'bb' });
    expect(result.numAffectedRows).toBe(1n);
    const add = prepared((d: Db, v: { id: number; name: string }) => d.insertInto('thing' as never).values({ id: v.id, name: v.name, size: null } as never).returning('id' as never));
    expect(await add.first(db, { id: 4, name: 'd' })).toEqual({ id: 4 });
    expect((await sql<{ name: string }>`select name from thing where id in (2, 4) order by id`.execute(db)).rows).toEqual([{ name: 'bb' }, { name: 'd' }]);
  });

  it('refuses a value that goes into the SQL text, is changed on its way, or is a list', async () => {
    const inlined = prepared((d: Db, v: { name: string }) => d.selectFrom('thing' as never).select('id' as never).where('name' as never, '=', sql.lit(v.name) as never));
    await expect(inlined.all(db, { name: 'a' })).rejects.toThrow(/went into the SQL text/);
    const changed = prepared((d: Db, v: { id: number }) => d.selectFrom('thing' as never).select('id' as never).where('id' as never, '=', `${v.id}0` as never));
    await expect(changed.all(db, { id: 1 })).rejects.toThrow(/changed before becoming parameters: id0/);
    await expect(byName.all(db, { name: ['a', 'b'] as never, minSize: 0 })).rejects.toThrow(/"name" needs a single value/);
  });

  it('under the test suite, a statement whose SQL depends on its values fails instead of running the wrong SQL', async () => {
    const branching = prepared((d: Db, v: { id: number }) => {
      const query = d.selectFrom('thing' as never).select('id' as never).where('id' as never, '=', v.id as never);
      return typeof v.id === 'number' && v.id > 2 ? query.where('size' as never, 'is not', null) : query;
    });
    await expect(branching.all(db, { id: 3 })).rejects.toThrow(/differs from a fresh build/);
  });

  it('a statement over a list of ids: prepared once per count, a longer list built for the call', async () => {
    const sizes = preparedForIds((d: Db, ids: number[]) => d.selectFrom('thing' as never).select(['id' as never, 'size' as never])
      .where('id' as never, 'in', ids as never).orderBy('id' as never), 2);
    expect(await sizes.all(db, [3])).toEqual([{ id: 3, size: 31 }]);
    expect(await sizes.all(db, [1, 3])).toEqual([{ id: 1, size: 10 }, { id: 3, size: 31 }]);
    // The same count with other ids: the statement prepared for two, with this call's values.
    expect(await sizes.all(db, [4, 2])).toEqual([{ id: 2, size: null }, { id: 4, size: null }]);
    // Beyond the largest count prepared, and none: built for the call.
    expect(await sizes.all(db, [1, 2, 3])).toEqual([{ id: 1, size: 10 }, { id: 2, size: null }, { id: 3, size: 31 }]);
    expect(await sizes.all(db, [])).toEqual([]);
  });

  it("a statement with a scope condition: prepared per shape of the condition, with each caller's values", async () => {
    const inStore = preparedForScope((d: Db, v: { minId: number }, caller, scope) => d.selectFrom('thing' as never).select('id' as never)
      .where('id' as never, '>=', v.minId as never)
      .where(scope === 'company' ? sql<boolean>`1 = 1` : caller.storeId === null ? sql<boolean>`size is null` : sql<boolean>`size = ${caller.storeId}`)
      .orderBy('id' as never));
    const caller = (storeId: number | null) => ({ staffId: 7, departmentId: null, storeId, districtId: null }) as Caller;
    const ids = async (who: Caller, scope: 'store' | 'company', minId = 0) =>
      (await inStore(who, scope).all(db, { minId, ...scopeValues(who) })).map((r) => (r as { id: number }).id);
    expect(await ids(caller(10), 'store')).toEqual([1]);
    expect(await ids(caller(31), 'store')).toEqual([3]);
    expect(await ids(caller(null), 'store')).toEqual([2, 4]);
    expect(await ids(caller(null), 'store', 3)).toEqual([4]);
    expect(await ids(caller(10), 'company', 2)).toEqual([2, 3, 4]);
    expect(inStore(caller(10), 'store')).toBe(inStore(caller(31), 'store'));
    expect(inStore(caller(10), 'store')).not.toBe(inStore(caller(null), 'store'));
  });
});
