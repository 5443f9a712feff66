import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOUSE_HIDDEN_TEXT, companySave, houseExport, houseGet, houseList, houseOwnerAdd, houseOwnerList, phoneView, type HouseDetail,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { downloadExport } from '../../test/helpers.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';

// 加密 houses: the door number and the owners' phones are for the maintainer, the recorder and their manager.

let t: TestApp;
let agent: string;
let colleague: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin');
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  // Another agent of the same store: sees the store's public houses, may edit only their own.
  const me = await t.db.selectFrom('staff').select(['id', 'store_id', 'role_id']).where('id', '=', await staffId(t.db, 'agent')).executeTakeFirstOrThrow();
  const other = await t.db.selectFrom('staff').select('account').where('store_id', '=', me.store_id).where('role_id', '=', me.role_id)
    .where('id', '<>', me.id).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  colleague = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  // Agents export here, for the export's rows to be checked as a colleague's.
  await t.db.insertInto('role_permission').values({ role_id: me.role_id, permission_code: 'house:export', data_scope: 'self' }).execute();
});
afterAll(async () => {
  await t.close();
});

// A public house of the agent's at `level`, with an owner and a phone.
async function publicHouse(level: 'confidential' | 'normal'): Promise<{ house: HouseDetail; ownerId: number }> {
  const house = await enterHouse(t, agent, 'sale');
  const owner = await t.call(houseOwnerAdd, { house_id: house.id, name: '陈建华', relation: 'self', phones: ['13812345678'] }, { token: agent });
  await t.db.updateTable('house').set({ level, pool: 'public' }).where('id', '=', house.id).execute();
  return { house, ownerId: owner.body.data.id };
}

const doorOf = async (id: number, token: string) => (await t.call(houseGet, { id }, { token })).body.data.door_name;
const listedDoor = async (id: number, token: string) =>
  (await t.call(houseList, { kind: 'sale', keyword: String(id) }, { token })).body.data.list.find((h) => h.id === id)?.door_name;
const ownerPhones = async (houseId: number, token: string) =>
  (await t.call(houseOwnerList, { house_id: houseId }, { token })).body.data.list.flatMap((o) => o.phones.map((p) => p.masked));

describe('加密 houses', () => {
  it('hide the door and the owner phones from a colleague of the store, and refuse them a phone view', async () => {
    const { house, ownerId } = await publicHouse('confidential');
    expect(await doorOf(house.id, colleague)).toBe(HOUSE_HIDDEN_TEXT);
    expect(await listedDoor(house.id, colleague)).toBe(HOUSE_HIDDEN_TEXT);
    expect(await ownerPhones(house.id, colleague)).toEqual([HOUSE_HIDDEN_TEXT]);
    const views = () => t.db.selectFrom('behaviour_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const before = await views();
    const refused = await t.call(phoneView, { owner_id: ownerId, index: 0 }, { token: colleague, lang: 'zh' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(refused.body.message).toBe(`请求无法处理：房源${house.id}为加密房源：只有维护人、录入人或其上级可以查看业主电话`);
    expect(JSON.stringify(refused.body)).not.toContain('13812345678');
    expect(await views()).toEqual(before);
    const file = await downloadExport(t, houseExport, `kind=sale&keyword=${house.id}`, colleague);
    const door = houseExport.download?.columns.findIndex((c) => c.key === 'door_name') ?? -1;
    expect(file.rows?.[1]?.[door]).toBe(HOUSE_HIDDEN_TEXT);
  });

  it('show them to the maintainer and recorder, and to the store manager', async () => {
    const { house, ownerId } = await publicHouse('confidential');
    for (const token of [agent, manager]) {
      expect(await doorOf(house.id, token)).toBe(house.door_name);
      expect(await listedDoor(house.id, token)).toBe(house.door_name);
      expect(await ownerPhones(house.id, token)).toEqual(['138****5678']);
      expect((await t.call(phoneView, { owner_id: ownerId, index: 0 }, { token })).body.data.phone).toBe('13812345678');
    }
    expect(house.door_name).not.toBe(HOUSE_HIDDEN_TEXT);
  });

  it('keep nothing from a colleague on a house of another level', async () => {
    const { house, ownerId } = await publicHouse('normal');
    expect(await doorOf(house.id, colleague)).toBe(house.door_name);
    expect(await ownerPhones(house.id, colleague)).toEqual(['138****5678']);
    expect((await t.call(phoneView, { owner_id: ownerId, index: 0 }, { token: colleague })).body.data.phone).toBe('13812345678');
  });
});
