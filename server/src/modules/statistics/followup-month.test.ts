import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  FOLLOWUP_KINDS, WRITTEN_FOLLOWUP_KINDS, followupHouse, followupInvalid, followupStatistics, type FollowupStatisticsRow,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { companyDate, nextDay, startOfDate } from '../../core/clock.js';
import { up as migrate121 } from '../../core/db/migrations/121-followup-months.js';
import { countFollowups, recountFollowups } from './followup-day.js';

// The statistics over ranges made of whole company months, parts of months and single days read the per-month
// summary rows for the whole months and the per-day ones for the rest: checked against the follow-ups themselves, on
// follow-ups planted around month and year ends, just after and just before company midnight.

let t: TestApp;
let admin: string;
let managerToken: string;
let managerPeople: Set<number>;
let plantedIds: number[] = [];

const DAYS = ['2019-11-30', '2019-12-01', '2019-12-02', '2019-12-31', '2020-01-01', '2020-01-15', '2020-01-31', '2020-02-01', '2020-02-29', '2020-03-01'];
const KINDS = ['manual', 'call', 'visit', 'entry', 'price'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  managerToken = await t.login('manager');
  const manager = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
  managerPeople = new Set((await t.db.selectFrom('staff').select('id').where('store_id', '=', manager.store_id).execute()).map((s) => s.id));
  managerPeople.add(manager.id);
  // People of the manager's store and of others, some stores and teams with several of them.
  const others = await t.db.selectFrom('staff').select('id').where('store_id', '<>', manager.store_id as number).orderBy('id').limit(4).execute();
  const people = [...managerPeople].slice(0, 3).concat(others.map((s) => s.id));
  const house = await t.db.selectFrom('house').select('id').orderBy('id').executeTakeFirstOrThrow();
  const rows = people.flatMap((staffId, i) => DAYS.flatMap((day, j) => Array.from({ length: (i + j) % 3 + 1 }, (_, k) => {
    const kind = KINDS[(i + j + k) % KINDS.length] as string;
    const at = k % 2 ? startOfDate(nextDay(day)) - 30 : startOfDate(day) + 30;
    const invalid = WRITTEN_FOLLOWUP_KINDS.includes(kind as never) && (i + j + k) % 4 === 0 ? 1 : 0;
    return { house_id: house.id, customer_id: null, staff_id: staffId, kind, content: `跟进 ${day}`, created_at: at, invalid };
  })));
  await t.db.transaction().execute(async (trx) => {
    plantedIds = (await trx.insertInto('followup').values(rows).returning('id').execute()).map((r) => r.id);
    await countFollowups(trx, rows);
  });
});
afterAll(async () => {
  await t.close();
});

type Fact = { staff_id: number; store_id: number; department_id: number; kind: string; invalid: number };

// The follow-ups of the range, counted here in plain code: the oracle.
async function facts(from: string, to: string): Promise<Fact[]> {
  const rows = await t.db.selectFrom('followup as f').innerJoin('staff as st', 'st.id', 'f.staff_id')
    .select(['f.staff_id', 'st.store_id', 'st.department_id', 'f.kind', 'f.invalid', 'f.created_at']).execute();
  return rows.filter((r) => companyDate(Number(r.created_at)) >= from && companyDate(Number(r.created_at)) <= to)
    .map((r) => ({ staff_id: r.staff_id as number, store_id: r.store_id ?? 0, department_id: r.department_id ?? 0, kind: r.kind, invalid: r.invalid }));
}

function countUp(rows: Fact[]) {
  const written = rows.filter((r) => WRITTEN_FOLLOWUP_KINDS.includes(r.kind as never)).length;
  const invalid = rows.filter((r) => r.invalid).length;
  return {
    total: rows.length, written, valid: written - invalid, invalid,
    kinds: Object.fromEntries(FOLLOWUP_KINDS.map((k) => [k, rows.filter((r) => r.kind === k).length])),
  };
}

const countsOf = (row: FollowupStatisticsRow) => ({ total: row.total, written: row.written, valid: row.valid, invalid: row.invalid, kinds: row.kinds });

const GROUP = { person: (f: Fact) => f.staff_id, store: (f: Fact) => f.store_id, department: (f: Fact) => f.department_id } as const;

// Every row, page by page, and the totals, as the caller reads them.
async function read(input: Record<string, unknown>, token: string, limit: number) {
  const rows: FollowupStatisticsRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call(followupStatistics, { ...input, page, limit }, { token });
    expect(body.code, JSON.stringify(input)).toBe('200000');
    rows.push(...body.data.list);
    if (rows.length >= body.data.page.total || !body.data.list.length) return { rows, totals: body.data.totals, count: body.data.page.total };
  }
}

async function expectRange(from: string, to: string) {
  const stored = await facts(from, to);
  expect(stored.length, `${from}..${to}`).toBeGreaterThan(0);
  for (const [token, people] of [[admin, undefined], [managerToken, managerPeople]] as const) {
    const mine = stored.filter((f) => !people || people.has(f.staff_id));
    for (const group_by of ['person', 'store', 'department'] as const) {
      const key = GROUP[group_by];
      const expected = [...new Set(mine.map(key))].map((id) => ({ id, ...countUp(mine.filter((f) => key(f) === id)) }))
        .sort((a, b) => b.valid - a.valid || a.id - b.id);
      // Small pages ordered by valid, where ties are common: the same order and paging as the oracle's.
      const { rows, totals, count } = await read({ date_from: from, date_to: to, group_by, sort: 'valid' }, token, 2);
      const what = `${from}..${to} ${group_by}${people ? ' (store manager)' : ''}`;
      expect(totals, what).toEqual(countUp(mine));
      expect(count, what).toBe(expected.length);
      expect(rows.map((r) => ({ id: r.id, ...countsOf(r) })), what).toEqual(expected);
    }
  }
}

// Both summary tables, in order.
async function summaries() {
  const [days, months] = await Promise.all([
    t.db.selectFrom('followup_day').selectAll().orderBy('staff_id').orderBy('day').orderBy('kind').execute(),
    t.db.selectFrom('followup_month').selectAll().orderBy('staff_id').orderBy('month').orderBy('kind').execute(),
  ]);
  const norm = <R extends { total: number | string; invalid: number | string }>(rows: R[]) => rows.map((r) => ({ ...r, total: Number(r.total), invalid: Number(r.invalid) }));
  return { days: norm(days), months: norm(months) };
}

// The month rows the day rows add up to.
async function monthsOfDays() {
  const rows = await t.db.selectFrom('followup_day')
    .select(['staff_id', sql<string>`substr(day, 1, 7)`.as('month'), 'kind', sql<number>`sum(total)`.as('total'), sql<number>`sum(invalid)`.as('invalid')])
    .groupBy(['staff_id', sql`substr(day, 1, 7)`, 'kind']).orderBy('staff_id').orderBy('month').orderBy('kind').execute();
  return rows.map((r) => ({ ...r, total: Number(r.total), invalid: Number(r.invalid) }));
}

describe('follow-up statistics over whole and partial company months', () => {
  it.each([
    ['whole months across a year end', '2019-12-01', '2020-01-31'],
    ['one whole month (a leap February)', '2020-02-01', '2020-02-29'],
    ['a partial month at the start', '2019-11-30', '2020-01-31'],
    ['a partial month at the end', '2019-12-01', '2020-02-15'],
    ['partial months at both ends', '2019-11-15', '2020-03-01'],
    ['days within one month', '2020-01-02', '2020-01-31'],
    ['the end of a month alone', '2019-12-02', '2019-12-31'],
    ['a single day', '2020-01-01', '2020-01-01'],
    ['the last day of a year', '2019-12-31', '2019-12-31'],
    ['two days across a year end', '2019-12-31', '2020-01-01'],
  ])('%s (%s..%s) equal the follow-ups, by person, store and team, for the company and a store manager', async (_what, from, to) => {
    await expectRange(from, to);
  });

  it('keeps the month rows equal to a recount as follow-ups are written and marked invalid and valid again', async () => {
    const planted = await summaries();
    expect(planted.months).toEqual(await monthsOfDays());
    await recountFollowups(t.db);
    expect(await summaries()).toEqual(planted);
    const agent = await t.login('agent');
    const agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    const house = await t.db.selectFrom('house').select('id').where('maintainer_id', '=', agentId).executeTakeFirstOrThrow();
    const added = await t.call(followupHouse, { house_id: house.id, content: '业主说下周可以看房，价格可以再谈' }, { token: agent });
    expect(added.body.code).toBe('200000');
    const marked = await t.db.selectFrom('followup').select('id').where('id', 'in', plantedIds).where('kind', '=', 'manual')
      .where('invalid', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    for (const [id, invalid] of [[added.body.data.id, 1], [marked.id, 1], [marked.id, 0], [marked.id, 1]] as const) {
      const { body } = await t.call(followupInvalid, { id, invalid, ...(invalid ? { reason: '内容与房源无关' } : {}) }, { token: admin });
      expect(body.code).toBe('200000');
      expect((await summaries()).months).toEqual(await monthsOfDays());
    }
    const kept = await summaries();
    await recountFollowups(t.db);
    expect(await summaries()).toEqual(kept);
    await expectRange('2019-12-01', '2020-02-29');
    await expectRange(companyDate(Number(added.body.data.created_at)), companyDate(Number(added.body.data.created_at)));
  });

  it('migration 121 fills the month rows from the day rows there', async () => {
    const before = await summaries();
    expect(before.months.length).toBeGreaterThan(0);
    await t.db.schema.dropTable('followup_month').execute();
    await migrate121(t.db, t.handle.dialect);
    expect(await summaries()).toEqual(before);
  });

  it('db:reindex counts the month rows afresh, with follow-ups written around the app', async () => {
    const staff = await t.db.selectFrom('staff').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow();
    const house = await t.db.selectFrom('house').select('id').executeTakeFirstOrThrow();
    await sql`insert into followup (house_id, staff_id, kind, content, created_at) values (${house.id}, ${staff.id}, 'manual', '直接写入的跟进记录', ${startOfDate('2020-01-20')})`.execute(t.db);
    await t.db.updateTable('followup_month').set({ total: 999 }).where('month', '=', '2019-12').execute();
    await t.db.deleteFrom('followup_month').where('month', '=', '2020-02').execute();
    await recountFollowups(t.db);
    const counted = await summaries();
    expect(counted.months).toEqual(await monthsOfDays());
    expect(counted.months.some((m) => m.total === 999)).toBe(false);
    await expectRange('2019-12-01', '2020-02-29');
  });
});
