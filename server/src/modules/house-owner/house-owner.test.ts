import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, behaviourList, companySave, houseOwnerAdd, houseOwnerList, houseOwnerUpdate, phoneView, type OwnerItem,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse, houseOutside, staffId } from '../../test/houses.js';
import { ownerCipher } from './owner-crypto.js';

let t: TestApp;
let agent: string;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager, admin] = await Promise.all([t.login('agent'), t.login('manager'), t.login('admin')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
});
afterAll(async () => {
  await t.close();
});

const OWNER = { name: '陈建华', relation: 'self', phones: ['13812345678', '021-58880000'], id_number: '11010519491231002X', remark: '周末可联系' } as const;

async function addOwner(token = agent): Promise<OwnerItem> {
  const house = await enterHouse(t, token);
  const { body } = await t.call(houseOwnerAdd, { house_id: house.id, ...OWNER }, { token });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

const setLimit = (role: string, limit: number) => t.db.updateTable('role').set({ phone_view_daily_limit: limit }).where('code', '=', role).execute();

describe('houseowner', () => {
  it('shows owner phones masked and stores them encrypted', async () => {
    const owner = await addOwner();
    expect(owner.phones).toEqual([{ index: 0, masked: '138****5678' }, { index: 1, masked: '021****0000' }]);
    expect(owner.id_number).toBe('1101**********002X');
    expect(owner.relation).toBe('self');
    const listed = (await t.call(houseOwnerList, { house_id: owner.house_id }, { token: agent })).body.data.list;
    expect(listed).toEqual([owner]);
    const all = JSON.stringify(listed);
    expect(all).not.toContain('13812345678');
    expect(all).not.toContain(OWNER.id_number);

    const stored = await t.db.selectFrom('house_owner').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
    const phones = await t.db.selectFrom('house_owner_phone').selectAll().where('owner_id', '=', owner.id).orderBy('sort').execute();
    const raw = JSON.stringify([stored, phones]);
    for (const secret of ['13812345678', '58880000', '11010519491231002X', '19491231']) expect(raw).not.toContain(secret);
    expect(phones[0]?.phone_enc).toMatch(/^v1:/);
    // Encryption is randomised: the same phone twice gives two ciphertexts but one hash (equality look-ups).
    const again = await addOwner();
    const againPhones = await t.db.selectFrom('house_owner_phone').selectAll().where('owner_id', '=', again.id).orderBy('sort').execute();
    expect(againPhones[0]?.phone_enc).not.toBe(phones[0]?.phone_enc);
    expect(againPhones[0]?.phone_hash).toBe(phones[0]?.phone_hash);
    const cipher = await ownerCipher(t.db, undefined);
    expect(cipher.decrypt(phones[1]?.phone_enc ?? '')).toBe('021-58880000');
    expect(cipher.decrypt(stored.id_number_enc)).toBe('11010519491231002X');
    expect(cipher.phoneHash('02158880000')).toBe(phones[1]?.phone_hash);
    // The generated key lives in the database, so a second server on it reads the same data.
    expect(await t.db.selectFrom('app_secret').select('name').where('name', 'like', 'owner_data_key%').orderBy('name').execute())
      .toEqual([{ name: 'owner_data_key' }, { name: 'owner_data_key_check' }]);
  });

  it('refuses a configured key other than the one the data was encrypted with', async () => {
    // A transaction is a database object of its own, so nothing is cached for it.
    await expect(t.db.transaction().execute((trx) => ownerCipher(trx, randomBytes(32)))).rejects.toThrow(/OWNER_DATA_KEY/);
  });

  it('changes an owner, keeping phones and ID number unless they are sent', async () => {
    const owner = await addOwner();
    const kept = await t.call(houseOwnerUpdate, { id: owner.id, name: '陈建国', relation: 'spouse', remark: '' }, { token: agent });
    expect(kept.body.data).toMatchObject({ name: '陈建国', relation: 'spouse', phones: owner.phones, id_number: owner.id_number });
    const changed = await t.call(houseOwnerUpdate, { id: owner.id, name: '陈建国', relation: 'spouse', phones: ['13900001111'], id_number: null }, { token: agent });
    expect(changed.body.data.phones).toEqual([{ index: 0, masked: '139****1111' }]);
    expect(changed.body.data.id_number).toBe('');
  });

  it('an agent cannot read owners of a house outside their scope', async () => {
    const me = await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow();
    const outside = await houseOutside(t.db, me.store_id ?? 0, 'private');
    // Sessions and the operation log record the calls themselves; nothing else may change.
    const before = await snapshot(t.db, ['session', 'operation_log']);
    for (const response of [
      await t.call(houseOwnerList, { house_id: outside.id }, { token: agent }),
      await t.call(houseOwnerAdd, { house_id: outside.id, ...OWNER }, { token: agent }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const seeded = await t.db.selectFrom('house_owner').select('id').where('house_id', '=', outside.id).executeTakeFirstOrThrow();
    expect((await t.call(phoneView, { owner_id: seeded.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(houseOwnerUpdate, { id: seeded.id, name: '某某' }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await snapshot(t.db, ['session', 'operation_log'])).toBe(before);
    // Company scope reaches it.
    const admins = (await t.call(houseOwnerList, { house_id: outside.id }, { token: admin })).body.data.list;
    expect(admins.length).toBeGreaterThan(0);
  });

  it('refuses bad input: a malformed phone, a wrong ID check character, four phones, a phone twice', async () => {
    const house = await enterHouse(t, agent);
    for (const bad of [
      { phones: ['1381234567'] }, { phones: ['12812345678'] }, { id_number: '110105194912310021' }, { phones: ['13812345678', '13812345679', '13812345670', '13812345671'] },
      { phones: ['021-58880000', '02158880000'] }, { relation: 'friend' }, { name: '' },
    ]) {
      const { status, body } = await t.call(houseOwnerAdd, { house_id: house.id, ...OWNER, ...bad }, { token: agent });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
    }
    expect((await t.call(houseOwnerList, { house_id: house.id }, { token: agent })).body.data.list).toEqual([]);
  });
});

describe('phone/view', () => {
  it('reveals a phone with phone/view, logs it and counts it against the daily quota (429001 beyond)', async () => {
    const owner = await addOwner();
    await setLimit('agent', 2);
    const first = await t.call(phoneView, { owner_id: owner.id, index: 1 }, { token: agent });
    expect(first.body.data).toEqual({ owner_id: owner.id, house_id: owner.house_id, index: 1, phone: '021-58880000', views_today: 1, daily_limit: 2 });
    const second = await t.call(phoneView, { owner_id: owner.id }, { token: agent });
    expect(second.body.data).toMatchObject({ phone: '13812345678', views_today: 2 });
    const beyond = await t.call(phoneView, { owner_id: owner.id }, { token: agent, lang: 'zh' });
    expect(beyond.status).toBe(429);
    expect(beyond.body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
    expect(beyond.body.message).toBe('已超出限额：今日已查看电话2次，上限2次');
    expect(beyond.body.data).toEqual({ views_today: 2, daily_limit: 2 });

    const me = await staffId(t.db, 'agent');
    const log = (await t.call(behaviourList, { staff_id: me, action: 'phone_view' }, { token: admin })).body.data.list;
    expect(log).toHaveLength(2);
    expect(log[0]?.detail).toContain(`house ${owner.house_id} owner ${owner.id}`);
    expect(log.map((l) => l.detail).join()).not.toContain('13812345678');
    // Another role has its own allowance.
    await setLimit('manager', 1);
    expect((await t.call(phoneView, { owner_id: owner.id }, { token: manager })).body.data.daily_limit).toBe(1);
    expect((await t.call(phoneView, { owner_id: owner.id }, { token: manager })).status).toBe(429);
    await setLimit('agent', 30);
  });

  it('refuses a phone the owner does not have', async () => {
    const owner = await addOwner();
    const { status, body } = await t.call(phoneView, { owner_id: owner.id, index: 2 }, { token: agent });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(body.message).toContain('3');
  });
});
