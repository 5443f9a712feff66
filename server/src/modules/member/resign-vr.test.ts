import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, staffGet, staffResign, vrDisableUser, vrUsers } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { staffId } from '../../test/houses.js';

// A person who resigns loses their VR account at the VR service (the built-in sandbox here), after the resignation is
// written: a failing service leaves the account enabled for a manager to disable again, never the resignation undone.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const accountOf = (staff: number) => t.db.selectFrom('vr_user').select(['id', 'status', 'provider_user_id', 'disabled_at'])
  .where('staff_id', '=', staff).executeTakeFirstOrThrow();
const atSandbox = async (ref: string) =>
  (await t.db.selectFrom('vr_sandbox_user').select('status').where('ref', '=', ref).executeTakeFirst())?.status;
const callsOf = (ref: string) => t.db.selectFrom('interface_log').select(['service', 'method', 'status', 'request', 'response'])
  .where('service', '=', 'vr').where('request', 'like', `%${ref}%`).orderBy('id').execute();

describe('resign and the VR account', () => {
  it('disables the leaver\'s VR account at the service, recorded in the interface log', async () => {
    const agent = await staffId(t.db, 'agent');
    const before = await accountOf(agent);
    expect(before.status).toBe('active');
    expect(await atSandbox(before.provider_user_id)).toBe('active');

    expect((await t.call(staffResign, { id: agent, reason: '回老家' }, { token: admin })).body.code).toBe('200000');

    const after = await accountOf(agent);
    expect(after.status).toBe('disabled');
    expect(after.disabled_at).not.toBeNull();
    expect(await atSandbox(before.provider_user_id)).toBe('disabled');
    const calls = await callsOf(before.provider_user_id);
    expect(calls).toEqual([expect.objectContaining({ service: 'vr', method: 'disable', status: 200, response: '' })]);
    expect(JSON.parse(calls[0]!.request)).toEqual({ user_ref: before.provider_user_id, staff_id: agent, reason: 'resigned' });
  });

  it('writes the resignation when the service fails, leaving the account enabled for a manager to disable later', async () => {
    const manager = await staffId(t.db, 'manager');
    const colleague = (await t.db.selectFrom('vr_user as u').innerJoin('staff as s', 's.id', 'u.staff_id').select('u.staff_id')
      .where('u.status', '=', 'active').where('s.status', '=', 'active').where('u.staff_id', '<>', manager).executeTakeFirstOrThrow()).staff_id;
    const account = await accountOf(colleague);
    // The service no longer knows the account: the sandbox refuses to disable it, as a real service would.
    await t.db.updateTable('vr_user').set({ provider_user_id: 'VU-UNKNOWN-1' }).where('id', '=', account.id).execute();

    const resigned = await t.call(staffResign, { id: colleague, reason: '转行' }, { token: admin });
    expect(resigned.body.code).toBe('200000');
    expect((await t.call(staffGet, { id: colleague }, { token: admin })).body.data.status).toBe('resigned');
    expect((await accountOf(colleague)).status).toBe('active');
    const calls = await callsOf('VU-UNKNOWN-1');
    expect(calls).toEqual([expect.objectContaining({ service: 'vr', method: 'disable', status: 502 })]);
    expect(calls[0]!.response).toContain('VU-UNKNOWN-1');

    // The accounts list shows it still enabled; once the service answers, vr/disableuser disables it.
    const listed = (await t.call(vrUsers, { status: 'active' }, { token: admin })).body.data.list;
    expect(listed.map((u) => u.id)).toContain(account.id);
    await t.db.updateTable('vr_user').set({ provider_user_id: account.provider_user_id }).where('id', '=', account.id).execute();
    const retried = await t.call(vrDisableUser, { id: account.id }, { token: admin });
    expect(retried.body.data.status).toBe('disabled');
    expect(await atSandbox(account.provider_user_id)).toBe('disabled');
  });

  it('leaves alone a leaver without an account, or with one already disabled', async () => {
    const manager = await staffId(t.db, 'manager');
    const account = await accountOf(manager);
    const off = await t.call(vrDisableUser, { id: account.id }, { token: admin });
    expect(off.body.code).toBe(ERRORS.OK.code);
    const plain = (await t.db.selectFrom('staff').select('id').where('status', '=', 'active')
      .where('id', 'not in', t.db.selectFrom('vr_user').select('staff_id')).where('account', '<>', 'admin').orderBy('id').executeTakeFirstOrThrow()).id;
    const logged = await t.db.selectFrom('interface_log').select('id').execute();
    expect((await t.call(staffResign, { id: manager }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(staffResign, { id: plain }, { token: admin })).body.code).toBe('200000');
    expect(await t.db.selectFrom('interface_log').select('id').execute()).toEqual(logged);
  });
});
