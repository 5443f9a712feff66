import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import {
  ERRORS, HOUSE_STATISTICS_KPIS, NO_GROUP_LABELS, groupRowName, HOUSE_STATISTICS_KPI_LABELS, WRITTEN_FOLLOWUP_KINDS, approvalOperate, chartStatistics, entrustAdd, followupCustomer,
  houseStatistics, houseStatisticsExport,
  houseUpdatePrice, phoneView, pictureChange, pictureChangeAction,
  type HouseStatisticsCounts, type HouseStatisticsRow,
} from '@brokerage/contract';
import { createTestApp, planOf, snapshot, testDialect, type TestApp } from '../../test/harness.js';
import { downloadExport } from '../../test/helpers.js';
import type { Ctx } from '../../core/context.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { companyDate, nowSeconds } from '../../core/clock.js';
import { up as migrate099 } from '../../core/db/migrations/099-house-days.js';
import { up as migrate109 } from '../../core/db/migrations/109-house-day-entrust.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { countHouseFollowups, recountHouseDays } from './house-day.js';
import { counted } from './house-statistics.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // The demo's viewings are effective once their agreement image is stored, which the test database's seed leaves out:
  // every other one is made effective here, and its 二看 marks set as the app sets them.
  await sql`update customer_look set effective = 1 where id % 2 = 0`.execute(t.db);
  await sql`update customer_look_house set effective = (select l.effective from customer_look l where l.id = customer_look_house.look_id)`.execute(t.db);
  await sql`update customer_look_house set is_second = case when effective = 1 and exists (select 1 from customer_look_house p
    where p.customer_id = customer_look_house.customer_id and p.house_id = customer_look_house.house_id and p.effective = 1
    and (p.look_at < customer_look_house.look_at or (p.look_at = customer_look_house.look_at and p.look_id < customer_look_house.look_id))) then 1 else 0 end`.execute(t.db);
  // Nor does it store pictures: an upload (counted) and a removal (not counted), stored and counted as insertFollowups
  // does.
  const house = await t.db.selectFrom('house').select(['id', 'maintainer_id']).orderBy('id').executeTakeFirstOrThrow();
  const pictures = (['upload', 'delete'] as const).map((action) => ({
    house_id: house.id, customer_id: null, staff_id: house.maintainer_id, kind: 'picture', content: 'layout.jpg',
    detail: JSON.stringify(pictureChange(action, 'layout')), created_at: nowSeconds() - 3_600,
  }));
  await t.db.insertInto('followup').values(pictures).execute();
  await countHouseFollowups(t.db, pictures);
});
afterAll(async () => {
  await t.close();
});

const TODAY = companyDate(nowSeconds());
const FROM = companyDate(nowSeconds() - 365 * 86_400);
const RANGE = { date_from: FROM, date_to: TODAY };
type Range = typeof RANGE;

type Fact = { staff_id: number; store_id: number | null; department_id: number | null; day: string; kpi: keyof HouseStatisticsCounts };

// The stored follow-ups, owner phone reveals and viewings, counted here in plain code: the oracle.
async function facts(range: Range = RANGE): Promise<Fact[]> {
  const people = new Map((await t.db.selectFrom('staff').select(['id', 'store_id', 'department_id']).execute()).map((s) => [s.id, s]));
  const fact = (staff: number, at: number | string, kpi: Fact['kpi']): Fact[] => {
    const person = people.get(staff);
    return person ? [{ staff_id: staff, store_id: person.store_id, department_id: person.department_id, day: companyDate(Number(at)), kpi }] : [];
  };
  const followups = await t.db.selectFrom('followup').select(['staff_id', 'kind', 'detail', 'created_at'])
    .where('house_id', 'is not', null).where('staff_id', 'is not', null).execute();
  const phones = await t.db.selectFrom('behaviour_log').select(['staff_id', 'detail', 'created_at']).where('action', '=', 'phone_view').execute();
  const entrusts = await t.db.selectFrom('entrust_book').select(['agent_id', 'effective_at']).where('status', '=', 'effective').execute();
  const looks = await t.db.selectFrom('customer_look_house as lh').innerJoin('customer_look as l', 'l.id', 'lh.look_id')
    .select(['l.agent_id', 'l.look_at', 'lh.effective', 'lh.is_second']).execute();
  const all: Fact[] = [];
  for (const f of followups) {
    const kpi = f.kind === 'entry' ? 'houses' : WRITTEN_FOLLOWUP_KINDS.includes(f.kind as never) ? 'followups' : f.kind === 'key' ? 'keys'
      : f.kind === 'price' ? 'prices'
        : f.kind === 'picture' && pictureChangeAction(JSON.parse(f.detail || 'null') as never)?.action === 'upload' ? 'pictures' : null;
    if (kpi) all.push(...fact(f.staff_id as number, f.created_at, kpi));
  }
  for (const p of phones) if (p.staff_id !== null && p.detail.startsWith('house ')) all.push(...fact(p.staff_id, p.created_at, 'phone_views'));
  for (const e of entrusts) all.push(...fact(e.agent_id, e.effective_at as number, 'entrusts'));
  for (const l of looks) {
    if (!l.effective) continue;
    all.push(...fact(l.agent_id, l.look_at, 'looks'));
    if (l.is_second) all.push(...fact(l.agent_id, l.look_at, 'second_looks'));
  }
  return all.filter((f) => f.day >= range.date_from && f.day <= range.date_to);
}

function countUp(rows: Fact[]): HouseStatisticsCounts {
  return Object.fromEntries(HOUSE_STATISTICS_KPIS.map((kpi) => [kpi, rows.filter((r) => r.kpi === kpi).length])) as HouseStatisticsCounts;
}

const countsOf = (row: HouseStatisticsCounts) => Object.fromEntries(HOUSE_STATISTICS_KPIS.map((kpi) => [kpi, row[kpi]]));

async function everyRow(input: Record<string, unknown>, token = admin): Promise<HouseStatisticsRow[]> {
  const rows: HouseStatisticsRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call(houseStatistics, { ...RANGE, ...input, page, limit: 100 }, { token });
    expect(body.code).toBe('200000');
    rows.push(...body.data.list);
    if (rows.length >= body.data.page.total) return rows;
  }
}

async function expectMatchesStored(token = admin, people?: Set<number>) {
  const stored = (await facts()).filter((r) => !people || people.has(r.staff_id));
  const { body } = await t.call(houseStatistics, RANGE, { token });
  expect(body.data.totals).toEqual(countUp(stored));
  const rows = await everyRow({}, token);
  const ids = [...new Set(stored.map((r) => r.staff_id))].sort((a, b) => a - b);
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
  for (const row of rows) expect(countsOf(row), row.name).toEqual(countUp(stored.filter((r) => r.staff_id === row.id)));
  return rows;
}

describe('statistics/house_list', () => {
  it('counts each person\'s houses entered, follow-ups, viewings, keys, pictures, prices and phone views as the stored rows say', async () => {
    const stored = countUp(await facts());
    // The demo has no owner phones revealed nor entrust books: they are counted as written in the tests below.
    for (const kpi of HOUSE_STATISTICS_KPIS.filter((k) => k !== 'phone_views' && k !== 'entrusts')) expect(stored[kpi], kpi).toBeGreaterThan(0);
    const rows = await expectMatchesStored();
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1] as HouseStatisticsRow, rows[i] as HouseStatisticsRow];
      expect(a.houses > b.houses || (a.houses === b.houses && a.id < b.id)).toBe(true);
    }
    const person = await t.db.selectFrom('staff').select('name').where('id', '=', rows[0]?.id as number).executeTakeFirstOrThrow();
    expect(rows[0]?.name).toBe(person.name);
  });

  it('counts a house entered, its price changed and an owner phone revealed as they are written; a customer\'s follow-up is not counted', async () => {
    const agent = await t.login('agent');
    const agentId = await staffId(t.db, 'agent');
    const adminId = await staffId(t.db, 'admin');
    const today = { date_from: TODAY, date_to: TODAY };
    const of = async (id: number) => (await everyRow(today)).find((r) => r.id === id);
    const [agentBefore, adminBefore] = [await of(agentId), await of(adminId)];
    const house = await enterHouse(t, agent);
    const changed = await t.call(houseUpdatePrice, { id: house.id, version: house.version, price: house.price + 100_000, base_price: null, reason: '业主同意调价' }, { token: agent });
    expect(changed.body.code).toBe('200000');
    const customer = await t.db.selectFrom('customer').select('id').where('agent_id', '=', agentId).executeTakeFirstOrThrow();
    const customerFollowup = await t.call(followupCustomer, { customer_id: customer.id, way: 'manual', content: '客户说周末有空，再约看房' }, { token: agent });
    expect(customerFollowup.body.code).toBe('200000');
    expect(await of(agentId)).toMatchObject({
      houses: (agentBefore?.houses ?? 0) + 1, followups: agentBefore?.followups ?? 0, prices: (agentBefore?.prices ?? 0) + 1,
    });

    await sql`update role set phone_view_daily_limit = 1000 where id = (select role_id from staff where id = ${adminId})`.execute(t.db);
    const owner = await t.db.selectFrom('house_owner as o').innerJoin('house_owner_phone as p', 'p.owner_id', 'o.id').select('o.id')
      .where('p.sort', '=', 0).executeTakeFirstOrThrow();
    expect((await t.call(phoneView, { owner_id: owner.id }, { token: admin })).body.code).toBe('200000');
    expect((await of(adminId))?.phone_views).toBe((adminBefore?.phone_views ?? 0) + 1);
    await expectMatchesStored();
  });

  it('counts the entrust books a person recorded on the day they take effect: approved, or submitted with no flow; not a draft or one waiting', async () => {
    const [agent, manager] = [await t.login('agent'), await t.login('manager')];
    const [agentId, managerId] = [await staffId(t.db, 'agent'), await staffId(t.db, 'manager')];
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const jpeg = await sharp({ create: { width: 400, height: 560, channels: 3, background: '#fbfbf0' } }).jpeg().toBuffer();
    // A book is submitted with its signed scan, uploaded as the phone page does.
    const scan = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), '委托书.jpg');
      const upload = await fetch(`${base}/api/v1/houseentrust/upfile`, { method: 'POST', headers: { authorization: `Bearer ${agent}` }, body: form });
      return (await upload.json() as { data: { id: number } }).data.id;
    };
    const book = async (submit: 0 | 1) => {
      const house = await enterHouse(t, agent);
      const { body } = await t.call(entrustAdd, {
        house_id: house.id, type: 'general', start_date: TODAY, end_date: null, owner_name: '王建国', price: 3_500_000, commission: '', remark: '',
        file_ids: submit ? [await scan()] : [], submit,
      }, { token: agent });
      expect(body.code, body.message).toBe('200000');
      return body.data;
    };
    const today = { date_from: TODAY, date_to: TODAY };
    const entrustsOf = async (id: number) => (await everyRow(today)).find((r) => r.id === id)?.entrusts ?? 0;
    const before = await entrustsOf(agentId);

    await setCompanyFlow(t, admin, 'entrust_book', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
    await book(0);
    const waiting = await book(1);
    expect(waiting.status).toBe('pending');
    expect(await entrustsOf(agentId)).toBe(before);
    const approved = await t.call(approvalOperate, { id: waiting.approval_id as number, action: 'approve', comment: '' }, { token: manager });
    expect(approved.body.code).toBe('200000');
    expect([await entrustsOf(agentId), await entrustsOf(managerId)]).toEqual([before + 1, 0]);

    await approvalFlowsOff(t, admin, ['entrust_book']);
    expect((await book(1)).status).toBe('effective');
    expect(await entrustsOf(agentId)).toBe(before + 2);
    await expectMatchesStored();
  });

  it('counts what was written around the app once db:reindex counts afresh, and the migration counts what was there', async () => {
    const manager = await staffId(t.db, 'manager');
    const house = await t.db.selectFrom('house').select('id').executeTakeFirstOrThrow();
    await sql`insert into followup (house_id, staff_id, kind, content, created_at) values (${house.id}, ${manager}, 'key', '直接写入的钥匙记录', ${nowSeconds() - 86_400})`.execute(t.db);
    const stored = countUp(await facts());
    const { body } = await t.call(houseStatistics, RANGE, { token: admin });
    expect(body.data.totals.keys).toBe(stored.keys - 1);
    expect(await recountHouseDays(t.db)).toBeGreaterThan(0);
    await expectMatchesStored();

    await t.db.schema.dropTable('house_day').execute();
    await migrate099(t.db, t.handle.dialect);
    await migrate109(t.db, t.handle.dialect);
    await expectMatchesStored();
  });

  it('groups by store, team and district, each summing to the same totals, and filters by store and team', async () => {
    const stored = await facts();
    const total = countUp(stored);
    for (const group_by of ['store', 'department', 'district']) {
      const rows = await everyRow({ group_by });
      for (const kpi of HOUSE_STATISTICS_KPIS) expect(rows.reduce((s, r) => s + r[kpi], 0), `${group_by} ${kpi}`).toBe(total[kpi]);
      expect(rows.every((r) => r.id === 0 || r.name !== ''), group_by).toBe(true);
    }
    const stores = await everyRow({ group_by: 'store' });
    const storeId = stores.find((r) => r.id > 0)?.id as number;
    expect(countsOf(stores.find((r) => r.id === storeId) as HouseStatisticsRow)).toEqual(countUp(stored.filter((r) => r.store_id === storeId)));
    const byStore = await t.call(houseStatistics, { ...RANGE, store_id: storeId }, { token: admin });
    expect(byStore.body.data.totals).toEqual(countUp(stored.filter((r) => r.store_id === storeId)));
    const team = stored.find((r) => r.department_id !== null)?.department_id as number;
    const byTeam = await t.call(houseStatistics, { ...RANGE, department_id: team, group_by: 'department' }, { token: admin });
    expect(byTeam.body.data.list.map((r) => r.id)).toEqual([team]);
    expect(byTeam.body.data.totals).toEqual(countUp(stored.filter((r) => r.department_id === team)));
    for (const sort of HOUSE_STATISTICS_KPIS) {
      const rows = await everyRow({ sort });
      for (let i = 1; i < rows.length; i++) expect((rows[i - 1] as HouseStatisticsRow)[sort] >= (rows[i] as HouseStatisticsRow)[sort], sort).toBe(true);
    }
  });

  it('counts for a store manager their store\'s people only, and refuses an agent without house:stats', async () => {
    const manager = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const people = new Set((await t.db.selectFrom('staff').select('id').where('store_id', '=', manager.store_id).execute()).map((s) => s.id));
    people.add(manager.id);
    const managerToken = await t.login('manager');
    await expectMatchesStored(managerToken, people);
    const chart = await t.call(chartStatistics, RANGE, { token: managerToken });
    expect(chart.body.code).toBe('200000');
    expect(sumOf(chart.body.data.list)).toEqual(countUp((await facts()).filter((r) => people.has(r.staff_id))));
    const agent = await t.login('agent');
    expect((await t.call(houseStatistics, RANGE, { token: agent })).status).toBe(403);
    expect((await t.call(chartStatistics, RANGE, { token: agent })).status).toBe(403);
  });

  it('refuses a range backwards, over 366 days or with a day that does not exist, and writes nothing', async () => {
    const before = await snapshot(t.db);
    for (const bad of [
      { date_from: TODAY, date_to: FROM },
      { date_from: companyDate(nowSeconds() - 366 * 86_400), date_to: TODAY },
      { date_from: '2026-02-30', date_to: '2026-03-01' },
      { date_from: '2026-2-01', date_to: '2026-03-01' },
    ]) {
      for (const endpoint of [houseStatistics, chartStatistics] as const) {
        const { status, body } = await t.call(endpoint, bad, { token: admin });
        expect([status, body.code], `${endpoint.path} ${JSON.stringify(bad)}`).toEqual([400, ERRORS.VALIDATION.code]);
      }
    }
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('statistics/house/export', () => {
  it('writes the list\'s rows to Excel in its order with every column, within the caller\'s scope, and logs the export', async () => {
    const input = { ...RANGE, group_by: 'person', sort: 'followups' } as const;
    const rows = await everyRow(input);
    expect(rows.length).toBeGreaterThan(1);
    const exports = () => t.db.selectFrom('behaviour_log').select('detail').where('action', '=', 'export').execute();
    const before = (await exports()).length;
    const file = await downloadExport(t, houseStatisticsExport, new URLSearchParams(input).toString(), admin);
    expect(file.status, JSON.stringify(file.envelope)).toBe(200);
    const [header, ...lines] = file.rows ?? [];
    expect(header).toEqual(['名称', '门店', '部门', ...HOUSE_STATISTICS_KPIS.map((kpi) => HOUSE_STATISTICS_KPI_LABELS[kpi].zh)]);
    expect(lines.map((line) => line[0])).toEqual(rows.map((r) => r.name));
    expect(lines.map((line) => line.slice(3).map(Number))).toEqual(rows.map((r) => HOUSE_STATISTICS_KPIS.map((kpi) => r[kpi])));
    expect((await exports()).length).toBe(before + 1);
    const manager = await t.login('manager');
    const theirs = await downloadExport(t, houseStatisticsExport, new URLSearchParams(input).toString(), manager);
    expect(theirs.rows?.slice(1).map((line) => line[0])).toEqual((await everyRow(input, manager)).map((r) => r.name));
    const agent = await downloadExport(t, houseStatisticsExport, new URLSearchParams(input).toString(), await t.login('agent'));
    expect(agent.status).toBe(403);
  });

  it('names the row of the people without a team, store or district in the caller\'s language', async () => {
    // The person with the most follow-ups on houses, for now without a team or a store (so without a district either).
    const [first] = await everyRow({ ...RANGE, group_by: 'person', sort: 'followups' });
    const person = await t.db.selectFrom('staff').select(['store_id', 'department_id']).where('id', '=', first!.id).executeTakeFirstOrThrow();
    await t.db.updateTable('staff').set({ store_id: null, department_id: null }).where('id', '=', first!.id).execute();
    try {
      for (const group of ['department', 'store', 'district'] as const) {
        const input = { ...RANGE, group_by: group, sort: 'followups' } as const;
        const rows = await everyRow(input);
        const at = rows.findIndex((r) => r.id === 0);
        expect(at, group).toBeGreaterThanOrEqual(0);
        expect(rows[at]!.name).toBe('');
        for (const lang of ['en', 'zh', 'es', 'ja'] as const) {
          const file = await downloadExport(t, houseStatisticsExport, new URLSearchParams(input).toString(), admin, lang);
          expect(file.rows?.slice(1).map((line) => line[0]), `${group} ${lang}`).toEqual(rows.map((r) => groupRowName(group, r, lang)));
          expect(file.rows?.[at + 1]?.[0], `${group} ${lang}`).toBe(NO_GROUP_LABELS[group][lang]);
        }
      }
    } finally {
      await t.db.updateTable('staff').set(person).where('id', '=', first!.id).execute();
    }
  });
});

describe('the statements', () => {
  // At a million houses and millions of follow-ups: the summary rows and the viewings of a week are read along their
  // day or time indexes (a range of most of the test's rows is scanned, as it should be), and the follow-ups never.
  it.skipIf(testDialect() !== 'sqlite')('read the summary rows and the viewings along their indexes, never the follow-ups', async () => {
    const caller = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    for (const scope of ['company', 'store'] as const) {
      const ctx = { db: t.db, dialect: 'sqlite', scope, caller: { staffId: caller.id, storeId: caller.store_id } } as unknown as Ctx;
      for (const unit of [undefined, 'day', 'month'] as const) {
        const plan = await planOf(t.db, counted(ctx, { date_from: companyDate(nowSeconds() - 6 * 86_400), date_to: TODAY }, unit).select(sql<number>`sum(u.houses)`.as('n')).groupBy('u.staff_id'));
        expect(plan, `${scope} ${unit}`).toMatch(/SEARCH h USING (COVERING )?INDEX (house_day_day_idx|sqlite_autoindex_house_day_1)/);
        expect(plan, `${scope} ${unit}`).toMatch(/SEARCH l USING (COVERING )?INDEX customer_look_(time|agent)_idx/);
        expect(plan, `${scope} ${unit}`).toMatch(/SEARCH lh USING (PRIMARY KEY|INDEX sqlite_autoindex_customer_look_house_1)/);
        expect(plan, `${scope} ${unit}`).not.toMatch(/followup\b|SCAN h\b|SCAN l\b/);
      }
    }
  });
});

function sumOf(points: HouseStatisticsCounts[]): HouseStatisticsCounts {
  return Object.fromEntries(HOUSE_STATISTICS_KPIS.map((kpi) => [kpi, points.reduce((s, p) => s + p[kpi], 0)])) as HouseStatisticsCounts;
}

describe('chart/statistics', () => {
  it('draws every day of a range up to 62 days, each as the stored rows say', async () => {
    const range = { date_from: companyDate(nowSeconds() - 61 * 86_400), date_to: TODAY };
    const stored = await facts(range);
    const { body } = await t.call(chartStatistics, range, { token: admin });
    expect(body.code).toBe('200000');
    expect(body.data.unit).toBe('day');
    expect(body.data.list).toHaveLength(62);
    expect(body.data.list[0]?.period).toBe(range.date_from);
    expect(body.data.list.at(-1)?.period).toBe(TODAY);
    for (const point of body.data.list) expect(countsOf(point), point.period).toEqual(countUp(stored.filter((r) => r.day === point.period)));
    const list = await t.call(houseStatistics, range, { token: admin });
    expect(sumOf(body.data.list)).toEqual(list.body.data.totals);
  });

  it('draws every month of a longer range, a month cut by the range counting its days within it', async () => {
    const range = { date_from: companyDate(nowSeconds() - 200 * 86_400), date_to: TODAY };
    const stored = await facts(range);
    const { body } = await t.call(chartStatistics, range, { token: admin });
    expect(body.data.unit).toBe('month');
    expect(body.data.list[0]?.period).toBe(range.date_from.slice(0, 7));
    expect(body.data.list.at(-1)?.period).toBe(TODAY.slice(0, 7));
    for (const point of body.data.list) expect(countsOf(point), point.period).toEqual(countUp(stored.filter((r) => r.day.startsWith(point.period))));
    expect(sumOf(body.data.list)).toEqual(countUp(stored));
    const store = await t.db.selectFrom('store').select('id').orderBy('id').executeTakeFirstOrThrow();
    const byStore = await t.call(chartStatistics, { ...range, store_id: store.id }, { token: admin });
    expect(sumOf(byStore.body.data.list)).toEqual(countUp(stored.filter((r) => r.store_id === store.id)));
  });
});
