import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, companySave, houseAdd, houseCheckList, houseOfflineAdd, type HouseKind, type InputOf, type OfflineItem,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, entryFor, freeDoor } from '../../test/houses.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';

let t: TestApp;
let agent: string;
let manager: string;
let admin: string;
let outsider: string;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager, admin] = await Promise.all([t.login('agent'), t.login('manager'), t.login('admin')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  // An agent of another store.
  const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id ?? 0;
  const role = (await t.db.selectFrom('staff').select('role_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).role_id;
  const other = await t.db.selectFrom('staff').select('account').where('store_id', '<>', store).where('role_id', '=', role)
    .where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  outsider = await t.login({ account: other.account, password: 'demo123' });
});
afterAll(async () => {
  await t.close();
});

// The names of a door as a listing would give them.
async function namesOf(doorId: number) {
  return t.db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id').innerJoin('region as r', 'r.id', 'b.region_id')
    .select(['r.id as region_id', 'r.name as community', 'b.id as building_id', 'b.name as building', 'u.id as unit_id', 'u.name as unit',
      'f.id as floor_id', 'f.number as floor_number', 'd.id as door_id', 'd.name as door'])
    .where('d.id', '=', doorId).executeTakeFirstOrThrow();
}

function listing(overrides: Partial<InputOf<typeof houseOfflineAdd>> = {}): InputOf<typeof houseOfflineAdd> {
  return {
    kind: 'sale', source: 'anjuke', source_url: 'https://sh.anjuke.com/prop/view/1', community: '不存在的小区', building: '3号楼',
    unit: '1单元', door: '0501', floor_number: 5, total_floors: 18, area: 88.5, price: 4_200_000, rooms: 2, halls: 1, baths: 1,
    owner_name: '陈先生', owner_phone: '13812345678', remarks: '业主急售', ...overrides,
  };
}

async function takeIn(token: string, overrides: Partial<InputOf<typeof houseOfflineAdd>> = {}): Promise<OfflineItem> {
  const { body } = await t.call(houseOfflineAdd, listing(overrides), { token });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

async function onFreeDoor(token: string, kind: HouseKind = 'sale') {
  const names = await namesOf(await freeDoor(t.db, ['sale', 'rent']));
  const item = await takeIn(token, { kind, community: names.community, building: names.building, unit: names.unit, door: names.door, floor_number: names.floor_number });
  return { names, item };
}

describe('intake', () => {
  it('matches the community, building, unit and door by their names', async () => {
    const { names, item } = await onFreeDoor(agent);
    expect(item).toMatchObject({
      status: 'pending', region_id: names.region_id, region_name: names.community, building_id: names.building_id, unit_id: names.unit_id,
      floor_id: names.floor_id, door_id: names.door_id, floor_number: names.floor_number, duplicate_house_id: null, house_id: null,
      area: 88.5, price: 4_200_000, source: 'anjuke', import_id: null,
    });
  });

  it('leaves a community the dictionary does not know unmatched, and a known one without its door matched only so far', async () => {
    const unknown = await takeIn(agent);
    expect(unknown).toMatchObject({ region_id: null, region_name: '', building_id: null, door_id: null, community: '不存在的小区', floor_number: 5 });
    const names = await namesOf(await freeDoor(t.db, 'sale'));
    const partial = await takeIn(agent, { community: names.community, building: names.building, unit: names.unit, door: 'X999' });
    expect(partial).toMatchObject({ region_id: names.region_id, building_id: names.building_id, unit_id: names.unit_id, door_id: null });
  });

  it('flags a duplicate when a live house of the kind is on the matched door', async () => {
    const door = await freeDoor(t.db, ['sale', 'rent']);
    const house = (await t.call(houseAdd, entryFor(door), { token: agent })).body.data;
    const names = await namesOf(door);
    const place = { community: names.community, building: names.building, unit: names.unit, door: names.door, floor_number: null };
    const same = await takeIn(agent, { ...place, kind: 'sale' });
    expect(same).toMatchObject({ door_id: house.door_id, duplicate_house_id: house.id });
    const row = await t.db.selectFrom('house_offline').select('duplicate_house_id').where('id', '=', same.id).executeTakeFirstOrThrow();
    expect(row.duplicate_house_id).toBe(house.id);
    const otherKind = await takeIn(agent, { ...place, kind: 'rent' });
    expect(otherKind).toMatchObject({ door_id: house.door_id, duplicate_house_id: null });
    const { body } = await t.call(houseCheckList, { duplicate: 1, limit: 100 }, { token: agent });
    expect(body.data.list.map((o) => o.id)).toContain(same.id);
    expect(body.data.list.map((o) => o.id)).not.toContain(otherKind.id);
  });

  it('never returns the owner phone unmasked and keeps it encrypted', async () => {
    const item = await takeIn(agent, { owner_phone: '021-58886666' });
    expect(item.owner_phone).toBe('021****6666');
    const { body } = await t.call(houseCheckList, { limit: 100 }, { token: agent });
    const text = JSON.stringify(body);
    expect(text).not.toContain('58886666');
    expect(text).not.toContain('13812345678');
    const row = await t.db.selectFrom('house_offline').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.owner_phone_enc).not.toContain('58886666');
    const cipher = await ownerCipher(t.db, undefined);
    expect(cipher.decrypt(row.owner_phone_enc)).toBe('021-58886666');
    expect(row.owner_phone_hash).toBe(cipher.phoneHash('02158886666'));
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await t.db.selectFrom('house_offline').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const bad of [{ floor_number: 20, total_floors: 18 }, { owner_phone: '12345' }, { community: '' }, { price: 0 }, { source_url: 'javascript:alert(1)' }]) {
      const { status, body } = await t.call(houseOfflineAdd, listing(bad), { token: agent });
      expect(status).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
    }
    const after = await t.db.selectFrom('house_offline').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('list', () => {
  it('lists external houses within the scope of who took them in', async () => {
    const mine = await takeIn(agent, { community: '范围测试小区' });
    const theirs = await takeIn(outsider, { community: '范围测试小区' });
    const ids = async (token: string) => (await t.call(houseCheckList, { keyword: '范围测试', limit: 100 }, { token })).body.data.list.map((o) => o.id);
    expect(await ids(agent)).toEqual([mine.id]);
    expect(await ids(manager)).toEqual([mine.id]);
    expect(await ids(outsider)).toEqual([theirs.id]);
    expect(await ids(admin)).toEqual([theirs.id, mine.id]);
  });

  it('filters by status, kind, source and date with the total', async () => {
    const rent = await takeIn(agent, { community: '筛选测试小区', kind: 'rent', source: 'flyer', price: 6500 });
    await takeIn(agent, { community: '筛选测试小区', kind: 'sale', source: 'call' });
    const list = (input: InputOf<typeof houseCheckList>) => t.call(houseCheckList, { keyword: '筛选测试', ...input }, { token: agent });
    const byKind = (await list({ kind: 'rent' })).body.data;
    expect(byKind.page.total).toBe(1);
    expect(byKind.list[0]).toMatchObject({ id: rent.id, price: 6500, kind: 'rent', source: 'flyer' });
    expect((await list({ source: 'call' })).body.data.page.total).toBe(1);
    expect((await list({ status: 'pending' })).body.data.page.total).toBe(2);
    expect((await list({ status: 'converted' })).body.data.page.total).toBe(0);
    expect((await list({ from: rent.created_at + 100 })).body.data.page.total).toBe(0);
    const reversed = await t.call(houseCheckList, { from: 10, to: 5 }, { token: agent });
    expect(reversed.body.code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('conversion', () => {
  it('marks the external house converted with the house it became, and cannot convert it twice', async () => {
    const { names, item } = await onFreeDoor(agent);
    const entered = await t.call(houseAdd, { ...entryFor(names.door_id), offline_id: item.id }, { token: agent });
    expect(entered.body.code).toBe('200000');
    const row = await t.db.selectFrom('house_offline').select(['status', 'house_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'converted', house_id: entered.body.data.id });
    const listed = (await t.call(houseCheckList, { status: 'converted', limit: 100 }, { token: agent })).body.data.list.find((o) => o.id === item.id);
    expect(listed).toMatchObject({ status: 'converted', house_id: entered.body.data.id });

    const houses = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const again = await t.call(houseAdd, { ...entryFor(await freeDoor(t.db, 'sale')), offline_id: item.id }, { token: agent, lang: 'zh' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(again.body.message).toContain(`外网房源${item.id}已转化为房源${entered.body.data.id}`);
    const after = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(houses.n));
  });

  it('converts only within the scope of who took the external house in', async () => {
    const theirs = await takeIn(outsider);
    const refused = await t.call(houseAdd, { ...entryFor(await freeDoor(t.db, 'sale')), offline_id: theirs.id }, { token: agent });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(ERRORS.NOT_FOUND.code);
    const row = await t.db.selectFrom('house_offline').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    // The manager reaches the agent's records (store scope) but not another store's.
    const mine = await takeIn(agent);
    const byManager = await t.call(houseAdd, { ...entryFor(await freeDoor(t.db, 'sale')), offline_id: mine.id }, { token: manager });
    expect(byManager.body.code).toBe('200000');
    expect((await t.call(houseAdd, { ...entryFor(await freeDoor(t.db, 'sale')), offline_id: theirs.id }, { token: manager })).status).toBe(404);
  });

  it('leaves the external house pending when the entry itself is refused', async () => {
    const house = await enterHouse(t, agent, 'sale');
    const item = await takeIn(agent);
    const duplicate = await t.call(houseAdd, { ...entryFor(house.door_id), offline_id: item.id }, { token: agent });
    expect(duplicate.body.code).toBe(ERRORS.DUPLICATE.code);
    const row = await t.db.selectFrom('house_offline').select(['status', 'house_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', house_id: null });
  });
});
