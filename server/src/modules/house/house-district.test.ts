import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { houseList, houseState, regionGet, regionUpdate } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fillHouseDistricts } from '../../core/db/migrations/023-house-district.js';
import { enterHouse } from '../../test/houses.js';

// house.area_id, the community's district on the house (migration 023): set on entry, moved with the community's
// district, filled by its migration, and what the list's district filter reads.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

// Houses whose area_id is not their community's, as [house id, area_id, the community's].
async function strays() {
  const rows = await t.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id')
    .select(['h.id', 'h.area_id', 'r.area_id as region_area']).execute();
  return rows.filter((row) => row.area_id !== row.region_area).map((row) => [row.id, row.area_id, row.region_area]);
}

// The sales of a district, newest update first, as the table has them.
async function salesIn(areaId: number) {
  const rows = await t.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').select('h.id')
    .where('h.kind', '=', 'sale').where('h.deleted_at', 'is', null).where('r.area_id', '=', areaId)
    .orderBy('h.updated_at', 'desc').orderBy('h.id', 'desc').execute();
  return rows.map((r) => r.id);
}

async function listed(areaId: number) {
  const { body } = await t.call(houseList, { kind: 'sale', area_id: areaId, limit: 100 }, { token: admin });
  expect(body.code, JSON.stringify(body)).toBe('200000');
  return body.data;
}

describe('house district', () => {
  it('is seeded with the demo houses as their communities say', async () => {
    expect(await t.db.selectFrom('house').select('id').where('area_id', 'is not', null).limit(1).execute()).toHaveLength(1);
    expect(await strays()).toEqual([]);
  });

  it("is set on a new house from its door's community", async () => {
    const house = await enterHouse(t, admin);
    const row = await t.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').select(['h.area_id', 'r.area_id as region_area'])
      .where('h.id', '=', house.id).executeTakeFirstOrThrow();
    expect(row.region_area).not.toBeNull();
    expect(row.area_id).toBe(row.region_area);
  });

  it("moves with its community's district, and the list's district filter follows", async () => {
    // A community with sales, moved to another district of the same city.
    const { region_id, area_id: from } = await t.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id')
      .select(['h.region_id', 'r.area_id']).where('h.kind', '=', 'sale').where('h.deleted_at', 'is', null).where('r.area_id', 'is not', null)
      .groupBy(['h.region_id', 'r.area_id']).orderBy(sql`count(*)`, 'desc').executeTakeFirstOrThrow();
    const to = (await t.db.selectFrom('area as a').innerJoin('area as b', 'b.parent_id', 'a.parent_id').select('b.id')
      .where('a.id', '=', from as number).where('b.id', '<>', from as number).executeTakeFirstOrThrow()).id;
    const moving = (await t.db.selectFrom('house').select('id').where('region_id', '=', region_id).where('kind', '=', 'sale')
      .where('deleted_at', 'is', null).execute()).map((h) => h.id);
    const before = { from: await listed(from as number), to: await listed(to) };
    expect(moving.length).toBeGreaterThan(0);
    expect(before.from.list.map((h) => h.id)).toEqual((await salesIn(from as number)).slice(0, 100));

    const r = (await t.call(regionGet, { id: region_id }, { token: admin })).body.data;
    const moved = await t.call(regionUpdate, {
      id: region_id, name: r.name, area_id: to, business_circle: r.business_circle, address: r.address, developer: r.developer,
      build_year: r.build_year, property_fee: r.property_fee, lng: r.lng, lat: r.lat,
    }, { token: admin });
    expect(moved.body.code, JSON.stringify(moved.body)).toBe('200000');
    expect(await strays()).toEqual([]);

    const after = { from: await listed(from as number), to: await listed(to) };
    expect(after.from.page.total).toBe(Math.min(before.from.page.total - moving.length, after.from.page.total_cap));
    expect(after.to.page.total).toBe(Math.min(before.to.page.total + moving.length, after.to.page.total_cap));
    expect(after.from.list.map((h) => h.id)).toEqual((await salesIn(from as number)).slice(0, 100));
    expect(after.to.list.map((h) => h.id)).toEqual((await salesIn(to)).slice(0, 100));
    expect(after.to.list.some((h) => moving.includes(h.id))).toBe(true);
    const state = (await t.call(houseState, { kind: 'sale', area_id: to }, { token: admin })).body.data;
    expect(state?.total).toBe(after.to.page.total);
  });

  it('is filled from the communities by its migration', async () => {
    await t.db.updateTable('house').set({ area_id: null }).execute();
    expect((await strays()).length).toBeGreaterThan(10);
    await fillHouseDistricts(t.db);
    expect(await strays()).toEqual([]);
  });
});
