import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, dealAdd, vrAddUser, vrCreateTask, type DataOf } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { addPhotographer } from '../vr/vr.test-helpers.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';

// A signed deal takes effect (内成交) whatever a VR shoot of its house is doing: the shoot holds the house only against
// removal and the ended statuses set by hand (core/open-shoot.ts).

let t: TestApp;
let agent: string;
let agentId: number;
let photographer: DataOf<typeof vrAddUser>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin');
  agent = await t.login('agent');
  agentId = await staffId(t.db, 'agent');
  photographer = await addPhotographer(t, admin);
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
  it('takes effect (内成交) while the photographer is still shooting, and the shoot goes on', async () => {
    const house = await enterHouse(t, agent);
    const made = ok(await t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent }));
    const customer = await enterCustomer(t, agent);
    const deal = {
      kind: 'sale' as const, house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
      seller_phone: '13887654321', price: 3_200_000, signed_at: Math.floor(Date.now() / 1000) - 3600, buyer_commission: 32_000,
      seller_commission: 16_000, split: [{ role: 'house' as const, staff_id: agentId, share: 5000 }, { role: 'customer' as const, staff_id: agentId, share: 5000 }],
    };
    ok(await t.call(dealAdd, deal, { token: agent }));
    expect((await t.db.selectFrom('house').select('status').where('id', '=', house.id).executeTakeFirstOrThrow()).status).toBe('deal_internal');
    const task = await t.db.selectFrom('vr_task').select('state').where('provider_ref', '=', made.provider_ref).executeTakeFirstOrThrow();
    expect(task.state).toBe('shooting');
  });
});
