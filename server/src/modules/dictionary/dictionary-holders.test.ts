import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, buildingAdd, buildingDelete, doorAdd, doorDelete, floorAdd, floorDelete, regionAdd, regionDelete, unitAdd, unitDelete } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { foreignKeysTo } from '../../test/foreign-keys.js';
import { DICTIONARY_CLEARED, DICTIONARY_HOLDERS, type DictionaryNode } from './dictionary-holders.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

// A community with one building, unit, floor and door, made through the API.
async function chain(name: string) {
  const region = (await t.call(regionAdd, { name }, { token: admin })).body.data;
  const building = (await t.call(buildingAdd, { region_id: region.id, name: '1号楼' }, { token: admin })).body.data;
  const unit = (await t.call(unitAdd, { building_id: building.id, name: '1单元' }, { token: admin })).body.data;
  const floor = (await t.call(floorAdd, { unit_id: unit.id, number: 1 }, { token: admin })).body.data;
  const door = (await t.call(doorAdd, { floor_id: floor.id, name: '0101' }, { token: admin })).body.data;
  return { region, building, unit, floor, door };
}

// An external house entry matched down to some level of the dictionary.
async function offlineOn(place: { region_id: number; building_id?: number; unit_id?: number; floor_id?: number; door_id?: number }) {
  const { id } = await t.db.insertInto('house_offline').values({
    kind: 'sale', source: 'anjuke', community: '外网小区', region_id: place.region_id, building_id: place.building_id ?? null,
    unit_id: place.unit_id ?? null, floor_id: place.floor_id ?? null, door_id: place.door_id ?? null, floor_number: null, total_floors: null,
    area: 8000, price: 300_000_000, rooms: 2, halls: 1, baths: 1, owner_phone_enc: 'x', owner_phone_masked: '138****0000', owner_phone_hash: 'x',
    status: 'pending', duplicate_house_id: null, house_id: null, import_id: null, created_by: null, store_id: null, created_at: 1, updated_at: 1,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

describe('deleting a node of the community dictionary', () => {
  // Every foreign key to a node is either a record that keeps it (refused) or a link that goes with it: a new table
  // naming one must be added to one of the two lists, or the node's delete would answer 500.
  it('knows every table that names a community, building, unit, floor or door', async () => {
    const tables: Record<DictionaryNode, string> = { region: 'region', building: 'building', unit: 'unit', floor: 'floor', door: 'door' };
    for (const [node, table] of Object.entries(tables) as [DictionaryNode, string][]) {
      const known = [...DICTIONARY_HOLDERS[node].map((h) => `${h.table}.${h.column}`), ...DICTIONARY_CLEARED[node]];
      expect([node, await foreignKeysTo(t.db, table)]).toEqual([node, known.sort()]);
    }
  });

  it('refuses each level an external house entry is matched to, naming the entries in the caller\'s language', async () => {
    const c = await chain('外网匹配苑');
    await offlineOn({ region_id: c.region.id, building_id: c.building.id, unit_id: c.unit.id, floor_id: c.floor.id, door_id: c.door.id });
    const refused = await t.call(doorDelete, { id: c.door.id }, { token: admin });
    expect([refused.status, refused.body.code]).toEqual([409, ERRORS.IN_USE.code]);
    expect(refused.body.message).toContain('0101 cannot be deleted: offline house entries still name it');
    const zh = await t.call(doorDelete, { id: c.door.id }, { token: admin, lang: 'zh' });
    expect(zh.body.message).toContain('0101仍有线下房源记录，不能删除');
    // An entry matched only as far as the floor, unit or building keeps that level once the level below is empty.
    const levels = [
      [floorDelete, c.floor.id, { floor_id: c.floor.id, unit_id: c.unit.id, building_id: c.building.id }],
      [unitDelete, c.unit.id, { unit_id: c.unit.id, building_id: c.building.id }],
      [buildingDelete, c.building.id, { building_id: c.building.id }],
      [regionDelete, c.region.id, {}],
    ] as const;
    await t.db.deleteFrom('house_offline').where('region_id', '=', c.region.id).execute();
    expect((await t.call(doorDelete, { id: c.door.id }, { token: admin })).body.code).toBe('200000');
    for (const [endpoint, id, place] of levels) {
      const entry = await offlineOn({ region_id: c.region.id, ...place });
      const held = await t.call(endpoint, { id }, { token: admin });
      expect([held.status, held.body.code, held.body.message]).toEqual([409, ERRORS.IN_USE.code, expect.stringContaining('offline house entries')]);
      await t.db.deleteFrom('house_offline').where('id', '=', entry).execute();
      expect((await t.call(endpoint, { id }, { token: admin })).body.code).toBe('200000');
    }
  });

  it('refuses a community a customer wants, and deletes one whose only links are school districts and duty zones', async () => {
    const region = (await t.call(regionAdd, { name: '意向测试苑' }, { token: admin })).body.data;
    const customer = await t.db.selectFrom('customer').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('customer_want_region').values({ customer_id: customer.id, region_id: region.id }).execute();
    const refused = await t.call(regionDelete, { id: region.id }, { token: admin, lang: 'es' });
    expect([refused.status, refused.body.code]).toEqual([409, ERRORS.IN_USE.code]);
    expect(refused.body.message).toContain('todavía lo usan comunidades deseadas por clientes');
    await t.db.deleteFrom('customer_want_region').where('region_id', '=', region.id).execute();
    const zone = await t.db.selectFrom('zone').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('zone_region').values({ zone_id: zone.id, region_id: region.id }).execute();
    expect((await t.call(regionDelete, { id: region.id }, { token: admin })).body.code).toBe('200000');
    expect(await t.db.selectFrom('zone_region').select('zone_id').where('region_id', '=', region.id).execute()).toEqual([]);
  });

  it('names the houses and the children that keep a node', async () => {
    const house = await t.db.selectFrom('house').select(['door_id', 'floor_id', 'unit_id', 'building_id', 'region_id']).orderBy('id').executeTakeFirstOrThrow();
    const door = await t.call(doorDelete, { id: house.door_id }, { token: admin });
    expect(door.body.message).toMatch(/ cannot be deleted: houses/);
    const region = await t.call(regionDelete, { id: house.region_id }, { token: admin });
    expect(region.body.message).toContain('buildings, houses');
  });
});
