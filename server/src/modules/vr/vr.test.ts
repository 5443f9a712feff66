import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, houseGet, vrAddUser, vrCreateTask, vrDisableUser, vrPackages, vrTasks, vrUserPackage, vrUsers, type DataOf,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { loadConfig } from '../../core/config.js';
import type { Db } from '../../core/db/database.js';
import { vrProvider } from './providers.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from '../../core/sandbox.js';
import { TRIAL_PACKAGE, vrKey } from './sandbox-provider.js';
import { houseTour } from './vr-tour.js';

let t: TestApp;
let base: string;
let admin: string;
let manager: string;
let agent: string;
let outsider: string;
let managerId: number;
let agentId: number;
let storeA: number;
// Staff of the manager's store without a VR account, and one of another store.
let fresh: number[];
let otherStaff: number;
// Staff of other stores without a VR account, for photographers (a photographer may shoot any house).
let elsewhere: number[];
let key: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  [managerId, agentId] = await Promise.all([staffId(t.db, 'manager'), staffId(t.db, 'agent')]);
  storeA = (await t.db.selectFrom('staff').select('store_id').where('id', '=', managerId).executeTakeFirstOrThrow()).store_id ?? 0;
  const withAccount = (await t.db.selectFrom('vr_user').select('staff_id').execute()).map((r) => r.staff_id);
  fresh = (await t.db.selectFrom('staff').select('id').where('store_id', '=', storeA).where('status', '=', 'active')
    .where('id', 'not in', withAccount).orderBy('id').execute()).map((r) => r.id);
  const other = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select(['s.id', 's.account'])
    .where('r.code', '=', 'agent').where('s.store_id', '<>', storeA).where('s.status', '=', 'active').orderBy('s.id').executeTakeFirstOrThrow();
  otherStaff = other.id;
  elsewhere = (await t.db.selectFrom('staff').select('id').where('store_id', '<>', storeA).where('status', '=', 'active')
    .where('id', 'not in', [other.id, ...withAccount]).orderBy('id').execute()).map((r) => r.id);
  outsider = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  key = await vrKey(t.db, undefined);
});
afterAll(async () => {
  await t.close();
});

const ok = <T>(r: { status: number; body: { code: string; message: string; data: T } }): T => {
  if (r.body.code !== ERRORS.OK.code) throw new Error(`${r.status} ${r.body.code} ${r.body.message}`);
  return r.body.data;
};
const logOf = (endpoint: string, targetId: number) => t.db.selectFrom('operation_log').select(['staff_id', 'result_code', 'house_id'])
  .where('endpoint', '=', endpoint).where('target_id', '=', targetId).execute();

async function addUser(staff: number, token = manager): Promise<DataOf<typeof vrAddUser>> {
  return ok(await t.call(vrAddUser, { staff_id: staff }, { token }));
}
async function task(houseId: number, vrUserId: number, token = manager): Promise<DataOf<typeof vrCreateTask>> {
  return ok(await t.call(vrCreateTask, { house_id: houseId, vr_user_id: vrUserId }, { token }));
}
// Finishes a task on the sandbox's camera page over a real connection, as the photographer would.
async function finishOnPage(ref: string, outcome: 'done' | 'failed' = 'done'): Promise<string> {
  const response = await fetch(`${base}/sandbox-vr/${ref}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' }, body: `outcome=${outcome}`,
  });
  expect(response.status).toBe(200);
  return response.text();
}
async function notify(body: string, signature = sandboxSignature(key, body)) {
  const response = await t.app.inject({
    method: 'POST', url: '/vr/notify/sandbox', payload: body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
  return { status: response.statusCode, body: response.json() as { code: string } };
}

describe('VR users', () => {
  it('opens an account for a staff member of the caller\'s scope, lists it with its counts, and logs it', async () => {
    const staff = fresh[0] as number;
    const user = await addUser(staff);
    expect(user).toMatchObject({ staff_id: staff, status: 'active', store_id: storeA, tasks_open: 0, tasks_done: 0, disabled_at: null, created_by_name: '李明' });
    expect(user.provider_user_id).toMatch(/^VU\d{8}$/);
    expect(await logOf('vr/adduser', user.id)).toEqual([{ staff_id: managerId, result_code: ERRORS.OK.code, house_id: null }]);
    const again = await t.call(vrAddUser, { staff_id: staff }, { token: manager, lang: 'en' });
    expect([again.status, again.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    expect(again.body.message).toContain('already has an active VR account');

    const listed = ok(await t.call(vrUsers, { keyword: user.staff_name, status: 'active', store_id: storeA }, { token: manager }));
    expect(listed.list.map((u) => u.id)).toContain(user.id);
    expect(listed.page.total).toBe(listed.list.length);
    const byPhone = ok(await t.call(vrUsers, { keyword: user.mobile.slice(-6) }, { token: manager }));
    expect(byPhone.list.map((u) => u.id)).toContain(user.id);
    const disabled = ok(await t.call(vrUsers, { status: 'disabled' }, { token: manager }));
    expect(disabled.list.map((u) => u.id)).not.toContain(user.id);
  });

  it('refuses a resigned or disabled staff member, and staff beyond the caller\'s scope as absent, writing nothing', async () => {
    const [resigned, disabled] = [fresh[1] as number, fresh[2] as number];
    await t.db.updateTable('staff').set({ status: 'resigned' }).where('id', '=', resigned).execute();
    await t.db.updateTable('staff').set({ status: 'disabled' }).where('id', '=', disabled).execute();
    const before = await snapshot(t.db, ['operation_log']);
    for (const staff of [resigned, disabled]) {
      const refused = await t.call(vrAddUser, { staff_id: staff }, { token: manager, lang: 'zh' });
      expect([refused.status, refused.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
      expect(refused.body.message).toContain('不能开通VR账号');
    }
    const beyond = await t.call(vrAddUser, { staff_id: otherStaff }, { token: manager });
    expect([beyond.status, beyond.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    // The other store's accounts are not in the manager's list; the admin sees the whole company.
    const theirs = await addUser(otherStaff, admin);
    expect(ok(await t.call(vrUsers, { limit: 100 }, { token: manager })).list.map((u) => u.id)).not.toContain(theirs.id);
    expect(ok(await t.call(vrUsers, { limit: 100 }, { token: admin })).list.map((u) => u.id)).toContain(theirs.id);
    const hidden = await t.call(vrDisableUser, { id: theirs.id }, { token: manager });
    expect(hidden.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(vrUserPackage, { id: theirs.id }, { token: manager })).body.code).toBe(ERRORS.NOT_FOUND.code);
    // Agents hold no vr:manage.
    expect((await t.call(vrUsers, {}, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });

  it('disables an account (no new tasks), and opening it again enables the same one', async () => {
    const staff = fresh[3] as number;
    const user = await addUser(staff);
    const off = ok(await t.call(vrDisableUser, { id: user.id }, { token: manager }));
    expect(off).toMatchObject({ id: user.id, status: 'disabled' });
    expect(off.disabled_at).not.toBeNull();
    expect(await logOf('vr/disableuser', user.id)).toEqual([{ staff_id: managerId, result_code: ERRORS.OK.code, house_id: null }]);
    expect((await t.db.selectFrom('vr_sandbox_user').select('status').where('ref', '=', user.provider_user_id).executeTakeFirstOrThrow()).status).toBe('disabled');
    const twice = await t.call(vrDisableUser, { id: user.id }, { token: manager });
    expect(twice.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const house = await enterHouse(t, manager);
    const refused = await t.call(vrCreateTask, { house_id: house.id, vr_user_id: user.id }, { token: manager, lang: 'en' });
    expect([refused.body.code, refused.body.message]).toEqual([ERRORS.TRANSITION_NOT_ALLOWED.code, expect.stringContaining('is disabled') as string]);
    const back = await addUser(staff);
    expect(back).toMatchObject({ id: user.id, status: 'active', disabled_at: null });
    expect(await t.db.selectFrom('vr_user').select('id').where('staff_id', '=', staff).execute()).toHaveLength(1);
  });
});

describe('VR tasks', () => {
  let photographer: DataOf<typeof vrAddUser>;
  beforeAll(async () => {
    photographer = await addUser(elsewhere[0] as number, admin);
  });

  it('takes a shoot from the trial package for a house in scope, one open task per house, and logs it on the house', async () => {
    const house = await enterHouse(t, agent);
    const packagesBefore = ok(await t.call(vrPackages, {}, { token: manager }));
    const trial = packagesBefore.list.find((p) => p.ref === TRIAL_PACKAGE.ref);
    expect(trial).toMatchObject({ name: '体验套餐', total: 50, expired: 0 });
    const made = await task(house.id, photographer.id, agent);
    expect(made).toMatchObject({ house_id: house.id, vr_user_id: photographer.id, staff_id: photographer.staff_id, state: 'shooting', provider: 'sandbox',
      package_ref: TRIAL_PACKAGE.ref, package_name: '体验套餐', tour_url: '', done_at: null });
    expect(made.shoot_url).toBe(`http://localhost:8080/sandbox-vr/${made.provider_ref}`);
    expect(await logOf('vr/createtask', made.id)).toEqual([{ staff_id: agentId, result_code: ERRORS.OK.code, house_id: house.id }]);
    const after = ok(await t.call(vrPackages, {}, { token: manager })).list.find((p) => p.ref === TRIAL_PACKAGE.ref);
    expect(after?.used).toBe((trial?.used ?? 0) + 1);
    expect(after?.remaining).toBe(50 - (trial?.used ?? 0) - 1);

    const before = await snapshot(t.db, ['operation_log']);
    const second = await t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent, lang: 'en' });
    expect([second.status, second.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    expect(second.body.message).toContain('already has a VR shoot in progress');
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);

    const listed = ok(await t.call(vrTasks, { house_id: house.id }, { token: agent }));
    expect(listed.list.map((k) => [k.id, k.state, k.staff_name])).toEqual([[made.id, 'shooting', photographer.staff_name]]);
    expect(listed.photographers.map((p) => p.id)).toContain(photographer.id);
    const counted = ok(await t.call(vrUsers, { keyword: photographer.staff_name }, { token: admin })).list.find((u) => u.id === photographer.id);
    expect(counted).toMatchObject({ tasks_open: 1, tasks_done: 0 });
  });

  it('takes one shoot between orders of one house made at the same moment, the others refused before the service is asked', async () => {
    const house = await enterHouse(t, agent);
    const shoots = async () => ({
      used: Number((await t.db.selectFrom('vr_sandbox_package').select((eb) => eb.fn.sum<number>('used').as('n')).executeTakeFirstOrThrow()).n),
      tasks: Number((await t.db.selectFrom('vr_sandbox_task').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    });
    const before = await shoots();
    // The sandbox answers after a real service's network time, so the orders overlap on SQLite's one connection too.
    const provider = await vrProvider({ db: t.db, config: loadConfig({}) });
    const createTask = provider.createTask;
    provider.createTask = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return createTask(...args);
    };
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 4 }, () =>
        t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent, lang: 'en' })));
    } finally {
      provider.createTask = createTask;
    }
    expect(answers.map((a) => a.body.code).sort()).toEqual([ERRORS.OK.code, ERRORS.CONFLICT.code, ERRORS.CONFLICT.code, ERRORS.CONFLICT.code]);
    for (const refused of answers.filter((a) => a.body.code === ERRORS.CONFLICT.code)) expect(refused.body.message).toContain('already has a VR shoot in progress');
    expect(await shoots()).toEqual({ used: before.used + 1, tasks: before.tasks + 1 });
    expect(await t.db.selectFrom('vr_task').select('state').where('house_id', '=', house.id).execute()).toEqual([{ state: 'shooting' }]);
    // Nothing is left held: once the shoot is given up the house takes a new order.
    const made = answers.find((a) => a.body.code === ERRORS.OK.code)!.body.data as DataOf<typeof vrCreateTask>;
    expect(await t.db.selectFrom('vr_order_claim').select('house_id').where('house_id', '=', house.id).execute()).toEqual([]);
    await finishOnPage(made.provider_ref, 'failed');
    expect((await task(house.id, photographer.id, agent)).state).toBe('shooting');
    // A claim left by a server that stopped mid-order holds the house for two minutes, then lapses.
    const other = await enterHouse(t, agent);
    const now = Math.floor(Date.now() / 1000);
    await t.db.insertInto('vr_order_claim').values({ house_id: other.id, claimed_at: now - 10 }).execute();
    const held = await t.call(vrCreateTask, { house_id: other.id, vr_user_id: photographer.id }, { token: agent });
    expect([held.status, held.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    await t.db.updateTable('vr_order_claim').set({ claimed_at: now - 121 }).where('house_id', '=', other.id).execute();
    expect((await task(other.id, photographer.id, agent)).state).toBe('shooting');
    expect(await t.db.selectFrom('vr_order_claim').select('house_id').where('house_id', '=', other.id).execute()).toEqual([]);
  });

  it('refuses a house beyond the caller\'s scope as absent, writing nothing', async () => {
    const house = await enterHouse(t, agent);
    const before = await snapshot(t.db, ['operation_log']);
    for (const call of [
      () => t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: outsider }),
      () => t.call(vrTasks, { house_id: house.id }, { token: outsider }),
    ]) {
      const { status, body } = await call();
      expect([status, body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('says so in the user\'s words when no package has a shoot left', async () => {
    const house = await enterHouse(t, manager);
    await t.db.updateTable('vr_sandbox_package').set((eb) => ({ used: eb.ref('total') })).execute();
    try {
      const before = await snapshot(t.db, ['operation_log']);
      const refused = await t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: manager, lang: 'zh' });
      expect([refused.status, refused.body.code]).toEqual([429, ERRORS.QUOTA_EXCEEDED.code]);
      expect(refused.body.message).toContain('公司的VR套餐已无剩余拍摄次数');
      expect(await snapshot(t.db, ['operation_log'])).toBe(before);
      // A new package bought at the service is used at once.
      const now = Math.floor(Date.now() / 1000);
      await t.db.insertInto('vr_sandbox_package').values({ ref: 'SBPKG-TEST', name: '测试套餐', total: 1, used: 0, expires_at: now + 86_400, created_at: now }).execute();
      expect((await task(house.id, photographer.id)).package_name).toBe('测试套餐');
    } finally {
      await t.db.updateTable('vr_sandbox_package').set({ used: 0 }).where('ref', '=', TRIAL_PACKAGE.ref).execute();
    }
  });
});

describe('a finished shoot', () => {
  let photographer: DataOf<typeof vrAddUser>;
  beforeAll(async () => {
    photographer = await addUser(elsewhere[1] as number, admin);
  });

  it('comes back signed from the camera page over loopback: the tour once, the photographer as VR surveyor, a role follow-up', async () => {
    const house = await enterHouse(t, manager);
    const made = await task(house.id, photographer.id);
    const page = await fetch(`${base}/sandbox-vr/${made.provider_ref}`, { headers: { 'accept-language': 'ja' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('テストページ');
    expect(await finishOnPage(made.provider_ref)).toContain('Shoot finished. The platform has been told.');
    const tour = await houseTour(t.db, house.id);
    expect(tour).toMatchObject({ task_id: made.id, tour_url: `http://localhost:8080/sandbox-vr/tour/${made.provider_ref}` });
    const [done] = ok(await t.call(vrTasks, { house_id: house.id }, { token: manager })).list;
    expect(done).toMatchObject({ id: made.id, state: 'done', tour_url: tour?.tour_url, done_at: tour?.done_at });
    const role = await t.db.selectFrom('house_role').select(['staff_id', 'assigned_by']).where('house_id', '=', house.id).where('role', '=', 'vr_survey').executeTakeFirst();
    expect(role).toEqual({ staff_id: photographer.staff_id, assigned_by: managerId });
    const detail = ok(await t.call(houseGet, { id: house.id }, { token: manager }));
    expect(detail.version).toBe(house.version + 1);
    const followups = await t.db.selectFrom('followup').select(['kind', 'staff_id', 'detail']).where('house_id', '=', house.id).where('kind', '=', 'role').execute();
    expect(followups).toHaveLength(1);
    expect(JSON.parse(followups[0]?.detail ?? '{}')).toEqual({ role: 'vr_survey', from: null, to: photographer.staff_name });
    expect(await logOf('vr/notify', made.id)).toEqual([{ staff_id: null, result_code: ERRORS.OK.code, house_id: house.id }]);
    // Finishing again (a reload of the page) sends the same callback again: nothing more is written.
    const before = await snapshot(t.db);
    expect(await finishOnPage(made.provider_ref)).toContain('The platform has been told');
    expect(await snapshot(t.db)).toBe(before);
    // The sandbox's tour shows the house's title and says it is no real tour.
    const shown = await fetch(`${base}/sandbox-vr/tour/${made.provider_ref}`, { headers: { 'accept-language': 'en' } });
    expect(await shown.text()).toContain('this is not a real virtual tour');
    // The user's package use.
    const use = ok(await t.call(vrUserPackage, { staff_id: photographer.staff_id }, { token: admin }));
    expect(use.user.id).toBe(photographer.id);
    expect(use.list).toEqual([{ package_ref: TRIAL_PACKAGE.ref, package_name: '体验套餐', done: 1, open: 0, failed: 0 }]);
  });

  it('keeps a house\'s VR surveyor, and takes a callback arriving several times at once once', async () => {
    const house = await enterHouse(t, manager);
    await t.db.insertInto('house_role').values({ house_id: house.id, role: 'vr_survey', staff_id: managerId, assigned_by: managerId, assigned_at: 1 }).execute();
    const made = await task(house.id, photographer.id);
    const body = JSON.stringify({ task_ref: made.provider_ref, outcome: 'done', tour_url: 'https://vr.example/tour/1', done_at: 1_765_000_000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => notify(body)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(4).fill('SUCCESS'));
    expect(await logOf('vr/notify', made.id)).toHaveLength(1);
    expect(await houseTour(t.db, house.id)).toEqual({ task_id: made.id, tour_url: 'https://vr.example/tour/1', done_at: 1_765_000_000 });
    const role = await t.db.selectFrom('house_role').select('staff_id').where('house_id', '=', house.id).where('role', '=', 'vr_survey').executeTakeFirstOrThrow();
    expect(role.staff_id).toBe(managerId);
  });

  it('is given up on the camera page: the task fails without a tour or a VR surveyor, and the house takes a new task', async () => {
    const house = await enterHouse(t, manager);
    const made = await task(house.id, photographer.id);
    expect(await finishOnPage(made.provider_ref, 'failed')).toContain('Shoot given up. The platform has been told.');
    const [failed] = ok(await t.call(vrTasks, { house_id: house.id }, { token: manager })).list;
    expect(failed).toMatchObject({ id: made.id, state: 'failed', tour_url: '' });
    expect(failed?.done_at).not.toBeNull();
    expect(await houseTour(t.db, house.id)).toBeNull();
    expect(await t.db.selectFrom('house_role').select('staff_id').where('house_id', '=', house.id).where('role', '=', 'vr_survey').executeTakeFirst()).toBeUndefined();
    expect((await fetch(`${base}/sandbox-vr/tour/${made.provider_ref}`)).status).toBe(404);
    // Reported again as done: the task stays failed.
    const late = JSON.stringify({ task_ref: made.provider_ref, outcome: 'done', tour_url: 'https://vr.example/late', done_at: 1_765_000_000 });
    expect((await notify(late)).body.code).toBe('SUCCESS');
    expect((await t.db.selectFrom('vr_task').select('state').where('id', '=', made.id).executeTakeFirstOrThrow()).state).toBe('failed');
    expect((await task(house.id, photographer.id)).state).toBe('shooting');
  });

  it('refuses a forged or unknown callback, writing nothing but the refusals in the interface log', async () => {
    const house = await enterHouse(t, manager);
    const made = await task(house.id, photographer.id);
    const body = JSON.stringify({ task_ref: made.provider_ref, outcome: 'done', tour_url: 'https://vr.example/tour/2', done_at: 1_765_000_000 });
    const before = await snapshot(t.db, ['interface_log']);
    const logged = await t.db.selectFrom('interface_log').select(({ fn }) => fn.max('id').as('id')).executeTakeFirstOrThrow();
    expect(await notify(body, sandboxSignature(Buffer.from('not the key'), body))).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify(body, '')).toEqual({ status: 400, body: { code: 'FAIL' } });
    const unknown = JSON.stringify({ task_ref: 'VR0000000000000000000A', outcome: 'done', tour_url: 'https://vr.example/tour/3', done_at: 1_765_000_000 });
    expect(await notify(unknown)).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify('not json')).toEqual({ status: 400, body: { code: 'FAIL' } });
    const noTour = JSON.stringify({ task_ref: made.provider_ref, outcome: 'done', tour_url: '', done_at: 1_765_000_000 });
    expect(await notify(noTour)).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await snapshot(t.db, ['interface_log'])).toBe(before);
    expect(await houseTour(t.db, house.id)).toBeNull();
    const refusals = await t.db.selectFrom('interface_log').select(['service', 'status']).where('id', '>', Number(logged.id ?? 0)).orderBy('id').execute();
    expect(refusals.map((r) => `${r.service} ${r.status}`)).toEqual(['vr 401', 'vr 401', 'vr 409', 'vr 401', 'vr 401']);
  });
});

describe('the configured VR service', () => {
  it('is the sandbox unless VR_PROVIDER names another, and a name no adapter has stops the server', () => {
    expect(loadConfig({})).toMatchObject({ vrProvider: 'sandbox', vrProviderSecret: undefined });
    expect(loadConfig({ VR_PROVIDER: ' sandbox ', VR_PROVIDER_SECRET: 'k' })).toMatchObject({ vrProvider: 'sandbox', vrProviderSecret: 'k' });
    expect(() => loadConfig({ VR_PROVIDER: 'Not A Name' })).toThrow(/VR_PROVIDER/);
    expect(() => vrProvider({ db: {} as Db, config: loadConfig({ VR_PROVIDER: 'nosuch' }) })).toThrow(/VR_PROVIDER names no VR service: nosuch/);
  });
});
