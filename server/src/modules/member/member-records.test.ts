import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, blacklistAdd, blacklistList, growthAdd, growthGet, growthList, growthUpdate, staffAdd, staffOperations,
  staffPropertyGet, staffPropertySave, staffResign, staffSetPoints, teachingAdd, teachingDelete,
} from '@brokerage/contract';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { maskIdNumber, operationsOnStaff } from './member-records.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const staffIdOf = async (account: string) =>
  (await t.db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe('blacklist', () => {
  it('masks ID numbers', () => {
    expect(maskIdNumber('31010119800101001X')).toBe('310101********001X');
  });

  it('blacklists anyone by mobile or ID number, once, and then refuses to hire them', async () => {
    const added = await t.call(blacklistAdd, { name: '王某', mobile: '13700001111', reason: '骗取佣金' }, { token: admin });
    expect(added.body.data).toMatchObject({ name: '王某', mobile: '13700001111', staff_id: null, created_by_name: '王建国' });
    expect((await t.call(blacklistAdd, { name: '王某某', mobile: '13700001111', reason: 'again' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(blacklistAdd, { name: '无号码', reason: 'x' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow();
    const hire = await t.call(staffAdd, { account: 'wang', name: '王某', mobile: '13700001111', store_id: null, department_id: null, role_id: role.id }, { token: admin });
    expect(hire.body.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('blacklists a former member of staff by id, but not one still working', async () => {
    const id = await staffIdOf('staff010');
    expect((await t.call(blacklistAdd, { id, reason: '私单' }, { token: admin })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    await t.call(staffResign, { id, reason: '' }, { token: admin });
    const added = await t.call(blacklistAdd, { id, reason: '私单' }, { token: admin });
    expect(added.body.data.staff_id).toBe(id);
    const list = await t.call(blacklistList, {}, { token: admin });
    expect(list.body.data.list.map((b) => b.reason)).toEqual(['私单', '骗取佣金']);
    expect((await t.call(blacklistList, { keyword: '王某' }, { token: admin })).body.data.page.total).toBe(1);
  });

  it('is not visible to a store manager', async () => {
    const manager = await t.login('manager');
    expect((await t.call(blacklistList, {}, { token: manager })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});

describe('operate/staff', () => {
  it('lists what was done to a person, newest first', async () => {
    const id = await staffIdOf('staff011');
    await t.call(staffSetPoints, { id, change: 10, reason: '好评' }, { token: admin });
    await t.call(staffSetPoints, { id, change: -5, reason: '迟到' }, { token: admin });
    const { body } = await t.call(staffOperations, { id }, { token: admin });
    expect(body.data.list.map((o) => o.endpoint)).toEqual(['user/setuppoint', 'user/setuppoint']);
    expect(body.data.list[0]).toMatchObject({ operator_name: '王建国', result_code: '200000' });
  });

  // The log's target is the id of whatever a call touched: a house, a follow-up, a growth record may share the
  // person's number. Only the member calls on people (user/…) target a person.
  it('leaves out the entries of other calls whose target has the same id, and calls on other people', async () => {
    const id = await staffIdOf('staff012');
    const row = { staff_id: id, method: 'POST', ip: '', device: '', result_code: '200000', created_at: 1_700_000_000, summary: '' };
    await t.db.insertInto('operation_log').values([
      { ...row, endpoint: 'house/update_price', target_id: id },
      { ...row, endpoint: 'followup/house', target_id: id },
      { ...row, endpoint: 'staffrole/add', target_id: id },
      { ...row, endpoint: 'staffgrowup/update', target_id: id },
      { ...row, endpoint: 'staffteaching/delete', target_id: id },
      { ...row, endpoint: 'user/setuppoint', target_id: id + 1 },
      { ...row, endpoint: 'user/status', target_id: id },
    ]).execute();
    const { body } = await t.call(staffOperations, { id }, { token: admin });
    expect(body.data.list.map((o) => o.endpoint)).toEqual(['user/status']);
    expect(body.data.page.total).toBe(1);
  });

  // The log grows with every call: a person's entries are looked up by their target, not found by reading it all.
  it.skipIf(testDialect() !== 'sqlite')('finds a person\'s entries by operation_log_target_idx', async () => {
    for (const statement of [
      operationsOnStaff(t.db, 5).select('o.id').orderBy('o.id', 'desc').limit(20),
      operationsOnStaff(t.db, 5).select((eb) => eb.fn.countAll().as('n')),
    ]) {
      const plan = await planOf(t.db, statement);
      expect(plan).toMatch(/SEARCH o USING (COVERING )?INDEX operation_log_target_idx \(target_id=\?\)/);
      expect(plan).not.toMatch(/SCAN o|TEMP B-TREE/);
    }
  });
});

describe('HR properties', () => {
  it('saves and reads them back, with the ID number masked', async () => {
    const id = await staffIdOf('agent');
    await t.db.updateTable('staff').set({ id_number: '31010119900101123X' }).where('id', '=', id).execute();
    expect((await t.call(staffPropertyGet, { id }, { token: admin })).body.data).toMatchObject({ birthday: '', id_number: '310101********123X' });
    const saved = await t.call(staffPropertySave, { id, birthday: '1990-01-01', native_place: '苏州', emergency_contact: '张父', emergency_phone: '13900000000' }, { token: admin });
    expect(saved.body.data).toMatchObject({ birthday: '1990-01-01', native_place: '苏州', address: '' });
    expect((await t.call(staffPropertySave, { id, birthday: '1990-13-01' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('growth and teaching', () => {
  it('keeps growth records per person, readable within scope', async () => {
    const id = await staffIdOf('agent');
    const added = await t.call(growthAdd, { staff_id: id, date: '2026-10-01', title: '晋升中级经纪人', content: '季度业绩第一' }, { token: admin });
    expect(added.body.data).toMatchObject({ staff_name: '张伟', created_by_name: '王建国' });
    await t.call(growthAdd, { staff_id: id, date: '2026-11-01', title: '完成新人培训' }, { token: admin });
    const updated = await t.call(growthUpdate, { id: added.body.data.id, date: '2026-10-02', title: '晋升中级经纪人', content: '' }, { token: admin });
    expect(updated.body.data.date).toBe('2026-10-02');
    const list = await t.call(growthList, { staff_id: id }, { token: admin });
    expect(list.body.data.list.map((g) => g.title)).toEqual(['完成新人培训', '晋升中级经纪人']);
    const outsider = await t.login({ account: 'staff022', password: 'demo123' });
    const grantedNothing = await t.call(growthGet, { id: added.body.data.id }, { token: outsider });
    expect(grantedNothing.body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });

  it('pairs a mentor with an apprentice once, never oneself or someone who left', async () => {
    const mentor = await staffIdOf('manager');
    const apprentice = await staffIdOf('agent');
    const added = await t.call(teachingAdd, { mentor_id: mentor, apprentice_id: apprentice, start_date: '2026-09-01' }, { token: admin });
    expect(added.body.data).toMatchObject({ mentor_name: '李明', apprentice_name: '张伟' });
    expect((await t.call(teachingAdd, { mentor_id: mentor, apprentice_id: apprentice, start_date: '2026-09-01' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(teachingAdd, { mentor_id: mentor, apprentice_id: mentor, start_date: '2026-09-01' }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const gone = await staffIdOf('staff010');
    expect((await t.call(teachingAdd, { mentor_id: mentor, apprentice_id: gone, start_date: '2026-09-01' }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const growth = (await t.call(growthList, { staff_id: apprentice }, { token: admin })).body.data;
    expect(growth.mentors.map((m) => m.mentor_name)).toEqual(['李明']);
    expect((await t.call(growthList, { staff_id: mentor }, { token: admin })).body.data.apprentices.map((a) => a.apprentice_name)).toEqual(['张伟']);
    expect((await t.call(teachingDelete, { id: added.body.data.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(teachingDelete, { id: added.body.data.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});
