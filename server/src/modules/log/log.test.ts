import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, authSave, behaviourList, interfaceList, loginLocations, userLogin } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('operate/behaviour', () => {
  it('lists logins and failures newest first, filtered by action, account and period', async () => {
    await t.call(userLogin, { username: 'agent', password: 'wrong-pass' });
    await t.login('agent', { headers: { 'x-host-name': 'PC-7' } });
    const { body } = await t.call(behaviourList, { keyword: 'agent' }, { token: admin });
    expect(body.data.list.map((b) => b.action)).toEqual(['login', 'login_failed']);
    expect(body.data.list[0]).toMatchObject({ staff_name: '张伟', account: 'agent', device: 'PC-7' });
    expect((await t.call(behaviourList, { action: 'login_failed' }, { token: admin })).body.data.page.total).toBe(1);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await t.call(behaviourList, { from: future }, { token: admin })).body.data.list).toEqual([]);
  });

  it('shows a store manager only the records of their store\'s people', async () => {
    await t.call(userLogin, { username: 'nobody', password: 'whatever1' });
    await t.login({ account: 'staff022', password: 'demo123' });
    const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.call(authSave, { role_id: roleId, menus: ['Record'], permissions: [{ code: 'log:view', data_scope: 'store' }] }, { token: admin });
    const manager = await t.login('manager');
    const { body } = await t.call(behaviourList, { limit: 100 }, { token: manager });
    const accounts = new Set(body.data.list.map((b) => b.account));
    expect(accounts.has('agent')).toBe(true);
    expect(accounts.has('staff022')).toBe(false);
    expect(accounts.has('nobody')).toBe(false);
    const outside = await t.db.selectFrom('staff').select('id').where('account', '=', 'staff022').executeTakeFirstOrThrow();
    expect((await t.call(loginLocations, { id: outside.id }, { token: manager })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('user/location', () => {
  it('lists where a person signed in from', async () => {
    const id = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    await t.login('agent', { ip: '10.8.0.9' });
    const { body } = await t.call(loginLocations, { id, limit: 1 }, { token: admin });
    expect(body.data.list).toEqual([expect.objectContaining({ ip: '10.8.0.9' })]);
  });
});

describe('operate/inferface', () => {
  it('lists calls to outside services, by service', async () => {
    await t.db.insertInto('interface_log').values([
      { service: 'anjuke', method: 'POST', url: 'https://example.invalid/push', status: 200, duration_ms: 120, request: '{}', response: '{}', created_at: 100 },
      { service: 'vr', method: 'POST', url: 'https://example.invalid/vr', status: 500, duration_ms: 900, request: '{}', response: 'error', created_at: 200 },
    ]).execute();
    const all = await t.call(interfaceList, {}, { token: admin });
    expect(all.body.data.list.map((c) => c.service)).toEqual(['vr', 'anjuke']);
    expect((await t.call(interfaceList, { service: 'vr' }, { token: admin })).body.data.list[0]?.status).toBe(500);
  });
});
