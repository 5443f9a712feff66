import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { DICTIONARY_HOLDERS } from '../../modules/dictionary/dictionary-holders.js';
import { MONEY_HOLDERS } from '../../modules/deal-money/money-holders.js';
import { STORE_HOLDERS } from '../../modules/org/store-holders.js';
import { holderQuery, type Holder } from './holders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A whole-table read: SQLite's SCAN without an index, PostgreSQL's Seq Scan (planned with sequential scans off,
// so one still chosen has no index to use).
const fullScan = (plan: string) => plan.split('\n').filter((line) => (testDialect() === 'postgres'
  ? /Seq Scan/.test(line) : /\bSCAN \w+$/.test(line.trim())));

describe('the look-ups of what keeps a row', () => {
  it('read each holder through an index, never the whole table', async () => {
    const holders: Holder<string>[] = [...STORE_HOLDERS, ...Object.values(DICTIONARY_HOLDERS).flat(), ...MONEY_HOLDERS];
    for (const holder of holders) {
      const raw = sql`select exists (${holderQuery(holder, 1)}) as held`;
      const plan = await planOf(t.db, { compile: () => raw.compile(t.db) });
      expect([`${holder.table}.${holder.column}`, fullScan(plan)]).toEqual([`${holder.table}.${holder.column}`, []]);
    }
  });
});
