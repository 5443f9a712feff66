import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOUSE_STATUS_LABELS, houseExport, houseList, type HouseItem, type HouseStatus, type InputOf, type Lang,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { downloadExport } from '../../test/helpers.js';

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

type Filters = Omit<InputOf<typeof houseList>, 'page' | 'limit'>;

// Every page of the list for these filters, in the list's order.
async function listAll(filters: Filters, token: string): Promise<HouseItem[]> {
  const rows: HouseItem[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await t.call(houseList, { ...filters, page, limit: 100 }, { token });
    expect(status, JSON.stringify(body)).toBe(200);
    rows.push(...body.data.list);
    if (rows.length >= body.data.page.total || !body.data.list.length) return rows;
  }
}

function queryOf(filters: Filters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.toString();
}

function download(filters: Filters, token: string, lang: Lang = 'zh') {
  return downloadExport(t, houseExport, queryOf(filters), token, lang);
}

// Column positions of houseExport's columns.
const column = (key: string) => houseExport.download?.columns.findIndex((c) => c.key === key) ?? -1;

describe('house export', () => {
  it('exports exactly the rows the list gives for the same filters and sort', async () => {
    const filters: Filters = { kind: 'sale', keyword: 'wkcs', sort: 'price', order: 'asc' };
    const listed = await listAll(filters, admin);
    expect(listed.length).toBeGreaterThan(0);
    const file = await download(filters, admin);
    expect(file.status, JSON.stringify(file.envelope)).toBe(200);
    const [header, ...rows] = file.rows ?? [];
    expect(header?.slice(0, 3)).toEqual(['房源编号', '类型', '小区']);
    expect(rows.map((r) => r[column('id')])).toEqual(listed.map((h) => h.id));
    expect(rows.every((r) => r[column('region_name')] === '万科城市花园')).toBe(true);
    expect(rows.every((r) => r[column('kind')] === '出售')).toBe(true);
    const byId = new Map(listed.map((h) => [h.id, h]));
    for (const row of rows) {
      const house = byId.get(Number(row[column('id')]));
      expect(row[column('price')]).toBe(house?.price);
      expect(row[column('maintainer_name')]).toBe(house?.maintainer_name);
      expect(row[column('label_names')] ?? null).toBe(house?.labels.length ? house.labels.map((l) => l.name).join('、') : null);
      expect(row[column('updated_at')]).toBeInstanceOf(Date);
    }
  });

  it('exports the rent list with range filters as the list does', async () => {
    const filters: Filters = { kind: 'rent', area_min: 40, area_max: 150, status: ['valid', 'reserved'], sort: 'area', order: 'desc' };
    const listed = await listAll(filters, admin);
    expect(listed.length).toBeGreaterThan(0);
    const file = await download(filters, admin);
    expect((file.rows ?? []).slice(1).map((r) => r[column('id')])).toEqual(listed.map((h) => h.id));
    const refused = await download({ kind: 'rent', area_min: 100, area_max: 50 }, admin);
    expect(refused.status).toBe(400);
    expect(refused.envelope?.code).not.toBe('200000');
  });

  it('keeps to the caller\'s data scope: the store\'s houses and the public pool', async () => {
    const filters: Filters = { kind: 'sale' };
    const storeId = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id;
    const listed = await listAll(filters, manager);
    const file = await download(filters, manager);
    expect(file.status, JSON.stringify(file.envelope)).toBe(200);
    const ids = (file.rows ?? []).slice(1).map((r) => Number(r[column('id')]));
    expect(ids).toEqual(listed.map((h) => h.id));
    const houses = await t.db.selectFrom('house').select(['id', 'pool', 'store_id']).where('id', 'in', ids).execute();
    expect(houses.every((h) => h.pool === 'public' || h.store_id === storeId)).toBe(true);
    const { n } = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'sale').where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    expect(ids.length).toBeLessThan(Number(n));
  });

  it('writes labels in the caller\'s language', async () => {
    const filters: Filters = { kind: 'sale', keyword: 'wkcs' };
    const listed = await listAll(filters, admin);
    const english = await download(filters, admin, 'en');
    const [header, ...rows] = english.rows ?? [];
    expect(header?.slice(0, 3)).toEqual(['House no.', 'Kind', 'Community']);
    rows.forEach((row, i) => {
      expect(row[column('kind')]).toBe('For sale');
      expect(row[column('status')]).toBe(HOUSE_STATUS_LABELS[listed[i]?.status as HouseStatus].en);
    });
    const japanese = await download(filters, admin, 'ja');
    expect(japanese.rows?.[1]?.[column('status')]).toBe(HOUSE_STATUS_LABELS[listed[0]?.status as HouseStatus].ja);
  });

  it('refuses a caller without house:export with an envelope', async () => {
    const file = await download({ kind: 'sale' }, agent);
    expect(file.envelope?.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});
