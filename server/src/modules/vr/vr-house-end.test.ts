import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, approvalGet, approvalOperate, houseDelete, houseGet, houseUpdateStatus, vrAddUser, vrCreateTask, vrPackages,
  type DataOf, type HouseDetail, type HouseStatus,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse } from '../../test/houses.js';
import { addPhotographer } from './vr.test-helpers.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { TRIAL_PACKAGE } from './sandbox-provider.js';

// A house with a VR shoot in progress is not deleted or ended (注销, 无效, 外成交; 内成交: deal-vr-shoot.test.ts) until the
// shoot is finished or given up at the VR service, and a house off the market is not ordered one.

let t: TestApp;
let base: string;
let admin: string;
let manager: string;
let agent: string;
let photographer: DataOf<typeof vrAddUser>;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  photographer = await addPhotographer(t, admin);
  await approvalFlowsOff(t, admin, ['house_invalid', 'house_cancel']);
});
afterAll(async () => {
  await t.close();
});

const ok = <T>(r: { status: number; body: { code: string; message: string; data: T } }): T => {
  if (r.body.code !== ERRORS.OK.code) throw new Error(`${r.status} ${r.body.code} ${r.body.message}`);
  return r.body.data;
};
const houseRow = (id: number) => t.db.selectFrom('house').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const fresh = async (id: number): Promise<HouseDetail> => ok(await t.call(houseGet, { id }, { token: manager }));

async function shoot(houseId: number) {
  return ok(await t.call(vrCreateTask, { house_id: houseId, vr_user_id: photographer.id }, { token: agent }));
}
// Ends a shoot on the sandbox's camera page, as the photographer would.
async function endOnPage(ref: string, outcome: 'done' | 'failed'): Promise<void> {
  const response = await fetch(`${base}/sandbox-vr/${ref}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`,
  });
  expect(response.status).toBe(200);
}
const unchanged = () => snapshot(t.db, ['operation_log', 'interface_log']);

describe('a house with a VR shoot in progress', () => {
  it('is not deleted: refused naming the shoot in the caller\'s words, until the shoot is given up', async () => {
    const house = await enterHouse(t, agent);
    const made = await shoot(house.id);
    const before = await unchanged();
    const en = await t.call(houseDelete, { id: house.id, version: house.version }, { token: manager, lang: 'en' });
    expect([en.status, en.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    expect(en.body.message).toContain(`the house has a VR shoot in progress (task ${made.provider_ref}, photographer ${photographer.staff_name})`);
    const zh = await t.call(houseDelete, { id: house.id, version: house.version }, { token: manager, lang: 'zh' });
    expect(zh.body.message).toContain(`房源有进行中的VR拍摄（任务${made.provider_ref}，摄影师${photographer.staff_name}）`);
    for (const lang of ['es', 'ja'] as const) {
      const said = await t.call(houseDelete, { id: house.id, version: house.version }, { token: manager, lang });
      expect(said.body.message).toContain(made.provider_ref);
    }
    expect(await unchanged()).toBe(before);

    await endOnPage(made.provider_ref, 'failed');
    ok(await t.call(houseDelete, { id: house.id, version: house.version }, { token: manager }));
    expect((await houseRow(house.id)).deleted_at).not.toBeNull();
  });

  it('is not moved to 注销, 无效 or 外成交 until the shoot is done, while a status still on the market stays open', async () => {
    const house = await enterHouse(t, agent);
    const made = await shoot(house.id);
    const before = await unchanged();
    for (const status of ['cancelled', 'invalid', 'deal_external'] as HouseStatus[]) {
      const refused = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status, reason: '业主不卖了' }, { token: agent, lang: 'en' });
      expect([status, refused.status, refused.body.code]).toEqual([status, 409, ERRORS.CONFLICT.code]);
      expect(refused.body.message).toContain(`task ${made.provider_ref}`);
    }
    expect(await unchanged()).toBe(before);
    const until = Math.floor(Date.now() / 1000) + 7 * 86_400;
    const paused = ok(await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'paused', until, reason: '' }, { token: agent }));
    expect(paused.status).toBe('paused');

    await endOnPage(made.provider_ref, 'done');
    const ended = ok(await t.call(houseUpdateStatus, { id: house.id, version: (await fresh(house.id)).version, status: 'cancelled', reason: '业主不卖了' }, { token: agent }));
    expect(ended.status).toBe('cancelled');
  });
});

describe('an approval ending a house', () => {
  it('ends 未通过 naming the shoot when one was ordered while it waited, the house left on the market', async () => {
    const managerRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await setCompanyFlow(t, admin, 'house_invalid', 1, [{ approver_kind: 'role', role_id: managerRole, mode: 'any' }]);
    try {
      const house = await enterHouse(t, agent);
      const pending = ok(await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', reason: '业主不卖了' }, { token: agent }));
      const made = await shoot(house.id);
      const approved = ok(await t.call(approvalOperate, { id: pending.pending_approval!.id, action: 'approve' }, { token: manager }));
      expect(approved.status).toBe('rejected');
      const said = ok(await t.call(approvalGet, { id: pending.pending_approval!.id }, { token: agent, lang: 'en' }));
      expect(said.result).toContain(`task ${made.provider_ref}`);
      expect(await houseRow(house.id)).toMatchObject({ status: 'valid', deleted_at: null });
    } finally {
      await approvalFlowsOff(t, admin, ['house_invalid']);
    }
  });
});

describe('a house off the market', () => {
  it('is not ordered a VR shoot, and no shoot is taken from a package', async () => {
    const house = await enterHouse(t, agent);
    ok(await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', reason: '业主不卖了' }, { token: agent }));
    const used = async () => ok(await t.call(vrPackages, {}, { token: manager })).list.find((p) => p.ref === TRIAL_PACKAGE.ref)?.used;
    const before = [await used(), await unchanged()];
    const refused = await t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([409, ERRORS.TRANSITION_NOT_ALLOWED.code]);
    expect(refused.body.message).toContain('the house is Invalid: a VR shoot is ordered only for a house on the market');
    expect([await used(), await unchanged()]).toEqual(before);
  });
});
