import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, PORTAL_CHECK_SECONDS, syncDelete, syncList, syncPush, syncVr, syncXingfuliReason, type DataOf, type Portal,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, houseOutside, nowSeconds, staffId } from '../../test/houses.js';
import { loadConfig } from '../../core/config.js';
import type { AppState } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { portalPlainRoutes } from './providers.js';
import { portalJobs } from './portal.jobs.js';
import { SANDBOX_REASONS } from './sandbox-provider.js';

let t: TestApp;
let agent: string;
let manager: string;
let agentId: number;
let agentStore: number;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  agentId = await staffId(t.db, 'agent');
  agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

type Listing = DataOf<typeof syncPush>;

// A new house of the agent's with `pictures` pictures that portals may show (and a certificate, which they never get).
async function house(pictures: number): Promise<number> {
  const { id } = await enterHouse(t, agent, 'sale');
  const now = nowSeconds();
  const groups = ['layout', 'indoor', 'outdoor', 'indoor', 'outdoor'];
  const rows = [...groups.slice(0, pictures), 'certificate'].map((group, n) => ({
    house_id: id, group, url: `/uploads/house-pictures/p${id}-${n}.png`, thumb_url: `/uploads/house-pictures/p${id}-${n}.webp`, kind: 'png', size: 1,
    width: 1, height: 1, uploader_id: agentId, locked_by: null, locked_at: null, alert_by: null, alert_at: null, created_at: now, deleted_at: null,
  }));
  await t.db.insertInto('house_picture').values(rows).execute();
  return id;
}

async function ok<T>(promise: Promise<{ status: number; body: { code: string; data: T; message: string } }>): Promise<T> {
  const { body } = await promise;
  if (body.code !== ERRORS.OK.code) throw new Error(`${body.code} ${body.message}`);
  return body.data;
}

const push = (portal: Portal, houseId: number, token = agent) => t.call(syncPush, { portal, house_id: houseId }, { token });
const withdraw = (portal: Portal, houseId: number, reason = '', token = agent) => t.call(syncDelete, { portal, house_id: houseId, reason }, { token });
const list = (houseId: number, token = agent) => ok(t.call(syncList, { house_id: houseId }, { token }));
const on = (listings: Listing[], portal: Portal) => listings.find((l) => l.portal === portal);
// The job's run, at a time past the check throttle.
const runJob = (now = nowSeconds() + PORTAL_CHECK_SECONDS + 1) => portalJobs[0]!.run(t.db, now);
const sandboxRow = (ref: string) => t.db.selectFrom('portal_sandbox_listing').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow();

async function tour(houseId: number): Promise<number> {
  const now = nowSeconds();
  const user = await t.db.insertInto('vr_user').values({ staff_id: agentId, provider_user_id: 'U1', status: 'active', created_by: agentId, created_at: now, disabled_at: null })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ status: 'active' })).returning('id').executeTakeFirstOrThrow();
  const task = await t.db.insertInto('vr_task').values({
    house_id: houseId, vr_user_id: user.id, staff_id: agentId, package_ref: 'P1', provider: 'sandbox', provider_ref: `T${houseId}`, state: 'done',
    tour_url: `https://vr.example.com/tour/${houseId}`, created_by: agentId, created_at: now - 100, done_at: now - 10,
  }).returning('id').executeTakeFirstOrThrow();
  return task.id;
}

describe('sync/{portal}/push', () => {
  it('pushes an available house: pending, then online once the portal is asked, with its pictures but not the certificate', async () => {
    const id = await house(3);
    const pushed = await ok(push('anjuke', id));
    expect(pushed).toMatchObject({ house_id: id, portal: 'anjuke', state: 'pending', reason: '', pushed_by: agentId, pushed_by_name: '张伟', checked_at: null });
    const sent = await sandboxRow(pushed.ref);
    expect(sent).toMatchObject({ portal: 'anjuke', house_id: id, pictures: 3, price: 480_000_000, state: 'pending' });
    expect(sent.title).toContain('2室1厅 78.5㎡ 出售');
    const read = await list(id);
    expect(read.tour).toBeNull();
    expect(read.list).toHaveLength(1);
    expect(read.list[0]).toMatchObject({ portal: 'anjuke', state: 'online', reason: '' });
    expect(read.list[0]!.checked_at).not.toBeNull();
  });

  it('rejects a listing with fewer than 3 pictures, with the reason on anjuke and wuba', async () => {
    const id = await house(2);
    await ok(push('wuba', id));
    const read = await list(id);
    expect(on(read.list, 'wuba')).toMatchObject({ state: 'rejected', reason: SANDBOX_REASONS.pictures });
  });

  it('pushing again sends the listing anew under the same reference and it is pending again; a rejected one too', async () => {
    const id = await house(3);
    const first = await ok(push('anjuke', id));
    await list(id);
    const again = await ok(push('anjuke', id));
    expect(again).toMatchObject({ state: 'pending', ref: first.ref, checked_at: null });
    expect((await sandboxRow(first.ref)).state).toBe('pending');
    expect(on((await list(id)).list, 'anjuke')?.state).toBe('online');

    const few = await house(1);
    await ok(push('wuba', few));
    expect(on((await list(few)).list, 'wuba')?.state).toBe('rejected');
    await t.db.insertInto('house_picture').values(['indoor', 'outdoor'].map((group, n) => ({
      house_id: few, group, url: `/uploads/house-pictures/q${few}-${n}.png`, thumb_url: `/uploads/house-pictures/q${few}-${n}.webp`, kind: 'png',
      size: 1, width: 1, height: 1, uploader_id: agentId, locked_by: null, locked_at: null, alert_by: null, alert_at: null, created_at: nowSeconds(), deleted_at: null,
    }))).execute();
    expect(await ok(push('wuba', few))).toMatchObject({ state: 'pending', reason: '' });
    expect(on((await list(few)).list, 'wuba')).toMatchObject({ state: 'online', reason: '' });
  });

  it('refuses a house that is not 有效 with 409001 naming its status, and writes nothing', async () => {
    const id = await house(3);
    await t.db.updateTable('house').set({ status: 'sealed', status_until: nowSeconds() + 86_400 }).where('id', '=', id).execute();
    const { status, body } = await t.call(syncPush, { portal: 'anjuke', house_id: id }, { token: agent, lang: 'zh' });
    expect([status, body.code]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code]);
    expect(body.message).toContain('只有有效房源可以推送，该房源当前为封盘');
    expect(await t.db.selectFrom('house_portal').select('id').where('house_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a house outside the caller\'s scope as not found: another agent\'s, another store\'s', async () => {
    const mine = await house(3);
    const outsider = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
      .where('r.code', '=', 'agent').where('s.store_id', '=', agentStore).where('s.account', '<>', 'agent').where('s.status', '=', 'active')
      .orderBy('s.id').executeTakeFirstOrThrow();
    const colleague = await t.login({ account: outsider.account, password: 'demo123' });
    for (const [portal, token, houseId] of [['anjuke', colleague, mine], ['wuba', manager, (await houseOutside(t.db, agentStore, 'private')).id]] as const) {
      const { status, body } = await push(portal, houseId, token);
      expect([status, body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    // The store manager reaches the agent's house.
    expect((await ok(push('xingfuli', mine, manager))).state).toBe('pending');
  });

  it('is written to the operation log under its name, on the house', async () => {
    const id = await house(3);
    const pushed = await ok(push('anjuke', id));
    const entry = await t.db.selectFrom('operation_log').selectAll().where('endpoint', '=', 'sync/{portal}/push').where('house_id', '=', id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ staff_id: agentId, target_id: pushed.id, result_code: ERRORS.OK.code });
    // The house's log names the portal.
    expect(JSON.parse(entry.summary)).toEqual({ portal: 'anjuke' });
  });
});

describe('sync/get_xingfuli_reason', () => {
  it('xingfuli rejects without a reason; asking for it stores and answers it', async () => {
    const id = await house(0);
    await ok(push('xingfuli', id));
    expect(on((await list(id)).list, 'xingfuli')).toMatchObject({ state: 'rejected', reason: '' });
    const asked = await ok(t.call(syncXingfuliReason, { house_id: id }, { token: agent }));
    expect(asked).toMatchObject({ portal: 'xingfuli', state: 'rejected', reason: SANDBOX_REASONS.pictures });
    expect(on((await list(id)).list, 'xingfuli')?.reason).toBe(SANDBOX_REASONS.pictures);
    expect(await t.db.selectFrom('operation_log').select('id').where('endpoint', '=', 'sync/get_xingfuli_reason').where('house_id', '=', id).execute()).toHaveLength(1);
  });

  it('refuses when the xingfuli listing is not rejected (or was never pushed)', async () => {
    const id = await house(3);
    const none = await t.call(syncXingfuliReason, { house_id: id }, { token: agent, lang: 'zh' });
    expect([none.status, none.body.code, none.body.message]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code, expect.stringContaining('未推送')]);
    await ok(push('xingfuli', id));
    await list(id);
    const online = await t.call(syncXingfuliReason, { house_id: id }, { token: agent });
    expect([online.status, online.body.message]).toEqual([409, expect.stringContaining('Online')]);
  });
});

describe('sync/{portal}/delete', () => {
  it('withdraws a listing with the reason given; the portal takes it down', async () => {
    const id = await house(3);
    const pushed = await ok(push('anjuke', id));
    await list(id);
    const gone = await ok(withdraw('anjuke', id, '业主暂不出售'));
    expect(gone).toMatchObject({ state: 'offline', reason: '业主暂不出售', withdrawn_for: null });
    expect((await sandboxRow(pushed.ref)).state).toBe('withdrawn');
    // Pushed again, it goes back to review.
    expect((await ok(push('anjuke', id))).state).toBe('pending');
  });

  it('refuses when nothing of the house is on that portal', async () => {
    const id = await house(3);
    const never = await withdraw('wuba', id, '', agent);
    expect([never.status, never.body.code, never.body.message]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code, expect.stringContaining('not listed on 58.com')]);
    await ok(push('wuba', id));
    await ok(withdraw('wuba', id));
    expect((await withdraw('wuba', id)).status).toBe(409);
  });
});

describe('sync/{portal}/vr', () => {
  it('refuses xingfuli in the user\'s words', async () => {
    const id = await house(3);
    const { status, body } = await t.call(syncVr, { portal: 'xingfuli', house_id: id }, { token: agent, lang: 'zh' });
    expect([status, body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect(body.message).toContain('幸福里不支持VR同步，仅安居客、58同城支持');
  });

  it('refuses a listing that is not online, then a house without a finished tour, then syncs the tour', async () => {
    const id = await house(3);
    const notPushed = await t.call(syncVr, { portal: 'anjuke', house_id: id }, { token: agent });
    expect([notPushed.status, notPushed.body.message]).toEqual([409, expect.stringContaining('it is Not pushed')]);
    const pushed = await ok(push('anjuke', id));
    const pending = await t.call(syncVr, { portal: 'anjuke', house_id: id }, { token: agent });
    expect([pending.status, pending.body.message]).toEqual([409, expect.stringContaining('it is In review')]);
    await list(id);
    const noTour = await t.call(syncVr, { portal: 'anjuke', house_id: id }, { token: agent });
    expect([noTour.status, noTour.body.code, noTour.body.message]).toEqual([400, ERRORS.BAD_REQUEST.code, expect.stringContaining('no finished VR tour')]);
    const taskId = await tour(id);
    expect((await list(id)).tour).toMatchObject({ task_id: taskId, tour_url: `https://vr.example.com/tour/${id}` });
    const synced = await ok(t.call(syncVr, { portal: 'anjuke', house_id: id }, { token: agent }));
    expect(synced).toMatchObject({ vr_task_id: taskId, state: 'online' });
    expect(synced.vr_synced_at).not.toBeNull();
    expect((await sandboxRow(pushed.ref)).tour_url).toBe(`https://vr.example.com/tour/${id}`);
  });
});

describe('the portal job', () => {
  it('withdraws the live listings of a house that is sold, noting why, and leaves the others; a second run changes nothing', async () => {
    const sold = await house(3);
    const kept = await house(3);
    await ok(push('anjuke', sold));
    await list(sold);
    await ok(push('xingfuli', sold));
    await ok(push('wuba', kept));
    await t.db.updateTable('house').set({ status: 'deal_internal' }).where('id', '=', sold).execute();
    await runJob();
    const listings = (await t.db.selectFrom('house_portal').selectAll().where('house_id', 'in', [sold, kept]).execute());
    const of = (houseId: number, portal: string) => listings.find((l) => l.house_id === houseId && l.portal === portal);
    expect(of(sold, 'anjuke')).toMatchObject({ state: 'offline', withdrawn_for: 'deal_internal', reason: '' });
    expect(of(sold, 'xingfuli')).toMatchObject({ state: 'offline', withdrawn_for: 'deal_internal' });
    // The other house's pending listing was reviewed by the same run.
    expect(of(kept, 'wuba')?.state).toBe('online');
    expect((await sandboxRow(of(sold, 'anjuke')!.ref)).state).toBe('withdrawn');
    const before = JSON.stringify(await t.db.selectFrom('house_portal').selectAll().where('house_id', 'in', [sold, kept]).orderBy('id').execute());
    await runJob();
    expect(JSON.stringify(await t.db.selectFrom('house_portal').selectAll().where('house_id', 'in', [sold, kept]).orderBy('id').execute())).toBe(before);
  });

  it('asks about a pending listing once however many servers run the job at the same moment', async () => {
    const id = await house(3);
    const pushed = await ok(push('anjuke', id));
    const now = nowSeconds() + PORTAL_CHECK_SECONDS + 1;
    const changed = await Promise.all([runJob(now), runJob(now), runJob(now)]);
    expect(changed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const row = await t.db.selectFrom('house_portal').selectAll().where('id', '=', pushed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'online', checked_at: now });
  });

  it('asks about a pending listing no more often than every 10 s', async () => {
    const id = await house(3);
    const pushed = await ok(push('anjuke', id));
    // Still pending at the portal: the sandbox reviews on the first question only when it is asked.
    await t.db.updateTable('house_portal').set({ checked_at: nowSeconds() }).where('id', '=', pushed.id).execute();
    expect(on((await list(id)).list, 'anjuke')?.state).toBe('pending');
    expect((await sandboxRow(pushed.ref)).state).toBe('pending');
  });
});

describe('sync/list', () => {
  it('answers a house outside the caller\'s scope as not found, and the demo listings in their states', async () => {
    const other = await houseOutside(t.db, agentStore, 'private');
    const { status, body } = await t.call(syncList, { house_id: other.id }, { token: agent });
    expect([status, body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const demo = await t.db.selectFrom('house_portal').select('house_id').where('ref', 'like', 'SB-%-demo%').orderBy('id').executeTakeFirstOrThrow();
    const read = await list(demo.house_id, manager);
    expect(read.list.map((l) => [l.portal, l.state])).toEqual([['anjuke', 'online'], ['wuba', 'offline'], ['xingfuli', 'rejected']]);
  });
});

describe('PORTAL_PROVIDER', () => {
  it('is the sandbox unless PORTAL_PROVIDER names another, and a name no adapter has stops the server', async () => {
    expect(loadConfig({}).portalProvider).toBe('sandbox');
    expect(() => loadConfig({ PORTAL_PROVIDER: 'Bad Name' })).toThrow(/PORTAL_PROVIDER/);
    const config = loadConfig({ PORTAL_PROVIDER: 'nowhere' });
    await expect(portalPlainRoutes({ db: {} as Db, config } as AppState)).rejects.toThrow(/PORTAL_PROVIDER names no listing portal provider: nowhere/);
  });
});
