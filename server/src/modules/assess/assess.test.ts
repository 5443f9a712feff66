import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ASSESS_KPIS, QUOTA_MONTH_OVER, WRITTEN_FOLLOWUP_KINDS, assessDetail, assessGroups, assessList, pictureChangeAction, quotaDetail, quotaList,
  quotaSave, type AssessCounts, type AssessKpi, type AssessRow,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { companyDate, monthOf, nowSeconds } from '../../core/clock.js';

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
});
afterAll(async () => {
  await t.close();
});

const MONTH = monthOf(nowSeconds());
const LAST_MONTH = new Date(Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5)) - 2, 1)).toISOString().slice(0, 7);

type Fact = { staff_id: number; day: string; kpi: AssessKpi };

// The stored follow-ups, owner phone reveals, viewings and customers of a month, counted here in plain code: the oracle.
async function facts(month: string): Promise<Fact[]> {
  const all: Fact[] = [];
  const add = (staff: number | null, at: number | string, kpi: AssessKpi) => {
    if (staff !== null) all.push({ staff_id: staff, day: companyDate(Number(at)), kpi });
  };
  const followups = await t.db.selectFrom('followup').select(['staff_id', 'house_id', 'kind', 'detail', 'created_at']).where('staff_id', 'is not', null).execute();
  for (const f of followups) {
    if (WRITTEN_FOLLOWUP_KINDS.includes(f.kind as never)) add(f.staff_id, f.created_at, 'followups');
    if (f.house_id === null) continue;
    if (f.kind === 'entry') add(f.staff_id, f.created_at, 'houses');
    if (f.kind === 'key') add(f.staff_id, f.created_at, 'keys');
    if (f.kind === 'picture' && pictureChangeAction(JSON.parse(f.detail || 'null') as never)?.action === 'upload') add(f.staff_id, f.created_at, 'pictures');
  }
  const phones = await t.db.selectFrom('behaviour_log').select(['staff_id', 'detail', 'created_at']).where('action', '=', 'phone_view').execute();
  for (const p of phones) if (p.detail.startsWith('house ')) add(p.staff_id, p.created_at, 'phone_views');
  const looks = await t.db.selectFrom('customer_look_house as lh').innerJoin('customer_look as l', 'l.id', 'lh.look_id')
    .select(['l.agent_id', 'l.look_at', 'lh.effective', 'lh.is_second']).execute();
  for (const l of looks) {
    if (!l.effective) continue;
    add(l.agent_id, l.look_at, 'looks');
    if (l.is_second) add(l.agent_id, l.look_at, 'second_looks');
  }
  for (const c of await t.db.selectFrom('customer').select(['recorder_id', 'created_at']).execute()) add(c.recorder_id, c.created_at, 'customers');
  return all.filter((f) => f.day.startsWith(month));
}

function countUp(rows: Fact[]): AssessCounts {
  return Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, rows.filter((r) => r.kpi === kpi).length])) as AssessCounts;
}

async function everyRow(input: Record<string, unknown>, token = admin): Promise<AssessRow[]> {
  const rows: AssessRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call(assessList, { ...input, page, limit: 100 }, { token });
    expect(body.code).toBe('200000');
    rows.push(...body.data.list);
    if (rows.length >= body.data.page.total) return rows;
  }
}

const QUOTA = { houses: 1, customers: 0, followups: 2, looks: 0, second_looks: 0, keys: 0, pictures: 0, phone_views: 0 };

async function positionOf(account: string): Promise<number> {
  const staff = await t.db.selectFrom('staff').select('position_id').where('account', '=', account).executeTakeFirstOrThrow();
  return staff.position_id as number;
}

describe('assessment quotas', () => {
  it('sets a position\'s quota for this month, replaces it, lists it among every position and logs the call', async () => {
    const position = await positionOf('agent');
    const saved = await t.call(quotaSave, { position_id: position, month: MONTH, ...QUOTA, looks: 9 }, { token: admin });
    expect(saved.body.code).toBe('200000');
    expect(saved.body.data.quota).toEqual({ ...QUOTA, looks: 9 });
    const replaced = await t.call(quotaSave, { position_id: position, month: MONTH, ...QUOTA }, { token: admin });
    expect(replaced.body.data.quota).toEqual(QUOTA);
    expect((await t.db.selectFrom('assess_quota').selectAll().where('position_id', '=', position).execute()).length).toBe(1);
    const detail = await t.call(quotaDetail, { position_id: position, month: MONTH }, { token: admin });
    expect(detail.body.data).toMatchObject({ position_id: position, month: MONTH, quota: QUOTA });
    const list = await t.call(quotaList, { month: MONTH }, { token: admin });
    const positions = await t.db.selectFrom('position').select('id').execute();
    expect(list.body.data.list.map((r) => r.position_id).sort((a, b) => a - b)).toEqual(positions.map((p) => p.id).sort((a, b) => a - b));
    expect(list.body.data.list.filter((r) => r.quota !== null).map((r) => r.position_id)).toEqual([position]);
    const logged = await t.db.selectFrom('operation_log').select(['endpoint', 'result_code']).where('endpoint', '=', 'statistics/save').execute();
    expect(logged.filter((l) => l.result_code === '200000').length).toBe(2);
  });

  it('refuses a month already over with the rule in the user\'s language, bad values and an unknown position, writing nothing', async () => {
    const position = await positionOf('agent');
    const before = await snapshot(t.db, ['operation_log']);
    const over = await t.call(quotaSave, { position_id: position, month: '2020-01', ...QUOTA }, { token: admin, lang: 'zh' });
    expect(over.body.code).toBe('409001');
    expect(over.body.message).toContain(QUOTA_MONTH_OVER.zh);
    for (const bad of [{ houses: -1 }, { houses: 10_001 }, { houses: 1.5 }, { houses: '3' }, { houses: undefined }]) {
      const refused = await t.call(quotaSave, { position_id: position, month: MONTH, ...QUOTA, ...bad }, { token: admin });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.call(quotaSave, { position_id: 999_999, month: MONTH, ...QUOTA }, { token: admin })).body.code).toBe('404001');
    expect((await t.call(quotaSave, { position_id: position, month: '2026-13', ...QUOTA }, { token: admin })).status).toBe(400);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect((await t.call(quotaSave, { position_id: position, month: MONTH, ...QUOTA }, { token: await t.login('agent') })).status).toBe(403);
  });
});

describe('statistics/assess', () => {
  it('counts each working person\'s month as the stored rows say, against their position\'s quota', async () => {
    const position = await positionOf('agent');
    await t.call(quotaSave, { position_id: position, month: MONTH, ...QUOTA }, { token: admin });
    for (const month of [MONTH, LAST_MONTH]) {
      const stored = await facts(month);
      const quotas = new Map((await t.db.selectFrom('assess_quota').selectAll().where('month', '=', month).execute()).map((q) => [q.position_id, q]));
      const working = await t.db.selectFrom('staff').select(['id', 'position_id']).where('status', '=', 'active').orderBy('id').execute();
      const rows = await everyRow({ month });
      expect(rows.map((r) => r.staff_id)).toEqual(working.map((s) => s.id));
      for (const [i, row] of rows.entries()) {
        const actual = countUp(stored.filter((f) => f.staff_id === row.staff_id));
        expect(row.actual, `${month} ${row.name}`).toEqual(actual);
        const quota = quotas.get(working[i]?.position_id as number);
        if (!quota) {
          expect(row).toMatchObject({ quota: null, met: null, passed: null });
          continue;
        }
        const met = Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, actual[kpi] >= quota[kpi]]));
        expect(row.met).toEqual(met);
        expect(row.passed).toBe(Object.values(met).every(Boolean));
      }
      expect(stored.length, month).toBeGreaterThan(0);
    }
    const agentRow = (await everyRow({ month: MONTH })).find((r) => r.position_id === position);
    expect(agentRow?.quota).toEqual(QUOTA);
  });

  it('answers one person\'s month day by day, summing to their row', async () => {
    const rows = await everyRow({ month: LAST_MONTH });
    const busiest = [...rows].sort((a, b) => ASSESS_KPIS.reduce((s, k) => s + b.actual[k] - a.actual[k], 0))[0] as AssessRow;
    const { body } = await t.call(assessDetail, { staff_id: busiest.staff_id, month: LAST_MONTH }, { token: admin });
    expect(body.code).toBe('200000');
    const { days, ...row } = body.data;
    expect(row).toEqual(busiest);
    const last = new Date(Date.UTC(Number(LAST_MONTH.slice(0, 4)), Number(LAST_MONTH.slice(5)), 0)).getUTCDate();
    expect(days.length).toBe(last);
    const stored = (await facts(LAST_MONTH)).filter((f) => f.staff_id === busiest.staff_id);
    for (const day of days) {
      const { day: date, ...counts } = day;
      expect(counts, date).toEqual(countUp(stored.filter((f) => f.day === date)));
    }
  });

  it('sums people, assessed and passed per store, team and district as the person rows say', async () => {
    const rows = await everyRow({ month: MONTH });
    const staff = new Map((await t.db.selectFrom('staff as st').leftJoin('store as so', 'so.id', 'st.store_id')
      .select(['st.id', 'st.store_id', 'st.department_id', 'so.district_id']).execute()).map((s) => [s.id, s]));
    for (const group of ['store', 'department', 'district'] as const) {
      const { body } = await t.call(assessGroups, { month: MONTH, group }, { token: admin });
      expect(body.code).toBe('200000');
      const expected = new Map<number, { people: number; assessed: number; passed: number }>();
      for (const row of rows) {
        const person = staff.get(row.staff_id);
        const id = (group === 'store' ? person?.store_id : group === 'department' ? person?.department_id : person?.district_id) ?? 0;
        const known = expected.get(id) ?? { people: 0, assessed: 0, passed: 0 };
        known.people += 1;
        known.assessed += row.passed === null ? 0 : 1;
        known.passed += row.passed ? 1 : 0;
        expected.set(id, known);
      }
      expect(body.data.list.map(({ id, people, assessed, passed }) => [id, { people, assessed, passed }]))
        .toEqual([...expected].sort((a, b) => a[0] - b[0]));
      for (const g of body.data.list) expect(g.pass_rate).toBeCloseTo(g.assessed ? g.passed / g.assessed : 0, 4);
      expect(body.data.list.every((g) => g.id === 0 || g.name !== ''), group).toBe(true);
    }
  });

  it('shows a store manager their store\'s people and an agent themselves, and not another\'s detail', async () => {
    const manager = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const storePeople = (await t.db.selectFrom('staff').select('id').where('status', '=', 'active')
      .where((eb) => eb.or([eb('store_id', '=', manager.store_id), eb('id', '=', manager.id)])).orderBy('id').execute()).map((s) => s.id);
    const managerToken = await t.login('manager');
    const rows = await everyRow({ month: MONTH }, managerToken);
    expect(rows.map((r) => r.staff_id)).toEqual(storePeople);
    const everyone = new Map((await everyRow({ month: MONTH })).map((r) => [r.staff_id, r]));
    for (const row of rows) expect(row).toEqual(everyone.get(row.staff_id));
    const stores = await t.call(assessGroups, { month: MONTH }, { token: managerToken });
    expect(stores.body.data.list.reduce((s, g) => s + g.people, 0)).toBe(storePeople.length);

    const agent = await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow();
    const agentToken = await t.login('agent');
    expect((await everyRow({ month: MONTH }, agentToken)).map((r) => r.staff_id)).toEqual([agent.id]);
    expect((await t.call(assessDetail, { staff_id: manager.id, month: MONTH }, { token: agentToken })).body.code).toBe('404001');
    expect((await t.call(assessDetail, { staff_id: agent.id, month: MONTH }, { token: agentToken })).body.code).toBe('200000');
  });
});
