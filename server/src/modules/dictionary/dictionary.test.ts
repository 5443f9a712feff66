import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, areaList, authSave, doorName, floorLabels, buildingAdd, buildingDelete, buildingList, buildingUpdate, doorAdd, doorDelete,
  doorUpdate, floorAdd, floorDelete, floorList, provinceList, regionAdd, regionDelete, regionFinish, regionGet,
  regionList, regionUpdate, unitAdd, unitDelete, unitList, unitUpdate,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pinyinOf } from '../../core/pinyin.js';

let t: TestApp;
let admin: string;
let pudong: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  pudong = (await t.db.selectFrom('area').select('id').where('name', '=', '浦东新区').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

describe('pinyin', () => {
  it('writes names as full pinyin and initials', () => {
    expect(pinyinOf('万科城市花园')).toEqual({ full: 'wankechengshihuayuan', initials: 'wkcshy' });
    expect(pinyinOf('绿地·海珀外滩')).toEqual({ full: 'lvdihaipowaitan', initials: 'ldhpwt' });
  });
});

describe('door numbering', () => {
  it('numbers floors from the start, stepping over skipped labels and floor 0', () => {
    expect(floorLabels({ floors: 5, start_floor: 1, skip_floors: [] })).toEqual([1, 2, 3, 4, 5]);
    expect(floorLabels({ floors: 5, start_floor: 2, skip_floors: [4] })).toEqual([2, 3, 5, 6, 7]);
    expect(floorLabels({ floors: 3, start_floor: -1, skip_floors: [] })).toEqual([-1, 1, 2]);
    expect(floorLabels({ floors: 32, start_floor: 1, skip_floors: [4, 13] }).at(-1)).toBe(34);
  });

  it('names doors by floor and door: 0101, 3204, B101', () => {
    expect(doorName(1, 1)).toBe('0101');
    expect(doorName(32, 4)).toBe('3204');
    expect(doorName(-1, 1)).toBe('B101');
  });
});

describe('areas', () => {
  it('lists provinces and the areas under one', async () => {
    const provinces = (await t.call(provinceList, {}, { token: admin })).body.data.list;
    expect(provinces.map((p) => p.name)).toEqual(['上海市', '北京市']);
    const cities = (await t.call(areaList, { parent_id: provinces[0]!.id }, { token: admin })).body.data.list;
    const districts = (await t.call(areaList, { parent_id: cities[0]!.id }, { token: admin })).body.data.list;
    expect(districts.map((d) => d.name)).toContain('浦东新区');
  });
});

describe('regions', () => {
  it('finds 万科城市花园 by name, by its initials "wkcs" and by its pinyin "wanke"', async () => {
    for (const keyword of ['万科城市', 'wkcs', 'wanke', 'WKCS']) {
      const { body } = await t.call(regionList, { keyword }, { token: admin });
      expect(body.data.list.map((r) => r.name), keyword).toContain('万科城市花园');
    }
    const all = await t.call(regionList, { limit: 100 }, { token: admin });
    expect(all.body.data.page.total).toBe(30);
  });

  it('filters communities by an area and everything under it', async () => {
    const city = (await t.db.selectFrom('area').select('parent_id').where('id', '=', pudong).executeTakeFirstOrThrow()).parent_id!;
    const province = (await t.db.selectFrom('area').select('parent_id').where('id', '=', city).executeTakeFirstOrThrow()).parent_id;
    const inPudong = (await t.call(regionList, { area_id: pudong, limit: 100 }, { token: admin })).body.data;
    expect(inPudong.page.total).toBeGreaterThan(0);
    expect(inPudong.list.every((r) => r.area_name === '浦东新区')).toBe(true);
    const inCity = (await t.call(regionList, { area_id: city, limit: 100 }, { token: admin })).body.data;
    expect(inCity.page.total).toBeGreaterThan(inPudong.page.total);
    expect(inCity.list.map((r) => r.id)).toEqual(expect.arrayContaining(inPudong.list.map((r) => r.id)));
    // Shanghai is a municipality: the province level may be the city itself.
    const top = province ?? city;
    expect((await t.call(regionList, { area_id: top, limit: 100 }, { token: admin })).body.data.page.total).toBe(inCity.page.total);
  });

  it('adds a community with its pinyin, unique by name within an area', async () => {
    const added = await t.call(regionAdd, { name: '测试花园', area_id: pudong, address: '世纪大道1号', property_fee: 3.5 }, { token: admin });
    expect(added.body.data).toMatchObject({ name: '测试花园', pinyin: 'ceshihuayuan', initials: 'cshy', area_name: '浦东新区', property_fee: 3.5, finished: 0 });
    expect((await t.call(regionAdd, { name: '测试花园', area_id: pudong }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(regionAdd, { name: '测试花园', area_id: null }, { token: admin })).body.code).toBe('200000');
    const renamed = await t.call(regionUpdate, { id: added.body.data.id, name: '测试家园', area_id: pudong }, { token: admin });
    expect(renamed.body.data).toMatchObject({ pinyin: 'ceshijiayuan', address: '' });
    expect((await t.call(regionList, { keyword: 'csjy' }, { token: admin })).body.data.list.map((r) => r.name)).toEqual(['测试家园']);
    expect((await t.call(regionDelete, { id: added.body.data.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(regionGet, { id: added.body.data.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('refuses to delete a community that has buildings', async () => {
    const wanke = (await t.call(regionList, { keyword: 'wkcs' }, { token: admin })).body.data.list[0]!;
    const { status, body } = await t.call(regionDelete, { id: wanke.id }, { token: admin });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.IN_USE.code);
  });
});

describe('buildings, units, floors and doors', () => {
  it('generates a building of 32 floors with 4 doors each, numbered 0101..3204, in one go', async () => {
    const region = (await t.call(regionAdd, { name: '生成测试苑', area_id: pudong }, { token: admin })).body.data;
    const { body } = await t.call(buildingAdd, {
      region_id: region.id, name: '1号楼', generate: { units: 2, floors: 32, doors: 4 },
    }, { token: admin });
    expect(body.data).toMatchObject({ name: '1号楼', unit_count: 2, door_count: 2 * 32 * 4 });
    const units = (await t.call(unitList, { building_id: body.data.id }, { token: admin })).body.data.list;
    expect(units.map((u) => u.name)).toEqual(['1单元', '2单元']);
    const floors = (await t.call(floorList, { unit_id: units[0]!.id }, { token: admin })).body.data.list;
    expect(floors).toHaveLength(32);
    expect(floors[0]!.doors.map((d) => d.name)).toEqual(['3201', '3202', '3203', '3204']);
    expect(floors.at(-1)!.doors.map((d) => d.name)).toEqual(['0101', '0102', '0103', '0104']);

    const skipped = await t.call(buildingAdd, {
      region_id: region.id, name: '2号楼', generate: { units: 1, floors: 15, doors: 2, skip_floors: [4, 13] },
    }, { token: admin });
    const unit = (await t.call(unitList, { building_id: skipped.body.data.id }, { token: admin })).body.data.list[0]!;
    const labels = (await t.call(floorList, { unit_id: unit.id }, { token: admin })).body.data.list.map((f) => f.number);
    expect(labels).not.toContain(4);
    expect(labels).not.toContain(13);
    expect(labels[0]).toBe(17);
  });

  it('refuses to delete a door that has a house, or any node above it', async () => {
    const house = await t.db.selectFrom('house').innerJoin('door', 'door.id', 'house.door_id')
      .select(['house.door_id', 'house.floor_id', 'house.unit_id', 'house.building_id', 'house.region_id']).executeTakeFirstOrThrow();
    const refused = await t.call(doorDelete, { id: house.door_id }, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERRORS.IN_USE.code);
    for (const [endpoint, id] of [[floorDelete, house.floor_id], [unitDelete, house.unit_id], [buildingDelete, house.building_id], [regionDelete, house.region_id]] as const) {
      expect((await t.call(endpoint, { id }, { token: admin })).body.code).toBe(ERRORS.IN_USE.code);
    }
    expect(await t.db.selectFrom('door').select('id').where('id', '=', house.door_id).executeTakeFirst()).toBeDefined();
  });

  it('fills a building that has no units through building/update in one transaction, and refuses one that has units', async () => {
    const region = (await t.call(regionAdd, { name: '补录测试苑', area_id: pudong }, { token: admin })).body.data;
    const empty = (await t.call(buildingAdd, { region_id: region.id, name: '3号楼' }, { token: admin })).body.data;
    const generate = { units: 1, floors: 6, doors: 2, skip_floors: [4] };
    const filled = await t.call(buildingUpdate, { id: empty.id, name: '3号楼', sort: 3, generate }, { token: admin });
    expect(filled.body.data).toMatchObject({ name: '3号楼', sort: 3, unit_count: 1, door_count: 12 });
    const unit = (await t.call(unitList, { building_id: empty.id }, { token: admin })).body.data.list[0]!;
    const floors = (await t.call(floorList, { unit_id: unit.id }, { token: admin })).body.data.list;
    expect(floors.map((f) => f.number)).toEqual([7, 6, 5, 3, 2, 1]);

    const before = await t.db.selectFrom('door').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const again = await t.call(buildingUpdate, { id: empty.id, name: '3号楼改', sort: 3, generate }, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const after = await t.db.selectFrom('door').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Nothing of the refused call stays, not even the rename.
    expect((await t.call(buildingList, { region_id: region.id }, { token: admin })).body.data.list[0]!.name).toBe('3号楼');
  });

  it('keeps names unique under their parent and refuses to delete a node that has children', async () => {
    const region = (await t.call(regionAdd, { name: '规则测试苑', area_id: pudong }, { token: admin })).body.data;
    const building = (await t.call(buildingAdd, { region_id: region.id, name: 'A栋' }, { token: admin })).body.data;
    expect((await t.call(buildingAdd, { region_id: region.id, name: 'A栋' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    const unit = (await t.call(unitAdd, { building_id: building.id, name: '1单元' }, { token: admin })).body.data;
    expect((await t.call(unitAdd, { building_id: building.id, name: '1单元' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    const floor = (await t.call(floorAdd, { unit_id: unit.id, number: 1 }, { token: admin })).body.data;
    expect(floor.name).toBe('1');
    expect((await t.call(floorAdd, { unit_id: unit.id, number: 1 }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(floorAdd, { unit_id: unit.id, number: -1 }, { token: admin })).body.data.name).toBe('B1');
    const door = (await t.call(doorAdd, { floor_id: floor.id, name: '0101' }, { token: admin })).body.data;
    expect((await t.call(doorAdd, { floor_id: floor.id, name: '0101' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    await t.call(doorAdd, { floor_id: floor.id, name: '0102' }, { token: admin });
    expect((await t.call(doorUpdate, { id: door.id, name: '0102' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(doorUpdate, { id: door.id, name: '0103' }, { token: admin })).body.data.name).toBe('0103');

    for (const [endpoint, id] of [[buildingDelete, building.id], [unitDelete, unit.id], [floorDelete, floor.id]] as const) {
      expect((await t.call(endpoint, { id }, { token: admin })).body.code).toBe(ERRORS.IN_USE.code);
    }
    expect((await t.call(unitUpdate, { id: unit.id, name: '一单元' }, { token: admin })).body.data.name).toBe('一单元');
    expect((await t.call(buildingUpdate, { id: building.id, name: 'B栋' }, { token: admin })).body.data.name).toBe('B栋');
    expect((await t.call(buildingList, { region_id: region.id }, { token: admin })).body.data.list.map((b) => b.name)).toEqual(['B栋']);
    const floors = (await t.call(floorList, { unit_id: unit.id }, { token: admin })).body.data.list;
    for (const f of floors) for (const d of f.doors) await t.call(doorDelete, { id: d.id }, { token: admin });
    for (const f of floors) expect((await t.call(floorDelete, { id: f.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(unitDelete, { id: unit.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(buildingDelete, { id: building.id }, { token: admin })).body.code).toBe('200000');
  });
});

describe('region/finish', () => {
  it('locks a finished community against ordinary editing; the finish permission may still change it', async () => {
    const region = (await t.call(regionAdd, { name: '完成测试苑', area_id: pudong }, { token: admin })).body.data;
    const building = (await t.call(buildingAdd, { region_id: region.id, name: '1号楼' }, { token: admin })).body.data;
    expect((await t.call(regionFinish, { id: region.id }, { token: admin })).body.data.finished).toBe(1);
    expect((await t.call(regionList, { finished: 1 }, { token: admin })).body.data.list.map((r) => r.name)).toEqual(['完成测试苑']);

    const manager = await t.login('manager');
    expect((await t.call(buildingAdd, { region_id: region.id, name: '2号楼' }, { token: manager })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(buildingUpdate, { id: building.id, name: '一号楼' }, { token: manager })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(regionUpdate, { id: region.id, name: '完成测试苑', area_id: pudong, address: 'x' }, { token: manager })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(regionFinish, { id: region.id, finished: 0 }, { token: manager })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    // The admin holds dictionary:finished and may change a finished community.
    expect((await t.call(buildingAdd, { region_id: region.id, name: '2号楼' }, { token: admin })).body.code).toBe('200000');
    await t.call(regionFinish, { id: region.id, finished: 0 }, { token: admin });
    expect((await t.call(buildingAdd, { region_id: region.id, name: '3号楼' }, { token: manager })).body.code).toBe('200000');
  });

  it('is not editable at all without the edit permission', async () => {
    const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow()).id;
    await t.call(authSave, { role_id: roleId, menus: ['House'], permissions: [{ code: 'dictionary:list', data_scope: 'company' }] }, { token: admin });
    const agent = await t.login('agent');
    expect((await t.call(regionList, {}, { token: agent })).body.code).toBe('200000');
    expect((await t.call(regionAdd, { name: '无权限苑' }, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});
