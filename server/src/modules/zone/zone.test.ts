import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, regionAdd, regionDelete, zoneAddRegion, zoneAddStore, zoneDelete, zoneDeleteRegion, zoneDeleteStore, zoneGetStore, zoneList, zoneSave,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
let regions: Map<string, number>;
let stores: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  regions = new Map((await t.db.selectFrom('region').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  stores = new Map((await t.db.selectFrom('store').select(['id', 'name']).execute()).map((s) => [s.name, s.id]));
});
afterAll(async () => {
  await t.close();
});

const region = (name: string) => regions.get(name) as number;
const store = (name: string) => stores.get(name) as number;

async function newZone(name: string) {
  return (await t.call(zoneSave, { name }, { token: admin })).body.data;
}

describe('duty zones', () => {
  it('lists the duty zones with their numbers of stores and regions', async () => {
    const { body } = await t.call(zoneList, {}, { token: admin });
    expect(body.data.list.map((z) => [z.name, z.store_count, z.region_count])).toEqual([['陆家嘴责任盘', 2, 4], ['徐家汇责任盘', 2, 5]]);
    expect(body.data.page.total).toBe(2);
    expect((await t.call(zoneList, { keyword: '徐家汇' }, { token: admin })).body.data.list.map((z) => z.name)).toEqual(['徐家汇责任盘']);
  });

  it('shows a zone with its stores and regions', async () => {
    const lujiazui = (await t.call(zoneList, { keyword: '陆家嘴' }, { token: admin })).body.data.list[0]!;
    const { body } = await t.call(zoneGetStore, { zone_id: lujiazui.id }, { token: admin });
    expect(body.data.stores.map((s) => [s.name, s.district_name])).toEqual([['陆家嘴店', '浦东片区'], ['世纪公园店', '浦东片区']]);
    expect(body.data.regions.map((r) => r.name).sort()).toEqual(['世茂滨江花园', '仁恒河滨城', '汤臣一品', '陆家嘴花园'].sort());
    expect(body.data.regions.every((r) => r.area_name === '浦东新区')).toBe(true);
    expect((await t.call(zoneGetStore, { zone_id: 999_999 }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('adds and renames a zone; names are unique', async () => {
    const zone = await newZone('张江责任盘');
    expect(zone).toMatchObject({ name: '张江责任盘', remark: '', store_count: 0, region_count: 0 });
    const twice = await t.call(zoneSave, { name: '张江责任盘' }, { token: admin });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ERRORS.CONFLICT.code);
    const renamed = await t.call(zoneSave, { id: zone.id, name: '张江高科责任盘', remark: '高科园区' }, { token: admin });
    expect(renamed.body.data).toMatchObject({ id: zone.id, name: '张江高科责任盘', remark: '高科园区' });
    expect((await t.call(zoneSave, { id: zone.id, name: '陆家嘴责任盘' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(zoneSave, { id: 999_999, name: '无此盘' }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('stores of a zone', () => {
  it('puts stores on a zone once each and takes them off again', async () => {
    const zone = await newZone('门店测试盘');
    const added = await t.call(zoneAddStore, { zone_id: zone.id, store_ids: [store('张江店'), store('张江店'), store('田林店')] }, { token: admin });
    expect(added.body.data).toMatchObject({ id: zone.id, store_count: 2 });
    // A store may work several zones; sending one that is on already changes nothing.
    const again = await t.call(zoneAddStore, { zone_id: zone.id, store_ids: [store('田林店')] }, { token: admin });
    expect(again.body.data.stores.map((s) => s.name)).toEqual(['张江店', '田林店']);
    const off = await t.call(zoneDeleteStore, { zone_id: zone.id, store_id: store('田林店') }, { token: admin });
    expect(off.body.data.stores.map((s) => s.name)).toEqual(['张江店']);
    const notOn = await t.call(zoneDeleteStore, { zone_id: zone.id, store_id: store('田林店') }, { token: admin });
    expect(notOn.status).toBe(404);
    expect(notOn.body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('refuses stores that do not exist, writing nothing', async () => {
    const zone = await newZone('无店盘');
    const { status, body } = await t.call(zoneAddStore, { zone_id: zone.id, store_ids: [store('张江店'), 999_999] }, { token: admin });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(zoneGetStore, { zone_id: zone.id }, { token: admin })).body.data.stores).toEqual([]);
    expect((await t.call(zoneAddStore, { zone_id: 999_999, store_ids: [store('张江店')] }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('regions of a zone', () => {
  it('refuses a region that already belongs to another zone, naming the region and the zone, and adds none of the others', async () => {
    const zone = await newZone('争议盘');
    const { status, body } = await t.call(zoneAddRegion, { zone_id: zone.id, region_ids: [region('九间堂'), region('汤臣一品')] }, { token: admin });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.CONFLICT.code);
    expect(body.message).toContain('汤臣一品');
    expect(body.message).toContain('陆家嘴责任盘');
    expect((await t.call(zoneGetStore, { zone_id: zone.id }, { token: admin })).body.data.regions).toEqual([]);
  });

  it('puts regions in a zone and takes them out, after which another zone may have them', async () => {
    const first = await newZone('第一盘');
    const second = await newZone('第二盘');
    const added = await t.call(zoneAddRegion, { zone_id: first.id, region_ids: [region('九间堂'), region('三林城')] }, { token: admin });
    expect(added.body.data.region_count).toBe(2);
    // Adding a region the zone has already is no conflict.
    expect((await t.call(zoneAddRegion, { zone_id: first.id, region_ids: [region('九间堂')] }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(zoneAddRegion, { zone_id: second.id, region_ids: [region('九间堂')] }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    const out = await t.call(zoneDeleteRegion, { zone_id: first.id, region_id: region('九间堂') }, { token: admin });
    expect(out.body.data.regions.map((r) => r.name)).toEqual(['三林城']);
    expect((await t.call(zoneAddRegion, { zone_id: second.id, region_ids: [region('九间堂')] }, { token: admin })).body.data.regions.map((r) => r.name)).toEqual(['九间堂']);
    expect((await t.call(zoneDeleteRegion, { zone_id: first.id, region_id: region('九间堂') }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(zoneAddRegion, { zone_id: first.id, region_ids: [999_999] }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('keeps a region in at most one zone when two requests race for it', async () => {
    const a = await newZone('竞争甲盘');
    const b = await newZone('竞争乙盘');
    const results = await Promise.all([
      t.call(zoneAddRegion, { zone_id: a.id, region_ids: [region('御桥花园')] }, { token: admin }),
      t.call(zoneAddRegion, { zone_id: b.id, region_ids: [region('御桥花园')] }, { token: admin }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.CONFLICT.code].sort());
    const rows = await t.db.selectFrom('zone_region').select('zone_id').where('region_id', '=', region('御桥花园')).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('zone/delete', () => {
  it('removes a zone with its store and region links', async () => {
    const zone = await newZone('待删盘');
    await t.call(zoneAddStore, { zone_id: zone.id, store_ids: [store('漕河泾店')] }, { token: admin });
    await t.call(zoneAddRegion, { zone_id: zone.id, region_ids: [region('龙华苑')] }, { token: admin });
    expect((await t.call(zoneDelete, { id: zone.id }, { token: admin })).body.code).toBe('200000');
    expect(await t.db.selectFrom('zone_store').select('store_id').where('zone_id', '=', zone.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('zone_region').select('region_id').where('zone_id', '=', zone.id).execute()).toEqual([]);
    expect((await t.call(zoneGetStore, { zone_id: zone.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(zoneDelete, { id: zone.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    // The region is free for another zone now.
    const other = await newZone('接手盘');
    expect((await t.call(zoneAddRegion, { zone_id: other.id, region_ids: [region('龙华苑')] }, { token: admin })).body.code).toBe('200000');
  });

  it('lets a region leave its zone when the region is removed', async () => {
    const zone = await newZone('空苑盘');
    const empty = (await t.call(regionAdd, { name: '无楼苑' }, { token: admin })).body.data;
    await t.call(zoneAddRegion, { zone_id: zone.id, region_ids: [empty.id] }, { token: admin });
    expect((await t.call(regionDelete, { id: empty.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(zoneGetStore, { zone_id: zone.id }, { token: admin })).body.data.regions).toEqual([]);
  });

  it('needs the zone permissions', async () => {
    const manager = await t.login('manager');
    expect((await t.call(zoneList, {}, { token: manager })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await t.call(zoneSave, { name: '越权盘' }, { token: manager })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});
