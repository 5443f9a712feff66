import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, companySave, houseAdd, houseDoor, houseGet, houseLinbao, houseQrCode, type HouseMatch } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, entryFor, freeDoor, houseOutside, staffId } from '../../test/houses.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let store: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  agentId = await staffId(t.db, 'agent');
  store = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const houseRow = (id: number) => t.db.selectFrom('house').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
// The typed follow-ups of a house after the one of id `after` (demo houses have a history already).
const followups = (houseId: number, kind: string, after = 0) => t.db.selectFrom('followup').select(['content', 'detail', 'staff_id'])
  .where('house_id', '=', houseId).where('kind', '=', kind).where('id', '>', after).orderBy('id').execute();
const lastFollowupId = async () => (await t.db.selectFrom('followup').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;

// A door of another floor than the house's own, with its place in the dictionary.
async function doorPlace(doorId: number) {
  return t.db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id')
    .select(['d.id as door_id', 'f.id as floor_id', 'f.number as floor_number', 'u.id as unit_id', 'b.id as building_id', 'b.region_id'])
    .where('d.id', '=', doorId).executeTakeFirstOrThrow();
}

describe('house/door', () => {
  it('moves a house to a free door: copied columns, version, a door follow-up naming both doors', async () => {
    const house = await enterHouse(t, agent);
    const target = await freeDoor(t.db, 'sale');
    const { body } = await t.call(houseDoor, { id: house.id, version: house.version, door_id: target, reason: '录错门牌' }, { token: agent });
    expect(body.code).toBe('200000');
    expect(body.data).toEqual({ id: house.id, version: house.version + 1 });
    const place = await doorPlace(target);
    expect(await houseRow(house.id)).toMatchObject({ ...place, version: house.version + 1 });
    const detail = (await t.call(houseGet, { id: house.id }, { token: agent })).body.data;
    const [record] = await followups(house.id, 'door');
    expect(record?.content).toBe('录错门牌');
    const change = JSON.parse(record?.detail ?? '{}') as { from: string; to: string };
    expect(change.from).toContain(house.door_name);
    expect(change.from).toContain(house.region_name);
    expect(change.to).toContain(detail.door_name);
    expect(change.to).toContain(detail.region_name);
  });

  it('duplicate door refused: 601020 listing the live house there, nothing written', async () => {
    const house = await enterHouse(t, agent);
    const other = (await t.call(houseAdd, entryFor(await freeDoor(t.db, ['sale', 'rent'])), { token: agent })).body.data;
    const { status, body } = await t.call(houseDoor, { id: house.id, version: house.version, door_id: other.door_id, reason: '' }, { token: agent });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.DUPLICATE.code);
    expect((body.data as unknown as { list: HouseMatch[] }).list).toEqual([expect.objectContaining({ id: other.id, door_name: other.door_name })]);
    expect(await houseRow(house.id)).toMatchObject({ door_id: house.door_id, version: house.version });
    expect(await followups(house.id, 'door')).toEqual([]);
    // A rental on that door is another listing: a sale may move there only if no live sale is on it.
    const rental = await enterHouse(t, agent, 'rent');
    expect((await t.call(houseDoor, { id: rental.id, version: rental.version, door_id: other.door_id, reason: '' }, { token: agent })).body.code).toBe('200000');
  });

  it('refuses the door the house is already on, a door that does not exist, a stale version and a house outside scope', async () => {
    const house = await enterHouse(t, agent);
    expect((await t.call(houseDoor, { id: house.id, version: house.version, door_id: house.door_id, reason: '' }, { token: agent })).status).toBe(400);
    expect((await t.call(houseDoor, { id: house.id, version: house.version, door_id: 99_999_999, reason: '' }, { token: agent })).status).toBe(400);
    const free = await freeDoor(t.db, 'sale');
    expect((await t.call(houseDoor, { id: house.id, version: house.version + 1, door_id: free, reason: '' }, { token: agent })).body.code).toBe(ERRORS.STALE.code);
    const elsewhere = await houseOutside(t.db, store, 'private');
    expect((await t.call(houseDoor, { id: elsewhere.id, version: elsewhere.version, door_id: free, reason: '' }, { token: manager })).status).toBe(404);
  });
});

describe('house/linbao', () => {
  it('claims a public house: caller maintains it in their store, private pool, pool follow-up', async () => {
    const house = await houseOutside(t.db, store, 'public');
    const after = await lastFollowupId();
    const { body } = await t.call(houseLinbao, { id: house.id, version: house.version, reason: '熟悉业主' }, { token: agent });
    expect(body.code).toBe('200000');
    expect(await houseRow(house.id)).toMatchObject({ maintainer_id: agentId, store_id: store, pool: 'private', version: house.version + 1 });
    const [record] = await followups(house.id, 'pool', after);
    expect(record).toMatchObject({ content: '熟悉业主', staff_id: agentId });
    expect(JSON.parse(record?.detail ?? '{}')).toEqual({ from: 'public', to: 'private' });
  });

  it('refuses a house that is not in the public pool (409001, localized)', async () => {
    const house = await enterHouse(t, agent);
    const { status, body } = await t.call(houseLinbao, { id: house.id, version: house.version, reason: '' }, { token: agent, lang: 'zh' });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(body.message).toContain('只有公盘房源可以领取');
    // Someone else's private house outside the caller's scope is not even there.
    const elsewhere = await houseOutside(t.db, store, 'private');
    expect((await t.call(houseLinbao, { id: elsewhere.id, version: elsewhere.version, reason: '' }, { token: agent })).status).toBe(404);
  });

  it('claim cap: refused over the caller\'s private cap with 429001', async () => {
    const house = await houseOutside(t.db, store, 'public');
    const { n } = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).where('maintainer_id', '=', agentId)
      .where('pool', '=', 'private').where('deleted_at', 'is', null).where('status', 'in', ['valid', 'reserved', 'paused', 'sealed'])
      .executeTakeFirstOrThrow();
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: Number(n) }, { token: admin });
    try {
      const { status, body } = await t.call(houseLinbao, { id: house.id, version: house.version, reason: '' }, { token: agent });
      expect(status).toBe(429);
      expect(body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
      expect(await houseRow(house.id)).toMatchObject({ pool: 'public', version: house.version });
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
    }
  });

  it('only one concurrent claim wins', async () => {
    const house = await houseOutside(t.db, store, 'public');
    const after = await lastFollowupId();
    const results = await Promise.all([
      t.call(houseLinbao, { id: house.id, version: house.version, reason: '' }, { token: agent }),
      t.call(houseLinbao, { id: house.id, version: house.version, reason: '' }, { token: manager }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.STALE.code]);
    expect(await followups(house.id, 'pool', after)).toHaveLength(1);
    expect((await houseRow(house.id)).version).toBe(house.version + 1);
  });
});

describe('house/roomlistqrcode', () => {
  it('gives the link to the house detail page at the configured address, whatever the Host header says, and its QR code as SVG', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(houseQrCode, { id: house.id }, { token: agent, headers: { host: 'evil.example.com:8443' } });
    expect(body.code).toBe('200000');
    expect(body.data.url).toBe(`http://localhost:8080/#/house/detail?id=${house.id}`);
    expect(body.data.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body.data.svg).toContain('<path');
  });

  it('refuses a house the caller may not see', async () => {
    const elsewhere = await houseOutside(t.db, store, 'private');
    expect((await t.call(houseQrCode, { id: elsewhere.id }, { token: agent })).status).toBe(404);
  });
});
