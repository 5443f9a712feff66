import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, PERMISSION_CODES, authGet, authSave, bindList, userInfo } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';

let t: TestApp;
let roles: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.selectFrom('role').select(['id', 'code']).execute();
  roles = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => {
  await t.close();
});

describe('setting/getauth', () => {
  it('returns the role\'s menus, permissions with scopes, and the whole catalogue', async () => {
    const token = await t.login('admin');
    const { body } = await t.call(authGet, { role_id: roles.manager! }, { token });
    expect(body.data.role).toMatchObject({ code: 'manager', name: '店长' });
    expect(body.data.menus).toEqual(expect.arrayContaining(['House', 'NewSell', 'Management']));
    expect(body.data.permissions).toEqual(expect.arrayContaining([{ code: 'bind:list', data_scope: 'store' }]));
    const setup = body.data.catalogue.find((n) => n.name === 'EnterpriseSetup')?.children[0];
    expect(setup?.permissions.map((p) => p.code)).toEqual(expect.arrayContaining(['bind:list', 'access:edit']));
    const listed = JSON.stringify(body.data.catalogue);
    for (const code of PERMISSION_CODES) expect(listed).toContain(`"${code}"`);
  });

  it('answers not found for a role that does not exist', async () => {
    const token = await t.login('admin');
    const { status, body } = await t.call(authGet, { role_id: 9999 }, { token });
    expect(status).toBe(404);
    expect(body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('setting/auth', () => {
  it('creates a role with its grants when no role_id is given, refusing a taken code or name', async () => {
    const admin = await t.login('admin');
    const created = await t.call(authSave, {
      role: { code: 'keeper', name: '钥匙管理员' }, menus: ['House', 'KeyManagement'], permissions: [{ code: 'bind:list', data_scope: 'store' }],
    }, { token: admin });
    expect(created.body.data.role).toMatchObject({ code: 'keeper', name: '钥匙管理员' });
    expect(created.body.data.permissions).toEqual([{ code: 'bind:list', data_scope: 'store' }]);
    const read = await t.call(authGet, { role_id: created.body.data.role.id }, { token: admin });
    expect(read.body.data.menus).toEqual(['House', 'KeyManagement']);
    expect((await t.call(authSave, { role: { code: 'keeper', name: '另一个' }, menus: [], permissions: [] }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(authSave, { role: { code: 'other', name: '经纪人' }, menus: [], permissions: [] }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(authSave, { menus: [], permissions: [] }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    // A role with an unknown permission is not created at all.
    const before = await t.db.selectFrom('role').select('id').execute();
    await t.call(authSave, { role: { code: 'ghost', name: '幽灵' }, menus: [], permissions: [{ code: 'no:such', data_scope: 'self' }] }, { token: admin });
    expect(await t.db.selectFrom('role').select('id').execute()).toHaveLength(before.length);
  });


  it('takes effect on the very next request and is written to the behaviour log', async () => {
    const admin = await t.login('admin');
    const agent = await t.login('agent');
    expect((await t.call(bindList, {}, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);

    const saved = await t.call(authSave, {
      role_id: roles.agent!, menus: ['House', 'NewSell', 'EnterpriseSetuper'],
      permissions: [{ code: 'bind:list', data_scope: 'self' }, { code: 'security:view', data_scope: 'self' }],
    }, { token: admin });
    expect(saved.body.data).toEqual({
      role: { id: roles.agent, code: 'agent', name: '经纪人', phone_view_daily_limit: 30 },
      menus: ['EnterpriseSetuper', 'House', 'NewSell'],
      // A permission without data scope is stored company-wide.
      permissions: [{ code: 'bind:list', data_scope: 'self' }, { code: 'security:view', data_scope: 'company' }],
    });
    expect((await t.call(bindList, {}, { token: agent })).body.code).toBe('200000');
    const info = (await t.call(userInfo, {}, { token: agent })).body.data;
    expect(info.route.map((r) => r.name)).toEqual(['House', 'EnterpriseSetup']);
    expect(info.route[1]?.children[0]?.permissionList.sort()).toEqual(['bind:list', 'security:view']);

    await t.call(authSave, { role_id: roles.agent!, menus: ['House'], permissions: [] }, { token: admin });
    expect((await t.call(bindList, {}, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const log = await t.db.selectFrom('behaviour_log').select('detail').where('action', '=', 'permission_change')
      .where('detail', 'like', '%"role":"agent"%').execute();
    expect(log).toHaveLength(2);
  });

  it('sets a role\'s daily allowance of owner phone views, keeping it when left out', async () => {
    const token = await t.login('admin');
    const current = (await t.call(authGet, { role_id: roles.agent! }, { token })).body.data;
    const grants = { role_id: roles.agent!, menus: current.menus, permissions: current.permissions };
    const saved = await t.call(authSave, { ...grants, phone_view_daily_limit: 5 }, { token });
    expect(saved.body.data.role.phone_view_daily_limit).toBe(5);
    await t.call(authSave, grants, { token });
    expect((await t.call(authGet, { role_id: roles.agent! }, { token })).body.data.role.phone_view_daily_limit).toBe(5);
    expect((await t.call(authSave, { ...grants, phone_view_daily_limit: -1 }, { token })).body.code).toBe(ERRORS.VALIDATION.code);
  });

  it('refuses unknown permissions or menus, repeated codes, and an admin taking access:edit from their own role', async () => {
    const admin = await t.login('admin');
    // Refusals by the handler are recorded in the operation log with their code; nothing else changes.
    const refusedBefore = (await t.db.selectFrom('operation_log').select('id').where('endpoint', '=', 'setting/auth')
      .where('result_code', '=', ERRORS.BAD_REQUEST.code).execute()).length;
    const before = await snapshot(t.db, ['operation_log']);
    const cases = [
      { role_id: roles.agent!, menus: [], permissions: [{ code: 'house:fly', data_scope: 'self' }] },
      { role_id: roles.agent!, menus: ['NoSuchMenu'], permissions: [] },
      { role_id: roles.agent!, menus: [], permissions: [{ code: 'bind:list', data_scope: 'self' }, { code: 'bind:list', data_scope: 'store' }] },
      { role_id: roles.admin!, menus: ['House'], permissions: [{ code: 'bind:list', data_scope: 'company' }] },
    ] as const;
    for (const input of cases) {
      const { status, body } = await t.call(authSave, input, { token: admin });
      expect(status).toBe(400);
      expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    const badScope = await t.call(authSave, { role_id: roles.agent!, menus: [], permissions: [{ code: 'bind:list', data_scope: 'planet' }] }, { token: admin });
    expect(badScope.body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const refused = await t.db.selectFrom('operation_log').select('result_code').where('endpoint', '=', 'setting/auth')
      .where('result_code', '=', ERRORS.BAD_REQUEST.code).execute();
    expect(refused).toHaveLength(refusedBefore + 4);
  });
});

describe('refusals for want of a permission', () => {
  it('are kept in the operation log with the caller, the call and the code, reads and changes alike', async () => {
    const agent = await t.login('agent');
    const staff = await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow();
    const refused = () => t.db.selectFrom('operation_log').select(['staff_id', 'method', 'endpoint', 'result_code'])
      .where('result_code', '=', ERRORS.PERMISSION_DENIED.code).where('staff_id', '=', staff.id).execute();
    const before = (await refused()).length;
    expect((await t.call(authGet, { role_id: roles.agent! }, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await t.call(authSave, { role_id: roles.agent!, menus: [], permissions: [] }, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const rows = await refused();
    expect(rows).toHaveLength(before + 2);
    expect(rows.slice(-2)).toEqual([
      { staff_id: staff.id, method: authGet.method, endpoint: authGet.path, result_code: ERRORS.PERMISSION_DENIED.code },
      { staff_id: staff.id, method: authSave.method, endpoint: authSave.path, result_code: ERRORS.PERMISSION_DENIED.code },
    ]);
  });
});
