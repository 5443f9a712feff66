import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, blacklistAdd, staffAdd, staffGet, staffList, staffRejoin, staffResetPassword, staffResign, staffSetPoints, staffStatus,
  staffUpdate, userInfo, userLogin, userPassword, bindList,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { oneTimePassword } from './member.service.js';

let t: TestApp;
let admin: string;
let ids: { agentRole: number; store1: number; store4: number; position: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const one = async (q: Promise<{ id: number } | undefined>) => (await q)!.id;
  ids = {
    agentRole: await one(t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirst()),
    store1: await one(t.db.selectFrom('store').select('id').where('name', '=', '陆家嘴店').executeTakeFirst()),
    store4: await one(t.db.selectFrom('store').select('id').where('name', '=', '徐家汇店').executeTakeFirst()),
    position: await one(t.db.selectFrom('position').select('id').where('name', '=', '置业顾问').executeTakeFirst()),
  };
});
afterAll(async () => {
  await t.close();
});

const staffIdOf = async (account: string) =>
  (await t.db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

function newPerson(account: string, mobile: string) {
  return {
    account, name: '新同事', gender: '女' as const, mobile, phones: ['021-55556666'], store_id: ids.store1, department_id: null,
    role_id: ids.agentRole, position_id: ids.position,
  };
}

describe('one-time passwords', () => {
  it('are 10 characters without look-alikes', () => {
    for (let i = 0; i < 50; i++) expect(oneTimePassword()).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
  });
});

describe('users', () => {
  it('lists the whole company for the admin with the five summary counts', async () => {
    const { body } = await t.call(staffList, { limit: 100 }, { token: admin });
    expect(body.data.page.total).toBe(38);
    expect(body.data.summary).toEqual({ summary1: 38, summary2: 0, summary3: 0, summary4: 0, summary5: 0 });
    const agent = body.data.list.find((s) => s.account === 'agent')!;
    expect(agent).toMatchObject({ name: '张伟', store_name: '陆家嘴店', role_name: '经纪人', position_name: '置业顾问', level_name: '中级经纪人', status: 'active' });
  });

  it('shows a store manager only the people of their store, and not others by id', async () => {
    const manager = await t.login('manager');
    const { body } = await t.call(staffList, { limit: 100 }, { token: manager });
    expect(body.data.list.every((s) => s.store_name === '陆家嘴店')).toBe(true);
    expect(body.data.page.total).toBe(7);
    const outside = await t.call(staffGet, { id: await staffIdOf('staff022') }, { token: manager });
    expect(outside.status).toBe(404);
  });

  it('filters by keyword, store and status', async () => {
    const { body } = await t.call(staffList, { keyword: '张伟' }, { token: admin });
    expect(body.data.list.map((s) => s.account)).toContain('agent');
    expect((await t.call(staffList, { store_id: ids.store4 }, { token: admin })).body.data.page.total).toBe(6);
    expect((await t.call(staffList, { status: 'disabled' }, { token: admin })).body.data.list).toEqual([]);
  });

  it('searches case-insensitively and takes % and _ literally, on both databases', async () => {
    expect((await t.call(staffList, { keyword: 'AGENT' }, { token: admin })).body.data.list.map((s) => s.account)).toEqual(['agent']);
    expect((await t.call(staffList, { keyword: '_' }, { token: admin })).body.data.page.total).toBe(0);
    expect((await t.call(staffList, { keyword: '%' }, { token: admin })).body.data.page.total).toBe(0);
  });
});

describe('user/add', () => {
  it('adds a person with a one-time password that must be changed at the first login', async () => {
    const added = await t.call(staffAdd, newPerson('xinren', '13911112222'), { token: admin });
    expect(added.body.code).toBe('200000');
    const { staff, password } = added.body.data;
    expect(staff).toMatchObject({ account: 'xinren', must_change_password: 1, current_phone: '13911112222', points: 0, level_name: '' });
    expect(staff.staff_phone_list.map((p) => p.sp_number)).toEqual(['13911112222', '021-55556666']);

    const login = await t.call(userLogin, { username: 'xinren', password });
    expect(login.body.data.must_change_password).toBe(1);
    const token = login.body.data.token;
    expect((await t.call(userInfo, {}, { token })).body.data.must_change_password).toBe(1);
    const blocked = await t.call(bindList, {}, { token });
    expect(blocked.body.code).toBe(ERRORS.PASSWORD_CHANGE_REQUIRED.code);
    expect((await t.call(userPassword, { staff_oldpw: password, staff_loginpw: 'mypass88' }, { token })).body.code).toBe('200000');
    const again = await t.call(userLogin, { username: 'xinren', password: 'mypass88' });
    expect(again.body.data.must_change_password).toBe(0);
  });

  it('refuses a taken account, unknown references and a department of another store, writing nothing', async () => {
    const before = await snapshot(t.db, ['operation_log']);
    expect((await t.call(staffAdd, newPerson('agent', '13911114444'), { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(staffAdd, { ...newPerson('x1', '13911114444'), role_id: 999 }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const otherGroup = await t.db.selectFrom('department').select('id').where('name', '=', '徐家汇店一组').executeTakeFirstOrThrow();
    expect((await t.call(staffAdd, { ...newPerson('x2', '13911114444'), department_id: otherGroup.id }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(staffAdd, { ...newPerson('x3', '1391111'), account: 'x3' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  // Spec §3: education and work type are codes of the dictionaries staff_education and staff_worktype.
  it('takes education and work type from their dictionaries and refuses anything else on its field', async () => {
    const before = await snapshot(t.db, ['operation_log']);
    const bad = [{ education: '本科' }, { education: 'phd' }, { work_type: '全职' }] as const;
    for (const field of bad) {
      const { body } = await t.call(staffAdd, { ...newPerson('dict1', '13911115555'), ...field } as never, { token: admin });
      expect(body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: Record<string, string> }).fields)).toEqual(Object.keys(field));
    }
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const added = await t.call(staffAdd, { ...newPerson('dict2', '13911116666'), education: 'bachelor', work_type: 'intern' }, { token: admin });
    expect(added.body.code).toBe('200000');
    expect(added.body.data.staff).toMatchObject({ education: 'bachelor', work_type: 'intern' });
    const none = await t.call(staffAdd, { ...newPerson('dict3', '13911117777'), education: '', work_type: '' }, { token: admin });
    expect(none.body.data.staff).toMatchObject({ education: '', work_type: '' });
  });

  it('refuses a mobile or ID number on the blacklist', async () => {
    await t.db.insertInto('blacklist').values({ name: '王某', mobile: '13700001111', id_number: '31010119800101001X', reason: '骗取佣金', staff_id: null, created_by: null, created_at: 1 }).execute();
    const byMobile = await t.call(staffAdd, newPerson('black1', '13700001111'), { token: admin });
    expect(byMobile.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(byMobile.body.message).toContain('骗取佣金');
    const byId = await t.call(staffAdd, { ...newPerson('black2', '13700002222'), id_number: '31010119800101001x' }, { token: admin });
    expect(byId.body.code).toBe(ERRORS.BAD_REQUEST.code);
  });
});

describe('user/update', () => {
  it('changes data and keeps the outbound number in use when it is still theirs', async () => {
    const id = await staffIdOf('staff005');
    const before = (await t.call(staffGet, { id }, { token: admin })).body.data;
    const { body } = await t.call(staffUpdate, {
      id, name: '改名', gender: '男', mobile: before.mobile, phones: ['13800001234'], store_id: before.store_id,
      department_id: before.department_id, role_id: before.role_id, position_id: before.position_id,
    }, { token: admin });
    expect(body.data).toMatchObject({ name: '改名', current_phone: before.current_phone });
    expect(body.data.staff_phone_list.map((p) => p.sp_number)).toEqual([before.mobile, '13800001234']);
  });

  it('records a change of someone\'s role in the behaviour log as a permission change, and nothing when it stays', async () => {
    const id = await staffIdOf('staff011');
    const before = (await t.call(staffGet, { id }, { token: admin })).body.data;
    const roles = await t.db.selectFrom('role').select(['id', 'code']).where('code', 'in', ['agent', 'manager']).execute();
    const target = roles.find((r) => r.id !== before.role_id)!;
    const from = roles.find((r) => r.id === before.role_id)!;
    const fields = {
      id, name: before.name, gender: before.gender, mobile: before.mobile, phones: [], store_id: before.store_id,
      department_id: before.department_id, role_id: before.role_id, position_id: before.position_id,
    };
    const changes = () => t.db.selectFrom('behaviour_log').select(['staff_id', 'account', 'detail'])
      .where('action', '=', 'permission_change').where('detail', 'like', '%"staff":"staff011"%').execute();
    expect((await t.call(staffUpdate, { ...fields, name: '同角色' }, { token: admin })).body.code).toBe('200000');
    expect(await changes()).toEqual([]);
    expect((await t.call(staffUpdate, { ...fields, role_id: target.id }, { token: admin })).body.data.role_id).toBe(target.id);
    const logged = await changes();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ staff_id: await staffIdOf('admin'), account: 'admin' });
    expect(JSON.parse(logged[0]!.detail)).toEqual({ staff: 'staff011', name: before.name, from: from.code, to: target.code });
  });
});

describe('status, resign and rejoin', () => {
  it('disabling ends the sessions and blocks login until re-enabled', async () => {
    const token = await t.login({ account: 'staff006', password: 'demo123' });
    const id = await staffIdOf('staff006');
    expect((await t.call(staffStatus, { id, status: 'disabled' }, { token: admin })).body.data.status).toBe('disabled');
    expect((await t.call(userInfo, {}, { token })).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    expect((await t.call(userLogin, { username: 'staff006', password: 'demo123' })).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    expect((await t.call(staffList, { status: 'disabled' }, { token: admin })).body.data.summary.summary4).toBe(1);
    await t.call(staffStatus, { id, status: 'active' }, { token: admin });
    expect((await t.call(userLogin, { username: 'staff006', password: 'demo123' })).body.code).toBe('200000');
  });

  it('resigning ends the sessions, keeps the record, and rejoin restores the account', async () => {
    const token = await t.login({ account: 'staff009', password: 'demo123' });
    const id = await staffIdOf('staff009');
    const store = await t.db.selectFrom('store').select(['id', 'manager_id']).where('manager_id', '=', id).executeTakeFirstOrThrow();
    const resigned = await t.call(staffResign, { id, reason: '回老家' }, { token: admin });
    expect(resigned.body.data.status).toBe('resigned');
    expect((await t.call(userInfo, {}, { token })).body.code).toBe(ERRORS.ACCOUNT_RESIGNED.code);
    expect((await t.call(userLogin, { username: 'staff009', password: 'demo123' })).body.code).toBe(ERRORS.ACCOUNT_RESIGNED.code);
    expect((await t.db.selectFrom('store').select('manager_id').where('id', '=', store.id).executeTakeFirstOrThrow()).manager_id).toBeNull();
    const summary = (await t.call(staffList, {}, { token: admin })).body.data.summary;
    expect(summary).toMatchObject({ summary3: 1, summary5: 1 });
    expect((await t.call(staffResign, { id }, { token: admin })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(staffStatus, { id, status: 'active' }, { token: admin })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    const back = await t.call(staffRejoin, { id, store_id: ids.store4, department_id: null }, { token: admin });
    expect(back.body.data).toMatchObject({ status: 'active', store_id: ids.store4 });
    expect((await t.call(userLogin, { username: 'staff009', password: 'demo123' })).body.code).toBe('200000');
    expect((await t.call(staffRejoin, { id, store_id: null, department_id: null }, { token: admin })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });

  it('will not rejoin a person put on the blacklist after leaving, changing nothing', async () => {
    const id = await staffIdOf('staff010');
    expect((await t.call(staffResign, { id, reason: '违规' }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(blacklistAdd, { id, reason: '飞单' }, { token: admin })).body.code).toBe('200000');
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(staffRejoin, { id, store_id: ids.store1, department_id: null }, { token: admin });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(refused.body.message).toContain('飞单');
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect((await t.call(staffGet, { id }, { token: admin })).body.data.status).toBe('resigned');
  });

  it('will not let anyone resign or disable themselves', async () => {
    const me = await staffIdOf('admin');
    expect((await t.call(staffResign, { id: me }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(staffStatus, { id: me, status: 'disabled' }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
  });
});

describe('user/resetpw', () => {
  it('issues a one-time password, ends the sessions, and the old password stops working', async () => {
    const token = await t.login({ account: 'staff007', password: 'demo123' });
    const { body } = await t.call(staffResetPassword, { id: await staffIdOf('staff007') }, { token: admin });
    expect(body.data.password).toMatch(/^\w{10}$/);
    expect((await t.call(userInfo, {}, { token })).body.code).toBe(ERRORS.SESSION_REVOKED.code);
    expect((await t.call(userLogin, { username: 'staff007', password: 'demo123' })).body.code).toBe(ERRORS.BAD_CREDENTIALS.code);
    const login = await t.call(userLogin, { username: 'staff007', password: body.data.password });
    expect(login.body.data.must_change_password).toBe(1);
  });
});

describe('user/setuppoint', () => {
  it('adds and takes points, the level follows, never below zero, each change logged', async () => {
    const id = await staffIdOf('staff008');
    const start = (await t.call(staffGet, { id }, { token: admin })).body.data.points;
    const up = await t.call(staffSetPoints, { id, change: 5000, reason: '年度冠军' }, { token: admin });
    expect(up.body.data).toMatchObject({ points: start + 5000, level_name: '金牌经纪人' });
    const tooMuch = await t.call(staffSetPoints, { id, change: -(start + 5001), reason: '扣分' }, { token: admin });
    expect(tooMuch.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const down = await t.call(staffSetPoints, { id, change: -(start + 5000), reason: '清零' }, { token: admin });
    expect(down.body.data).toMatchObject({ points: 0, level_name: '' });
    const log = await t.db.selectFrom('staff_point_log').select(['change', 'points_after', 'reason']).where('staff_id', '=', id).orderBy('id').execute();
    expect(log).toEqual([
      { change: 5000, points_after: start + 5000, reason: '年度冠军' },
      { change: -(start + 5000), points_after: 0, reason: '清零' },
    ]);
  });
});
