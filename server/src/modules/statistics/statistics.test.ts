import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, NO_GROUP_LABELS, chartDepartment, chartMonth, chartPerson, performanceExport, performanceList, groupRowName, type PerformanceRow,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { downloadExport } from '../../test/helpers.js';
import { monthOf, nowSeconds } from '../../core/clock.js';
import { monthsBetween } from './performance.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const THIS_MONTH = monthOf(nowSeconds());
// Two years back: every demo deal's performance lies within.
const FROM = monthsBetween('2000-01', THIS_MONTH).at(-24) as string;
const RANGE = { month_from: FROM, month_to: THIS_MONTH };

type Fact = { source: string; staff_id: number; store_id: number | null; department_id: number | null; month: string; receivable: number; received: number; kind: string };

// The performance rows as they are stored, the deals' and the settled new-house reports', summed here in plain code:
// the oracle the endpoints are checked against.
async function facts(): Promise<Fact[]> {
  const deals = await t.db.selectFrom('deal_performance as p').innerJoin('staff as st', 'st.id', 'p.staff_id').innerJoin('deal as d', 'd.id', 'p.deal_id')
    .select(['p.deal_id', 'p.staff_id', 'p.store_id', 'st.department_id', 'p.month', 'p.receivable', 'p.received', 'd.kind'])
    .where('p.month', '>=', RANGE.month_from).where('p.month', '<=', RANGE.month_to).execute();
  const reports = await t.db.selectFrom('newhouse_report as r').innerJoin('staff as st', 'st.id', 'r.reporter_id')
    .select(['r.id', 'r.reporter_id', 'r.store_id', 'st.department_id', 'r.settled_at', 'r.commission_amount'])
    .where('r.settled_at', 'is not', null).where('r.commission_amount', 'is not', null).execute();
  return [
    ...deals.map(({ deal_id, ...r }) => ({ ...r, source: `deal ${deal_id}`, receivable: Number(r.receivable), received: Number(r.received) })),
    ...reports.map((r) => ({
      source: `report ${r.id}`, staff_id: r.reporter_id, store_id: r.store_id, department_id: r.department_id, month: monthOf(Number(r.settled_at)),
      receivable: Number(r.commission_amount), received: Number(r.commission_amount), kind: 'newhouse',
    })).filter((r) => r.month >= RANGE.month_from && r.month <= RANGE.month_to),
  ];
}

function sumUp(rows: Fact[]) {
  return {
    // A deal counts in the month it brings 应收业绩 and once less in the month a termination takes it back.
    deals: new Set(rows.filter((r) => r.receivable > 0).map((r) => r.source)).size - new Set(rows.filter((r) => r.receivable < 0).map((r) => r.source)).size,
    receivable: rows.reduce((s, r) => s + r.receivable, 0) / 100,
    received: rows.reduce((s, r) => s + r.received, 0) / 100,
  };
}

function byKey(rows: Fact[], key: (r: Fact) => number) {
  const groups = new Map<number, Fact[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return new Map([...groups].map(([k, v]) => [k, sumUp(v)]));
}

async function everyRow(input: Record<string, unknown>, token = admin): Promise<PerformanceRow[]> {
  const rows: PerformanceRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call(performanceList, { ...input, page, limit: 100 }, { token });
    expect(body.code).toBe('200000');
    rows.push(...body.data.list);
    if (rows.length >= body.data.page.total) return rows;
  }
}

describe('statistics/performance_list', () => {
  it('sums each person\'s 应收业绩 and 实收业绩 over the months, with the totals, as the stored rows say', async () => {
    const stored = await facts();
    expect(stored.length).toBeGreaterThan(50);
    expect(stored.some((r) => r.received > 0)).toBe(true);
    const { body } = await t.call(performanceList, { ...RANGE, limit: 100 }, { token: admin });
    expect(body.code).toBe('200000');
    expect(body.data.totals).toEqual(sumUp(stored));
    const expected = byKey(stored, (r) => r.staff_id);
    const rows = await everyRow(RANGE);
    expect(rows).toHaveLength(expected.size);
    for (const row of rows) expect({ deals: row.deals, receivable: row.receivable, received: row.received }, row.name).toEqual(expected.get(row.id));
    // Largest 应收业绩 first, the id breaking ties.
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1] as PerformanceRow, rows[i] as PerformanceRow];
      expect(a.receivable > b.receivable || (a.receivable === b.receivable && a.id < b.id)).toBe(true);
    }
    const person = await t.db.selectFrom('staff as st').innerJoin('store as so', 'so.id', 'st.store_id').select(['st.id', 'st.name', 'so.name as store'])
      .where('st.id', '=', rows[0]?.id as number).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ name: person.name, store_name: person.store });
  });

  it('gives the number of rows of the grouping on every page, the last one and past it', async () => {
    const rows = await everyRow({ ...RANGE, group_by: 'store' });
    const pageOf = async (page: number) => (await t.call(performanceList, { ...RANGE, group_by: 'store', page, limit: 3 }, { token: admin })).body.data;
    const first = await pageOf(1);
    expect(first.page.total).toBe(rows.length);
    expect(first.list.map((r) => r.id)).toEqual(rows.slice(0, 3).map((r) => r.id));
    const lastPage = Math.ceil(rows.length / 3);
    const last = await pageOf(lastPage);
    expect(last.page.total).toBe(rows.length);
    expect(last.list.map((r) => r.id)).toEqual(rows.slice((lastPage - 1) * 3).map((r) => r.id));
    const past = await pageOf(lastPage + 1);
    expect(past.list).toEqual([]);
    expect(past.page.total).toBe(rows.length);
    expect(past.totals).toEqual(first.totals);
  });

  it('keeps a demo deal that was terminated in the month it was signed and takes it back in the month it ended', async () => {
    const ended = await t.db.selectFrom('deal as d').innerJoin('deal_performance as p', 'p.deal_id', 'd.id')
      .select(['d.id', 'd.signed_at', 'd.updated_at', 'p.staff_id', 'p.month', 'p.receivable', 'p.received']).where('d.status', '=', 'terminated').execute();
    expect(new Set(ended.map((r) => r.id)).size).toBeGreaterThan(0);
    for (const row of ended) {
      const own = ended.filter((r) => r.id === row.id && r.staff_id === row.staff_id);
      expect(own.reduce((sum, r) => sum + Number(r.receivable), 0), `deal ${row.id}`).toBe(0);
      expect(own.every((r) => r.month === monthOf(row.signed_at) || Number(r.receivable) < 0), `deal ${row.id}`).toBe(true);
    }
  });

  it('groups by store, team and district, each summing to the same totals', async () => {
    const stored = await facts();
    const total = sumUp(stored);
    const stores = byKey(stored, (r) => r.store_id ?? 0);
    const storeRows = await everyRow({ ...RANGE, group_by: 'store' });
    expect(new Map(storeRows.map((r) => [r.id, { deals: r.deals, receivable: r.receivable, received: r.received }]))).toEqual(stores);
    const storeNames = new Map((await t.db.selectFrom('store').select(['id', 'name']).execute()).map((s) => [s.id, s.name]));
    for (const row of storeRows) expect(row.name).toBe(storeNames.get(row.id) ?? '');
    expect(storeRows.every((r) => r.target === null && r.store_name === '')).toBe(true);

    const teams = byKey(stored, (r) => r.department_id ?? 0);
    const teamRows = await everyRow({ ...RANGE, group_by: 'department' });
    expect(new Map(teamRows.map((r) => [r.id, { deals: r.deals, receivable: r.receivable, received: r.received }]))).toEqual(teams);

    const districtRows = await everyRow({ ...RANGE, group_by: 'district' });
    const cents = (key: 'receivable' | 'received') => Math.round(districtRows.reduce((s, r) => s + r[key] * 100, 0));
    expect(cents('receivable')).toBe(Math.round(total.receivable * 100));
    expect(cents('received')).toBe(Math.round(total.received * 100));
    expect(districtRows.every((r) => r.name !== '')).toBe(true);
  });

  it('keeps what a person earned in the store they earned it in after they move to another store', async () => {
    const stored = await facts();
    const mover = stored.find((r) => r.store_id !== null) as Fact;
    const other = await t.db.selectFrom('store').select('id').where('id', '<>', mover.store_id as number).executeTakeFirstOrThrow();
    await t.db.updateTable('staff').set({ store_id: other.id }).where('id', '=', mover.staff_id).execute();
    try {
      const storeRows = await everyRow({ ...RANGE, group_by: 'store' });
      expect(new Map(storeRows.map((r) => [r.id, r.receivable]))).toEqual(new Map([...byKey(stored, (r) => r.store_id ?? 0)].map(([id, s]) => [id, s.receivable])));
      const inOld = await everyRow({ ...RANGE, store_id: mover.store_id as number });
      expect(inOld.map((r) => r.id)).toContain(mover.staff_id);
    } finally {
      await t.db.updateTable('staff').set({ store_id: mover.store_id }).where('id', '=', mover.staff_id).execute();
    }
  });

  it('filters by kind (sale, rental, new house), store and team, and sorts by deals or received', async () => {
    const stored = await facts();
    const sales = stored.filter((r) => r.kind === 'sale');
    expect((await t.call(performanceList, { ...RANGE, kind: 'sale' }, { token: admin })).body.data.totals).toEqual(sumUp(sales));
    const rents = stored.filter((r) => r.kind === 'rent');
    expect(rents.length).toBeGreaterThan(0);
    expect((await t.call(performanceList, { ...RANGE, kind: 'rent' }, { token: admin })).body.data.totals).toEqual(sumUp(rents));
    const newhouses = stored.filter((r) => r.kind === 'newhouse');
    expect(newhouses.length).toBeGreaterThan(0);
    expect((await t.call(performanceList, { ...RANGE, kind: 'newhouse' }, { token: admin })).body.data.totals).toEqual(sumUp(newhouses));

    const storeId = stored.find((r) => r.store_id !== null)?.store_id as number;
    const inStore = await everyRow({ ...RANGE, store_id: storeId });
    expect(new Set(inStore.map((r) => r.id))).toEqual(new Set(stored.filter((r) => r.store_id === storeId).map((r) => r.staff_id)));
    const teamId = stored.find((r) => r.department_id !== null)?.department_id as number;
    const inTeam = await t.call(performanceList, { ...RANGE, department_id: teamId }, { token: admin });
    expect(inTeam.body.data.totals).toEqual(sumUp(stored.filter((r) => r.department_id === teamId)));

    for (const sort of ['deals', 'received'] as const) {
      const rows = await everyRow({ ...RANGE, sort });
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1] as PerformanceRow, rows[i] as PerformanceRow];
        expect(a[sort] > b[sort] || (a[sort] === b[sort] && a.id < b.id), `${sort} at ${i}`).toBe(true);
      }
    }
  });

  it('puts each person\'s money targets over the months beside them: the sale one for sales, all three without a kind', async () => {
    const row = (await t.call(performanceList, { ...RANGE, limit: 1 }, { token: admin })).body.data.list[0] as PerformanceRow;
    await t.db.deleteFrom('monthly_target').where('staff_id', '=', row.id).execute();
    const target = (month: string, old: number, loan: number) => ({
      staff_id: row.id, month, created_at: 1, target_number_loan: 1, target_money_loan: loan, target_number_old: 1, target_money_old: old,
      target_number_new: 1, target_money_new: 999_999,
    });
    expect(row.target).toBeNull();
    await t.db.insertInto('monthly_target').values([target(THIS_MONTH, 1_000_000, 50_050), target(FROM, 2_000_000, 0), target('1999-01', 7, 7)]).execute();
    const targetOf = async (kind?: string) => (await everyRow({ ...RANGE, ...(kind ? { kind } : {}) })).find((r) => r.id === row.id)?.target;
    expect(await targetOf()).toBe(50_500.48);
    expect(await targetOf('sale')).toBe(30_000);

  });

  it('shows a store manager their store\'s people and an agent only themselves', async () => {
    const stored = await facts();
    const manager = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const storePeople = new Set((await t.db.selectFrom('staff').select('id').where('store_id', '=', manager.store_id).execute()).map((s) => s.id));
    storePeople.add(manager.id);
    const managerToken = await t.login('manager');
    const seen = await everyRow(RANGE, managerToken);
    const expected = new Set(stored.filter((r) => storePeople.has(r.staff_id)).map((r) => r.staff_id));
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.id))).toEqual(expected);
    expect(expected.size).toBeLessThan(new Set(stored.map((r) => r.staff_id)).size);
    const { body } = await t.call(performanceList, RANGE, { token: managerToken });
    expect(body.data.totals).toEqual(sumUp(stored.filter((r) => storePeople.has(r.staff_id))));
    // Grouped by store, the manager still sees only what their people earned.
    const byStore = await everyRow({ ...RANGE, group_by: 'store' }, managerToken);
    expect(Math.round(byStore.reduce((s, r) => s + r.receivable * 100, 0))).toBe(Math.round(body.data.totals.receivable * 100));

    const agent = await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow();
    const agentRows = await everyRow(RANGE, await t.login('agent'));
    expect(agentRows.every((r) => r.id === agent.id)).toBe(true);
  });

  it('refuses a range backwards, longer than 24 months or with a month that does not exist, and writes nothing', async () => {
    const before = await snapshot(t.db);
    for (const bad of [
      { month_from: THIS_MONTH, month_to: FROM === THIS_MONTH ? '1999-01' : FROM },
      { month_from: monthsBetween('2000-01', THIS_MONTH).at(-25), month_to: THIS_MONTH },
      { month_from: '2026-13', month_to: THIS_MONTH },
      { month_from: '2026-1', month_to: THIS_MONTH },
    ]) {
      const { status, body } = await t.call(performanceList, bad, { token: admin });
      expect([status, body.code], JSON.stringify(bad)).toEqual([400, ERRORS.VALIDATION.code]);
    }
    expect((await t.call(performanceList, { ...RANGE, group_by: 'company' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('statistics/performance_export', () => {
  it('writes the list\'s rows to Excel in its order', async () => {
    const rows = await everyRow({ ...RANGE, group_by: 'store' });
    const file = await downloadExport(t, performanceExport, new URLSearchParams({ ...RANGE, group_by: 'store' }).toString(), admin);
    expect(file.status).toBe(200);
    expect(file.rows?.slice(1).map((r) => r[0])).toEqual(rows.map((r) => groupRowName('store', r, 'zh')));
  });

  it('names the row of the people without a team, store or district in the caller\'s language', async () => {
    // A person without a team, and one of their rows earned without a store (so without a district either).
    const row = await t.db.selectFrom('deal_performance').select(['deal_id', 'staff_id', 'month', 'store_id'])
      .where('month', '>=', RANGE.month_from).where('receivable', '<>', 0).orderBy('deal_id').executeTakeFirstOrThrow();
    const person = await t.db.selectFrom('staff').select('department_id').where('id', '=', row.staff_id).executeTakeFirstOrThrow();
    const which = { deal_id: row.deal_id, staff_id: row.staff_id, month: row.month };
    await t.db.updateTable('staff').set({ department_id: null }).where('id', '=', row.staff_id).execute();
    await t.db.updateTable('deal_performance').set({ store_id: null }).where((eb) => eb.and(which)).execute();
    try {
      for (const group of ['department', 'store', 'district'] as const) {
        const rows = await everyRow({ ...RANGE, group_by: group });
        const at = rows.findIndex((r) => r.id === 0);
        expect(at, group).toBeGreaterThanOrEqual(0);
        expect(rows[at]!.name).toBe('');
        for (const lang of ['en', 'zh', 'es', 'ja'] as const) {
          const file = await downloadExport(t, performanceExport, new URLSearchParams({ ...RANGE, group_by: group }).toString(), admin, lang);
          expect(file.rows?.slice(1).map((line) => line[0]), `${group} ${lang}`).toEqual(rows.map((r) => groupRowName(group, r, lang)));
          expect(file.rows?.[at + 1]?.[0], `${group} ${lang}`).toBe(NO_GROUP_LABELS[group][lang]);
        }
      }
    } finally {
      await t.db.updateTable('staff').set({ department_id: person.department_id }).where('id', '=', row.staff_id).execute();
      await t.db.updateTable('deal_performance').set({ store_id: row.store_id }).where((eb) => eb.and(which)).execute();
    }
  });
});

describe('charts', () => {
  it('chart/month gives every month of the range, empty months at zero', async () => {
    const stored = await facts();
    const { body } = await t.call(chartMonth, RANGE, { token: admin });
    expect(body.data.list.map((p) => p.month)).toEqual(monthsBetween(FROM, THIS_MONTH));
    for (const point of body.data.list) {
      expect({ deals: point.deals, receivable: point.receivable, received: point.received }, point.month)
        .toEqual(sumUp(stored.filter((r) => r.month === point.month)));
    }
    const old = await t.call(chartMonth, { month_from: '2001-11', month_to: '2002-02' }, { token: admin });
    expect(old.body.data.list).toEqual(['2001-11', '2001-12', '2002-01', '2002-02'].map((month) => ({ month, deals: 0, receivable: 0, received: 0 })));
  });

  it('chart/person gives the top people by 应收业绩 and chart/department the teams', async () => {
    const stored = await facts();
    const people = [...byKey(stored, (r) => r.staff_id)].sort(([a, x], [b, y]) => y.receivable - x.receivable || a - b);
    const { body } = await t.call(chartPerson, { ...RANGE, top: 5 }, { token: admin });
    expect(body.data.list.map((b) => [b.id, b.receivable])).toEqual(people.slice(0, 5).map(([id, s]) => [id, s.receivable]));
    expect(body.data.list.every((b) => b.name !== '')).toBe(true);
    expect((await t.call(chartPerson, { ...RANGE, top: 31 }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);

    const teams = byKey(stored, (r) => r.department_id ?? 0);
    const departments = await t.call(chartDepartment, RANGE, { token: admin });
    expect(new Map(departments.body.data.list.map((b) => [b.id, b.receivable]))).toEqual(new Map([...teams].map(([id, s]) => [id, s.receivable])));
  });
});

describe('monthsBetween', () => {
  it('counts months across years, both ends included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05']);
  });
});
