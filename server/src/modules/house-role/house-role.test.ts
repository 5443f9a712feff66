import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOUSE_ROLES, companySave, houseGet, houseRelease, houseRoleKinds, staffRoleAdd, staffRoleFindInput, staffRoleFindMaintain,
  staffRoleFindSurvey, staffRoleGet, staffRoleUpdate, type HouseRoles,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let managerId: number;
let colleague: { id: number; name: string };
let outsider: { id: number; name: string; store_id: number | null };
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  [agentId, managerId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager')]);
  const store = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
  colleague = await t.db.selectFrom('staff').select(['id', 'name']).where('store_id', '=', store).where('status', '=', 'active')
    .where('id', 'not in', [agentId, managerId]).orderBy('id').executeTakeFirstOrThrow();
  outsider = await t.db.selectFrom('staff').select(['id', 'name', 'store_id']).where('store_id', '<>', store).where('status', '=', 'active')
    .orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t.close();
});

const roleOf = (roles: HouseRoles, role: string) => roles.list.find((r) => r.role === role);
const roleFollowups = (houseId: number) => t.db.selectFrom('followup').select(['kind', 'detail', 'staff_id'])
  .where('house_id', '=', houseId).where('kind', '=', 'role').orderBy('id').execute();
const houseRow = (id: number) => t.db.selectFrom('house').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('per-house roles', () => {
  it('lists the six role kinds with their labels and whether the caller may assign them', async () => {
    const asManager = (await t.call(houseRoleKinds, {}, { token: manager, lang: 'zh' })).body.data.list;
    expect(asManager.map((k) => k.role)).toEqual([...HOUSE_ROLES]);
    expect(asManager.find((k) => k.role === 'survey')).toEqual({ role: 'survey', name: '实勘人', clearable: 1, can_edit: 1 });
    expect(asManager.find((k) => k.role === 'input')?.clearable).toBe(0);
    const asAgent = (await t.call(houseRoleKinds, {}, { token: agent })).body.data.list;
    expect(asAgent.every((k) => k.can_edit === 0)).toBe(true);
  });

  it('shows the six roles of a house: recorder and maintainer from the entry, the others empty', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(staffRoleGet, { id: house.id }, { token: agent });
    expect(body.data.version).toBe(house.version);
    expect(roleOf(body.data, 'input')).toMatchObject({ staff_id: agentId, staff_name: '张伟', store_name: '陆家嘴店', since: house.created_at });
    expect(roleOf(body.data, 'maintain')).toMatchObject({ staff_id: agentId, staff_name: '张伟' });
    expect(roleOf(body.data, 'survey')).toMatchObject({ staff_id: null, staff_name: '', since: null });
  });

  it('role change writes follow-up: assigning an empty role names the new holder and bumps the version', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(staffRoleAdd, { house_id: house.id, role: 'survey', staff_id: colleague.id, version: house.version }, { token: manager });
    expect(body.code).toBe('200000');
    expect(roleOf(body.data, 'survey')).toMatchObject({ staff_id: colleague.id, staff_name: colleague.name });
    expect(body.data.version).toBe(house.version + 1);
    const changed = await t.call(staffRoleUpdate, { house_id: house.id, role: 'survey', staff_id: managerId, version: body.data.version }, { token: manager });
    expect(roleOf(changed.body.data, 'survey')?.staff_name).toBe('李明');
    const cleared = await t.call(staffRoleUpdate, { house_id: house.id, role: 'survey', staff_id: null, version: changed.body.data.version }, { token: manager });
    expect(roleOf(cleared.body.data, 'survey')?.staff_id).toBeNull();
    const records = await roleFollowups(house.id);
    expect(records.map((r) => JSON.parse(r.detail) as unknown)).toEqual([
      { role: 'survey', from: null, to: colleague.name },
      { role: 'survey', from: colleague.name, to: '李明' },
      { role: 'survey', from: '李明', to: null },
    ]);
    expect(records.every((r) => r.staff_id === managerId)).toBe(true);
    // The operation log has each change.
    const logged = await t.db.selectFrom('operation_log').select(['endpoint', 'result_code']).where('staff_id', '=', managerId)
      .where('endpoint', 'like', '%staffrole/%').execute();
    expect(logged.filter((l) => l.result_code === '200000').length).toBeGreaterThanOrEqual(3);
  });

  it('refuses to assign a role someone already holds (409002)', async () => {
    const house = await enterHouse(t, agent);
    const first = await t.call(staffRoleAdd, { house_id: house.id, role: 'key', staff_id: colleague.id, version: house.version }, { token: manager });
    const { status, body } = await t.call(staffRoleAdd, { house_id: house.id, role: 'key', staff_id: managerId, version: first.body.data.version }, { token: manager, lang: 'zh' });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.CONFLICT.code);
    expect(body.message).toContain(`钥匙人已是${colleague.name}`);
    // Recorder and maintainer are always held: they are changed, not added.
    expect((await t.call(staffRoleAdd, { house_id: house.id, role: 'maintain', staff_id: managerId, version: first.body.data.version }, { token: manager })).body.code)
      .toBe(ERRORS.CONFLICT.code);
    // Changing a role nobody holds yet is refused too.
    expect((await t.call(staffRoleUpdate, { house_id: house.id, role: 'rent', staff_id: managerId, version: first.body.data.version }, { token: manager })).body.code)
      .toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });

  it('input cannot be cleared, nor the maintainer', async () => {
    const house = await enterHouse(t, agent);
    for (const role of ['input', 'maintain'] as const) {
      const { status, body } = await t.call(staffRoleUpdate, { house_id: house.id, role, staff_id: null, version: house.version }, { token: manager });
      expect(status).toBe(400);
      expect(body.message).toMatch(/cannot be left empty/);
    }
    expect((await houseRow(house.id)).version).toBe(house.version);
  });

  it('refuses an inactive member of staff as a holder', async () => {
    const house = await enterHouse(t, agent);
    const resigned = await t.db.selectFrom('staff').select('id').where('account', '=', 'staff038').executeTakeFirstOrThrow();
    await t.db.updateTable('staff').set({ status: 'resigned' }).where('id', '=', resigned.id).execute();
    try {
      const { status, body } = await t.call(staffRoleAdd, { house_id: house.id, role: 'survey', staff_id: resigned.id, version: house.version }, { token: manager });
      expect(status).toBe(400);
      expect(body.message).toContain(`person ${resigned.id} is not an active member of staff`);
      expect(await roleFollowups(house.id)).toEqual([]);
    } finally {
      await t.db.updateTable('staff').set({ status: 'active' }).where('id', '=', resigned.id).execute();
    }
  });

  it('version conflict: a stale version is refused with 602144 and nothing is written', async () => {
    const house = await enterHouse(t, agent);
    await t.call(staffRoleAdd, { house_id: house.id, role: 'rent', staff_id: colleague.id, version: house.version }, { token: manager });
    const { status, body } = await t.call(staffRoleAdd, { house_id: house.id, role: 'survey', staff_id: colleague.id, version: house.version }, { token: manager });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.STALE.code);
    expect(roleOf((await t.call(staffRoleGet, { id: house.id }, { token: manager })).body.data, 'survey')?.staff_id).toBeNull();
  });

  it('maintain change moves scope and store to the new maintainer', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(staffRoleUpdate, { house_id: house.id, role: 'maintain', staff_id: outsider.id, version: house.version }, { token: admin });
    expect(body.code).toBe('200000');
    expect(roleOf(body.data, 'maintain')).toMatchObject({ staff_id: outsider.id, staff_name: outsider.name });
    const row = await houseRow(house.id);
    expect(row).toMatchObject({ maintainer_id: outsider.id, store_id: outsider.store_id, version: house.version + 1 });
    // The private house left the agent's and the store manager's scope.
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).status).toBe(404);
    expect((await t.call(staffRoleUpdate, { house_id: house.id, role: 'maintain', staff_id: managerId, version: row.version }, { token: manager })).status).toBe(404);
    expect(JSON.parse((await roleFollowups(house.id))[0]?.detail ?? '{}')).toEqual({ role: 'maintain', from: '张伟', to: outsider.name });
  });

  it('maintain change refuses a new maintainer over their private cap (429001)', async () => {
    const house = await enterHouse(t, agent);
    const { n } = await t.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).where('maintainer_id', '=', managerId)
      .where('pool', '=', 'private').where('deleted_at', 'is', null).where('status', 'in', ['valid', 'reserved', 'paused', 'sealed'])
      .executeTakeFirstOrThrow();
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: Number(n) }, { token: admin });
    try {
      const { status, body } = await t.call(staffRoleUpdate, { house_id: house.id, role: 'maintain', staff_id: managerId, version: house.version }, { token: manager });
      expect(status).toBe(429);
      expect(body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
      expect((await houseRow(house.id)).maintainer_id).toBe(agentId);
      // A public house does not count against anyone's cap.
      const released = (await t.call(houseRelease, { id: house.id, version: house.version, reason: '' }, { token: agent })).body.data;
      expect((await t.call(staffRoleUpdate, { house_id: house.id, role: 'maintain', staff_id: managerId, version: released.version }, { token: manager })).body.code).toBe('200000');
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
    }
  });

  it('refuses role changes without houserole:edit or outside the caller\'s scope', async () => {
    const house = await enterHouse(t, agent);
    expect((await t.call(staffRoleAdd, { house_id: house.id, role: 'survey', staff_id: agentId, version: house.version }, { token: agent })).status).toBe(403);
    const elsewhere = await t.db.selectFrom('house').select(['id', 'version']).where('store_id', '=', outsider.store_id).where('pool', '=', 'private')
      .where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    expect((await t.call(staffRoleAdd, { house_id: elsewhere.id, role: 'survey', staff_id: colleague.id, version: elsewhere.version }, { token: manager })).status).toBe(404);
    expect((await t.call(staffRoleGet, { id: elsewhere.id }, { token: manager })).status).toBe(404);
  });
});

describe('houses by role (staffrole/find*)', () => {
  it('finds the houses where a person holds a role, paged with the total', async () => {
    const a = await enterHouse(t, agent);
    const b = await enterHouse(t, agent, 'rent');
    for (const house of [a, b]) {
      await t.call(staffRoleAdd, { house_id: house.id, role: 'survey', staff_id: colleague.id, version: house.version }, { token: manager });
    }
    const all = (await t.call(staffRoleFindSurvey, { staff_id: colleague.id, page: 1, limit: 100 }, { token: manager })).body.data;
    expect(all.list.map((h) => h.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.page.total).toBe(all.list.length);
    const sales = (await t.call(staffRoleFindSurvey, { staff_id: colleague.id, kind: 'sale', page: 1, limit: 100 }, { token: manager })).body.data;
    expect(sales.list.every((h) => h.kind === 'sale')).toBe(true);
    expect(sales.list.map((h) => h.id)).toContain(a.id);
    const paged = (await t.call(staffRoleFindSurvey, { staff_id: colleague.id, page: 1, limit: 1, sort: 'price', order: 'asc' }, { token: manager })).body.data;
    expect(paged.list).toHaveLength(1);
    expect(paged.page.total).toBe(all.page.total);
    // The caller's own: the houses they entered and maintain.
    const mine = (await t.call(staffRoleFindInput, { kind: 'sale', page: 1, limit: 100 }, { token: agent })).body.data;
    expect(mine.list.map((h) => h.id)).toContain(a.id);
    expect(mine.list.every((h) => h.kind === 'sale')).toBe(true);
    const maintained = (await t.call(staffRoleFindMaintain, { page: 1, limit: 100 }, { token: agent })).body.data;
    expect(maintained.list.every((h) => h.maintainer_id === agentId)).toBe(true);
  });

  it('scope on find*: another person only within the caller\'s scope, and only houses the caller may see', async () => {
    // An agent (own data) may not look at the manager's houses; the manager may look at the store's people, not others.
    expect((await t.call(staffRoleFindMaintain, { staff_id: managerId, page: 1, limit: 20 }, { token: agent })).status).toBe(403);
    expect((await t.call(staffRoleFindMaintain, { staff_id: agentId, page: 1, limit: 20 }, { token: manager })).body.code).toBe('200000');
    expect((await t.call(staffRoleFindMaintain, { staff_id: outsider.id, page: 1, limit: 20 }, { token: manager })).status).toBe(403);
    // A role on a private house of another store does not show the house to the holder who may not see it.
    const elsewhere = await t.db.selectFrom('house').select(['id', 'version']).where('store_id', '=', outsider.store_id).where('pool', '=', 'private')
      .where('deleted_at', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.deleteFrom('house_role').where('house_id', '=', elsewhere.id).where('role', '=', 'survey').execute();
    const given = await t.call(staffRoleAdd, { house_id: elsewhere.id, role: 'survey', staff_id: agentId, version: elsewhere.version }, { token: admin });
    expect(given.body.code).toBe('200000');
    const seen = (await t.call(staffRoleFindSurvey, { page: 1, limit: 100 }, { token: agent })).body.data;
    expect(seen.list.map((h) => h.id)).not.toContain(elsewhere.id);
    const byAdmin = (await t.call(staffRoleFindSurvey, { staff_id: agentId, page: 1, limit: 100 }, { token: admin })).body.data;
    expect(byAdmin.list.map((h) => h.id)).toContain(elsewhere.id);
  });
});
