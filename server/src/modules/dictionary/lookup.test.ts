import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, authSave, buildingAdd, lookupAreas, lookupBuildingUnits, lookupBuildings, lookupDoors, lookupFloors, lookupRegions,
  lookupSearchRegions, lookupUnits, regionAdd, regionList, unitAdd,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
// An agent whose role holds no permission at all: the look-ups need only a session.
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow()).id;
  await t.call(authSave, { role_id: roleId, menus: ['House'], permissions: [] }, { token: admin });
  agent = await t.login('agent');
});
afterAll(async () => {
  await t.close();
});

describe('house/region_list', () => {
  it('finds communities for a picker by name, pinyin or initials, for any signed-in person', async () => {
    expect((await t.call(regionList, {}, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    for (const keyword of ['万科', 'wkcs', 'wanke']) {
      const { body } = await t.call(lookupRegions, { keyword }, { token: agent });
      expect(body.data.list.map((r) => r.name), keyword).toContain('万科城市花园');
      expect(Object.keys(body.data.list[0]!).sort()).toEqual(['address', 'id', 'name']);
    }
  });

  it('answers at most the limit, and refuses a limit above 50', async () => {
    expect((await t.call(lookupRegions, {}, { token: agent })).body.data.list).toHaveLength(20);
    expect((await t.call(lookupRegions, { limit: 5 }, { token: agent })).body.data.list).toHaveLength(5);
    const { status, body } = await t.call(lookupRegions, { limit: 51 }, { token: agent });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.VALIDATION.code);
  });

  it('takes a typed % or _ literally', async () => {
    expect((await t.call(lookupRegions, { keyword: '%' }, { token: agent })).body.data.list).toEqual([]);
  });
});

describe('house/search_region_list', () => {
  it('finds communities with their area, optionally within one area', async () => {
    const minhang = (await t.db.selectFrom('area').select('id').where('name', '=', '闵行区').executeTakeFirstOrThrow()).id;
    const { body } = await t.call(lookupSearchRegions, { keyword: 'wkcs' }, { token: agent });
    expect(body.data.list[0]).toMatchObject({ name: '万科城市花园', area_id: minhang, area_name: '闵行区', business_circle: '七宝' });
    const inMinhang = (await t.call(lookupSearchRegions, { area_id: minhang, limit: 50 }, { token: agent })).body.data.list;
    expect(inMinhang.length).toBeGreaterThan(1);
    expect(inMinhang.every((r) => r.area_name === '闵行区')).toBe(true);
  });

  it('within a city, finds the communities of all its districts (the house list\'s area filter picked at city level)', async () => {
    const { parent_id: city } = await t.db.selectFrom('area').select('parent_id').where('name', '=', '闵行区').executeTakeFirstOrThrow();
    const inCity = (await t.call(lookupSearchRegions, { area_id: city as number, limit: 50 }, { token: agent })).body.data.list;
    const districts = await t.db.selectFrom('area').select('name').where('parent_id', '=', city).execute();
    expect(new Set(inCity.map((r) => r.area_name)).size).toBeGreaterThan(1);
    expect(inCity.every((r) => districts.some((d) => d.name === r.area_name))).toBe(true);
    const inWkcs = (await t.call(lookupSearchRegions, { area_id: city as number, keyword: 'wkcs' }, { token: agent })).body.data.list;
    expect(inWkcs.map((r) => r.name)).toContain('万科城市花园');
  });
});

describe('the cascade region → building → unit → floor → door', () => {
  it('walks a community down to its doors', async () => {
    const region = (await t.call(lookupRegions, { keyword: 'wkcs' }, { token: agent })).body.data.list[0]!;
    const buildings = (await t.call(lookupBuildings, { region_id: region.id }, { token: agent })).body.data.list;
    expect(buildings[0]!.name).toBe('1号楼');
    const units = (await t.call(lookupUnits, { building_id: buildings[0]!.id }, { token: agent })).body.data.list;
    expect(units.map((u) => u.name)).toEqual(['1单元', '2单元']);
    const floors = (await t.call(lookupFloors, { unit_id: units[0]!.id }, { token: agent })).body.data.list;
    expect(floors[0]).toMatchObject({ number: 1, name: '1' });
    expect(floors.map((f) => f.number)).toEqual([...floors.map((f) => f.number)].sort((a, b) => a - b));
    const doors = (await t.call(lookupDoors, { floor_id: floors[0]!.id }, { token: agent })).body.data.list;
    expect(doors.map((d) => d.name)).toEqual(['0101', '0102']);
  });

  it('answers 404001 for a parent that does not exist, and an empty list for one without children', async () => {
    for (const [endpoint, input] of [
      [lookupBuildings, { region_id: 999_999 }], [lookupUnits, { building_id: 999_999 }], [lookupFloors, { unit_id: 999_999 }],
      [lookupDoors, { floor_id: 999_999 }], [lookupBuildingUnits, { region_id: 999_999 }], [lookupAreas, { parent_id: 999_999 }],
    ] as const) {
      const { status, body } = await t.call(endpoint, input, { token: agent });
      expect(status, endpoint.path).toBe(404);
      expect(body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const region = (await t.call(regionAdd, { name: '空苑' }, { token: admin })).body.data;
    expect((await t.call(lookupBuildings, { region_id: region.id }, { token: agent })).body.data.list).toEqual([]);
    expect((await t.call(lookupBuildingUnits, { region_id: region.id }, { token: agent })).body.data.list).toEqual([]);
  });

  it('lists the buildings of a community each with its units, in one call', async () => {
    const region = (await t.call(regionAdd, { name: '楼栋单元苑' }, { token: admin })).body.data;
    const first = (await t.call(buildingAdd, { region_id: region.id, name: '1号楼', sort: 1, generate: { units: 2, floors: 1, doors: 1 } }, { token: admin })).body.data;
    const second = (await t.call(buildingAdd, { region_id: region.id, name: '2号楼', sort: 2 }, { token: admin })).body.data;
    await t.call(unitAdd, { building_id: second.id, name: '甲单元' }, { token: admin });
    const { body } = await t.call(lookupBuildingUnits, { region_id: region.id }, { token: agent });
    expect(body.data.list.map((b) => [b.id, b.name, b.units.map((u) => u.name)])).toEqual([
      [first.id, '1号楼', ['1单元', '2单元']], [second.id, '2号楼', ['甲单元']],
    ]);
  });
});

describe('house/area_list', () => {
  it('lists the provinces without a parent and the areas under one', async () => {
    const provinces = (await t.call(lookupAreas, {}, { token: agent })).body.data.list;
    expect(provinces.map((p) => p.name)).toEqual(['上海市', '北京市']);
    const cities = (await t.call(lookupAreas, { parent_id: provinces[0]!.id }, { token: agent })).body.data.list;
    const districts = (await t.call(lookupAreas, { parent_id: cities[0]!.id }, { token: agent })).body.data.list;
    expect(districts.map((d) => d.name)).toContain('浦东新区');
    // A district has no areas under it.
    expect((await t.call(lookupAreas, { parent_id: districts[0]!.id }, { token: agent })).body.data.list).toEqual([]);
  });
});
