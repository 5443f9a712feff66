import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, buildingAdd, buildingDelete, buildingList, buildingSchoolUpdate, regionAdd, schoolDistrictAdd,
  schoolDistrictBuildingSave, schoolDistrictDelete, schoolDistrictDeleteRegion, schoolDistrictGet, schoolDistrictList,
  schoolDistrictRegions, schoolDistrictUpdate,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

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

// A fresh community with `count` buildings named 1号楼, 2号楼, …
async function community(name: string, count: number) {
  const region = (await t.call(regionAdd, { name, area_id: pudong }, { token: admin })).body.data;
  const buildings = [];
  for (let n = 1; n <= count; n++) buildings.push((await t.call(buildingAdd, { region_id: region.id, name: `${n}号楼` }, { token: admin })).body.data);
  return { region, buildings };
}

async function links(districtId: number) {
  const rows = await t.db.selectFrom('school_district_building').select('building_id').where('school_district_id', '=', districtId).orderBy('building_id').execute();
  return rows.map((r) => r.building_id);
}

describe('school districts', () => {
  it('comes with the demo school districts and the communities they serve', async () => {
    const { body } = await t.call(schoolDistrictList, { keyword: '明珠' }, { token: admin });
    expect(body.data.list).toHaveLength(1);
    const mingzhu = body.data.list[0]!;
    expect(mingzhu).toMatchObject({ name: '明珠学区', area_name: '浦东新区', schools: ['明珠小学', '建平中学'], region_count: 3 });
    const detail = (await t.call(schoolDistrictGet, { id: mingzhu.id }, { token: admin })).body.data;
    expect(detail.regions.map((r) => r.region_name).sort()).toEqual(['世茂滨江花园', '仁恒河滨城', '陆家嘴花园'].sort());
    expect(detail.regions.find((r) => r.region_name === '世茂滨江花园')?.buildings.map((b) => b.name)).toEqual(['1号楼']);
  });

  it('adds a school district with its schools once each; names are unique', async () => {
    const { body } = await t.call(schoolDistrictAdd, { name: '新区学区', area_id: pudong, schools: ['东方小学', '东方小学', '东方中学'], remark: '对口' }, { token: admin });
    expect(body.data).toMatchObject({ name: '新区学区', area_name: '浦东新区', schools: ['东方小学', '东方中学'], remark: '对口', region_count: 0, building_count: 0 });
    const again = await t.call(schoolDistrictAdd, { name: '新区学区' }, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.CONFLICT.code);
    const other = (await t.call(schoolDistrictAdd, { name: '另一学区' }, { token: admin })).body.data;
    expect((await t.call(schoolDistrictUpdate, { id: other.id, name: '新区学区' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    const changed = await t.call(schoolDistrictUpdate, { id: other.id, name: '另一学区', schools: ['花木小学'], area_id: null }, { token: admin });
    expect(changed.body.data).toMatchObject({ schools: ['花木小学'], area_id: null, area_name: '' });
  });

  it('refuses an area that does not exist, and answers 404001 for an unknown district', async () => {
    expect((await t.call(schoolDistrictAdd, { name: '无区学区', area_id: 999_999 }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(schoolDistrictGet, { id: 999_999 }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(schoolDistrictUpdate, { id: 999_999, name: 'x' }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(schoolDistrictRegions, { sd_id: 999_999 }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('finds school districts by name or by the name of one of their schools, paged', async () => {
    await t.call(schoolDistrictAdd, { name: '搜索学区', schools: ['独特名字小学'] }, { token: admin });
    expect((await t.call(schoolDistrictList, { keyword: '独特名字' }, { token: admin })).body.data.list.map((d) => d.name)).toEqual(['搜索学区']);
    expect((await t.call(schoolDistrictList, { keyword: '搜索学' }, { token: admin })).body.data.list.map((d) => d.name)).toEqual(['搜索学区']);
    // JSON punctuation is not a way to match every district.
    expect((await t.call(schoolDistrictList, { keyword: '","' }, { token: admin })).body.data.page.total).toBe(0);
    const paged = await t.call(schoolDistrictList, { limit: 2, page: 1 }, { token: admin });
    expect(paged.body.data.list).toHaveLength(2);
    expect(paged.body.data.page.total).toBeGreaterThan(4);
    const inPudong = (await t.call(schoolDistrictList, { area_id: pudong, limit: 100 }, { token: admin })).body.data.list;
    expect(inPudong.every((d) => d.area_id === pudong)).toBe(true);
  });
});

describe('the buildings of a school district', () => {
  it('links the buildings of one region, replacing that region\'s previous links and leaving other regions alone', async () => {
    const district = (await t.call(schoolDistrictAdd, { name: '联动学区' }, { token: admin })).body.data;
    const a = await community('联动甲苑', 3);
    const b = await community('联动乙苑', 2);
    const [a1, a2, a3] = a.buildings.map((x) => x.id) as [number, number, number];
    await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: a.region.id, building_ids: [a1, a2] }, { token: admin });
    await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: b.region.id, building_ids: b.buildings.map((x) => x.id) }, { token: admin });
    const { body } = await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: a.region.id, building_ids: [a3] }, { token: admin });
    expect(body.data).toMatchObject({ id: district.id, region_count: 2, building_count: 3 });
    expect(body.data.regions.find((r) => r.region_id === a.region.id)).toMatchObject({ building_count: 3, buildings: [{ id: a3, name: '3号楼' }] });
    expect(await links(district.id)).toEqual([a3, ...b.buildings.map((x) => x.id)].sort((x, y) => x - y));

    // A region may be linked as a whole with no building chosen yet.
    const empty = await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: a.region.id }, { token: admin });
    expect(empty.body.data.regions.find((r) => r.region_id === a.region.id)?.buildings).toEqual([]);
    const regions = (await t.call(schoolDistrictRegions, { sd_id: district.id }, { token: admin })).body.data.list;
    expect(regions.map((r) => r.region_name).sort()).toEqual(['联动甲苑', '联动乙苑'].sort());
  });

  it('refuses buildings that are not in the region, writing nothing', async () => {
    const district = (await t.call(schoolDistrictAdd, { name: '越界学区' }, { token: admin })).body.data;
    const a = await community('越界甲苑', 1);
    const b = await community('越界乙苑', 1);
    const { status, body } = await t.call(schoolDistrictBuildingSave, {
      sd_id: district.id, region_id: a.region.id, building_ids: [a.buildings[0]!.id, b.buildings[0]!.id],
    }, { token: admin });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(schoolDistrictGet, { id: district.id }, { token: admin })).body.data.regions).toEqual([]);
    expect((await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: 999_999 }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(schoolDistrictBuildingSave, { sd_id: 999_999, region_id: a.region.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('unlinks a region and its buildings from a district, and only from that district', async () => {
    const one = (await t.call(schoolDistrictAdd, { name: '解绑学区一' }, { token: admin })).body.data;
    const two = (await t.call(schoolDistrictAdd, { name: '解绑学区二' }, { token: admin })).body.data;
    const a = await community('解绑苑', 2);
    const ids = a.buildings.map((x) => x.id);
    await t.call(schoolDistrictBuildingSave, { sd_id: one.id, region_id: a.region.id, building_ids: ids }, { token: admin });
    await t.call(schoolDistrictBuildingSave, { sd_id: two.id, region_id: a.region.id, building_ids: ids }, { token: admin });
    const { body } = await t.call(schoolDistrictDeleteRegion, { sd_id: one.id, region_id: a.region.id }, { token: admin });
    expect(body.data).toMatchObject({ region_count: 0, building_count: 0, regions: [] });
    expect(await links(two.id)).toEqual(ids);
    const again = await t.call(schoolDistrictDeleteRegion, { sd_id: one.id, region_id: a.region.id }, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('refuses to delete a school district that still has buildings', async () => {
    const district = (await t.call(schoolDistrictAdd, { name: '待删学区' }, { token: admin })).body.data;
    const a = await community('待删苑', 1);
    await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: a.region.id, building_ids: [a.buildings[0]!.id] }, { token: admin });
    const refused = await t.call(schoolDistrictDelete, { id: district.id }, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERRORS.IN_USE.code);
    expect(refused.body.message).toContain('待删学区');

    // With only the region left linked it goes, taking the region link with it.
    await t.call(schoolDistrictBuildingSave, { sd_id: district.id, region_id: a.region.id, building_ids: [] }, { token: admin });
    expect((await t.call(schoolDistrictDelete, { id: district.id }, { token: admin })).body.code).toBe('200000');
    expect(await t.db.selectFrom('school_district_region').select('region_id').where('school_district_id', '=', district.id).execute()).toEqual([]);
    expect((await t.call(schoolDistrictDelete, { id: district.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('building/schoolupdate', () => {
  it('sets the school districts of a building and links its region to each of them', async () => {
    const one = (await t.call(schoolDistrictAdd, { name: '楼栋学区一' }, { token: admin })).body.data;
    const two = (await t.call(schoolDistrictAdd, { name: '楼栋学区二' }, { token: admin })).body.data;
    const a = await community('楼栋苑', 2);
    const building = a.buildings[0]!;
    const { body } = await t.call(buildingSchoolUpdate, { id: building.id, sd_ids: [one.id, two.id, one.id] }, { token: admin });
    expect(body.data).toEqual({ id: building.id, school_districts: [{ id: one.id, name: '楼栋学区一' }, { id: two.id, name: '楼栋学区二' }] });
    const detail = (await t.call(schoolDistrictGet, { id: two.id }, { token: admin })).body.data;
    expect(detail.regions).toMatchObject([{ region_id: a.region.id, buildings: [{ id: building.id }] }]);
    const listed = (await t.call(buildingList, { region_id: a.region.id }, { token: admin })).body.data.list;
    expect(listed.map((b) => b.school_districts.map((d) => d.name))).toEqual([['楼栋学区一', '楼栋学区二'], []]);

    const reduced = await t.call(buildingSchoolUpdate, { id: building.id, sd_ids: [two.id] }, { token: admin });
    expect(reduced.body.data.school_districts.map((d) => d.id)).toEqual([two.id]);
    expect(await links(one.id)).toEqual([]);
    expect((await t.call(buildingSchoolUpdate, { id: building.id, sd_ids: [] }, { token: admin })).body.data.school_districts).toEqual([]);
  });

  it('refuses school districts that do not exist, writing nothing, and an unknown building', async () => {
    const one = (await t.call(schoolDistrictAdd, { name: '存在学区' }, { token: admin })).body.data;
    const a = await community('不存在苑', 1);
    const { status, body } = await t.call(buildingSchoolUpdate, { id: a.buildings[0]!.id, sd_ids: [one.id, 999_999] }, { token: admin });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(await links(one.id)).toEqual([]);
    expect((await t.call(buildingSchoolUpdate, { id: 999_999, sd_ids: [one.id] }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('drops the links of a building when the building is removed', async () => {
    const district = (await t.call(schoolDistrictAdd, { name: '拆楼学区' }, { token: admin })).body.data;
    const a = await community('拆楼苑', 1);
    await t.call(buildingSchoolUpdate, { id: a.buildings[0]!.id, sd_ids: [district.id] }, { token: admin });
    expect((await t.call(buildingDelete, { id: a.buildings[0]!.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(schoolDistrictGet, { id: district.id }, { token: admin })).body.data).toMatchObject({ building_count: 0, region_count: 1 });
  });

  it('needs the school permissions', async () => {
    const manager = await t.login('manager');
    expect((await t.call(schoolDistrictList, {}, { token: manager })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await t.call(buildingSchoolUpdate, { id: 1, sd_ids: [] }, { token: manager })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});
