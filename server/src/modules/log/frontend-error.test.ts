import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, FRONTEND_ERROR_BODY_MAX, FRONTEND_ERROR_RATE, frontendErrorList, frontendErrorReport } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ReportAllowance, pruneFrontendErrors } from './frontend-error.service.js';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  agent = await t.login('agent');
});
afterAll(async () => {
  await t.close();
});

const report = (message: string, extra: Record<string, unknown> = {}) => ({
  message, stack: `Error: ${message}\n    at House (index-abc.js:1:20)`, page: '#/house/list', release: 'web-1', agent: 'Mozilla/5.0', ...extra,
});
const rows = (message: string) => t.db.selectFrom('frontend_error').selectAll().where('message', '=', message).execute();

describe('log/frontend report', () => {
  it('takes a report from anyone, noting the person of a valid session only', async () => {
    expect((await t.call(frontendErrorReport, report('anon-boom'), { ip: '10.0.0.1' })).body.data).toEqual({ counted: false });
    expect((await t.call(frontendErrorReport, report('agent-boom'), { ip: '10.0.0.1', token: agent })).body.code).toBe(ERRORS.OK.code);
    expect((await t.call(frontendErrorReport, report('stale-boom'), { ip: '10.0.0.1', token: 'not-a-token' })).body.code).toBe(ERRORS.OK.code);
    const agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    expect((await rows('anon-boom'))[0]).toMatchObject({ staff_id: null, page: '#/house/list', release: 'web-1', ip: '10.0.0.1', count: 1 });
    expect((await rows('agent-boom'))[0]?.staff_id).toBe(agentId);
    expect((await rows('stale-boom'))[0]?.staff_id).toBeNull();
  });

  it('counts the same report within a minute on its first row, and stores it again after', async () => {
    await t.call(frontendErrorReport, report('twice-boom'), { ip: '10.0.0.2' });
    expect((await t.call(frontendErrorReport, report('twice-boom'), { ip: '10.0.0.2' })).body.data).toEqual({ counted: true });
    expect((await rows('twice-boom')).map((r) => Number(r.count))).toEqual([2]);
    await t.db.updateTable('frontend_error').set((eb) => ({ created_at: eb('created_at', '-', 61) })).where('message', '=', 'twice-boom').execute();
    expect((await t.call(frontendErrorReport, report('twice-boom'), { ip: '10.0.0.2' })).body.data).toEqual({ counted: false });
    expect(await rows('twice-boom')).toHaveLength(2);
  });

  it(`refuses more than ${FRONTEND_ERROR_RATE} reports a minute from one client, not from another`, async () => {
    const codes: string[] = [];
    for (let i = 0; i <= FRONTEND_ERROR_RATE; i++) codes.push((await t.call(frontendErrorReport, report(`flood-${i}`), { ip: '10.0.0.3' })).body.code);
    // A minute may turn during the loop, which restarts the allowance: the last call is refused unless it did.
    const turned = codes.slice(0, FRONTEND_ERROR_RATE).some((c) => c !== ERRORS.OK.code);
    if (!turned) expect(codes.at(-1)).toBe(ERRORS.RATE_LIMITED.code);
    expect((await t.call(frontendErrorReport, report('other-client'), { ip: '10.0.0.4' })).body.code).toBe(ERRORS.OK.code);
  });

  it('allows each client its reports per minute, afresh the next minute', () => {
    const allowance = new ReportAllowance(2);
    const at = 1_800_000_000;
    expect([allowance.take('a', at), allowance.take('a', at + 1), allowance.take('a', at + 2)]).toEqual([true, true, false]);
    expect(allowance.take('b', at + 2)).toBe(true);
    expect(allowance.take('a', at + 60)).toBe(true);
  });

  it('refuses a body over its limit and fields over their caps', async () => {
    const big = await t.raw('POST', '/api/v1/log/frontend', report('big', { stack: 'x'.repeat(FRONTEND_ERROR_BODY_MAX) }), { ip: '10.0.0.5' });
    expect(big.body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
    const long = await t.call(frontendErrorReport, report('m'.repeat(501)), { ip: '10.0.0.5' });
    expect(long.body.code).toBe(ERRORS.VALIDATION.code);
    expect(await rows('big')).toEqual([]);
  });
});

describe('log/frontend list', () => {
  it('lists the reports newest first for log:view, by keyword in message or page and by period', async () => {
    const at = Math.floor(Date.now() / 1000);
    await t.call(frontendErrorReport, report('listed-boom', { page: '#/customer/list' }), { ip: '10.0.0.6', token: agent });
    const { body } = await t.call(frontendErrorList, { keyword: 'listed-boom' }, { token: admin });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ message: 'listed-boom', page: '#/customer/list', staff_name: '张伟', count: 1 });
    expect((await t.call(frontendErrorList, { keyword: 'customer/list' }, { token: admin })).body.data.list.map((e) => e.message)).toEqual(['listed-boom']);
    expect((await t.call(frontendErrorList, { keyword: 'listed-boom', from: at + 3600 }, { token: admin })).body.data.list).toEqual([]);
    const all = (await t.call(frontendErrorList, { limit: 100 }, { token: admin })).body.data.list.map((e) => e.created_at);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect((await t.call(frontendErrorList, {}, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await t.call(frontendErrorList, {})).body.code).toBe(ERRORS.NO_TOKEN.code);
  });
});

describe('pruning', () => {
  it('drops reports past the days kept, then all but the newest rows kept', async () => {
    await t.db.deleteFrom('frontend_error').execute();
    const now = 2_000_000_000;
    const values = Array.from({ length: 6 }, (_, i) => ({
      message: `p${i}`, stack: '', page: '', release: '', agent: '', staff_id: null, ip: '', fingerprint: `f${i}`,
      created_at: i === 0 ? now - 31 * 86_400 : now - 100 + i,
    }));
    await t.db.insertInto('frontend_error').values(values).execute();
    expect(await pruneFrontendErrors(t.db, now, { rows: 3, days: 30 })).toBe(3);
    const left = await t.db.selectFrom('frontend_error').select('message').orderBy('id').execute();
    expect(left.map((r) => r.message)).toEqual(['p3', 'p4', 'p5']);
  });
});
