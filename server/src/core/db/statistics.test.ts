import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { analyzeDatabase } from './statistics.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('npm run db:analyze', () => {
  it('gathers exact planner statistics for every table of the database', async () => {
    const analysed = await analyzeDatabase(t.handle);
    expect(analysed).toEqual(expect.arrayContaining(['house', 'followup', 'house_label', 'region', 'staff']));
    if (testDialect() === 'sqlite') {
      // Exact, not sampled: the house kind has two values among all the demo houses.
      const row = await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = 'house_sort_filter_idx'`.execute(t.db);
      const houses = Number((await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const [rows, perKind] = (row.rows[0]?.stat ?? '').split(' ').map(Number);
      expect(rows).toBe(houses);
      expect(perKind).toBeGreaterThan(houses / 3);
    } else {
      const stats = await sql<{ n: number }>`select count(*) as n from pg_stats where schemaname = ${t.handle.schema as string} and tablename = 'house'`.execute(t.db);
      expect(Number(stats.rows[0]?.n)).toBeGreaterThan(10);
    }
  });
});

// PostgreSQL's autovacuum keeps the visibility map of the houses fresh enough for the capped counts to stay in the
// indexes (migration 021).
describe.skipIf(testDialect() !== 'postgres')('autovacuum of the houses', () => {
  it('vacuums house after 1 % of its rows changed, not the default fifth', async () => {
    const row = await sql<{ reloptions: string[] | null }>`select c.reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${t.handle.schema as string} and c.relname = 'house'`.execute(t.db);
    expect(row.rows[0]?.reloptions).toEqual(['autovacuum_vacuum_scale_factor=0.01']);
  });
});
