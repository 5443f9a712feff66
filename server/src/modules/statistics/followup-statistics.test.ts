import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ERRORS, FOLLOWUP_KINDS, WRITTEN_FOLLOWUP_KINDS, followupHouse, followupInvalid, followupStatistics, type FollowupStatisticsRow,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { companyDate, nowSeconds } from '../../core/clock.js';
import { up as migrate097 } from '../../core/db/migrations/097-followup-days.js';
import { recountFollowups } from './followup-day.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const TODAY = companyDate(nowSeconds());
const FROM = companyDate(nowSeconds() - 365 * 86_400);
const RANGE = { date_from: FROM, date_to: TODAY };

type Fact = { staff_id: number; store_id: number | null; kind: string; invalid: number; day: string };

// The follow-ups themselves, counted here in plain code: the oracle the summary rows are checked against.
async function facts(range = RANGE): Promise<Fact[]> {
  const rows = await t.db.selectFrom('followup as f').innerJoin('staff as st', 'st.id', 'f.staff_id')
    .select(['f.staff_id', 'st.store_id', 'f.kind', 'f.invalid', 'f.created_at']).execute();
  return rows.map((r) => ({ staff_id: r.staff_id as number, store_id: r.store_id, kind: r.kind, invalid: r.invalid, day: companyDate(Number(r.created_at)) }))
    .filter((r) => r.day >= range.date_from && r.day <= range.date_to);
}

function countUp(rows: Fact[]) {
  const written = rows.filter((r) => WRITTEN_FOLLOWUP_KINDS.includes(r.kind as never));
  const invalid = rows.filter((r) => r.invalid).length;
  return {
    total: rows.length, written: written.length, valid: written.length - invalid, invalid,
    kinds: Object.fromEntries(FOLLOWUP_KINDS.map((k) => [k, rows.filter((r) => r.kind === k).length])),
  };
}

const countsOf = (row: FollowupStatisticsRow) => ({ total: row.total, written: row.written, valid: row.valid, invalid: row.invalid, kinds: row.kinds });

async function everyRow(input: Record<string, unknown>, token = admin): Promise<FollowupStatisticsRow[]> {
  const rows: FollowupStatisticsRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call(followupStatistics, { ...RANGE, ...input, page, limit: 100 }, { token });
    expect(body.code).toBe('200000');
    rows.push(...body.data.list);
    if (rows.length >= body.data.page.total) return rows;
  }
}

async function expectMatchesFollowups(token = admin, people?: Set<number>) {
  const stored = (await facts()).filter((r) => !people || people.has(r.staff_id));
  const { body } = await t.call(followupStatistics, RANGE, { token });
  expect(body.data.totals).toEqual(countUp(stored));
  const rows = await everyRow({}, token);
  const ids = [...new Set(stored.map((r) => r.staff_id))];
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  for (const row of rows) expect(countsOf(row), row.name).toEqual(countUp(stored.filter((r) => r.staff_id === row.id)));
  return rows;
}

describe('statistics/followup_list', () => {
  it('counts each person\'s follow-ups by kind, written, valid and invalid, as the follow-ups say', async () => {
    const stored = await facts();
    expect(stored.some((r) => r.invalid)).toBe(true);
    const rows = await expectMatchesFollowups();
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1] as FollowupStatisticsRow, rows[i] as FollowupStatisticsRow];
      expect(a.total > b.total || (a.total === b.total && a.id < b.id)).toBe(true);
    }
    const person = await t.db.selectFrom('staff').select('name').where('id', '=', rows[0]?.id as number).executeTakeFirstOrThrow();
    expect(rows[0]?.name).toBe(person.name);
  });

  it('counts a follow-up as it is written, and an invalid mark as it is set and taken back', async () => {
    const agent = await t.login('agent');
    const agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    const house = await t.db.selectFrom('house').select('id').where('maintainer_id', '=', agentId).executeTakeFirstOrThrow();
    const today = { date_from: TODAY, date_to: TODAY, group_by: 'person' };
    const mine = async () => (await everyRow(today)).find((r) => r.id === agentId);
    const before = await mine();
    const added = await t.call(followupHouse, { house_id: house.id, content: '业主说下周可以看房，价格可以再谈' }, { token: agent });
    expect(added.body.code).toBe('200000');
    const after = await mine();
    expect(after?.kinds.manual).toBe((before?.kinds.manual ?? 0) + 1);
    expect(after?.valid).toBe((before?.valid ?? 0) + 1);

    const invalid = await t.call(followupInvalid, { id: added.body.data.id, invalid: 1, reason: '内容与房源无关' }, { token: admin });
    expect(invalid.body.code).toBe('200000');
    // Marked again: counted once.
    await t.call(followupInvalid, { id: added.body.data.id, invalid: 1, reason: '重复' }, { token: admin });
    expect(await mine()).toMatchObject({ invalid: (before?.invalid ?? 0) + 1, valid: before?.valid ?? 0, written: (before?.written ?? 0) + 1 });
    await t.call(followupInvalid, { id: added.body.data.id, invalid: 0 }, { token: admin });
    expect((await mine())?.invalid).toBe(before?.invalid ?? 0);
    await expectMatchesFollowups();
  });

  it('counts follow-ups written around the app once db:reindex counts afresh, and the migration counts what was there', async () => {
    const staff = await t.db.selectFrom('staff').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow();
    const house = await t.db.selectFrom('house').select('id').executeTakeFirstOrThrow();
    await sql`insert into followup (house_id, staff_id, kind, content, created_at) values (${house.id}, ${staff.id}, 'manual', '直接写入的跟进记录', ${nowSeconds() - 86_400})`.execute(t.db);
    const stored = await facts();
    const { body } = await t.call(followupStatistics, RANGE, { token: admin });
    expect(body.data.totals.total).toBe(stored.length - 1);
    const recounted = await recountFollowups(t.db);
    expect(recounted.days).toBeGreaterThan(0);
    expect(recounted.months).toBeGreaterThan(0);
    expect(recounted.months).toBeLessThanOrEqual(recounted.days);
    await expectMatchesFollowups();

    await t.db.schema.dropTable('followup_day').execute();
    await migrate097(t.db, t.handle.dialect);
    await expectMatchesFollowups();
  });

  it('groups by store, team and district, each summing to the same totals', async () => {
    const stored = await facts();
    const total = countUp(stored);
    for (const group_by of ['store', 'department', 'district']) {
      const rows = await everyRow({ group_by });
      expect(rows.reduce((s, r) => s + r.total, 0), group_by).toBe(total.total);
      expect(rows.reduce((s, r) => s + r.invalid, 0), group_by).toBe(total.invalid);
      expect(rows.every((r) => r.id === 0 || r.name !== ''), group_by).toBe(true);
    }
    const stores = await everyRow({ group_by: 'store' });
    const storeId = stores.find((r) => r.id > 0)?.id as number;
    expect(countsOf(stores.find((r) => r.id === storeId) as FollowupStatisticsRow)).toEqual(countUp(stored.filter((r) => r.store_id === storeId)));
    const filtered = await t.call(followupStatistics, { ...RANGE, store_id: storeId }, { token: admin });
    expect(filtered.body.data.totals).toEqual(countUp(stored.filter((r) => r.store_id === storeId)));
    for (const sort of ['written', 'valid', 'invalid'] as const) {
      const rows = await everyRow({ sort });
      for (let i = 1; i < rows.length; i++) expect((rows[i - 1] as FollowupStatisticsRow)[sort] >= (rows[i] as FollowupStatisticsRow)[sort], sort).toBe(true);
    }
  });

  it('counts for a store manager their store\'s people only', async () => {
    const manager = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const people = new Set((await t.db.selectFrom('staff').select('id').where('store_id', '=', manager.store_id).execute()).map((s) => s.id));
    people.add(manager.id);
    await expectMatchesFollowups(await t.login('manager'), people);
    expect((await t.call(followupStatistics, RANGE, { token: await t.login('agent') })).status).toBe(403);
  });

  it('refuses a range backwards, over 366 days or with a day that does not exist, and writes nothing', async () => {
    const before = await snapshot(t.db);
    for (const bad of [
      { date_from: TODAY, date_to: FROM },
      { date_from: companyDate(nowSeconds() - 367 * 86_400), date_to: TODAY },
      { date_from: '2026-02-30', date_to: '2026-03-01' },
      { date_from: '2026-2-01', date_to: '2026-03-01' },
    ]) {
      const { status, body } = await t.call(followupStatistics, bad, { token: admin });
      expect([status, body.code], JSON.stringify(bad)).toEqual([400, ERRORS.VALIDATION.code]);
    }
    expect(await snapshot(t.db)).toBe(before);
  });
});
