import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, companySave, houseOwnerAdd, phoneCallDetail, phoneCallList, phonePlay, type DataOf, type OwnerItem,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { companyDate } from '../../core/clock.js';
import { uploadLinksFor } from '../../core/upload-links.js';
import { loadConfig } from '../../core/config.js';
import type { Db } from '../../core/db/database.js';
import { callProvider } from './providers.js';
import { seedPhoneCalls } from '../../seed/phone-calls.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from '../../core/sandbox.js';
import { callKey } from './sandbox-provider.js';
import { isWav } from './wav.js';

let t: TestApp;
let admin: string;
let agent: string;
let manager: string;
let colleague: string;
let outsider: string;
let agentId: number;
let key: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, manager] = await Promise.all([t.login('admin'), t.login('agent'), t.login('manager')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  agentId = await staffId(t.db, 'agent');
  const me = await t.db.selectFrom('staff').select(['store_id', 'role_id']).where('id', '=', agentId).executeTakeFirstOrThrow();
  const peer = (sameStore: boolean) => t.db.selectFrom('staff').select('account').where('role_id', '=', me.role_id).where('status', '=', 'active')
    .where('id', '<>', agentId).where('store_id', sameStore ? '=' : '<>', me.store_id).orderBy('id').executeTakeFirstOrThrow();
  colleague = await t.login({ account: (await peer(true)).account, password: DEMO_STAFF_PASSWORD });
  outsider = await t.login({ account: (await peer(false)).account, password: DEMO_STAFF_PASSWORD });
  key = await callKey(t.db, undefined);
});
afterAll(async () => {
  await t.close();
});

const PHONE = '13812345678';

async function ownerOfNewHouse(token = agent): Promise<OwnerItem> {
  const house = await enterHouse(t, token);
  const { body } = await t.call(houseOwnerAdd, { house_id: house.id, name: '陈建华', relation: 'self', phones: [PHONE, '021-58880000'], remark: '' }, { token });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

async function play(ownerId: number, index = 0, token = agent): Promise<DataOf<typeof phonePlay>> {
  const { body } = await t.call(phonePlay, { owner_id: ownerId, index }, { token });
  if (body.code !== '200000') throw new Error(`phone/play failed: ${JSON.stringify(body)}`);
  return body.data;
}

const row = (id: number) => t.db.selectFrom('phone_call').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// The callback the sandbox sends when a call ends, signed with its key unless told otherwise.
function callback(ref: string, end: { state: 'answered' | 'missed' | 'failed'; duration?: number }, signature?: string) {
  const now = Math.floor(Date.now() / 1000);
  const answered = end.state === 'answered';
  const body = JSON.stringify({ ref, state: end.state, answered_at: answered ? now - (end.duration ?? 0) : null, ended_at: now, duration: answered ? end.duration ?? 0 : 0 });
  return { body, signature: signature ?? sandboxSignature(key, body) };
}

async function notify(signed: { body: string; signature: string }) {
  const response = await t.app.inject({
    method: 'POST', url: '/phone/notify/sandbox', payload: signed.body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature },
  });
  return { status: response.statusCode, body: response.json() as { code: string } };
}

describe('phone/play', () => {
  it('places a call from the caller\'s outbound number, keeping the owner\'s phone masked, and logs it', async () => {
    const owner = await ownerOfNewHouse();
    const views = async () => Number((await t.db.selectFrom('behaviour_log').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', agentId).where('action', '=', 'phone_view').executeTakeFirstOrThrow()).n);
    const viewsBefore = await views();
    const outbound = (await t.db.selectFrom('staff').select('current_phone').where('id', '=', agentId).executeTakeFirstOrThrow()).current_phone;
    const call = await play(owner.id);
    expect(call).toMatchObject({
      house_id: owner.house_id, owner_id: owner.id, owner_name: '陈建华', index: 0, callee: '138****5678', caller_number: outbound,
      staff_id: agentId, provider: 'sandbox', state: 'calling', answered_at: null, ended_at: null, duration: 0, recording_url: null,
    });
    expect(call.house_address).not.toBe('');
    const stored = await row(call.id);
    expect(stored.provider_ref).toMatch(/^SC[0-9A-F]{20}$/);
    expect(call.sandbox_url).toBe(`http://localhost:8080/sandbox-call/${stored.provider_ref}`);
    // The plain number is nowhere: not on the call, not at the sandbox.
    expect(JSON.stringify(stored)).not.toContain(PHONE);
    const sandbox = await t.db.selectFrom('phone_sandbox_call').selectAll().where('ref', '=', stored.provider_ref).executeTakeFirstOrThrow();
    expect(sandbox).toMatchObject({ caller_number: outbound, callee_masked: '138****5678', state: 'ringing' });
    expect(JSON.stringify(sandbox)).not.toContain(PHONE);
    // The same hash the owner's phone is kept under.
    const phone = await t.db.selectFrom('house_owner_phone').select('phone_hash').where('owner_id', '=', owner.id).where('sort', '=', 0).executeTakeFirstOrThrow();
    expect(stored.callee_hash).toBe(phone.phone_hash);
    // A call reveals nothing: phone/view's allowance is not taken.
    expect(await views()).toBe(viewsBefore);
    const log = await t.db.selectFrom('operation_log').select(['staff_id', 'endpoint', 'target_id', 'result_code', 'house_id'])
      .where('endpoint', '=', 'phone/play').where('target_id', '=', call.id).execute();
    expect(log).toEqual([{ staff_id: agentId, endpoint: 'phone/play', target_id: call.id, result_code: ERRORS.OK.code, house_id: owner.house_id }]);
  });

  it('refuses a person without an outbound number in their words, writing no call', async () => {
    const owner = await ownerOfNewHouse();
    const outbound = (await t.db.selectFrom('staff').select('current_phone').where('id', '=', agentId).executeTakeFirstOrThrow()).current_phone;
    await t.db.updateTable('staff').set({ current_phone: '' }).where('id', '=', agentId).execute();
    try {
      const { status, body } = await t.call(phonePlay, { owner_id: owner.id, index: 0 }, { token: agent, lang: 'zh' });
      expect([status, body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
      expect(body.message).toContain('您没有外呼号码');
      expect(await t.db.selectFrom('phone_call').select('id').where('owner_id', '=', owner.id).execute()).toEqual([]);
    } finally {
      await t.db.updateTable('staff').set({ current_phone: outbound }).where('id', '=', agentId).execute();
    }
  });

  it('refuses a phone the owner does not have, and an owner outside the caller\'s house scope as absent', async () => {
    const owner = await ownerOfNewHouse();
    const none = await t.call(phonePlay, { owner_id: owner.id, index: 2 }, { token: agent });
    expect([none.status, none.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect(none.body.message).toContain('no phone number 3');
    const before = await snapshot(t.db, ['operation_log']);
    const other = await t.call(phonePlay, { owner_id: owner.id, index: 0 }, { token: outsider });
    expect([other.status, other.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });
});

describe('the provider', () => {
  it('is the sandbox unless CALL_PROVIDER names another, and a name no adapter has stops the server', () => {
    expect(loadConfig({}).callProvider).toBe('sandbox');
    expect(loadConfig({ CALL_PROVIDER: ' sandbox ', CALL_PROVIDER_SECRET: 'k' })).toMatchObject({ callProvider: 'sandbox', callProviderSecret: 'k' });
    expect(() => loadConfig({ CALL_PROVIDER: 'Not A Name' })).toThrow(/CALL_PROVIDER/);
    expect(() => callProvider({ db: {} as Db, config: loadConfig({ CALL_PROVIDER: 'nosuch' }) })).toThrow(/CALL_PROVIDER names no telephony provider: nosuch/);
  });

  // A provider that cannot be reached is an outage instead (core/outside-call.test.ts).
  it('records a call it refuses to place as failed, which the caller is answered', async () => {
    const owner = await ownerOfNewHouse();
    const provider = await callProvider({ db: t.db, config: loadConfig({}) });
    const dial = provider.dial;
    provider.dial = () => Promise.resolve({ ref: null });
    try {
      const call = await play(owner.id);
      expect(call).toMatchObject({ state: 'failed', sandbox_url: '' });
      expect(call.ended_at).toBe(call.started_at);
      expect((await row(call.id)).provider_ref).toBe('');
    } finally {
      provider.dial = dial;
    }
  });
});

describe('the provider\'s callback', () => {
  it('ends an answered call once with its recording, served only through a signed link that expires', async () => {
    const owner = await ownerOfNewHouse();
    const call = await play(owner.id, 1);
    const { provider_ref: ref } = await row(call.id);
    const signed = callback(ref, { state: 'answered', duration: 42 });
    for (let i = 0; i < 3; i += 1) expect(await notify(signed)).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    const stored = await row(call.id);
    expect(stored).toMatchObject({ state: 'answered', duration: 42 });
    expect(Number(stored.ended_at) - Number(stored.answered_at)).toBe(42);
    expect(stored.recording_url).toMatch(/^\/uploads\/call-recordings\/[0-9a-f]{32}\.wav$/);
    const { body } = await t.call(phoneCallDetail, { id: call.id }, { token: agent });
    expect(body.data).toMatchObject({ state: 'answered', duration: 42, callee: '021****0000', sandbox_url: '', recording_size: stored.recording_size });
    const link = body.data.recording_url as string;
    expect(link).toMatch(/^\/uploads\/call-recordings\/[0-9a-f]{32}\.wav\?exp=\d+&sig=/);
    const served = await t.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/audio\/(x-)?wav/);
    expect(isWav(served.rawPayload)).toBe(true);
    expect(served.rawPayload.length).toBe(stored.recording_size);
    expect((await t.app.inject({ method: 'GET', url: stored.recording_url })).statusCode).toBe(403);
    // Signed by the server's own key, but an hour ago: expired.
    const links = await uploadLinksFor(t.db);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await t.app.inject({ method: 'GET', url: links.sign(stored.recording_url, hourAgo) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: links.sign(stored.recording_url, hourAgo + 3600) })).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: link.replace(/exp=\d+/, 'exp=1000') });
    expect(stale.statusCode).toBe(403);
  });

  it('records a missed call, and takes no second end for a call already ended', async () => {
    const owner = await ownerOfNewHouse();
    const call = await play(owner.id);
    const { provider_ref: ref } = await row(call.id);
    expect(await notify(callback(ref, { state: 'missed' }))).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    expect(await notify(callback(ref, { state: 'answered', duration: 10 }))).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    const stored = await row(call.id);
    expect(stored).toMatchObject({ state: 'missed', duration: 0, answered_at: null, recording_url: '', recording_size: 0 });
  });

  it('ends a call once when duplicate callbacks arrive at the same time, keeping one recording', async () => {
    const owner = await ownerOfNewHouse();
    const call = await play(owner.id);
    const { provider_ref: ref } = await row(call.id);
    const signed = callback(ref, { state: 'answered', duration: 7 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(signed)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(5).fill('SUCCESS'));
    // The reports that lost the race removed the recordings they had fetched: one file per ended call.
    const stored = await row(call.id);
    const calls = await t.db.selectFrom('phone_call').select('recording_url').where('recording_url', '<>', '').execute();
    const files = await fs.readdir(path.join(t.dataDir, 'uploads', 'call-recordings'));
    expect(files.sort()).toEqual(calls.map((c) => c.recording_url.split('/').pop()).sort());
    expect(files).toContain(stored.recording_url.split('/').pop());
  });

  it('refuses a forged signature, a malformed body and an unknown call, writing nothing but the refusals in the interface log', async () => {
    const owner = await ownerOfNewHouse();
    const call = await play(owner.id);
    const { provider_ref: ref } = await row(call.id);
    const before = await snapshot(t.db, ['interface_log']);
    const logged = await t.db.selectFrom('interface_log').select(({ fn }) => fn.max('id').as('id')).executeTakeFirstOrThrow();
    const forged = callback(ref, { state: 'answered', duration: 5 }, sandboxSignature(Buffer.from('not the key'), 'x'));
    expect(await notify(forged)).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify({ ...callback(ref, { state: 'missed' }), signature: '' })).toEqual({ status: 400, body: { code: 'FAIL' } });
    const malformed = JSON.stringify({ ref, state: 'answered', answered_at: null, ended_at: 1, duration: 5 });
    expect(await notify({ body: malformed, signature: sandboxSignature(key, malformed) })).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await notify(callback('SC00000000000000000000', { state: 'missed' }))).toEqual({ status: 400, body: { code: 'FAIL' } });
    expect(await snapshot(t.db, ['interface_log'])).toBe(before);
    expect((await row(call.id)).state).toBe('calling');
    const refusals = await t.db.selectFrom('interface_log').select(['service', 'status']).where('id', '>', Number(logged.id ?? 0)).orderBy('id').execute();
    expect(refusals.map((r) => `${r.service} ${r.status}`)).toEqual(['phone 401', 'phone 401', 'phone 401', 'phone 409']);
  });
});

describe('the sandbox phones page', () => {
  it('shows both phones, answers over a real connection and calls the server back signed', async () => {
    const owner = await ownerOfNewHouse();
    const call = await play(owner.id);
    const { provider_ref: ref } = await row(call.id);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-call/${ref}`, headers: { 'accept-language': 'zh-CN' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('沙箱电话');
    expect(page.body).toContain('138****5678');
    expect(page.body).toContain(call.caller_number);
    expect(page.body).not.toContain(PHONE);
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
    for (const [lang, word] of [['es', 'Teléfonos de prueba'], ['ja', 'サンドボックス電話'], ['en', 'Sandbox phones']]) {
      expect((await t.app.inject({ method: 'GET', url: `/sandbox-call/${ref}`, headers: { 'accept-language': lang as string } })).body).toContain(word);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-call/SC00000000000000000000' })).statusCode).toBe(404);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answered = await fetch(`http://127.0.0.1:${port}/sandbox-call/${ref}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' }, body: 'seconds=12&action=answer',
    });
    expect(await answered.text()).toContain('Answered and ended. The server has been told.');
    const { body } = await t.call(phoneCallDetail, { id: call.id }, { token: agent });
    expect(body.data).toMatchObject({ state: 'answered', duration: 12 });
    expect(body.data.recording_url).toMatch(/\.wav\?exp=/);

    const second = await play(owner.id);
    const missed = await fetch(`http://127.0.0.1:${port}/sandbox-call/${(await row(second.id)).provider_ref}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' }, body: 'action=miss',
    });
    expect(await missed.text()).toContain('Not answered. The server has been told.');
    expect((await row(second.id)).state).toBe('missed');
  });
});

describe('phone/list and phone/detail', () => {
  it('show a person their own calls; phone:records shows those of the people in its scope', async () => {
    const owner = await ownerOfNewHouse();
    const mine = await play(owner.id);
    const theirs = await play((await ownerOfNewHouse(colleague)).id, 0, colleague);
    const ids = async (token: string, input: Record<string, unknown> = {}) =>
      (await t.call(phoneCallList, { limit: 100, ...input }, { token })).body.data.list.map((c) => c.id);
    expect(await ids(agent)).toContain(mine.id);
    expect(await ids(agent)).not.toContain(theirs.id);
    const agentList = (await t.call(phoneCallList, { limit: 100 }, { token: agent })).body.data.list;
    expect(agentList.every((c) => c.staff_id === agentId)).toBe(true);
    // The manager holds phone:records for the store.
    expect(await ids(manager)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(outsider)).not.toContain(mine.id);
    const detail = await t.call(phoneCallDetail, { id: theirs.id }, { token: agent });
    expect([detail.status, detail.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const managerDetail = await t.call(phoneCallDetail, { id: theirs.id }, { token: manager });
    // Only the caller gets the sandbox's page of their ringing call.
    expect(managerDetail.body.data).toMatchObject({ id: theirs.id, state: 'calling', sandbox_url: '' });
    // Without phone:records the manager sees only their own.
    const managerRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('role_permission').where('role_id', '=', managerRole).where('permission_code', '=', 'phone:records').execute();
    try {
      expect(await ids(manager)).not.toContain(mine.id);
    } finally {
      await t.db.insertInto('role_permission').values({ role_id: managerRole, permission_code: 'phone:records', data_scope: 'store' }).execute();
    }
  });

  it('filters by house, person, state, company day and keyword, newest first and paged', async () => {
    const owner = await ownerOfNewHouse();
    const first = await play(owner.id);
    const second = await play(owner.id, 1);
    await notify(callback((await row(second.id)).provider_ref, { state: 'missed' }));
    const list = async (input: Record<string, unknown>) => (await t.call(phoneCallList, { house_id: owner.house_id, ...input }, { token: manager })).body.data;
    expect((await list({})).list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await list({})).page.total).toBe(2);
    expect((await list({ limit: 1, page: 2 })).list.map((c) => c.id)).toEqual([first.id]);
    expect((await list({ state: 'missed' })).list.map((c) => c.id)).toEqual([second.id]);
    expect((await list({ staff_id: agentId })).page.total).toBe(2);
    const today = companyDate(Math.floor(Date.now() / 1000));
    expect((await list({ date_from: today, date_to: today })).page.total).toBe(2);
    expect((await list({ date_to: '2020-01-01' })).page.total).toBe(0);
    expect((await list({ keyword: '陈建' })).page.total).toBe(2);
    expect((await list({ keyword: '无此人' })).page.total).toBe(0);
  });

  it('is refused to a person without phone:call', async () => {
    const agentRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('role_permission').where('role_id', '=', agentRole).where('permission_code', '=', 'phone:call').execute();
    try {
      const { status, body } = await t.call(phoneCallList, {}, { token: agent });
      expect([status, body.code]).toEqual([403, ERRORS.PERMISSION_DENIED.code]);
    } finally {
      await t.db.insertInto('role_permission').values({ role_id: agentRole, permission_code: 'phone:call', data_scope: 'self' }).execute();
    }
  });
});

describe('the demo calls', () => {
  it('are a few finished calls of the demo agent and manager on their houses, answered ones with recordings, one missed', async () => {
    const before = Number((await t.db.selectFrom('phone_call').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    await seedPhoneCalls(t.db, { now: Math.floor(Date.now() / 1000), dataDir: t.dataDir });
    const calls = await t.db.selectFrom('phone_call as c').innerJoin('house as h', 'h.id', 'c.house_id').innerJoin('staff as s', 's.id', 'c.staff_id')
      .select(['c.id', 'c.state', 'c.recording_url', 'c.recording_size', 'c.duration', 's.account', 'h.maintainer_id', 'c.staff_id'])
      .orderBy('c.id', 'desc').limit(4).execute();
    expect(Number((await t.db.selectFrom('phone_call').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before + 4);
    expect(calls.map((c) => c.state).sort()).toEqual(['answered', 'answered', 'answered', 'missed']);
    expect(new Set(calls.map((c) => c.account))).toEqual(new Set(['agent', 'manager']));
    for (const c of calls) {
      expect(c.maintainer_id).toBe(c.staff_id);
      if (c.state === 'missed') {
        expect([c.recording_url, c.duration]).toEqual(['', 0]);
        continue;
      }
      const bytes = await fs.readFile(path.join(t.dataDir, c.recording_url.replace('/uploads/', 'uploads/')));
      expect([isWav(bytes), bytes.length]).toEqual([true, c.recording_size]);
    }
  });
});
