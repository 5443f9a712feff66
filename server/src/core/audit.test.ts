import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../test/harness.js';
import { migrateToLatest } from './db/migrate.js';
import { OperationLog, type OperationEntry } from './audit.js';
import type { RequestMeta } from './context.js';

// The operation log's batches: the entries of calls finishing together share one INSERT; each call's write resolves
// only once its entry is stored; a bad entry in a batch costs only itself.
let fresh: FreshDatabase;
let statements = 0;
const counting: KyselyPlugin = {
  transformQuery: (args) => {
    statements += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};
const meta: RequestMeta = { lang: 'en', ip: '10.1.2.3', hostName: 'desk-7', machine: 'm-1', now: 1_800_000_000 };
const entry = (n: number): OperationEntry => ({
  staffId: n, method: 'POST', endpoint: 'followup/house', targetId: n, resultCode: '200000', houseId: 1000 + n, summary: `#${n}`,
});
const stored = async () => fresh.handle.db.selectFrom('operation_log')
  .select(['staff_id', 'method', 'endpoint', 'target_id', 'ip', 'device', 'result_code', 'created_at', 'house_id', 'summary'])
  .orderBy('id').execute();

beforeAll(async () => {
  fresh = await freshDatabase();
  await migrateToLatest(fresh.handle);
});
afterAll(async () => {
  await fresh.handle.close();
  await fresh.drop();
});
beforeEach(async () => {
  await fresh.handle.db.deleteFrom('operation_log').execute();
  statements = 0;
});

describe('OperationLog', () => {
  it('writes the entries of calls finishing in the same turn in one statement, each resolved once stored', async () => {
    const log = new OperationLog(fresh.handle.db.withPlugin(counting));
    await Promise.all(Array.from({ length: 25 }, (_, i) => log.write(meta, entry(i + 1))));
    expect(statements).toBe(1);
    const rows = await stored();
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual({
      staff_id: 1, method: 'POST', endpoint: 'followup/house', target_id: 1, ip: '10.1.2.3', device: 'desk-7 m-1',
      result_code: '200000', created_at: 1_800_000_000, house_id: 1001, summary: '#1',
    });
  });

  it('resolves a write only after its entry is in the table', async () => {
    // The order of events, not a read racing the batch, which on a busy machine could run after the batch was written.
    const events: string[] = [];
    const observing: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        events.push('stored');
        return args.result;
      },
    };
    const log = new OperationLog(fresh.handle.db.withPlugin(observing));
    const written = log.write(meta, entry(7)).then(() => events.push('resolved'));
    // Nothing is written in the caller's own turn: the entry waits for its batch.
    await Promise.resolve();
    expect(events).toEqual([]);
    await written;
    expect(events).toEqual(['stored', 'resolved']);
    expect((await stored()).map((r) => r.staff_id)).toEqual([7]);
  });

  it('splits a large batch into statements of 200 rows', async () => {
    const log = new OperationLog(fresh.handle.db.withPlugin(counting));
    await Promise.all(Array.from({ length: 450 }, (_, i) => log.write(meta, entry(i))));
    expect(statements).toBe(3);
    expect(await stored()).toHaveLength(450);
  });

  it('writes again what comes after a batch, in a batch of its own', async () => {
    const log = new OperationLog(fresh.handle.db.withPlugin(counting));
    await Promise.all([log.write(meta, entry(1)), log.write(meta, entry(2))]);
    await Promise.all([log.write(meta, entry(3))]);
    expect(statements).toBe(2);
    expect((await stored()).map((r) => r.staff_id)).toEqual([1, 2, 3]);
  });

  it('a bad entry fails its own write only; the others of its batch are stored', async () => {
    const log = new OperationLog(fresh.handle.db);
    const bad = { ...entry(2), endpoint: null as unknown as string };
    const results = await Promise.allSettled([log.write(meta, entry(1)), log.write(meta, bad), log.write(meta, entry(3))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored()).map((r) => r.staff_id)).toEqual([1, 3]);
  });
});
