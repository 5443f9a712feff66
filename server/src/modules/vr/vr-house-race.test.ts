import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  ERRORS, approvalGet, approvalOperate, houseDelete, houseUpdateStatus, vrAddUser, vrCreateTask, type DataOf, type HouseStatus,
} from '@brokerage/contract';
import { createTestApp, snapshot, testDialect, type Envelope, type TestApp } from '../../test/harness.js';
import { enterHouse, nowSeconds } from '../../test/houses.js';
import { addPhotographer } from './vr.test-helpers.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { ORDER_CLAIM_SECONDS } from '../../core/open-shoot.js';
import { TRIAL_PACKAGE } from './sandbox-provider.js';

// A VR shoot being ordered holds its house as one in progress does (core/open-shoot.ts): the VR service takes the
// shoot before the platform records it, and cannot be told to give it back, so the house is not deleted or ended
// while the order waits on the service. The ending goes through a second server on the same database, as another
// server of the cluster would.

let t: TestApp;
let other: FastifyInstance;
let admin: string;
let manager: string;
let agent: string;
let photographer: DataOf<typeof vrAddUser>;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondServer();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  photographer = await addPhotographer(t, admin);
  await approvalFlowsOff(t, admin, ['house_invalid', 'house_cancel']);
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: Envelope };
const ok = <T>(r: { status: number; body: { code: string; message: string; data: T } }): T => {
  if (r.body.code !== ERRORS.OK.code) throw new Error(`${r.status} ${r.body.code} ${r.body.message}`);
  return r.body.data;
};

// A call on the second server, as t.call makes on the first.
async function onOther(path: string, payload: object, token: string, lang = 'en'): Promise<Answer> {
  const response = await other.inject({ method: 'POST', url: `/api/v1/${path}`, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
  return { status: response.statusCode, body: response.json() as Envelope };
}
const shooting = async (houseId: number) => (await t.db.selectFrom('vr_task').select('id').where('house_id', '=', houseId).where('state', '=', 'shooting').execute()).length;
const houseRow = (id: number) => t.db.selectFrom('house').select(['status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
// An order of the house waiting on the VR service, as its claim shows (vr-task.service.ts).
const claim = (houseId: number, at: number) => t.db.insertInto('vr_order_claim').values({ house_id: houseId, claimed_at: at }).execute();
const unclaim = (houseId: number) => t.db.deleteFrom('vr_order_claim').where('house_id', '=', houseId).execute();

describe('a house whose VR shoot is being ordered', () => {
  it('is not deleted or set 注销, 无效 or 外成交, in the caller\'s words, until the order is done or its claim lapsed', async () => {
    const house = await enterHouse(t, agent);
    await claim(house.id, nowSeconds());
    try {
      const before = await snapshot(t.db, ['operation_log', 'interface_log']);
      const deleted = await onOther(houseDelete.path, { id: house.id, version: house.version }, manager);
      expect([deleted.status, deleted.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
      expect(deleted.body.message).toContain('a VR shoot is being ordered for the house');
      const zh = await onOther(houseDelete.path, { id: house.id, version: house.version }, manager, 'zh');
      expect(zh.body.message).toContain('房源正在下单VR拍摄');
      for (const status of ['cancelled', 'invalid', 'deal_external'] as HouseStatus[]) {
        const ended = await onOther(houseUpdateStatus.path, { id: house.id, version: house.version, status, until: null, reason: '业主不卖了' }, agent);
        expect([status, ended.status, ended.body.code]).toEqual([status, 409, ERRORS.CONFLICT.code]);
      }
      expect(await snapshot(t.db, ['operation_log', 'interface_log'])).toBe(before);
    } finally {
      await unclaim(house.id);
    }
    // A claim whose server stopped mid-order lapses, and holds the house no longer.
    await claim(house.id, nowSeconds() - ORDER_CLAIM_SECONDS - 1);
    ok(await onOther(houseDelete.path, { id: house.id, version: house.version }, manager));
    expect((await houseRow(house.id)).deleted_at).not.toBeNull();
  });

  it('makes an approval of 无效 approved meanwhile end 未通过, the house left on the market', async () => {
    const managerRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await setCompanyFlow(t, admin, 'house_invalid', 1, [{ approver_kind: 'role', role_id: managerRole, mode: 'any' }]);
    try {
      const house = await enterHouse(t, agent);
      const pending = ok(await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', reason: '业主不卖了' }, { token: agent }));
      await claim(house.id, nowSeconds());
      const approved = ok(await t.call(approvalOperate, { id: pending.pending_approval!.id, action: 'approve' }, { token: manager }));
      expect(approved.status).toBe('rejected');
      expect(ok(await t.call(approvalGet, { id: pending.pending_approval!.id }, { token: agent, lang: 'en' })).result)
        .toContain('a VR shoot is being ordered for the house');
      expect(await houseRow(house.id)).toMatchObject({ status: 'valid', deleted_at: null });
      await unclaim(house.id);
    } finally {
      await approvalFlowsOff(t, admin, ['house_invalid']);
    }
  });
});

// The VR service made slow by holding its package row from a connection of the test's own (PostgreSQL; on SQLite a
// held write transaction would stop the delete too): the order waits on the service with the house claimed.
describe.skipIf(testDialect() !== 'postgres')('a house ended while its VR shoot is ordered', () => {
  it('deleted while the order waits on the VR service: refused, and the order goes through, never a shoot on a deleted house', async () => {
    const house = await enterHouse(t, agent);
    const service = new pg.Client({ connectionString: t.databaseUrl });
    await service.connect();
    try {
      await service.query('begin');
      await service.query('select ref from vr_sandbox_package where ref = $1 for update', [TRIAL_PACKAGE.ref]);
      const ordering = t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent });
      const waiting = () => t.db.selectFrom('vr_order_claim').select('house_id').where('house_id', '=', house.id).executeTakeFirst();
      const since = Date.now();
      while (!(await waiting())) {
        if (Date.now() - since > 10_000) throw new Error('the order never claimed the house');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const deleted = await onOther(houseDelete.path, { id: house.id, version: house.version }, manager);
      await service.query('commit');
      const ordered = await ordering;
      expect([deleted.status, deleted.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
      expect(ordered.body.code).toBe(ERRORS.OK.code);
      expect([(await houseRow(house.id)).deleted_at, await shooting(house.id)]).toEqual([null, 1]);
    } finally {
      await service.end();
    }
  });

  // Another transaction holds the house (the test's own connection) while an order and then an ending wait for it,
  // in that order: the ending checks only once it holds the house, so it sees the order's claim.
  it('deleted or set 注销 while an order waits for the house first: the ending checks once it holds the house, and is refused', async () => {
    for (const ending of ['delete', 'cancelled'] as const) {
      const house = await enterHouse(t, agent);
      const holder = new pg.Client({ connectionString: t.databaseUrl });
      await holder.connect();
      const waitingOnLocks = async (n: number) => {
        const since = Date.now();
        for (;;) {
          const { rows } = await holder.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
          if ((rows[0]?.n ?? 0) >= n) return;
          if (Date.now() - since > 10_000) throw new Error(`${n} waiting on the house never showed`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      try {
        await holder.query('begin');
        await holder.query('select id from house where id = $1 for update', [house.id]);
        const ordering = t.call(vrCreateTask, { house_id: house.id, vr_user_id: photographer.id }, { token: agent });
        await waitingOnLocks(1);
        const ending$ = ending === 'delete'
          ? onOther(houseDelete.path, { id: house.id, version: house.version }, manager)
          : onOther(houseUpdateStatus.path, { id: house.id, version: house.version, status: ending, until: null, reason: '业主不卖了' }, agent);
        await waitingOnLocks(2);
        await holder.query('commit');
        const [ordered, ended] = await Promise.all([ordering, ending$]);
        expect([ending, ordered.body.code, ended.status, ended.body.code]).toEqual([ending, ERRORS.OK.code, 409, ERRORS.CONFLICT.code]);
        expect(await houseRow(house.id)).toMatchObject({ status: 'valid', deleted_at: null });
      } finally {
        await holder.end();
      }
    }
  });
});
