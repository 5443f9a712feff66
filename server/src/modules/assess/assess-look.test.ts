import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  CUSTOMER_OPEN_STATUSES, WRITTEN_FOLLOWUP_KINDS, assessDepartments, assessDistricts, assessFunnel, assessRecords, assessStores,
  noLookCustomers, secondLookCustomers, type Endpoint,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { companyDate, nextDay, nowSeconds, startOfDate } from '../../core/clock.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // The demo's viewings are effective once their agreement image is stored, which the test database's seed leaves out:
  // every other one is made effective here, with its 二看 marks and customers' last viewings as the app keeps them.
  await sql`update customer_look set effective = 1 where id % 2 = 0`.execute(t.db);
  await sql`update customer_look_house set effective = (select l.effective from customer_look l where l.id = customer_look_house.look_id)`.execute(t.db);
  await sql`update customer_look_house set is_second = case when effective = 1 and exists (select 1 from customer_look_house p
    where p.customer_id = customer_look_house.customer_id and p.house_id = customer_look_house.house_id and p.effective = 1
    and (p.look_at < customer_look_house.look_at or (p.look_at = customer_look_house.look_at and p.look_id < customer_look_house.look_id))) then 1 else 0 end`.execute(t.db);
  await sql`update customer set last_look_at = (select max(l.look_at) from customer_look l where l.customer_id = customer.id and l.effective = 1)`.execute(t.db);
});
afterAll(async () => {
  await t.close();
});

const TODAY = companyDate(nowSeconds());
const FROM = companyDate(nowSeconds() - 365 * 86_400);
const RANGE = { date_from: FROM, date_to: TODAY };
const START = startOfDate(FROM);
const END = startOfDate(nextDay(TODAY));

async function every<E extends Endpoint>(endpoint: E, input: Record<string, unknown>, token = admin) {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call(endpoint, { ...input, page, limit: 100 }, { token });
    expect(body.code).toBe('200000');
    const data = body.data as { list: unknown[]; page: { total: number } };
    rows.push(...data.list);
    if (rows.length >= data.page.total) return rows as Record<string, unknown>[];
  }
}

async function effectiveLooks() {
  return (await t.db.selectFrom('customer_look as l').innerJoin('staff as st', 'st.id', 'l.agent_id').leftJoin('store as so', 'so.id', 'l.store_id')
    .select(['l.id', 'l.agent_id', 'l.store_id', 'l.look_at', 'l.effective', 'st.department_id', 'so.district_id']).execute())
    .filter((l) => l.effective === 1 && Number(l.look_at) >= START && Number(l.look_at) < END);
}

describe('viewing assessments', () => {
  it('counts each store\'s, team\'s and district\'s effective viewings and flags those without any', async () => {
    const looks = await effectiveLooks();
    expect(looks.length).toBeGreaterThan(0);
    const stores = await t.db.selectFrom('store').select(['id', 'district_id']).where('status', '<>', 'closed').execute();
    const byStore = (await t.call(assessStores, RANGE, { token: admin })).body.data.list;
    expect(byStore.map((s) => s.id).sort((a, b) => a - b)).toEqual(stores.map((s) => s.id).sort((a, b) => a - b));
    for (const s of byStore) {
      const n = looks.filter((l) => l.store_id === s.id).length;
      expect(s.looks, s.name).toBe(n);
      expect(s.no_look).toBe(n === 0);
    }
    for (let i = 1; i < byStore.length; i++) expect((byStore[i - 1]?.looks ?? 0) <= (byStore[i]?.looks ?? 0)).toBe(true);
    const byDistrict = (await t.call(assessDistricts, RANGE, { token: admin })).body.data.list;
    expect(byDistrict.map((d) => d.id).sort((a, b) => a - b)).toEqual([...new Set(stores.map((s) => s.district_id))].sort((a, b) => a - b));
    for (const d of byDistrict) expect(d.looks, d.name).toBe(looks.filter((l) => l.store_id !== null && l.district_id === d.id).length);
    const byTeam = (await t.call(assessDepartments, RANGE, { token: admin })).body.data.list;
    for (const d of byTeam) expect(d.looks, d.name).toBe(looks.filter((l) => l.department_id === d.id).length);

    const manager = await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow();
    const mine = (await t.call(assessStores, RANGE, { token: await t.login('manager') })).body.data.list;
    expect(mine.map((s) => s.id)).toEqual([manager.store_id]);
  });

  it('lists open customers entered over N days ago never shown a house, within the scope', async () => {
    const now = nowSeconds();
    const customers = await t.db.selectFrom('customer').select(['id', 'agent_id', 'status', 'created_at']).execute();
    const shown = new Set((await t.db.selectFrom('customer_look').select('customer_id').where('effective', '=', 1).execute()).map((l) => l.customer_id));
    for (const days of [7, 0, 30]) {
      const expected = customers.filter((c) => CUSTOMER_OPEN_STATUSES.includes(c.status as never) && !shown.has(c.id)
        && Number(c.created_at) < now - days * 86_400);
      const rows = await every(noLookCustomers, { days });
      expect(rows.map((r) => r.id).sort(), `${days}`).toEqual(expected.map((c) => c.id).sort());
    }
    const agent = await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow();
    const rows = await every(noLookCustomers, {}, await t.login('agent'));
    expect(rows.every((r) => r.agent_id === agent.id)).toBe(true);
  });

  it('lists the customers with a 二看 in the range with the count and the last one', async () => {
    const seconds = (await t.db.selectFrom('customer_look_house as lh').innerJoin('customer_look as l', 'l.id', 'lh.look_id')
      .select(['lh.customer_id', 'l.look_at', 'lh.effective', 'lh.is_second']).execute())
      .filter((s) => s.effective === 1 && s.is_second === 1 && Number(s.look_at) >= START && Number(s.look_at) < END);
    const rows = await every(secondLookCustomers, RANGE);
    const expected = new Map<number, { n: number; last: number }>();
    for (const s of seconds) {
      const known = expected.get(s.customer_id) ?? { n: 0, last: 0 };
      expected.set(s.customer_id, { n: known.n + 1, last: Math.max(known.last, Number(s.look_at)) });
    }
    expect(rows.map((r) => [r.id, { n: r.second_looks, last: r.last_at }]).sort()).toEqual([...expected].sort());
  });
});

describe('the reads behind an assessment', () => {
  it('lists one person\'s customers, viewings, 二看 and follow-ups as the KPI counts them; not another store\'s person', async () => {
    const looks = await effectiveLooks();
    const busiest = looks.reduce((m, l) => m.set(l.agent_id, (m.get(l.agent_id) ?? 0) + 1), new Map<number, number>());
    const staffId = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0] as number;
    const houses = await t.db.selectFrom('customer_look_house as lh').innerJoin('customer_look as l', 'l.id', 'lh.look_id')
      .select(['lh.effective', 'lh.is_second', 'l.look_at']).where('l.agent_id', '=', staffId).execute();
    const inRange = houses.filter((h) => h.effective === 1 && Number(h.look_at) >= START && Number(h.look_at) < END);
    const customers = (await t.db.selectFrom('customer').select('created_at').where('recorder_id', '=', staffId).execute())
      .filter((c) => Number(c.created_at) >= START && Number(c.created_at) < END);
    const followups = (await t.db.selectFrom('followup').select(['kind', 'created_at']).where('staff_id', '=', staffId).execute())
      .filter((f) => WRITTEN_FOLLOWUP_KINDS.includes(f.kind as never) && Number(f.created_at) >= START && Number(f.created_at) < END);
    const expected = { looks: inRange.length, second_looks: inRange.filter((h) => h.is_second === 1).length, customers: customers.length, followups: followups.length };
    for (const [kpi, n] of Object.entries(expected)) {
      const rows = await every(assessRecords, { ...RANGE, staff_id: staffId, kpi });
      expect(rows.length, kpi).toBe(n);
      for (let i = 1; i < rows.length; i++) expect(Number(rows[i - 1]?.at) >= Number(rows[i]?.at)).toBe(true);
    }
    const outsider = await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    const refused = await t.call(assessRecords, { ...RANGE, staff_id: outsider.id, kpi: 'looks' }, { token: await t.login('agent') });
    expect(refused.body.code).toBe('404001');
  });

  it('answers each person\'s funnel from customers to deals with its rates', async () => {
    const rows = await every(assessFunnel, RANGE);
    const working = await t.db.selectFrom('staff').select('id').where('status', '=', 'active').orderBy('id').execute();
    expect(rows.map((r) => r.staff_id)).toEqual(working.map((w) => w.id));
    const deals = (await t.db.selectFrom('deal').select(['agent_id', 'effective_at']).execute())
      .filter((d) => d.effective_at !== null && Number(d.effective_at) >= START && Number(d.effective_at) < END);
    const looks = await effectiveLooks();
    const lookHouses = (await t.db.selectFrom('customer_look_house as lh').innerJoin('customer_look as l', 'l.id', 'lh.look_id')
      .select(['l.agent_id', 'l.look_at', 'lh.effective']).execute()).filter((h) => h.effective === 1 && Number(h.look_at) >= START && Number(h.look_at) < END);
    expect(looks.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.deals, String(row.name)).toBe(deals.filter((d) => d.agent_id === row.staff_id).length);
      expect(row.looks, String(row.name)).toBe(lookHouses.filter((h) => h.agent_id === row.staff_id).length);
      const rate = (a: number, b: number) => (b ? a / b : 0);
      expect(row.deal_rate).toBeCloseTo(rate(Number(row.deals), Number(row.looks)), 4);
      expect(row.look_rate).toBeCloseTo(rate(Number(row.looks), Number(row.customers)), 4);
    }
  });

  it('refuses a range backwards or over 366 days and writes nothing', async () => {
    const before = await snapshot(t.db);
    for (const endpoint of [assessStores, assessDepartments, assessDistricts, secondLookCustomers, assessFunnel]) {
      expect((await t.call(endpoint, { date_from: TODAY, date_to: FROM }, { token: admin })).status).toBe(400);
      expect((await t.call(endpoint, { date_from: companyDate(nowSeconds() - 366 * 86_400), date_to: TODAY }, { token: admin })).status).toBe(400);
    }
    expect((await t.call(noLookCustomers, { days: -1 }, { token: admin })).status).toBe(400);
    expect((await t.call(assessRecords, { ...RANGE, staff_id: 1, kpi: 'keys' }, { token: admin })).status).toBe(400);
    expect(await snapshot(t.db)).toBe(before);
  });
});
