import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOST_NAME_HEADER, MACHINE_HEADER, authSave, bindList, bindOperate, bindRelease, bindSave, bindStatus,
  placeDelete, placeList, placeReset, placeSave, safeGet, safeSave, userInfo, userLogin, userLogout,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { up as migrateDebugGuard } from '../../core/db/migrations/095-debug-guard-default.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const device = (machine: string) => ({ [HOST_NAME_HEADER]: `PC-${machine}`, [MACHINE_HEADER]: machine });

async function staffIdOf(account: string) {
  return (await t.db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
}

describe('setting/safe', () => {
  it('reads the defaults and changes only the fields given', async () => {
    const token = await t.login('admin');
    const before = (await t.call(safeGet, {}, { token })).body.data;
    expect(before).toEqual({
      bind_enabled: 0, place_enabled: 0, watermark_enabled: 1, debug_guard_enabled: 1,
      session_idle_minutes: 120, session_absolute_hours: 24, lockout_attempts: 5, lockout_minutes: 15, export_daily_limit: 50,
    });
    const saved = await t.call(safeSave, { watermark_enabled: 0, lockout_attempts: 8 }, { token });
    expect(saved.body.data).toEqual({ ...before, watermark_enabled: 0, lockout_attempts: 8 });
    expect((await t.call(userInfo, {}, { token })).body.data.watermark_enabled).toBe(0);
    await t.call(safeSave, { watermark_enabled: 1, lockout_attempts: 5 }, { token });
    const log = await t.db.selectFrom('behaviour_log').select('detail').where('action', '=', 'security_change').execute();
    expect(log.length).toBe(2);
  });

  it('refuses out-of-range values and an empty change, writing nothing', async () => {
    const token = await t.login('admin');
    const before = await snapshot(t.db);
    for (const input of [{}, { session_idle_minutes: 1 }, { lockout_attempts: 'five' }, { bind_enabled: 2 }]) {
      const { status, body } = await t.call(safeSave, input, { token });
      expect(status).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it('is refused to a role without the permission', async () => {
    const token = await t.login('manager');
    expect((await t.call(safeGet, {}, { token })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });

  it('shows the anti-debug guard to a new company, and after switching it off, not', async () => {
    const token = await t.login('admin');
    expect((await t.call(userInfo, {}, { token })).body.data.debug_guard_enabled).toBe(1);
    await t.call(safeSave, { debug_guard_enabled: 0 }, { token });
    expect((await t.call(userInfo, {}, { token })).body.data.debug_guard_enabled).toBe(0);
    await t.call(safeSave, { debug_guard_enabled: 1 }, { token });
  });

  it("switches the guard on in an existing company only if its setting was never saved (migration 095)", async () => {
    const token = await t.login('admin');
    const guard = async () => (await t.db.selectFrom('security_setting').select('debug_guard_enabled').executeTakeFirstOrThrow()).debug_guard_enabled;
    const changes = () => t.db.deleteFrom('behaviour_log').where('action', '=', 'security_change').where('detail', 'like', '%"debug_guard_enabled"%');
    const saved = await changes().returning(['staff_id', 'account', 'action', 'detail', 'ip', 'device', 'created_at']).execute();
    // Off by the old default, never chosen: switched on.
    await t.db.updateTable('security_setting').set({ debug_guard_enabled: 0 }).execute();
    await migrateDebugGuard(t.db);
    expect(await guard()).toBe(1);
    // Switched off by an admin: kept off.
    await t.call(safeSave, { debug_guard_enabled: 0 }, { token });
    await migrateDebugGuard(t.db);
    expect(await guard()).toBe(0);
    await t.call(safeSave, { debug_guard_enabled: 1 }, { token });
    if (saved.length) await t.db.insertInto('behaviour_log').values(saved).execute();
  });
});

describe('device binding', () => {
  it('lets an unapproved machine use only the bind calls until an admin approves it', async () => {
    const admin = await t.login('admin', { headers: device('ADMIN-PC') });
    await t.call(safeSave, { bind_enabled: 1 }, { token: admin, headers: device('ADMIN-PC') });
    // Whoever switched binding on keeps working, and their machine is approved for next time.
    expect((await t.call(userInfo, {}, { token: admin })).body.code).toBe('200000');
    expect((await t.call(userLogin, { username: 'admin', password: 'admin123' }, { headers: device('ADMIN-PC') })).body.data.is_bind).toBe('1');

    const login = await t.call(userLogin, { username: 'agent', password: 'agent123' }, { headers: device('AGENT-PC') });
    expect(login.body.data.is_bind).toBe('0');
    const agent = login.body.data.token;
    const opts = { token: agent, headers: device('AGENT-PC') };
    expect((await t.call(userInfo, {}, opts)).body.code).toBe(ERRORS.DEVICE_NOT_APPROVED.code);
    expect((await t.call(bindStatus, {}, opts)).body.data).toEqual({ status: 'none', is_bind: '0', reason: '' });

    const saved = await t.call(bindSave, { remark: '前台电脑' }, opts);
    expect(saved.body.data.status).toBe('pending');
    // Asking twice does not queue a second request.
    expect((await t.call(bindSave, {}, opts)).body.data.id).toBe(saved.body.data.id);
    expect((await t.call(bindStatus, {}, opts)).body.data.status).toBe('pending');

    const list = await t.call(bindList, { status: 'pending' }, { token: admin });
    expect(list.body.data.page.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ loginid: 'agent', machine: 'AGENT-PC', host_name: 'PC-AGENT-PC', remark: '前台电脑', store_name: '陆家嘴店' });

    const approved = await t.call(bindOperate, { id: saved.body.data.id, action: 'approve' }, { token: admin });
    expect(approved.body.data).toMatchObject({ status: 'approved', operated_by_name: '王建国' });
    expect((await t.call(bindStatus, {}, opts)).body.data).toMatchObject({ status: 'approved', is_bind: '1' });
    expect((await t.call(userInfo, {}, opts)).body.data.is_bind).toBe('1');
    // The next login from that machine is bound at once.
    expect((await t.call(userLogin, { username: 'agent', password: 'agent123' }, { headers: device('AGENT-PC') })).body.data.is_bind).toBe('1');

    // A request that was already handled cannot be handled again.
    const again = await t.call(bindOperate, { id: saved.body.data.id, action: 'reject' }, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    // Releasing the machine ends its sessions and the next login needs approval again.
    expect((await t.call(bindRelease, { id: saved.body.data.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(userInfo, {}, opts)).body.code).toBe(ERRORS.SESSION_REVOKED.code);
    expect((await t.call(userLogin, { username: 'agent', password: 'agent123' }, { headers: device('AGENT-PC') })).body.data.is_bind).toBe('0');
  });

  it('records a rejection with its reason', async () => {
    const admin = await t.login('admin', { headers: device('ADMIN-PC') });
    const manager = (await t.call(userLogin, { username: 'manager', password: 'manager123' }, { headers: device('MGR-PC') })).body.data.token;
    const saved = await t.call(bindSave, {}, { token: manager, headers: device('MGR-PC') });
    await t.call(bindOperate, { id: saved.body.data.id, action: 'reject', reason: '非公司设备' }, { token: admin });
    expect((await t.call(bindStatus, {}, { token: manager })).body.data).toEqual({ status: 'rejected', is_bind: '0', reason: '非公司设备' });
    // Logout works without an approved device.
    expect((await t.call(userLogout, {}, { token: manager })).body.code).toBe('200000');
  });

  it('needs a machine address to ask for approval', async () => {
    const agent = (await t.call(userLogin, { username: 'agent', password: 'agent123' })).body.data.token;
    const { body } = await t.call(bindSave, {}, { token: agent });
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('frees waiting sessions when binding is switched off', async () => {
    const admin = await t.login('admin', { headers: device('ADMIN-PC') });
    const agent = (await t.call(userLogin, { username: 'agent', password: 'agent123' }, { headers: device('X') })).body.data.token;
    expect((await t.call(userInfo, {}, { token: agent })).body.code).toBe(ERRORS.DEVICE_NOT_APPROVED.code);
    await t.call(safeSave, { bind_enabled: 0 }, { token: admin });
    expect((await t.call(userInfo, {}, { token: agent })).body.data.is_bind).toBe('1');
  });
});

describe('binds data scope', () => {
  it('shows a store manager only the requests of their own store, and follows the role\'s scope', async () => {
    const admin = await t.login('admin', { headers: device('ADMIN-PC') });
    await t.call(safeSave, { bind_enabled: 1 }, { token: admin, headers: device('ADMIN-PC') });
    // The seed numbers people in order: staff009 manages the second store (same district as the manager's
    // store), staff022 works in the fourth store (the other district).
    for (const account of ['agent', 'staff009', 'staff022']) {
      const token = (await t.call(userLogin, { username: account, password: account === 'agent' ? 'agent123' : 'demo123' }, { headers: device(`${account}-pc`) })).body.data.token;
      await t.call(bindSave, {}, { token, headers: device(`${account}-pc`) });
    }
    const managerRoleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    const managerId = await staffIdOf('manager');
    await t.db.insertInto('device_bind').values({ staff_id: managerId, host_name: '', machine: 'MGR-HOME', ip: '', remark: '', status: 'approved', reason: '', created_at: 1, operated_by: null, operated_at: null }).execute();
    const manager = await t.login('manager', { headers: device('MGR-HOME') });
    const machines = async () => {
      const { body } = await t.call(bindList, { status: 'pending', limit: 100 }, { token: manager });
      return body.data.list.map((b) => b.loginid).sort();
    };
    expect(await machines()).toEqual(['agent']);

    const menus = ['House', 'NewSell'];
    const setScope = async (scope: 'self' | 'district' | 'company') =>
      t.call(authSave, { role_id: managerRoleId, menus, permissions: [{ code: 'bind:list', data_scope: scope }] }, { token: admin });
    await setScope('district');
    expect(await machines()).toEqual(['agent', 'staff009']);
    await setScope('company');
    expect(await machines()).toEqual(['agent', 'staff009', 'staff022']);
    await setScope('self');
    expect(await machines()).toEqual([]);

    // A record outside the caller's scope cannot be reached by id either.
    await t.call(authSave, {
      role_id: managerRoleId, menus,
      permissions: [{ code: 'bind:list', data_scope: 'store' }, { code: 'bind:operate', data_scope: 'store' }],
    }, { token: admin });
    const all = (await t.call(bindList, { status: 'pending', limit: 100 }, { token: admin })).body.data.list;
    const otherStore = all.find((b) => b.loginid === 'staff022')!;
    const ownStore = all.find((b) => b.loginid === 'agent')!;
    const outside = await t.call(bindOperate, { id: otherStore.id, action: 'approve' }, { token: manager });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(bindOperate, { id: ownStore.id, action: 'approve' }, { token: manager })).body.data.status).toBe('approved');
    await t.call(safeSave, { bind_enabled: 0 }, { token: admin });
  });

  it('pages and filters by keyword', async () => {
    const admin = await t.login('admin');
    const page = await t.call(bindList, { page: 1, limit: 2 }, { token: admin });
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.page.total).toBeGreaterThan(2);
    const found = await t.call(bindList, { keyword: 'staff022' }, { token: admin });
    expect(found.body.data.list.map((b) => b.loginid)).toEqual(['staff022']);
  });
});

describe('allowed places', () => {
  it('adds places, refuses duplicates and bad addresses, and blocks logins from elsewhere once on', async () => {
    const admin = await t.login('admin');
    const office = await t.call(placeSave, { name: '总部', cidr: '127.0.0.0/8' }, { token: admin });
    expect(office.body.data).toMatchObject({ name: '总部', cidr: '127.0.0.0/8' });
    const branch = await t.call(placeSave, { name: '徐汇', cidr: '192.168.10.0/24' }, { token: admin });
    expect((await t.call(placeSave, { name: 'again', cidr: '192.168.10.0/24' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(placeSave, { name: 'bad', cidr: '999.1.1.1' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    await t.call(placeSave, { id: branch.body.data.id, name: '徐汇门店', cidr: '192.168.10.0/24' }, { token: admin });
    const list = await t.call(placeList, {}, { token: admin });
    expect(list.body.data.list.map((p) => p.name)).toEqual(['总部', '徐汇门店']);

    const roaming = await t.login('manager', { ip: '10.20.30.40' });
    expect((await t.call(safeSave, { place_enabled: 1 }, { token: admin })).body.data.place_enabled).toBe(1);
    const outside = await t.call(userLogin, { username: 'agent', password: 'agent123' }, { ip: '10.20.30.40' });
    expect(outside.body.code).toBe(ERRORS.PLACE_NOT_ALLOWED.code);
    expect((await t.call(userInfo, {}, { token: roaming, ip: '10.20.30.40' })).body.code).toBe(ERRORS.PLACE_NOT_ALLOWED.code);
    expect((await t.call(userLogin, { username: 'agent', password: 'agent123' }, { ip: '192.168.10.7' })).body.code).toBe('200000');

    // A change that would shut out the admin's own address is refused.
    const refused = await t.call(placeDelete, { id: office.body.data.id }, { token: admin });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(placeDelete, { id: branch.body.data.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(placeDelete, { id: branch.body.data.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);

    const reset = await t.call(placeReset, {}, { token: admin });
    expect(reset.body.data).toEqual({ list: [], place_enabled: 0 });
    expect((await t.call(userLogin, { username: 'agent', password: 'agent123' }, { ip: '10.20.30.40' })).body.code).toBe('200000');
  });

  it('will not switch the check on while the admin\'s own address is outside every place', async () => {
    const admin = await t.login('admin');
    await t.call(placeSave, { name: 'elsewhere', cidr: '172.16.0.0/12' }, { token: admin });
    const { body } = await t.call(safeSave, { place_enabled: 1 }, { token: admin });
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(safeGet, {}, { token: admin })).body.data.place_enabled).toBe(0);
    await t.call(placeReset, {}, { token: admin });
  });
});
