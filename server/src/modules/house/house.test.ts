import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, companySave, followupHouse, followupList, houseAdd, houseDelete, houseFavAdd, houseFavDelete, houseFavList, houseFocusAdd,
  houseFocusCancel, houseGet, houseList, houseUpdate, houseUpdateFind, houseUpdateStatus, type HouseMatch,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DAY, enterHouse, entryFor, freeDoor, houseOutside, nowSeconds, staffId } from '../../test/houses.js';

import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  // 注销 applies at once here (approval.test.ts covers its approval).
  await approvalFlowsOff(t, admin, ['house_cancel']);
});
afterAll(async () => {
  await t.close();
});

async function houseRow(id: number) {
  return t.db.selectFrom('house').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('house/add', () => {
  it('enters a house on a door, private to the caller as recorder and maintainer, with its names, labels and an entry follow-up', async () => {
    const labels = await t.db.selectFrom('label').select('id').where('kind', '=', 'house').orderBy('id').limit(2).execute();
    const door = await freeDoor(t.db, 'sale');
    const { status, body } = await t.call(houseAdd, {
      ...entryFor(door), label_ids: labels.map((l) => l.id), price: 5_230_000.5, base_price: 5_000_000, area: 88.88, remarks: '业主诚心卖',
    }, { token: agent });
    expect(status).toBe(200);
    const house = body.data;
    const agentId = await staffId(t.db, 'agent');
    expect(house).toMatchObject({
      kind: 'sale', door_id: door, pool: 'private', status: 'valid', status_until: null, recorder_id: agentId, maintainer_id: agentId,
      maintainer_name: '张伟', recorder_name: '张伟', store_name: '陆家嘴店', price: 5_230_000.5, base_price: 5_000_000, area: 88.88,
      version: 1, is_fav: 0, is_focus: 0, remarks: '业主诚心卖', key_count: 0, picture_count: 0, last_followup_at: null,
    });
    expect(house.unit_price).toBeCloseTo(5_230_000.5 / 88.88, 2);
    expect(house.labels.map((l) => l.id)).toEqual(labels.map((l) => l.id));
    const names = await t.db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
      .innerJoin('building as b', 'b.id', 'u.building_id').innerJoin('region as r', 'r.id', 'b.region_id')
      .select(['d.name as door', 'f.number', 'u.name as unit', 'b.name as building', 'r.name as region']).where('d.id', '=', door).executeTakeFirstOrThrow();
    expect(house).toMatchObject({
      door_name: names.door, floor_number: names.number, unit_name: names.unit, building_name: names.building, region_name: names.region,
    });
    // Money and area are stored as integers: fen and hundredths of a square metre.
    expect(await houseRow(house.id)).toMatchObject({ price: 523_000_050, base_price: 500_000_000, area: 8888, store_id: house.store_id });
    expect(house.next_statuses).toEqual(['reserved', 'paused', 'sealed', 'deal_external', 'invalid', 'cancelled']);
    const history = (await t.call(followupList, { house_id: house.id }, { token: agent })).body.data.list;
    expect(history.map((f) => f.kind)).toEqual(['entry']);
    const audit = await t.db.selectFrom('operation_log').select(['endpoint', 'result_code', 'target_id']).where('endpoint', '=', 'house/add')
      .where('staff_id', '=', agentId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ endpoint: 'house/add', result_code: '200000', target_id: house.id });
  });

  it('refuses a second sale house on the same door with 601020 listing the match', async () => {
    const door = await freeDoor(t.db, ['sale', 'rent']);
    const first = (await t.call(houseAdd, entryFor(door), { token: agent })).body.data;
    const before = await t.db.selectFrom('house').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const { status, body } = await t.call(houseAdd, entryFor(first.door_id), { token: manager });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.DUPLICATE.code);
    const matches = (body.data as unknown as { list: HouseMatch[] }).list;
    expect(matches).toEqual([expect.objectContaining({
      id: first.id, kind: 'sale', status: 'valid', maintainer_name: '张伟', door_name: first.door_name, region_name: first.region_name,
    })]);
    expect(await t.db.selectFrom('house').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    // The other kind on the same door is another listing.
    expect((await t.call(houseAdd, entryFor(first.door_id, 'rent'), { token: agent })).body.code).toBe('200000');
    // A cancelled (注销) house frees the door.
    await t.call(houseUpdateStatus, { id: first.id, version: first.version, status: 'cancelled', reason: '业主撤销委托' }, { token: agent });
    expect((await t.call(houseAdd, entryFor(first.door_id), { token: agent })).body.code).toBe('200000');
  });

  it('refuses one of two entries on the same door made at the same moment', async () => {
    const door = await freeDoor(t.db, 'sale');
    const results = await Promise.all([t.call(houseAdd, entryFor(door), { token: agent }), t.call(houseAdd, entryFor(door), { token: manager })]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.DUPLICATE.code]);
  });

  it('refuses an entry over the private cap with 429001', async () => {
    const agentId = await staffId(t.db, 'agent');
    const { n } = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).where('maintainer_id', '=', agentId)
      .where('pool', '=', 'private').where('deleted_at', 'is', null).where('status', 'in', ['valid', 'reserved', 'paused', 'sealed'])
      .executeTakeFirstOrThrow();
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: Number(n) + 1 }, { token: admin });
    try {
      await enterHouse(t, agent);
      const door = await freeDoor(t.db, 'sale');
      const { status, body } = await t.call(houseAdd, entryFor(door), { token: agent, lang: 'zh' });
      expect(status).toBe(429);
      expect(body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
      expect(body.message).toContain(`您已有${Number(n) + 1}套私盘，上限为${Number(n) + 1}套`);
      // Someone else still has room.
      expect((await t.call(houseAdd, entryFor(door), { token: admin })).body.code).toBe('200000');
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 50 }, { token: admin });
    }
  });

  it('refuses entries that break the rules of a house, writing nothing', async () => {
    const door = await freeDoor(t.db, 'sale');
    const top = await t.db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').select('f.number').where('d.id', '=', door).executeTakeFirstOrThrow();
    const disabled = await t.db.insertInto('label').values({ kind: 'house', name: '停用标签', color: '#000000', sort: 99, enabled: 0, created_at: 1, updated_at: 1 })
      .returning('id').executeTakeFirstOrThrow();
    const customerLabel = await t.db.selectFrom('label').select('id').where('kind', '=', 'customer').executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('house').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const cases = [
      { ...entryFor(door), rent_payment: 'deposit1_pay3' as const },
      { ...entryFor(door, 'rent'), rent_payment: null },
      { ...entryFor(door), total_floors: top.number - 1 },
      { ...entryFor(door), door_id: 2_000_000 },
      { ...entryFor(door), label_ids: [disabled.id] },
      { ...entryFor(door), label_ids: [customerLabel.id] },
      { ...entryFor(door), base_price: 5_000_000, price: 4_000_000 },
    ];
    for (const input of cases) {
      const { status, body } = await t.call(houseAdd, input, { token: agent });
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    for (const bad of [{ price: 0 }, { price: 1.234 }, { area: -5 }, { rooms: 21 }, { kind: 'lease' }, { use: 'castle' }, { door_id: 'x' }]) {
      const { body } = await t.call(houseAdd, { ...entryFor(door), ...bad }, { token: agent });
      expect(body.code, JSON.stringify(bad)).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: object }).fields)).toEqual([Object.keys(bad)[0]]);
    }
    const zh = await t.call(houseAdd, cases[2]!, { token: agent, lang: 'zh' });
    expect(zh.body.message).toContain('高于总楼层');
    expect(await t.db.selectFrom('house').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('house/update', () => {
  it('changes the description and labels at the current version and moves the version on', async () => {
    const house = await enterHouse(t, agent);
    const found = (await t.call(houseUpdateFind, { id: house.id }, { token: agent })).body.data;
    expect(found).toMatchObject({ id: house.id, version: 1, kind: 'sale', area: 78.5, rooms: 2, label_ids: [], rent_payment: null });
    const label = await t.db.selectFrom('label').select('id').where('kind', '=', 'house').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, version: _v, kind: _k, door_id: _d, ...fields } = found;
    const { body } = await t.call(houseUpdate, {
      ...fields, id: house.id, version: found.version, rooms: 3, area: 95.5, label_ids: [label.id], remarks: '新装修',
    }, { token: agent });
    expect(body.code, JSON.stringify(body)).toBe('200000');
    expect(body.data).toMatchObject({ rooms: 3, area: 95.5, remarks: '新装修', version: 2, labels: [expect.objectContaining({ id: label.id })] });
  });

  it('refuses a stale update with 602144 and writes nothing', async () => {
    const house = await enterHouse(t, agent);
    const found = (await t.call(houseUpdateFind, { id: house.id }, { token: agent })).body.data;
    const { id: _id, version: _v, kind: _k, door_id: _d, ...fields } = found;
    expect((await t.call(houseUpdate, { ...fields, id: house.id, version: 1, rooms: 4 }, { token: agent })).body.data.version).toBe(2);
    const row = await houseRow(house.id);
    const labels = await t.db.selectFrom('house_label').selectAll().where('house_id', '=', house.id).execute();
    const label = await t.db.selectFrom('label').select('id').where('kind', '=', 'house').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const { status, body } = await t.call(houseUpdate, { ...fields, id: house.id, version: 1, rooms: 1, label_ids: [label.id] }, { token: manager });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.STALE.code);
    expect(await houseRow(house.id)).toEqual(row);
    expect(await t.db.selectFrom('house_label').selectAll().where('house_id', '=', house.id).execute()).toEqual(labels);
    // Two saves of the same version at once: one wins, the other is stale.
    const both = await Promise.all([
      t.call(houseUpdate, { ...fields, id: house.id, version: 2, rooms: 5 }, { token: agent }),
      t.call(houseUpdate, { ...fields, id: house.id, version: 2, rooms: 6 }, { token: manager }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual(['200000', ERRORS.STALE.code]);
    expect((await houseRow(house.id)).version).toBe(3);
  });

  it('refuses payment terms on a sale and a total below the floor', async () => {
    const house = await enterHouse(t, agent);
    const found = (await t.call(houseUpdateFind, { id: house.id }, { token: agent })).body.data;
    const { id: _id, version: _v, kind: _k, door_id: _d, ...fields } = found;
    expect(house.floor_number).toBeGreaterThan(1);
    for (const bad of [{ rent_payment: 'yearly' as const }, { total_floors: 1 }]) {
      expect((await t.call(houseUpdate, { ...fields, ...bad, id: house.id, version: found.version }, { token: agent })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    expect((await houseRow(house.id)).version).toBe(1);
  });
});

describe('house/delete', () => {
  it('deletes a house softly: gone from lists and reads, its door free, its history kept', async () => {
    const house = await enterHouse(t, manager);
    expect((await t.call(houseDelete, { id: house.id, version: 2 }, { token: manager })).body.code).toBe(ERRORS.STALE.code);
    expect((await t.call(houseDelete, { id: house.id, version: 1 }, { token: manager })).body.code).toBe('200000');
    expect((await t.call(houseGet, { id: house.id }, { token: manager })).status).toBe(404);
    const list = (await t.call(houseList, { kind: 'sale', keyword: String(house.id) }, { token: admin })).body.data;
    expect(list.list.map((h) => h.id)).not.toContain(house.id);
    expect((await houseRow(house.id)).deleted_at).not.toBeNull();
    expect(await t.db.selectFrom('followup').select('kind').where('house_id', '=', house.id).execute()).toEqual([{ kind: 'entry' }]);
    expect((await t.call(houseAdd, entryFor(house.door_id), { token: manager })).body.code).toBe('200000');
    // Agents hold no delete permission in the demo roles.
    expect((await t.call(houseDelete, { id: house.id, version: 2 }, { token: agent })).status).toBe(403);
  });
});

describe('data scope on single houses', () => {
  it('cannot read a house outside the scope by id', async () => {
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id as number;
    const other = await houseOutside(t.db, store, 'private');
    for (const token of [agent, manager]) {
      expect((await t.call(houseGet, { id: other.id }, { token })).body.code).toBe(ERRORS.NOT_FOUND.code);
      expect((await t.call(houseUpdateFind, { id: other.id }, { token })).body.code).toBe(ERRORS.NOT_FOUND.code);
      expect((await t.call(houseUpdateStatus, { id: other.id, version: other.version, status: 'paused', until: nowSeconds() + DAY }, { token })).body.code)
        .toBe(ERRORS.NOT_FOUND.code);
      expect((await t.call(followupList, { house_id: other.id }, { token })).body.code).toBe(ERRORS.NOT_FOUND.code);
      expect((await t.call(followupHouse, { house_id: other.id, content: '联系业主，确认周末可以看房' }, { token })).body.code).toBe(ERRORS.NOT_FOUND.code);
      expect((await t.call(houseFavAdd, { id: other.id }, { token })).body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    expect((await t.call(houseGet, { id: other.id }, { token: admin })).body.data.id).toBe(other.id);
    // A house of the agent's own is theirs; one of a colleague in the store is the manager's, not the agent's.
    const colleague = await t.db.selectFrom('house as h').innerJoin('staff as s', 's.id', 'h.maintainer_id').select(['h.id'])
      .where('h.pool', '=', 'private').where('h.store_id', '=', store).where('s.account', '<>', 'agent').where('h.deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await t.call(houseGet, { id: colleague.id }, { token: manager })).status).toBe(200);
    expect((await t.call(houseGet, { id: colleague.id }, { token: agent })).status).toBe(404);
  });

  it('shows a public house to everyone but lets only those whose scope covers its maintainer change it', async () => {
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id as number;
    const open = await houseOutside(t.db, store, 'public');
    const detail = await t.call(houseGet, { id: open.id }, { token: agent });
    expect(detail.body.data).toMatchObject({ id: open.id, pool: 'public' });
    expect((await t.call(houseUpdateFind, { id: open.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const written = await t.call(followupHouse, { house_id: open.id, content: '公盘房源，联系业主确认仍在出售' }, { token: agent });
    expect(written.body.code).toBe('200000');
  });
});

describe('favourites and focus', () => {
  it('favourites and focuses a house, lists favourites newest first, and shows both flags in the detail', async () => {
    const [first, second] = [await enterHouse(t, agent), await enterHouse(t, agent, 'rent')];
    const favourites = async () => (await t.call(houseFavList, {}, { token: agent })).body.data;
    const before = await favourites();
    expect((await t.call(houseFavAdd, { id: first.id }, { token: agent })).body.data).toEqual({ id: first.id, is_fav: 1 });
    expect((await t.call(houseFavAdd, { id: first.id }, { token: agent })).body.data).toEqual({ id: first.id, is_fav: 1 });
    await t.call(houseFavAdd, { id: second.id }, { token: agent });
    const after = await favourites();
    expect(after.page.total).toBe(before.page.total + 2);
    expect(after.list.slice(0, 2).map((h) => h.id).sort()).toEqual([first.id, second.id].sort());
    expect((await t.call(houseFavList, { kind: 'rent' }, { token: agent })).body.data.list.every((h) => h.kind === 'rent')).toBe(true);
    expect((await t.call(houseFocusAdd, { id: first.id }, { token: agent })).body.data).toEqual({ id: first.id, is_focus: 1 });
    expect((await t.call(houseGet, { id: first.id }, { token: agent })).body.data).toMatchObject({ is_fav: 1, is_focus: 1 });
    // The marks are the caller's own.
    expect((await t.call(houseGet, { id: first.id }, { token: admin })).body.data).toMatchObject({ is_fav: 0, is_focus: 0 });
    expect((await t.call(houseFavDelete, { id: first.id }, { token: agent })).body.data).toEqual({ id: first.id, is_fav: 0 });
    expect((await t.call(houseFocusCancel, { id: first.id }, { token: agent })).body.data).toEqual({ id: first.id, is_focus: 0 });
    expect((await t.call(houseGet, { id: first.id }, { token: agent })).body.data).toMatchObject({ is_fav: 0, is_focus: 0 });
    expect((await favourites()).page.total).toBe(before.page.total + 1);
    expect((await t.call(houseFavAdd, { id: 99_999_999 }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});
