import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, dealAdd, houseOwnerAdd, payQrcode, phonePlay, syncPush, vrAddUser, vrCreateTask, vrDisableUser, vrPackages } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { enterHouse, nowSeconds, staffId } from '../test/houses.js';
import { approvalFlowsOff } from '../modules/approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../modules/customer/customer.test-helpers.js';
import { portalJobs } from '../modules/portal/portal.jobs.js';
import { callKey } from '../modules/phone-call/sandbox-provider.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from './sandbox.js';

// An outside service that fails (here its built-in sandbox, whose store is taken away as a real service goes down)
// answers SERVICE_UNAVAILABLE naming the service, keeps the failed call in the interface log and writes nothing of ours.

let t: TestApp;
let admin: string;
let agent: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  agentId = await staffId(t.db, 'agent');
  await approvalFlowsOff(t, admin, ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

// The sandbox loses its table while `run` runs, and gets it back after.
async function down<T>(table: string, run: () => Promise<T>): Promise<T> {
  await t.db.schema.alterTable(table).renameTo(`${table}_down`).execute();
  try {
    return await run();
  } finally {
    await t.db.schema.alterTable(`${table}_down`).renameTo(table).execute();
  }
}

const failedCalls = (service: string, method: string) => t.db.selectFrom('interface_log').select(['url', 'status', 'request', 'response'])
  .where('service', '=', service).where('method', '=', method).execute();

function expectUnavailable(answer: { status: number; body: { code: string; message: string } }, message: string): void {
  expect([answer.status, answer.body.code]).toEqual([503, ERRORS.SERVICE_UNAVAILABLE.code]);
  expect(answer.body.message).toBe(message);
}

describe('the VR service failing', () => {
  it('vr/packages answers 503001 in the caller\'s words, the call in the interface log', async () => {
    const zh = await down('vr_sandbox_package', () => t.call(vrPackages, {}, { token: admin, lang: 'zh' }));
    expectUnavailable(zh, '外部服务暂不可用：VR 服务未响应，请稍后再试');
    const en = await down('vr_sandbox_package', () => t.call(vrPackages, {}, { token: admin, lang: 'en' }));
    expectUnavailable(en, 'An outside service is unavailable: the VR service did not answer; try again later');
    const calls = await failedCalls('vr', 'packages');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ url: 'sandbox', status: 502, request: '{}' });
    expect(calls[0]!.response).toContain('vr_sandbox_package');
    expect((await t.call(vrPackages, {}, { token: admin })).body.code).toBe(ERRORS.OK.code);
  });

  it('vr/adduser, vr/disableuser and vr/createtask write nothing when the service fails', async () => {
    const staff = await t.db.selectFrom('staff').select('id').where('status', '=', 'active').where('account', '<>', 'admin')
      .where('id', 'not in', t.db.selectFrom('vr_user').select('staff_id')).orderBy('id').executeTakeFirstOrThrow();
    expectUnavailable(await down('vr_sandbox_user', () => t.call(vrAddUser, { staff_id: staff.id }, { token: admin, lang: 'zh' })),
      '外部服务暂不可用：VR 服务未响应，请稍后再试');
    expect(await t.db.selectFrom('vr_user').select('id').where('staff_id', '=', staff.id).execute()).toEqual([]);
    expect(JSON.parse((await failedCalls('vr', 'open'))[0]!.request)).toEqual({ staff_id: staff.id });

    const added = await t.call(vrAddUser, { staff_id: staff.id }, { token: admin });
    expect(added.body.code).toBe(ERRORS.OK.code);
    const account = added.body.data;

    const house = await enterHouse(t, agent, 'sale');
    const used = () => t.db.selectFrom('vr_sandbox_package').select(['ref', 'used']).orderBy('ref').execute();
    const usedBefore = await used();
    expectUnavailable(await down('vr_sandbox_task', () => t.call(vrCreateTask, { house_id: house.id, vr_user_id: account.id }, { token: admin, lang: 'es' })),
      'Un servicio externo no está disponible: el servicio de VR no respondió; inténtelo más tarde');
    expect(await t.db.selectFrom('vr_task').select('id').where('house_id', '=', house.id).execute()).toEqual([]);
    // The sandbox's own transaction gave its shoot back.
    expect(await used()).toEqual(usedBefore);
    expect(JSON.parse((await failedCalls('vr', 'createtask'))[0]!.request)).toEqual({ house_id: house.id, user_ref: account.provider_user_id });

    expectUnavailable(await down('vr_sandbox_user', () => t.call(vrDisableUser, { id: account.id }, { token: admin, lang: 'ja' })),
      '外部サービスが利用できません：VR サービスが応答しませんでした。しばらくしてから再試行してください');
    expect((await t.db.selectFrom('vr_user').select(['status', 'disabled_at']).where('id', '=', account.id).executeTakeFirstOrThrow()))
      .toEqual({ status: 'active', disabled_at: null });
    expect(await failedCalls('vr', 'disable')).toEqual([expect.objectContaining({ url: `sandbox:${account.provider_user_id}`, status: 502 })]);
    // The refusal is in the operation log under its code.
    const logged = await t.db.selectFrom('operation_log').select('result_code').where('endpoint', '=', 'vr/disableuser').execute();
    expect(logged.map((l) => l.result_code)).toContain(ERRORS.SERVICE_UNAVAILABLE.code);
  });
});

describe('a listing portal failing', () => {
  it('sync/{portal}/push answers 503001 and records no listing', async () => {
    const house = await enterHouse(t, agent, 'sale');
    expectUnavailable(await down('portal_sandbox_listing', () => t.call(syncPush, { portal: 'anjuke', house_id: house.id }, { token: agent, lang: 'zh' })),
      '外部服务暂不可用：房源平台未响应，请稍后再试');
    expect(await t.db.selectFrom('house_portal').select('id').where('house_id', '=', house.id).execute()).toEqual([]);
    const [call] = await failedCalls('portal', 'publish');
    expect(call).toMatchObject({ url: 'sandbox:anjuke', status: 502 });
    expect(JSON.parse(call!.request)).toEqual({ portal: 'anjuke', house_id: house.id, ref: '' });
  });
});

describe('the portal job meeting a portal that fails', () => {
  it('keeps each failed call in the interface log, goes on with the other listings and asks again on a later run', async () => {
    const pending = await enterHouse(t, agent, 'sale');
    const sold = await enterHouse(t, agent, 'sale');
    for (const id of [pending.id, sold.id]) expect((await t.call(syncPush, { portal: 'wuba', house_id: id }, { token: agent })).body.code).toBe(ERRORS.OK.code);
    await t.db.updateTable('house').set({ status: 'deal_internal' }).where('id', '=', sold.id).execute();
    const listings = () => t.db.selectFrom('house_portal').select(['house_id', 'state']).where('house_id', 'in', [pending.id, sold.id]).orderBy('house_id').execute();
    const jobCalls = async (method: string, houseId: number) => (await failedCalls('portal', method))
      .filter((c) => (JSON.parse(c.request) as { house_id: number }).house_id === houseId);

    const later = nowSeconds() + 60;
    await down('portal_sandbox_listing', () => portalJobs[0]!.run(t.db, later));
    expect(await listings()).toEqual([{ house_id: pending.id, state: 'pending' }, { house_id: sold.id, state: 'pending' }]);
    const [withdraw] = await jobCalls('withdraw', sold.id);
    expect(withdraw).toMatchObject({ url: 'sandbox:wuba', status: 502 });
    expect(withdraw!.response).toContain('portal_sandbox_listing');
    // The sold house's listing was tried first and failed; the pending one was still asked about, and failed too.
    expect(await jobCalls('check', pending.id)).toEqual([expect.objectContaining({ url: 'sandbox:wuba', status: 502 })]);

    await portalJobs[0]!.run(t.db, later + 60);
    expect(await listings()).toEqual([{ house_id: pending.id, state: 'rejected' }, { house_id: sold.id, state: 'offline' }]);
  });
});

describe('a provider\'s callback that cannot be taken', () => {
  it('is answered as a failure for the provider to send again, and kept in the interface log', async () => {
    const body = JSON.stringify({ ref: 'SC0123456789ABCDEF0123', state: 'missed', answered_at: null, ended_at: nowSeconds(), duration: 0 });
    const key = await callKey(t.db, undefined);
    const send = () => t.app.inject({
      method: 'POST', url: '/phone/notify/sandbox', payload: body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(key, body) },
    });
    const failed = await down('phone_call', send);
    expect(failed.statusCode).toBe(500);
    const [call] = await failedCalls('phone', 'notify');
    expect(call).toMatchObject({ url: '/phone/notify/sandbox', status: 500, request: body });
    expect(call!.response).toContain('phone_call');
    // Taken again once it can be: here no call has that reference, so it is refused, and kept as such.
    expect((await send()).statusCode).toBe(400);
    expect((await failedCalls('phone', 'notify')).map((c) => [c.status, c.response])).toEqual([[500, call!.response], [409, 'refused: it matches no record here']]);
  });
});

describe('the payment service failing', () => {
  it('pay/qrcode answers 503001 and makes no order', async () => {
    const house = await enterHouse(t, agent, 'sale');
    const customer = await enterCustomer(t, agent);
    const deal = await t.call(dealAdd, {
      kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
      seller_phone: '13887654321', price: 4_800_000, signed_at: 1_764_950_400, buyer_commission: 48_000, seller_commission: 24_000,
      split: [{ role: 'house', staff_id: agentId, share: 10_000 }],
    }, { token: agent });
    expect(deal.body.code).toBe(ERRORS.OK.code);
    const now = nowSeconds();
    const money = await t.db.insertInto('deal_money').values({
      deal_id: deal.body.data.id, money_type: 'commission', payer: 'customer', amount: 100_000, due_at: now, remark: '', status: 'effective',
      approval_id: null, created_by: agentId, version: 1, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();

    expectUnavailable(await down('pay_sandbox_trade', () => t.call(payQrcode, { deal_money_id: money.id, amount: 500 }, { token: agent, lang: 'en' })),
      'An outside service is unavailable: the payment service did not answer; try again later');
    expect(await t.db.selectFrom('pay_order').select('id').where('deal_money_id', '=', money.id).execute()).toEqual([]);
    const [call] = await failedCalls('pay', 'order');
    expect(call).toMatchObject({ status: 502 });
    expect(JSON.parse(call!.request)).toMatchObject({ amount_fen: 50_000, deal_money_id: money.id });
    expect((await t.call(payQrcode, { deal_money_id: money.id, amount: 500 }, { token: agent })).body.code).toBe(ERRORS.OK.code);
  });
});

describe('the telephony provider failing', () => {
  it('phone/play answers 503001 and records no call, the dial in the interface log without the owner\'s number', async () => {
    const house = await enterHouse(t, agent, 'sale');
    const owner = await t.call(houseOwnerAdd, { house_id: house.id, name: '陈建华', relation: 'self', phones: ['13812345678'], remark: '' }, { token: agent });
    expect(owner.body.code).toBe(ERRORS.OK.code);
    const calls = () => t.db.selectFrom('phone_call').select(['id', 'state']).where('owner_id', '=', owner.body.data.id).execute();
    expectUnavailable(await down('phone_sandbox_call', () => t.call(phonePlay, { owner_id: owner.body.data.id, index: 0 }, { token: agent, lang: 'ja' })),
      '外部サービスが利用できません：通話サービスが応答しませんでした。しばらくしてから再試行してください');
    expect(await calls()).toEqual([]);
    const [call] = await failedCalls('phone', 'dial');
    expect(call).toMatchObject({ url: 'sandbox', status: 502 });
    expect(call!.response).toContain('phone_sandbox_call');
    expect(JSON.parse(call!.request)).toEqual({ owner_id: owner.body.data.id, index: 0, callee: '138****5678' });
    expect(JSON.stringify(call)).not.toContain('13812345678');
    const logged = await t.db.selectFrom('operation_log').select('result_code').where('endpoint', '=', 'phone/play').execute();
    expect(logged.map((l) => l.result_code)).toContain(ERRORS.SERVICE_UNAVAILABLE.code);

    const placed = await t.call(phonePlay, { owner_id: owner.body.data.id, index: 0 }, { token: agent });
    expect(placed.body.code).toBe(ERRORS.OK.code);
    expect(await calls()).toEqual([{ id: placed.body.data.id, state: 'calling' }]);
  });
});
