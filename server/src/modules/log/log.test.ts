import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LOG_TOTAL_CAP, authSave, behaviourList, interfaceList, loginLocations, userLogin } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { KEYWORD_PEOPLE_MAX, behaviourMatches, behaviourStatements } from './log.service.js';

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

describe('behaviour records at scale', () => {
  // Every sign-in and owner phone view is a record: an exact count read all of them for every page.
  it(`counts up to LOG_TOTAL_CAP (${LOG_TOTAL_CAP}), says so, answers later pages, and counts under it exactly`, async () => {
    const person = await t.db.selectFrom('staff').select(['id', 'account']).where('account', '=', 'staff031').executeTakeFirstOrThrow();
    const at = Math.floor(Date.now() / 1000) - 86_400;
    const rows = Array.from({ length: LOG_TOTAL_CAP + 30 }, (_, i) => ({
      staff_id: person.id, account: person.account, action: i % 100 === 7 ? 'login_locked' : 'phone_view', detail: `view ${i}`,
      ip: '', device: '', created_at: at + i,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('behaviour_log').values(rows.slice(i, i + 500)).execute();
    const list = async (input: Record<string, unknown>) => (await t.call(behaviourList, { staff_id: person.id, limit: 20, ...input }, { token: admin })).body.data;
    const first = await list({});
    expect(first.page).toEqual({ page: 1, limit: 20, total: LOG_TOTAL_CAP, total_cap: LOG_TOTAL_CAP });
    expect(first.list[0]?.detail).toBe(`view ${LOG_TOTAL_CAP + 29}`);
    const past = await list({ page: LOG_TOTAL_CAP / 20 + 1 });
    expect(past.list).toHaveLength(20);
    expect(past.page.total).toBe(LOG_TOTAL_CAP);
    const last = await list({ page: Math.ceil(rows.length / 20) });
    expect(last.list.map((r) => r.detail).at(-1)).toBe('view 0');
    // Under the cap the count is exact: the 21 lockouts among them, newest first.
    const locked = await list({ action: 'login_locked' });
    expect(locked.page).toMatchObject({ total: 21, total_cap: LOG_TOTAL_CAP });
    expect(locked.list[0]?.detail).toBe('view 2007');
    // A keyword that many records hold (here at the cap) is walked in the table's order: the same records, newest first.
    const byAccount = (await t.call(behaviourList, { keyword: person.account, limit: 5 }, { token: admin })).body.data;
    expect(byAccount.list.map((r) => r.detail)).toEqual(first.list.slice(0, 5).map((r) => r.detail));
    expect((await t.call(interfaceList, {}, { token: admin })).body.data.page.total_cap).toBe(LOG_TOTAL_CAP);
  });

  // A person's records, an action's and both: read along an index in the list's order, never sorted from all of them.
  it.skipIf(testDialect() !== 'sqlite')('reads a page along the filter\'s index, without sorting', async () => {
    const caller = await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    // Company scope: the statements need only the database.
    const ctx = { db: t.db, dialect: 'sqlite', scope: 'company', caller: { staffId: caller.id } } as unknown as Ctx;
    const base = { page: 1, limit: 20 };
    for (const [input, index] of [
      [{}, 'behaviour_log_time_idx'],
      [{ action: 'login_locked' }, 'behaviour_log_action_idx'],
      [{ staff_id: caller.id }, 'behaviour_log_staff_idx'],
      [{ staff_id: caller.id, from: 1000 }, 'behaviour_log_staff_idx'],
    ] as const) {
      const plan = await planOf(t.db, behaviourStatements(ctx, { ...base, ...input }).page);
      expect(plan, JSON.stringify(input)).toMatch(new RegExp(`SEARCH b USING INDEX ${index}|SCAN b USING INDEX ${index}`));
      expect(plan, JSON.stringify(input)).not.toMatch(/TEMP B-TREE/);
    }
    const keyword = await planOf(t.db, behaviourStatements(ctx, { ...base, keyword: 'agent' }).page);
    expect(keyword).toMatch(/SCAN b(?! USING)/);
    expect(keyword).not.toMatch(/TEMP B-TREE/);
    // A keyword's matches are read person by person, and the unknown accounts' along the index's empty person: no
    // record is read for a person whose account does not hold it.
    for (const input of [{}, { action: 'login' }, { from: 1000 }] as const) {
      const matches = await planOf(t.db, behaviourMatches(ctx, { ...base, ...input }, 'agent', [caller.id, caller.id + 1]));
      expect(matches, JSON.stringify(input)).toMatch(/SEARCH b USING INDEX behaviour_log_staff_idx \(staff_id=\?/);
      expect(matches, JSON.stringify(input)).not.toMatch(/SCAN b/);
    }
  });
});

describe('a keyword, found by the people whose account holds it', () => {
  // What matching every record's account answers: the list's order, newest first.
  const expected = async (keyword: string, visible: (row: { staff_id: number | null }) => boolean = () => true) =>
    (await t.db.selectFrom('behaviour_log').select(['id', 'staff_id', 'account', 'created_at']).execute())
      .filter((row) => visible(row) && row.account.toLowerCase().includes(keyword.toLowerCase()))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((row) => row.id);
  const listed = async (token: string, input: Record<string, unknown>) => (await t.call(behaviourList, input, { token })).body.data;
  const insert = async (rows: { staff_id: number | null; account: string; action?: string; created_at: number }[]) => {
    for (let i = 0; i < rows.length; i += 200) {
      await t.db.insertInto('behaviour_log').values(rows.slice(i, i + 200).map((row) => ({
        action: 'login_failed', detail: '', ip: '', device: '', ...row,
      }))).execute();
    }
  };

  it('answers what matching every record\'s account would, with exact totals, for the caller\'s scope', async () => {
    const person = await t.db.selectFrom('staff').select(['id', 'account', 'store_id']).where('account', '=', 'staff032').executeTakeFirstOrThrow();
    const at = Math.floor(Date.now() / 1000) - 50_000;
    // Written out of time order, so that the order by time is not the ids'.
    await insert([
      ...[30, 10, 50, 20, 40].map((s) => ({ staff_id: person.id, account: person.account, action: 'phone_view', created_at: at + s })),
      { staff_id: null, account: 'Staff032-typo', created_at: at + 35 },
      { staff_id: null, account: 'ghost.7', created_at: at + 5 },
      { staff_id: null, account: 'GHOST.8', created_at: at + 45 },
    ]);
    for (const keyword of ['staff032', 'STAFF045', 'taff04', 'ghost', 'host.', '%', 'no-such-account']) {
      const ids = await expected(keyword);
      const data = await listed(admin, { keyword, limit: 100 });
      expect(data.list.map((r) => r.id), keyword).toEqual(ids);
      expect(data.page.total, keyword).toBe(ids.length);
    }
    expect((await expected('ghost')).length).toBe(2);
    const second = await listed(admin, { keyword: 'staff032', limit: 2, page: 2 });
    expect(second.list.map((r) => r.id)).toEqual((await expected('staff032')).slice(2, 4));
    expect(second.list.map((r) => r.account)).toEqual(['Staff032-typo', 'staff032']);
    expect(second.list[1]?.staff_name).not.toBe('');
    const phoneViews = await listed(admin, { keyword: 'staff032', action: 'phone_view', from: at + 20, to: at + 50 });
    expect(phoneViews.list.map((r) => r.created_at)).toEqual([at + 40, at + 30, at + 20]);

    // A store manager: their store's people only, and no unknown account.
    const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.call(authSave, { role_id: roleId, menus: ['Record'], permissions: [{ code: 'log:view', data_scope: 'store' }] }, { token: admin });
    const manager = await t.login('manager');
    const managerStore = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id;
    const colleague = await t.db.selectFrom('staff').select(['id', 'account']).where('store_id', '=', managerStore)
      .where('account', '<>', 'manager').orderBy('id').executeTakeFirstOrThrow();
    await insert([{ staff_id: colleague.id, account: colleague.account, created_at: at + 60 }]);
    const inStore = await t.db.selectFrom('staff').select('id').where('store_id', '=', managerStore).execute();
    const visible = (row: { staff_id: number | null }) => inStore.some((p) => p.id === row.staff_id);
    for (const keyword of [colleague.account, 'ghost', person.store_id === managerStore ? 'no-such-account' : person.account]) {
      const ids = await expected(keyword, visible);
      const data = await listed(manager, { keyword, limit: 100 });
      expect(data.list.map((r) => r.id), keyword).toEqual(ids);
      expect(data.page.total, keyword).toBe(ids.length);
    }
    expect(await expected(colleague.account, visible)).not.toEqual([]);
  });

  it(`walks the log for a keyword more than KEYWORD_PEOPLE_MAX (${KEYWORD_PEOPLE_MAX}) people's accounts hold`, async () => {
    const now = Math.floor(Date.now() / 1000);
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow();
    const people = await t.db.insertInto('staff').values(Array.from({ length: KEYWORD_PEOPLE_MAX + 2 }, (_, i) => ({
      account: `crowd${String(i).padStart(3, '0')}`, password_hash: '', name: `众${i}`, company_id: 1, department_id: null,
      store_id: null, role_id: role.id, position_id: null, points: 0, status: 'active', current_phone: '', education: '',
      work_type: '', join_date: null, created_at: now, updated_at: now,
    }))).returning(['id', 'account']).execute();
    // One record each: a list of the people cut at KEYWORD_PEOPLE_MAX + 1 would leave one out.
    await insert(people.map((p, i) => ({ staff_id: p.id, account: p.account, created_at: now - 1000 + i })));
    const ids = await expected('crowd');
    expect(ids).toHaveLength(KEYWORD_PEOPLE_MAX + 2);
    const data = await listed(admin, { keyword: 'crowd', limit: 100, page: 3 });
    expect(data.page.total).toBe(KEYWORD_PEOPLE_MAX + 2);
    expect(data.list.map((r) => r.id)).toEqual(ids.slice(200, 300));
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
