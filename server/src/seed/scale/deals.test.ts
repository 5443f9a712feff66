import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase } from '../../test/harness.js';
import type { DbHandle } from '../../core/db/database.js';
import { nowSeconds } from '../../core/clock.js';
import { seedScaleDeals } from './deals.js';

// seed:scale --deals writes 500 deals a transaction: their steps alone, thousands of rows, are more values than one
// SQLite statement may bind, so each table's rows go in over as many statements as that takes.

let handle: DbHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase('seeded'));
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('seed:scale deals', () => {
  it('writes a whole block of sale deals with all their steps', async () => {
    // Sales only (the rent houses set aside), whose plans have the most steps.
    await handle.db.updateTable('house').set({ deleted_at: nowSeconds() }).where('kind', '=', 'rent').execute();
    const result = await seedScaleDeals(handle.db, { count: 500, now: nowSeconds(), say: () => {}, series: 'T' });
    expect(result.deals).toBeGreaterThan(400);
    const steps = await sql<{ n: number }>`select count(*) as n from deal_step where deal_id in (select id from deal where contract_no like ${'%T%'})`
      .execute(handle.db);
    expect(Number(steps.rows[0]?.n)).toBe(result.steps);
    // More step rows than fit in one statement: SQLite binds at most 32,766 values, a step has 11 columns.
    expect(result.steps * 11).toBeGreaterThan(32_766);
  });
});
