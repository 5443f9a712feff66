import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, authSave, customerList, departmentAdd, departmentDelete, departmentGet, departmentLevels, departmentRoles, departmentTree,
  departmentUpdate, districtAdd, districtDelete, districtGet, districtList, districtUpdate, levelList, positionAdd,
  positionList, positionUpdate, roleList, storeAdd, storeDelete, storeGet, storeList, storeShift, storeUpdate,
} from '@brokerage/contract';
import { sql } from 'kysely';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { districtQuery } from './org.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const idOf = async (table: 'store' | 'district', name: string) =>
  (await t.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const staffId = async (account: string) =>
  (await t.db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe('districts', () => {
  it('lists districts with store and staff counts', async () => {
    const { body } = await t.call(districtList, {}, { token: admin });
    expect(body.data.list.map((d) => [d.name, d.store_count])).toEqual([['浦东片区', 3], ['徐汇片区', 3]]);
    expect(body.data.list[0]!.staff_count).toBeGreaterThan(10);
  });

  it('adds, renames and removes an empty district, refusing duplicate names', async () => {
    const added = await t.call(districtAdd, { name: '闵行片区' }, { token: admin });
    expect(added.body.data).toMatchObject({ name: '闵行片区', sort: 0, store_count: 0 });
    const id = added.body.data.id;
    expect((await t.call(districtAdd, { name: '闵行片区' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(districtUpdate, { id, name: '浦东片区' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(districtUpdate, { id, name: '闵行区', sort: 5 }, { token: admin })).body.data).toMatchObject({ name: '闵行区', sort: 5 });
    expect((await t.call(districtGet, { id }, { token: admin })).body.data.name).toBe('闵行区');
    expect((await t.call(districtDelete, { id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(districtGet, { id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('refuses to delete a district that still has stores', async () => {
    const { status, body } = await t.call(districtDelete, { id: await idOf('district', '浦东片区') }, { token: admin });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.IN_USE.code);
  });

  // Planned without its value, `status <> $1` on a column where every member is active was expected to let no member
  // through, and the plan joined each member to each store of every district. The status is written into the statement.
  it.skipIf(testDialect() !== 'postgres')('counts the people of a district with a kept plan that is the plan of its values', async () => {
    await sql`analyze staff`.execute(t.db);
    await sql`analyze store`.execute(t.db);
    const statement = districtQuery(t.db).orderBy('d.sort').orderBy('d.id');
    const { sql: text, parameters } = statement.compile();
    expect(parameters).not.toContain('resigned');
    expect(text).toContain(`"staff"."status" != 'resigned'`);
    const steps = (plan: string) => plan.split('\n').filter((line) => !/^\s*(Index Cond|Filter|Sort Key|Recheck Cond|Join Filter|Hash Cond)/.test(line))
      .map((line) => line.replace(/\s*\(cost=.*$/, ''));
    expect(steps(await planOf(t.db, statement, { generic: true }))).toEqual(steps(await planOf(t.db, statement)));
  });
});

describe('stores', () => {
  it('shows a store manager only their own store, and follows the role\'s scope', async () => {
    const manager = await t.login('manager');
    const own = await t.call(storeList, {}, { token: manager });
    expect(own.body.data.list.map((s) => s.name)).toEqual(['陆家嘴店']);
    expect(own.body.data.list[0]).toMatchObject({ district_name: '浦东片区', manager_name: '李明', status: 'formal' });
    const other = await idOf('store', '徐家汇店');
    expect((await t.call(storeGet, { id: other }, { token: manager })).body.code).toBe(ERRORS.NOT_FOUND.code);

    const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.call(authSave, { role_id: roleId, menus: ['Store'], permissions: [{ code: 'store:list', data_scope: 'district' }] }, { token: admin });
    expect((await t.call(storeList, {}, { token: manager })).body.data.list.map((s) => s.name)).toEqual(['陆家嘴店', '世纪公园店', '张江店']);
    await t.call(authSave, { role_id: roleId, menus: ['Store'], permissions: [{ code: 'store:list', data_scope: 'store' }] }, { token: admin });
  });

  it('filters by district, status and name, with a total', async () => {
    const xuhui = await idOf('district', '徐汇片区');
    const { body } = await t.call(storeList, { district_id: xuhui, keyword: '田林' }, { token: admin });
    expect(body.data.list.map((s) => s.name)).toEqual(['田林店']);
    expect(body.data.page.total).toBe(1);
    expect((await t.call(storeList, { status: 'closed' }, { token: admin })).body.data.page.total).toBe(0);
  });

  it('opens a store with its department, and checks the manager belongs to it', async () => {
    const pudong = await idOf('district', '浦东片区');
    const added = await t.call(storeAdd, { name: '金桥店', district_id: pudong, address: '金桥路1号', status: 'trial' }, { token: admin });
    expect(added.body.data).toMatchObject({ name: '金桥店', status: 'trial', staff_count: 0, manager_id: null });
    const department = await t.db.selectFrom('department').select(['level', 'parent_id']).where('store_id', '=', added.body.data.id).executeTakeFirstOrThrow();
    const sibling = await t.db.selectFrom('department').select('parent_id').where('name', '=', '陆家嘴店').executeTakeFirstOrThrow();
    expect(department).toEqual({ level: 3, parent_id: sibling.parent_id });
    expect((await t.call(storeAdd, { name: '金桥店', district_id: pudong }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(storeAdd, { name: '新店', district_id: 9999 }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);

    const outsider = await staffId('staff022');
    const refused = await t.call(storeUpdate, { id: added.body.data.id, name: '金桥店', district_id: pudong, manager_id: outsider }, { token: admin });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('moves people between stores, into the new store\'s department, and refuses to delete a store with people', async () => {
    const from = await idOf('store', '张江店');
    const to = await idOf('store', '金桥店');
    expect((await t.call(storeDelete, { id: from }, { token: admin })).body.code).toBe(ERRORS.IN_USE.code);
    const people = await t.db.selectFrom('staff').select('id').where('store_id', '=', from).where('status', '=', 'active').execute();
    const one = await t.call(storeShift, { id: from, to_store_id: to, staff_ids: [people[1]!.id] }, { token: admin });
    expect(one.body.data.moved).toBe(1);
    const moved = await t.db.selectFrom('staff').select(['store_id', 'department_id']).where('id', '=', people[1]!.id).executeTakeFirstOrThrow();
    const toDepartment = await t.db.selectFrom('department').select('id').where('store_id', '=', to).executeTakeFirstOrThrow();
    expect(moved).toEqual({ store_id: to, department_id: toDepartment.id });
    // Someone who is not in the store cannot be moved out of it.
    expect((await t.call(storeShift, { id: from, to_store_id: to, staff_ids: [people[1]!.id] }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const housesBefore = await t.db.selectFrom('house').select('id').where('store_id', '=', from).where('maintainer_id', 'in', people.map((p) => p.id)).execute();
    const rest = await t.call(storeShift, { id: from, to_store_id: to }, { token: admin });
    expect(rest.body.data.moved).toBe(people.length - 1);
    // Their houses moved with them.
    const housesAfter = await t.db.selectFrom('house').select('store_id').where('id', 'in', [0, ...housesBefore.map((h) => h.id)]).execute();
    expect(housesAfter.every((h) => h.store_id === to)).toBe(true);
    // The old store lost its manager with its people; the keys it held keep it (it can be closed instead).
    expect((await t.call(storeGet, { id: from }, { token: admin })).body.data).toMatchObject({ staff_count: 0, manager_id: null });
    const keys = await t.db.selectFrom('house_key').select('id').where('store_id', '=', from).execute();
    expect(keys.length).toBeGreaterThan(0);
    const refused = await t.call(storeDelete, { id: from }, { token: admin });
    expect(refused.body.code).toBe(ERRORS.IN_USE.code);
    expect(refused.body.message).toContain(`${keys.length} keys`);
  });

  it('moves the customers of the people moved: the customer list finds them under the new store', async () => {
    const from = await idOf('store', '漕河泾店');
    const to = await idOf('store', '田林店');
    // Someone with customers in both pools: those released to the public pool keep their last agent's store too.
    const people = await t.db.selectFrom('staff').select('id').where('store_id', '=', from).where('status', '=', 'active').orderBy('id').execute();
    const holders = await t.db.selectFrom('customer').select('agent_id').where('agent_id', 'in', people.map((p) => p.id))
      .groupBy('agent_id').orderBy('agent_id').execute();
    const mover = holders[0]!.agent_id;
    const theirs = await t.db.selectFrom('customer').select('id').where('agent_id', '=', mover).execute();
    expect(theirs.length).toBeGreaterThan(0);
    const others = await t.db.selectFrom('customer').select('id').where('store_id', '=', from).where('agent_id', '<>', mover).execute();

    expect((await t.call(storeShift, { id: from, to_store_id: to, staff_ids: [mover] }, { token: admin })).body.data.moved).toBe(1);
    const after = await t.db.selectFrom('customer').select('store_id').where('id', 'in', theirs.map((c) => c.id)).execute();
    expect(after.every((c) => c.store_id === to)).toBe(true);
    // The customers of the people who stayed stay.
    const stayed = await t.db.selectFrom('customer').select('store_id').where('id', 'in', [0, ...others.map((c) => c.id)]).execute();
    expect(stayed.every((c) => c.store_id === from)).toBe(true);
    const listed = await t.call(customerList, { tab: 'private', store_id: to, agent_id: mover, limit: 100 }, { token: admin });
    expect(listed.body.data.list.length).toBeGreaterThan(0);
    expect(listed.body.data.list.every((c) => c.store_name === '田林店')).toBe(true);
    expect((await t.call(customerList, { tab: 'private', store_id: from, agent_id: mover }, { token: admin })).body.data.page.total).toBe(0);
  });

  it('removes a store without people or keys, with its departments', async () => {
    const pudong = await idOf('district', '浦东片区');
    const added = (await t.call(storeAdd, { name: '临时店', district_id: pudong }, { token: admin })).body.data;
    expect((await t.call(storeDelete, { id: added.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(storeGet, { id: added.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await t.db.selectFrom('department').select('id').where('store_id', '=', added.id).execute()).toEqual([]);
  });

  it('will not move people into a closed store', async () => {
    const pudong = await idOf('district', '浦东片区');
    const closed = await t.call(storeAdd, { name: '关闭店', district_id: pudong, status: 'closed' }, { token: admin });
    const { body } = await t.call(storeShift, { id: await idOf('store', '金桥店'), to_store_id: closed.body.data.id }, { token: admin });
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });
});

describe('departments', () => {
  it('returns the tree with people per department', async () => {
    const { body } = await t.call(departmentTree, {}, { token: admin });
    expect(body.data.list).toHaveLength(1);
    const root = body.data.list[0]!;
    expect(root).toMatchObject({ name: '总经办', level: 1, parent_id: null });
    expect(root.children.map((c) => c.name)).toEqual(['浦东片区事业部', '徐汇片区事业部']);
    const store = root.children[1]!.children[0]!;
    expect(store).toMatchObject({ name: '徐家汇店', level: 3 });
    // Each department counts the people of its sub-departments too: a store its groups', a business unit its stores'.
    expect(store.staff_count).toBe(6);
    const unit = root.children[1]!;
    expect(unit.staff_count).toBe(unit.children.reduce((sum, s) => sum + s.staff_count, 0));
    expect(unit.staff_count).toBeGreaterThan(6);
    const working = await t.db.selectFrom('staff').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('department_id', 'is not', null).where('status', '!=', 'resigned').executeTakeFirstOrThrow();
    expect(root.staff_count).toBe(Number(working.n));
    expect((await t.call(departmentGet, { id: store.id }, { token: admin })).body.data.staff_count).toBe(6);
  });

  it('adds under a parent at a lower level, unique among siblings; moves but never under itself', async () => {
    const root = (await t.call(departmentTree, {}, { token: admin })).body.data.list[0]!;
    const added = await t.call(departmentAdd, { parent_id: root.id, name: '市场部', level: 2 }, { token: admin });
    expect(added.body.data).toMatchObject({ name: '市场部', level: 2, parent_id: root.id, staff_count: 0 });
    expect((await t.call(departmentAdd, { parent_id: root.id, name: '市场部', level: 2 }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(departmentAdd, { parent_id: root.id, name: '同级', level: 1 }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    const child = await t.call(departmentAdd, { parent_id: added.body.data.id, name: '线上组', level: 4 }, { token: admin });
    const loop = await t.call(departmentUpdate, { id: added.body.data.id, parent_id: child.body.data.id, name: '市场部', level: 2 }, { token: admin });
    expect(loop.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(departmentDelete, { id: added.body.data.id }, { token: admin })).body.code).toBe(ERRORS.IN_USE.code);
    expect((await t.call(departmentDelete, { id: child.body.data.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(departmentDelete, { id: added.body.data.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(departmentGet, { id: added.body.data.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('refuses to delete a department with people, and lists the roles its people hold', async () => {
    const group = await t.db.selectFrom('department').select('id').where('name', '=', '陆家嘴店一组').executeTakeFirstOrThrow();
    expect((await t.call(departmentDelete, { id: group.id }, { token: admin })).body.code).toBe(ERRORS.IN_USE.code);
    const store = await t.db.selectFrom('department').select('id').where('name', '=', '陆家嘴店').where('level', '=', 3).executeTakeFirstOrThrow();
    const roles = await t.call(departmentRoles, { id: store.id }, { token: admin });
    expect(roles.body.data.list.map((r) => r.code).sort()).toEqual(['agent', 'manager']);
    expect((await t.call(departmentLevels, {}, { token: admin })).body.data.list.map((l) => l.title.zh)).toEqual(['公司', '事业部', '门店', '小组']);
  });
});

describe('roles, positions and levels', () => {
  it('lists roles with how many hold them', async () => {
    const { body } = await t.call(roleList, {}, { token: admin });
    expect(body.data.list.map((r) => r.code)).toEqual(['admin', 'manager', 'agent']);
    expect(body.data.list[0]!.staff_count).toBe(1);
  });

  it('adds and renames positions with unique names', async () => {
    const added = await t.call(positionAdd, { name: '储备店长', sort: 9 }, { token: admin });
    expect(added.body.data).toMatchObject({ name: '储备店长', sort: 9, staff_count: 0 });
    expect((await t.call(positionAdd, { name: '店长' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    expect((await t.call(positionUpdate, { id: added.body.data.id, name: '见习店长', sort: 3 }, { token: admin })).body.data.name).toBe('见习店长');
    expect((await t.call(positionUpdate, { id: 9999, name: 'x' }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const list = (await t.call(positionList, {}, { token: admin })).body.data.list;
    expect(list.find((p) => p.name === '置业顾问')!.staff_count).toBeGreaterThan(20);
  });

  it('lists levels lowest first, for anyone signed in', async () => {
    const agent = await t.login('agent');
    const { body } = await t.call(levelList, {}, { token: agent });
    expect(body.data.list.map((l) => l.min_points)).toEqual([50, 300, 800, 1500, 3000]);
  });
});
