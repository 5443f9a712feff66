import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { HOUSE_LABEL_TOTAL_CAP, HOUSE_TOTAL_CAP, houseList, houseState, houseTotalCap, type InputOf } from '@brokerage/contract';
import type { Database } from '../../core/db/schema.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedScaleInto } from '../../test/helpers.js';
import { DEMO_ACCOUNTS } from '../../seed/demo.js';
import { freeBit, maskOf } from './label-bits.js';

// The list, its status tabs and its pages over more houses than its total counts (seed:scale's generator, about 11,000
// sales), each answer checked against the rows themselves.

let t: TestApp;
const tokens: Record<Who, string> = { admin: '', manager: '', agent: '' };
type Who = 'admin' | 'manager' | 'agent';
beforeAll(async () => {
  t = await createTestApp();
  await seedScaleInto(t, 16_000, 1);
  for (const who of ['admin', 'manager', 'agent'] as const) tokens[who] = await t.login(who);
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Condition = (eb: ExpressionBuilder<Database, 'house'>) => Expression<SqlBool>;
const always: Condition = () => sql<SqlBool>`1 = 1`;
const salesQuery = () => t.db.selectFrom('house').where('kind', '=', 'sale').where('deleted_at', 'is', null);

// What a demo person may see of the houses, written out: their store's people's or their own, and every public one.
async function seenBy(who: Who): Promise<Condition> {
  if (who === 'admin') return always;
  const person = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', DEMO_ACCOUNTS[who].account).executeTakeFirstOrThrow();
  const mine: Condition = who === 'agent' ? (eb) => eb('maintainer_id', '=', person.id)
    : (eb) => eb('maintainer_id', 'in', eb.selectFrom('staff').select('id').where('store_id', '=', person.store_id));
  return (eb) => eb.or([eb('pool', '=', 'public'), mine(eb)]);
}

// The sales a condition keeps, as the list shows them (newest update first, the id breaking ties), with their status.
async function rows(condition: Condition, who: Who = 'admin') {
  const seen = await seenBy(who);
  return salesQuery().where(condition).where(seen).select(['id', 'status']).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

type ListInput = Omit<InputOf<typeof houseList>, 'kind'>;

// The list's total, a page and the status tabs for these filters, each against the rows.
async function checkAgainstRows(filters: ListInput, condition: Condition, who: Who = 'admin', pages = [1, 3]) {
  const exact = await rows(condition, who);
  const cap = houseTotalCap(filters as { label_ids?: number[] });
  const label = `${who} ${JSON.stringify(filters)}`;
  for (const page of pages) {
    const answer = await t.call(houseList, { kind: 'sale', ...filters, page, limit: 20 }, { token: tokens[who] });
    expect(answer.status, label).toBe(200);
    expect(answer.body.data?.page, label).toMatchObject({ total: Math.min(cap, exact.length), total_cap: cap });
    expect(answer.body.data?.list.map((h) => h.id), `${label} page ${page}`).toEqual(exact.slice((page - 1) * 20, page * 20).map((h) => h.id));
  }
  const { status: _status, ...stateFilters } = filters;
  if (_status === undefined) {
    const tabs = await t.call(houseState, { kind: 'sale', ...stateFilters }, { token: tokens[who] });
    expect(tabs.body.data?.total, label).toBe(Math.min(cap, exact.length));
    for (const { status, count } of tabs.body.data?.list ?? []) {
      expect(count, `${label} ${status}`).toBe(Math.min(cap, exact.filter((h) => h.status === status).length));
    }
  }
  return exact.length;
}

// A value of a column among the sales, the n-th from the top.
const nth = async (column: 'price' | 'area' | 'floor_number' | 'last_followup_at', n: number) => Number((await salesQuery().select(column)
  .where(column, 'is not', null).orderBy(column, 'desc').offset(n).limit(1).executeTakeFirstOrThrow())[column]);

describe('house list at scale', () => {
  it('counts the total up to HOUSE_TOTAL_CAP houses, and pages past it still answer', async () => {
    const exact = await checkAgainstRows({}, always, 'admin', [1, HOUSE_TOTAL_CAP / 20 + 1]);
    expect(exact).toBeGreaterThan(HOUSE_TOTAL_CAP + 20);
  });

  it('with a label filter counts up to HOUSE_LABEL_TOTAL_CAP, says so, and pages past it still answer', async () => {
    const label = await t.db.selectFrom('house_label').select('label_id').groupBy('label_id').orderBy('label_id').executeTakeFirstOrThrow();
    const carrying: Condition = (eb) => eb('id', 'in', eb.selectFrom('house_label').select('house_id').where('label_id', '=', label.label_id));
    const exact = await checkAgainstRows({ label_ids: [label.label_id] }, carrying, 'admin', [1, HOUSE_LABEL_TOTAL_CAP / 20 + 1]);
    expect(exact).toBeGreaterThan(HOUSE_LABEL_TOTAL_CAP + 20);
  });

  it('answers each filter, few or many houses, as the rows are, for the company, a store manager and an agent', async () => {
    const { area_id } = await t.db.selectFrom('region').select('area_id').where('area_id', 'is not', null)
      .groupBy('area_id').orderBy(sql`count(*)`, 'desc').executeTakeFirstOrThrow();
    const district = area_id as number;
    const { parent_id: city } = await t.db.selectFrom('area').select('parent_id').where('id', '=', district).executeTakeFirstOrThrow();
    const { region_id, building_id, maintainer_id } = await salesQuery().select(['region_id', 'building_id', 'maintainer_id'])
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    const followed = Number((await salesQuery().select((eb) => eb.fn.count<number>('last_followup_at').as('n')).executeTakeFirstOrThrow()).n);
    const [topPrice, highFloor, recent, older] = [await nth('price', 30), await nth('floor_number', 300),
      await nth('last_followup_at', Math.floor(followed / 4)), await nth('last_followup_at', Math.floor(followed / 2))];
    const districts = t.db.selectFrom('area').select('id').where('parent_id', '=', city as number);
    const cases: [ListInput, Condition][] = [
      [{ region_id, status: ['valid'] }, (eb) => eb.and([eb('region_id', '=', region_id), eb('status', '=', 'valid')])],
      [{ building_id }, (eb) => eb('building_id', '=', building_id)],
      [{ area_id: district, area_min: 80, area_max: 120 }, (eb) => eb.and([eb('area_id', '=', district), eb('area', '>=', 8_000), eb('area', '<=', 12_000)])],
      [{ area_id: city as number }, (eb) => eb('area_id', 'in', districts)],
      [{ price_min: 2_000_000, price_max: 8_000_000, rooms: [2, 3] },
        (eb) => eb.and([eb('price', '>=', 200_000_000), eb('price', '<=', 800_000_000), eb('rooms', 'in', [2, 3])])],
      [{ price_min: topPrice / 100 }, (eb) => eb('price', '>=', topPrice)],
      [{ floor_min: highFloor }, (eb) => eb('floor_number', '>=', highFloor)],
      [{ floor_min: 10, price_min: 3_000_000 }, (eb) => eb.and([eb('floor_number', '>=', 10), eb('price', '>=', 300_000_000)])],
      [{ grade: 'b', area_min: 60, area_max: 140 }, (eb) => eb.and([eb('grade', '=', 'b'), eb('area', '>=', 6_000), eb('area', '<=', 14_000)])],
      [{ followup_from: older, followup_to: recent }, (eb) => eb.and([eb('last_followup_at', '>=', older), eb('last_followup_at', '<=', recent)])],
      [{ followup_to: recent }, (eb) => eb('last_followup_at', '<=', recent)],
      [{ has_keys: 1 }, () => sql<SqlBool>`key_count > 0`],
      [{ has_pictures: 0 }, () => sql<SqlBool>`picture_count = 0`],
      [{ maintainer_id }, (eb) => eb('maintainer_id', '=', maintainer_id)],
      [{ pool: 'private' }, (eb) => eb('pool', '=', 'private')],
    ];
    const sizes = new Set<boolean>();
    for (const who of ['admin', 'manager', 'agent'] as const) {
      for (const [filters, condition] of cases) {
        sizes.add(await checkAgainstRows(filters, condition, who) >= HOUSE_TOTAL_CAP);
      }
    }
    // Both sides of the cap were met.
    expect([...sizes].sort()).toEqual([false, true]);
  });

  it('sorts by price, area and entry time past the cap as the rows are', async () => {
    for (const sort of ['price', 'area', 'created_at'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = await salesQuery().select('id').where('price', '>=', 100_000_000).orderBy(sort, order).orderBy('id', order)
          .offset(40).limit(20).execute();
        const answer = await t.call(houseList, { kind: 'sale', price_min: 1_000_000, sort, order, page: 3, limit: 20 }, { token: tokens.admin });
        expect(answer.body.data?.list.map((h) => h.id), `${sort} ${order}`).toEqual(expected.map((r) => r.id));
      }
    }
  });

  // Two labels of their own: each on 300 sales, together on three, the three the list shows last. Once with bits on
  // the house rows (the lowest free, as label/change gives them), once without (as past the 52 bits: found through
  // house_label).
  it.each([
    ['with bits', undefined],
    ['without bits', [70, 71]],
  ] as const)('finds the few houses a rare pair of labels %s shares', async (variant, ids) => {
    const label = async (name: string, id?: number) => {
      const bit = id ? null : freeBit((await t.db.selectFrom('label').select('bit').execute()).map((row) => row.bit));
      return t.db.insertInto('label')
        .values({ ...(id ? { id } : {}), kind: 'house', name, color: '#123456', sort: 50, enabled: 1, bit, created_at: 1, updated_at: 1 })
        .returning(['id', 'bit']).executeTakeFirstOrThrow();
    };
    const made = [await label(`稀有甲${variant}`, ids?.[0]), await label(`稀有乙${variant}`, ids?.[1])];
    const [a, b] = made.map((row) => row.id) as [number, number];
    const bitOf = new Map(made.map((row) => [row.id, row.bit]));
    expect(made.map((row) => row.bit !== null)).toEqual(ids ? [false, false] : [true, true]);
    const oldest = await salesQuery().select('id').orderBy('updated_at').orderBy('id').limit(600).execute();
    const both = oldest.slice(0, 3).map((r) => r.id);
    const onlyA = oldest.slice(3, 300).map((r) => r.id);
    const onlyB = oldest.slice(300, 597).map((r) => r.id);
    // Added to the labels the houses carry, with their bits (as writeLabels keeps them).
    const put = async (labelId: number, houseIds: number[]) => {
      await t.db.insertInto('house_label').values(houseIds.map((house_id) => ({ house_id, label_id: labelId }))).execute();
      const bit = bitOf.get(labelId);
      await t.db.updateTable('house').set({ label_bits: sql<number>`label_bits + ${maskOf(bit ? [bit] : [])}` }).where('id', 'in', houseIds).execute();
    };
    await put(a, [...both, ...onlyA]);
    await put(b, [...both, ...onlyB]);

    const input = { kind: 'sale' as const, label_ids: [a, b] };
    const answer = await t.call(houseList, input, { token: tokens.admin });
    expect(answer.body.data?.page.total).toBe(3);
    expect(answer.body.data?.list.map((h) => h.id)).toEqual([...both].reverse());
    const page2 = await t.call(houseList, { ...input, page: 2, limit: 2 }, { token: tokens.admin });
    expect(page2.body.data?.list.map((h) => h.id)).toEqual([both[0]]);
    expect((await t.call(houseList, { ...input, page: 3, limit: 2 }, { token: tokens.admin })).body.data).toMatchObject({ list: [], page: { total: 3 } });
    const tabs = await t.call(houseState, input, { token: tokens.admin });
    expect(tabs.body.data?.total).toBe(3);
    // With a maintainer's filter too, the right houses whichever index leads.
    const { maintainer_id } = await t.db.selectFrom('house').select('maintainer_id').where('id', '=', both[1] as number).executeTakeFirstOrThrow();
    const mine = await t.call(houseList, { ...input, maintainer_id }, { token: tokens.admin });
    expect(mine.body.data?.list.every((h) => h.maintainer_id === maintainer_id && both.includes(h.id))).toBe(true);
    expect(mine.body.data?.list.map((h) => h.id)).toContain(both[1]);
  });

  it('an unknown building or area finds nothing, in the list and the tabs', async () => {
    for (const filters of [{ building_id: 999_999_999 }, { area_id: 999_999_999 }]) {
      expect((await t.call(houseList, { kind: 'sale', ...filters }, { token: tokens.admin })).body.data).toMatchObject({ list: [], page: { total: 0 } });
      expect((await t.call(houseState, { kind: 'sale', ...filters }, { token: tokens.admin })).body.data?.total).toBe(0);
    }
  });

  it('a latin keyword finds a community by its pinyin, and one renamed to hold the keyword in its name', async () => {
    const { region_id } = await salesQuery().select('region_id').orderBy('id').executeTakeFirstOrThrow();
    const region = await t.db.selectFrom('region').select(['id', 'name', 'pinyin']).where('id', '=', region_id).executeTakeFirstOrThrow();
    const byPinyin = await t.call(houseList, { kind: 'sale', keyword: region.pinyin.slice(0, 6), limit: 100 }, { token: tokens.admin });
    expect(byPinyin.body.data?.list.map((h) => h.region_id)).toContain(region.id);
    await t.db.updateTable('region').set({ name: `${region.name}Soho9` }).where('id', '=', region.id).execute();
    try {
      await checkAgainstRows({ keyword: 'sOHo9' }, (eb) => eb('region_id', '=', region.id));
    } finally {
      await t.db.updateTable('region').set({ name: region.name }).where('id', '=', region.id).execute();
    }
  });
});
