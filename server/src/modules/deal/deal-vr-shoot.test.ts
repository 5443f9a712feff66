import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, dealAdd, vrAddUser, vrCreateTask, type DataOf } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';

// 内成交 ends the house, which a VR shoot in progress holds (core/open-shoot.ts): the deal waits for the shoot to end.

let t: TestApp;
let base: string;
let agent: string;
let agentId: number;
let photographer: DataOf<typeof vrAddUser>;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await t.login('admin');
  agent = await t.login('agent');
  agentId = await staffId(t.db, 'agent');
  const withAccount = (await t.db.selectFrom('vr_user').select('staff_id').execute()).map((r) => r.staff_id);
  const staff = await t.db.selectFrom('staff').select('id').where('status', '=', 'active').where('id', 'not in', withAccount).orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  photographer = ok(await t.call(vrAddUser, { staff_id: staff.id }, { token: admin }));
  await approvalFlowsOff(t, admin, ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

const ok = <T>(r: { status: number; body: { code: string; message: string; data: T } }): T => {
  if (r.body.code !== ERRORS.OK.code) throw new Error(`${r.status} ${r.body.code} ${r.body.message}`);
  return r.body.data;
};

describe('a deal on a house with a VR shoot in progress', () => {
  it('does not take effect (内成交) until the photographer has ended the shoot, and then does', async () => {
    const house = await enterHouse(t, agent);
    const made = ok(await t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent }));
    const customer = await enterCustomer(t, agent);
    const deal = {
      kind: 'sale' as const, house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
      seller_phone: '13887654321', price: 3_200_000, signed_at: Math.floor(Date.now() / 1000) - 3600, buyer_commission: 32_000,
      seller_commission: 16_000, split: [{ role: 'house' as const, staff_id: agentId, share: 5000 }, { role: 'customer' as const, staff_id: agentId, share: 5000 }],
    };
    const before = await snapshot(t.db, ['operation_log', 'interface_log']);
    const refused = await t.call(dealAdd, deal, { token: agent, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect(refused.body.message).toContain(`the house has a VR shoot in progress (task ${made.provider_ref}, photographer ${photographer.staff_name})`);
    expect(await snapshot(t.db, ['operation_log', 'interface_log'])).toBe(before);

    // The photographer finishes it on the sandbox's camera page.
    const page = await fetch(`${base}/sandbox-vr/${made.provider_ref}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=done',
    });
    expect(page.status).toBe(200);
    ok(await t.call(dealAdd, deal, { token: agent }));
    expect((await t.db.selectFrom('house').select('status').where('id', '=', house.id).executeTakeFirstOrThrow()).status).toBe('deal_internal');
  });
});
