import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ERRORS, fillPath, isPermissionCode } from '@brokerage/contract';
import { createTestApp, snapshot, snapshotChanges, type TestApp } from '../test/harness.js';
import { SAMPLE_INPUTS, keyOf, sampleFor } from '../test/samples/index.js';
import { hashPassword } from './auth/password.js';

let t: TestApp;
let powerless: string;
beforeAll(async () => {
  t = await createTestApp();
  // A role that holds no permission at all, and one person in it.
  const now = Math.floor(Date.now() / 1000);
  const role = await t.db.insertInto('role').values({ code: 'powerless', name: '无权限', description: '', builtin: 0, created_at: now })
    .returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('staff').values({
    account: 'powerless', password_hash: await hashPassword('powerless1'), name: '测试', company_id: 1, department_id: null,
    store_id: null, role_id: role.id, position_id: null, points: 0, status: 'active', current_phone: '', education: '',
    work_type: '', join_date: null, created_at: now, updated_at: now,
  }).execute();
  powerless = await t.login({ account: 'powerless', password: 'powerless1' });
});
afterAll(async () => {
  await t.close();
});

describe('the endpoint table', () => {
  it('declares a permission for every endpoint', () => {
    for (const endpoint of ENDPOINTS) {
      const { access } = endpoint;
      expect(access === 'public' || access === 'signed-in' || isPermissionCode(access), keyOf(endpoint)).toBe(true);
    }
    // Sign-in, and the front-end error report (errors happen on the login page too).
    expect(ENDPOINTS.filter((e) => e.access === 'public').map(keyOf)).toEqual(['POST user/login', 'POST log/frontend']);
  });

  it('has a sample input for every endpoint, and no sample for an endpoint that does not exist', () => {
    const keys = ENDPOINTS.map(keyOf);
    expect(Object.keys(SAMPLE_INPUTS).sort()).toEqual([...keys].sort());
    for (const endpoint of ENDPOINTS) {
      const { rest } = fillPath(endpoint.path, sampleFor(endpoint));
      const params = Object.fromEntries(Object.entries(sampleFor(endpoint)).filter(([key]) => !(key in rest)));
      expect(endpoint.params.safeParse(params).success, keyOf(endpoint)).toBe(true);
      expect(endpoint.input.safeParse(rest).success, keyOf(endpoint)).toBe(true);
    }
  });
});

// Every endpoint refuses; the tables are compared once around all of them (the comparison is what costs), and the
// operation log, which a refusal for want of a permission is written to, after each call.
describe('authorization matrix', () => {
  const guarded = ENDPOINTS.filter((e) => e.access !== 'public');
  let before: string;
  beforeAll(async () => {
    before = await snapshot(t.db, ['operation_log']);
  });
  const logAfter = async (id: number) => t.db.selectFrom('operation_log').selectAll().where('id', '>', id).orderBy('id').execute();
  const lastLogged = async () => (await t.db.selectFrom('operation_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;

  it.each(guarded.map((e) => [keyOf(e), e] as const))('%s refuses a request with no token or a junk token, writing nothing', async (_key, endpoint) => {
    const logged = await lastLogged();
    const none = await t.call(endpoint, sampleFor(endpoint));
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(ERRORS.NO_TOKEN.code);
    const junk = await t.call(endpoint, sampleFor(endpoint), { token: 'junk-token-that-matches-nothing' });
    expect(junk.status).toBe(401);
    expect(junk.body.code).toBe(ERRORS.UNKNOWN_TOKEN.code);
    expect(await logAfter(logged)).toEqual([]);
  });

  const permissioned = ENDPOINTS.filter((e) => isPermissionCode(e.access));
  it.each(permissioned.map((e) => [keyOf(e), e] as const))('%s refuses a role that lacks its permission, writing nothing but the refusal in the log', async (_key, endpoint) => {
    const logged = await lastLogged();
    const { status, body } = await t.call(endpoint, sampleFor(endpoint), { token: powerless });
    expect(status).toBe(403);
    expect(body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const added = await logAfter(logged);
    expect(added.map((r) => [r.method, r.endpoint, r.result_code])).toEqual([[endpoint.method, endpoint.path, String(ERRORS.PERMISSION_DENIED.code)]]);
  });

  it('writes nothing else for any of them', async () => {
    expect(snapshotChanges(before, await snapshot(t.db, ['operation_log']))).toBe('');
  });
});
