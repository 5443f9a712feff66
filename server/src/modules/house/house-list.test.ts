import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { ERRORS, houseList, houseState, type HouseItem, type InputOf } from '@brokerage/contract';
import type { Database } from '../../core/db/schema.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DAY, nowSeconds, staffId } from '../../test/houses.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
});
afterAll(async () => {
  await t.close();
});

type Condition = (eb: ExpressionBuilder<Database, 'house'>) => Expression<SqlBool>;

// The same selection counted straight from the table: what the list's total must be.
async function expected(kind: 'sale' | 'rent', condition: Condition): Promise<number> {
  const { n } = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind).where('deleted_at', 'is', null).where(condition).executeTakeFirstOrThrow();
  return Number(n);
}

async function list(input: InputOf<typeof houseList>, token = admin) {
  const { status, body } = await t.call(houseList, { limit: 100, ...input }, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

// Checks one filter: the total matches the table, there is something to find, and every row shown fits.
async function checkFilter(input: Omit<InputOf<typeof houseList>, 'kind'>, condition: Condition, fits: (item: HouseItem) => boolean) {
  for (const kind of ['sale', 'rent'] as const) {
    const data = await list({ kind, ...input });
    const total = await expected(kind, condition);
    expect(data.page.total, JSON.stringify(input)).toBe(total);
    expect(data.list.length).toBe(Math.min(total, 100));
    expect(data.list.every((item) => item.kind === kind && fits(item)), JSON.stringify(input)).toBe(true);
  }
  const { n } = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null)
    .where(condition).executeTakeFirstOrThrow();
  expect(Number(n), `the demo data has houses for ${JSON.stringify(input)}`).toBeGreaterThan(0);
}

describe('house list filters', () => {
  it('filters by community keyword: name, pinyin, initials, or a house id', async () => {
    const wanke = await t.db.selectFrom('region').select('id').where('name', '=', '万科城市花园').executeTakeFirstOrThrow();
    for (const keyword of ['万科城市', 'wanke', 'wkcs', 'WKCS']) {
      await checkFilter({ keyword }, (eb) => eb('region_id', '=', wanke.id), (h) => h.region_name === '万科城市花园');
    }
    const some = await t.db.selectFrom('house').select(['id', 'kind']).where('deleted_at', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const byId = await list({ kind: some.kind as 'sale' | 'rent', keyword: String(some.id) });
    expect(byId.list.map((h) => h.id)).toContain(some.id);
    expect((await list({ kind: 'sale', keyword: 'zzzzzz' })).page.total).toBe(0);
  });

  it('a keyword finds a community by letters inside its name in any case, and by the exact start of its pinyin', async () => {
    const house = await t.db.selectFrom('house').select('region_id').where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    const region = await t.db.selectFrom('region').select(['name', 'pinyin', 'initials']).where('id', '=', house.region_id).executeTakeFirstOrThrow();
    // What the keyword stands for, as the list's rule says it: the name contains it, ignoring case, or the pinyin or
    // initials start with it.
    const matching = (keyword: string): Condition => (eb) => eb('region_id', 'in', eb.selectFrom('region').select('id')
      .where((r) => r.or([r(sql`lower(name)`, 'like', `%${keyword.toLowerCase()}%`), r('pinyin', 'like', `${keyword.toLowerCase()}%`),
        r('initials', 'like', `${keyword.toLowerCase()}%`)])));
    await t.db.updateTable('region').set({ name: `${region.name}Loft` }).where('id', '=', house.region_id).execute();
    try {
      const bumped = region.pinyin.slice(0, -1) + String.fromCharCode(region.pinyin.charCodeAt(region.pinyin.length - 1) + 1);
      for (const keyword of ['LOFT', 'loft', 'Lof', region.pinyin, region.pinyin.slice(0, 3).toUpperCase(), region.initials, region.pinyin.charAt(0)]) {
        await checkFilter({ keyword }, matching(keyword), () => true);
        expect((await list({ kind: 'sale', keyword })).list.some((h) => h.region_id === house.region_id), keyword).toBe(true);
      }
      for (const keyword of [bumped, `${region.pinyin}a`, 'loftx']) {
        expect(await expected('sale', matching(keyword))).toBe((await list({ kind: 'sale', keyword })).page.total);
        expect((await list({ kind: 'sale', keyword })).list.some((h) => h.region_id === house.region_id), keyword).toBe(false);
      }
    } finally {
      await t.db.updateTable('region').set({ name: region.name }).where('id', '=', house.region_id).execute();
    }
  });

  it('filters by district, community and building', async () => {
    const pudong = await t.db.selectFrom('area').select('id').where('name', '=', '浦东新区').executeTakeFirstOrThrow();
    await checkFilter({ area_id: pudong.id },
      (eb) => eb('region_id', 'in', eb.selectFrom('region').select('id').where('area_id', '=', pudong.id)), () => true);
    const house = await t.db.selectFrom('house').select(['region_id', 'building_id']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    await checkFilter({ region_id: house.region_id }, (eb) => eb('region_id', '=', house.region_id), (h) => h.region_id === house.region_id);
    await checkFilter({ building_id: house.building_id }, (eb) => eb('building_id', '=', house.building_id), (h) => h.building_id === house.building_id);
  });

  it('a city or province stands for its districts, as in the community list; an unknown area finds nothing', async () => {
    const pudong = await t.db.selectFrom('area').select(['id', 'parent_id']).where('name', '=', '浦东新区').executeTakeFirstOrThrow();
    const city = pudong.parent_id as number;
    const { parent_id: province } = await t.db.selectFrom('area').select('parent_id').where('id', '=', city).executeTakeFirstOrThrow();
    const inCity: Condition = (eb) => eb('region_id', 'in', eb.selectFrom('region').select('id')
      .where('area_id', 'in', eb.selectFrom('area').select('id').where('parent_id', '=', city)));
    for (const areaId of [city, province as number]) {
      await checkFilter({ area_id: areaId }, inCity, () => true);
      // The page in update order, as a district's is.
      const newest = await t.db.selectFrom('house').select('id').where('kind', '=', 'sale').where('deleted_at', 'is', null).where(inCity)
        .orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(10).execute();
      expect((await list({ kind: 'sale', area_id: areaId, limit: 10 })).list.map((h) => h.id)).toEqual(newest.map((r) => r.id));
      // The status tabs count the same houses.
      const state = await t.call(houseState, { kind: 'sale', area_id: areaId }, { token: admin });
      expect(state.body.data?.total).toBe(await expected('sale', inCity));
    }
    // More than one district is there to stand for.
    expect(await expected('sale', inCity)).toBeGreaterThan(await expected('sale', (eb) => eb('area_id', '=', pudong.id)));
    const otherDistricts = await t.db.selectFrom('area').select('id').where('parent_id', '=', city).where('id', '!=', pudong.id).execute();
    expect(otherDistricts.length).toBeGreaterThan(0);
    expect((await list({ kind: 'sale', area_id: 999_999 })).page.total).toBe(0);
  });

  it('filters by price, area and floor ranges', async () => {
    await checkFilter({ price_min: 3_000_000, price_max: 6_000_000 }, (eb) => eb.and([eb('price', '>=', 300_000_000), eb('price', '<=', 600_000_000)]),
      (h) => h.price >= 3_000_000 && h.price <= 6_000_000);
    await checkFilter({ price_min: 5_000, price_max: 9_999.99 }, (eb) => eb.and([eb('price', '>=', 500_000), eb('price', '<=', 999_999)]),
      (h) => h.price >= 5_000 && h.price <= 9_999.99);
    await checkFilter({ area_min: 60, area_max: 90.5 }, (eb) => eb.and([eb('area', '>=', 6000), eb('area', '<=', 9050)]),
      (h) => h.area >= 60 && h.area <= 90.5);
    await checkFilter({ floor_min: 3, floor_max: 6 }, (eb) => eb.and([eb('floor_number', '>=', 3), eb('floor_number', '<=', 6)]),
      (h) => h.floor_number >= 3 && h.floor_number <= 6);
  });

  it('filters by rooms, statuses, grade, level, pool, use, decoration and orientation', async () => {
    await checkFilter({ rooms: [2, 3] }, (eb) => eb('rooms', 'in', [2, 3]), (h) => h.rooms === 2 || h.rooms === 3);
    await checkFilter({ rooms: '1' }, (eb) => eb('rooms', '=', 1), (h) => h.rooms === 1);
    await checkFilter({ status: ['reserved', 'sealed'] }, (eb) => eb('status', 'in', ['reserved', 'sealed']), (h) => ['reserved', 'sealed'].includes(h.status));
    await checkFilter({ status: 'valid,paused' }, (eb) => eb('status', 'in', ['valid', 'paused']), (h) => ['valid', 'paused'].includes(h.status));
    await checkFilter({ grade: 'a' }, (eb) => eb('grade', '=', 'a'), (h) => h.grade === 'a');
    await checkFilter({ level: 'recommended' }, (eb) => eb('level', '=', 'recommended'), (h) => h.level === 'recommended');
    await checkFilter({ pool: 'public' }, (eb) => eb('pool', '=', 'public'), (h) => h.pool === 'public');
    await checkFilter({ use: 'office' }, (eb) => eb('use', '=', 'office'), (h) => h.use === 'office');
    await checkFilter({ decoration: 'luxury' }, (eb) => eb('decoration', '=', 'luxury'), (h) => h.decoration === 'luxury');
    await checkFilter({ orientation: 'north_south' }, (eb) => eb('orientation', '=', 'north_south'), (h) => h.orientation === 'north_south');
  });

  it('filters by keys and pictures', async () => {
    // The demo seeds keys for some houses; no house has pictures until that module records some.
    await checkFilter({ has_keys: 0 }, (eb) => eb('key_count', '=', 0), (h) => h.key_count === 0);
    await checkFilter({ has_keys: 1 }, (eb) => eb('key_count', '>', 0), (h) => h.key_count > 0);
    await checkFilter({ has_pictures: 0 }, (eb) => eb('picture_count', '=', 0), (h) => h.picture_count === 0);
    const some = await t.db.selectFrom('house').select(['id', 'kind']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    await t.db.updateTable('house').set({ picture_count: 5 }).where('id', '=', some.id).execute();
    try {
      const data = await list({ kind: some.kind as 'sale' | 'rent', has_pictures: 1 });
      expect(data.list.map((h) => h.id)).toEqual([some.id]);
    } finally {
      await t.db.updateTable('house').set({ picture_count: 0 }).where('id', '=', some.id).execute();
    }
  });

  it('filters by labels, a house carrying every label asked for', async () => {
    const [first, second] = await t.db.selectFrom('label').select('id').where('kind', '=', 'house').orderBy('id').limit(2).execute();
    const carries = (labelId: number) => (eb: ExpressionBuilder<Database, 'house'>) =>
      eb.exists(eb.selectFrom('house_label').select('house_label.house_id').whereRef('house_label.house_id', '=', 'house.id').where('house_label.label_id', '=', labelId));
    await checkFilter({ label_ids: [first!.id] }, carries(first!.id), (h) => h.labels.some((l) => l.id === first!.id));
    await checkFilter({ label_ids: [first!.id, second!.id] }, (eb) => eb.and([carries(first!.id)(eb), carries(second!.id)(eb)]),
      (h) => [first!.id, second!.id].every((id) => h.labels.some((l) => l.id === id)));
  });

  it('filters by maintainer, store, update time and follow-up time', async () => {
    const agentId = await staffId(t.db, 'agent');
    await checkFilter({ maintainer_id: agentId }, (eb) => eb('maintainer_id', '=', agentId), (h) => h.maintainer_id === agentId);
    const store = await t.db.selectFrom('store').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await checkFilter({ store_id: store.id }, (eb) => eb('store_id', '=', store.id), (h) => h.store_id === store.id);
    const from = nowSeconds() - 30 * DAY;
    const to = nowSeconds() - 5 * DAY;
    await checkFilter({ updated_from: from, updated_to: to }, (eb) => eb.and([eb('updated_at', '>=', from), eb('updated_at', '<=', to)]),
      (h) => h.updated_at >= from && h.updated_at <= to);
    await checkFilter({ followup_from: from, followup_to: to }, (eb) => eb.and([eb('last_followup_at', '>=', from), eb('last_followup_at', '<=', to)]),
      (h) => h.last_followup_at !== null && h.last_followup_at >= from && h.last_followup_at <= to);
  });

  it('combines filters', async () => {
    await checkFilter({ status: ['valid'], rooms: [2], price_max: 8_000_000, pool: 'private' }, (eb) => eb.and([
      eb('status', '=', 'valid'), eb('rooms', '=', 2), eb('price', '<=', 800_000_000), eb('pool', '=', 'private'),
    ]), (h) => h.status === 'valid' && h.rooms === 2 && h.price <= 8_000_000 && h.pool === 'private');
  });
});

describe('house list sorting and paging', () => {
  it('sorts by update time (newest first by default), price, area or entry time, the id breaking ties', async () => {
    const byDefault = (await list({ kind: 'sale' })).list;
    for (let i = 1; i < byDefault.length; i++) {
      const [a, b] = [byDefault[i - 1]!, byDefault[i]!];
      expect(a.updated_at > b.updated_at || (a.updated_at === b.updated_at && a.id > b.id)).toBe(true);
    }
    for (const sort of ['price', 'area', 'created_at'] as const) {
      const rows = (await list({ kind: 'rent', sort, order: 'asc' })).list;
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        expect(a[sort] < b[sort] || (a[sort] === b[sort] && a.id < b.id), sort).toBe(true);
      }
    }
  });

  it('pages without gaps or repeats, with the total of the whole selection', async () => {
    const all = (await list({ kind: 'sale', status: ['valid'], limit: 100 })).list.map((h) => h.id);
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(...(await list({ kind: 'sale', status: ['valid'], limit: 20, page })).list.map((h) => h.id));
    expect(pages).toEqual(all);
    const far = await list({ kind: 'sale', page: 1000, limit: 100 });
    expect(far.list).toEqual([]);
    expect(far.page.total).toBe(await expected('sale', () => sql<SqlBool>`1 = 1`));
  });
});

describe('house list scope', () => {
  it('an agent lists only the houses in their scope', async () => {
    const agentId = await staffId(t.db, 'agent');
    for (const kind of ['sale', 'rent'] as const) {
      const data = await list({ kind }, agent);
      expect(data.page.total).toBe(await expected(kind, (eb) => eb.or([eb('maintainer_id', '=', agentId), eb('pool', '=', 'public')])));
      expect(data.list.every((h) => h.maintainer_id === agentId || h.pool === 'public')).toBe(true);
      const own = await list({ kind, pool: 'private' }, agent);
      expect(own.page.total).toBeGreaterThan(0);
      expect(own.list.every((h) => h.maintainer_id === agentId)).toBe(true);
    }
  });

  it('a store manager lists the houses of the people of their store and the public pool', async () => {
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id as number;
    const people = (await t.db.selectFrom('staff').select('id').where('store_id', '=', store).execute()).map((s) => s.id);
    const data = await list({ kind: 'sale', pool: 'private' }, manager);
    expect(data.page.total).toBe(await expected('sale', (eb) => eb.and([eb('pool', '=', 'private'), eb('maintainer_id', 'in', people)])));
    expect(data.list.every((h) => people.includes(h.maintainer_id))).toBe(true);
    expect((await list({ kind: 'sale' }, admin)).page.total).toBe(await expected('sale', () => sql<SqlBool>`1 = 1`));
  });
});

describe('house list bad input', () => {
  it('refuses a list without a kind, reversed ranges, unknown values and oversized lists', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'kind'],
      [{ kind: 'sale', price_min: 5, price_max: 1 }, 'price_max'],
      [{ kind: 'sale', area_min: 100, area_max: 50 }, 'area_max'],
      [{ kind: 'sale', updated_from: 10, updated_to: 5 }, 'updated_to'],
      [{ kind: 'sale', sort: 'views' }, 'sort'],
      [{ kind: 'sale', status: 'valid,sold' }, 'status.1'],
      [{ kind: 'sale', rooms: 'x' }, 'rooms.0'],
      [{ kind: 'sale', label_ids: Array.from({ length: 11 }, (_, i) => i + 1).join(',') }, 'label_ids'],
      [{ kind: 'sale', has_keys: 2 }, 'has_keys'],
      [{ kind: 'sale', limit: 101 }, 'limit'],
    ];
    for (const [input, field] of cases) {
      const { status, body } = await t.call(houseList, input, { token: admin });
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: object }).fields), JSON.stringify(input)).toContain(field);
    }
  });
});
