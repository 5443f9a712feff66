import {
  DEPARTMENT_LEVELS, DEPARTMENT_LEVEL_LABELS, orgRuleText, type DepartmentNode, type Store,
} from '@brokerage/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';
import { storeScopeCondition } from '../../core/access.js';
import { DEFAULT_COMPANY_ID } from '../../core/settings.js';
import { assertStoreUnheld } from './store-holders.js';

const ACTIVE = 'active';
// Members who have left are not counted. 'resigned' is written into the statements rather than sent as a parameter, so
// that any plan of them knows it: planned without it, `status <> $1` on a column where nearly every member is active
// was expected to let no row pass, and the district list joined every member to every store of each district.
const RESIGNED = sql.lit('resigned');

// Unique-name checks give a clear 409002 instead of a constraint error (and work the same on both dialects).
async function assertUniqueName(db: Db, table: 'district' | 'store' | 'position', name: string, exceptId?: number) {
  let query = db.selectFrom(table).select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: name });
}

// ---- districts
// A district with its stores and the people of its stores, counted for all districts at once (one pass over the
// stores and the people, where a count for each district read all the people again on PostgreSQL).
export function districtQuery(db: Db) {
  const stores = db.selectFrom('store').select(['store.district_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('store.district_id');
  const people = db.selectFrom('staff').innerJoin('store', 'store.id', 'staff.store_id')
    .select(['store.district_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('staff.status', '!=', RESIGNED).groupBy('store.district_id');
  return db.selectFrom('district as d')
    .leftJoin(stores.as('sc'), 'sc.district_id', 'd.id')
    .leftJoin(people.as('pc'), 'pc.district_id', 'd.id')
    .select(['d.id', 'd.name', 'd.sort', 'd.created_at', 'sc.n as store_count', 'pc.n as staff_count']);
}

type DistrictRow = { id: number; name: string; sort: number; created_at: number; store_count: number | null; staff_count: number | null };
const toDistrict = (r: DistrictRow) => ({ ...r, store_count: Number(r.store_count ?? 0), staff_count: Number(r.staff_count ?? 0) });

export async function listDistricts(ctx: Ctx) {
  const rows = await districtQuery(ctx.db).orderBy('d.sort').orderBy('d.id').execute();
  return { list: rows.map(toDistrict) };
}

export async function getDistrict(ctx: Ctx, id: number) {
  const row = await districtQuery(ctx.db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toDistrict(row);
}

export async function addDistrict(ctx: Ctx, input: { name: string; sort: number }) {
  await assertUniqueName(ctx.db, 'district', input.name);
  const { id } = await ctx.db.insertInto('district')
    .values({ company_id: DEFAULT_COMPANY_ID, name: input.name, sort: input.sort, created_at: ctx.now })
    .returning('id').executeTakeFirstOrThrow();
  return getDistrict(ctx, id);
}

export async function updateDistrict(ctx: Ctx, input: { id: number; name: string; sort: number }) {
  await getDistrict(ctx, input.id);
  await assertUniqueName(ctx.db, 'district', input.name, input.id);
  await ctx.db.updateTable('district').set({ name: input.name, sort: input.sort }).where('id', '=', input.id).execute();
  return getDistrict(ctx, input.id);
}

export async function deleteDistrict(ctx: Ctx, input: { id: number }): Promise<null> {
  const district = await getDistrict(ctx, input.id);
  if (district.store_count > 0) throw new AppError('IN_USE', { detail: `${district.name}: ${district.store_count} stores` });
  await ctx.db.deleteFrom('district').where('id', '=', input.id).execute();
  return null;
}

// ---- stores
function storeQuery(ctx: Ctx) {
  return ctx.db.selectFrom('store as s')
    .innerJoin('district as d', 'd.id', 's.district_id')
    .leftJoin('staff as m', 'm.id', 's.manager_id')
    .where(storeScopeCondition(ctx.caller, ctx.scope, 's.id'))
    .select([
      's.id', 's.name', 's.district_id', 'd.name as district_name', 's.address', 's.phone', 's.manager_id',
      'm.name as manager_name', 's.status', 's.created_at',
      (eb) => eb.selectFrom('staff').select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('staff.store_id', '=', 's.id').where('staff.status', '!=', RESIGNED).as('staff_count'),
    ]);
}

type StoreRow = Omit<Store, 'manager_name' | 'status' | 'staff_count'> & {
  manager_name: string | null; status: string; staff_count: number | null;
};
const toStore = (r: StoreRow): Store => ({
  ...r, manager_name: r.manager_name ?? '', status: r.status as Store['status'], staff_count: Number(r.staff_count ?? 0),
});

export async function listStores(
  ctx: Ctx,
  input: { page: number; limit: number; district_id?: number | undefined; status?: string | undefined; keyword?: string | undefined },
) {
  let query = storeQuery(ctx);
  if (input.district_id !== undefined) query = query.where('s.district_id', '=', input.district_id);
  if (input.status) query = query.where('s.status', '=', input.status);
  if (input.keyword) query = query.where(contains(ctx.dialect, 's.name', input.keyword));
  const [rows, total] = await Promise.all([
    query.orderBy('s.district_id').orderBy('s.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toStore), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

export async function getStore(ctx: Ctx, id: number): Promise<Store> {
  const row = await storeQuery(ctx).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toStore(row);
}

type StoreInput = {
  name: string; district_id: number; address: string; phone: string; manager_id: number | null;
  status: string;
};

async function checkStoreInput(ctx: Ctx, input: StoreInput, storeId?: number) {
  await assertUniqueName(ctx.db, 'store', input.name, storeId);
  const district = await ctx.db.selectFrom('district').select('id').where('id', '=', input.district_id).executeTakeFirst();
  if (!district) throw new AppError('BAD_REQUEST', { detail: `district ${input.district_id} does not exist` });
  if (input.manager_id !== null) {
    const manager = await ctx.db.selectFrom('staff').select(['store_id', 'status']).where('id', '=', input.manager_id).executeTakeFirst();
    if (!manager || manager.status !== ACTIVE || (storeId !== undefined && manager.store_id !== storeId)) {
      throw new AppError('BAD_REQUEST', { detail: 'the manager must be an active member of this store' });
    }
  }
}

export async function addStore(ctx: Ctx, input: StoreInput): Promise<Store> {
  if (input.manager_id !== null) throw new AppError('BAD_REQUEST', { detail: 'a new store has no staff yet: set its manager after moving them in' });
  await checkStoreInput(ctx, input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id: storeId } = await trx.insertInto('store').values({ ...input, manager_id: null, created_at: ctx.now })
      .returning('id').executeTakeFirstOrThrow();
    // Every store has its department, beside the departments of the district's other stores.
    const sibling = await trx.selectFrom('department').innerJoin('store', 'store.id', 'department.store_id')
      .select('department.parent_id').where('store.district_id', '=', input.district_id).where('department.level', '=', 3)
      .where('store.id', '!=', storeId).orderBy('department.id').executeTakeFirst();
    const root = sibling?.parent_id != null
      ? { id: sibling.parent_id }
      : await trx.selectFrom('department').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirst();
    await trx.insertInto('department').values({
      parent_id: root?.id ?? null, name: input.name, level: 3, logo: '', store_id: storeId, sort: 0, created_at: ctx.now,
    }).execute();
    return storeId;
  });
  return getStore({ ...ctx, scope: 'company' }, id);
}

export async function updateStore(ctx: Ctx, input: StoreInput & { id: number }): Promise<Store> {
  await getStore(ctx, input.id);
  await checkStoreInput(ctx, input, input.id);
  const { id, ...values } = input;
  await ctx.db.updateTable('store').set(values).where('id', '=', id).execute();
  return getStore(ctx, id);
}

async function activeStaffIn(db: Db, storeId: number): Promise<number> {
  const row = await db.selectFrom('staff').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId).where('status', '!=', RESIGNED).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteStore(ctx: Ctx, input: { id: number }): Promise<null> {
  const store = await getStore(ctx, input.id);
  const people = await activeStaffIn(ctx.db, store.id);
  if (people > 0) throw new AppError('IN_USE', { detail: orgRuleText('storeHasPeople', ctx.lang, { name: store.name, count: people }) });
  // Keys (even deleted ones), customers, deals and the other records name the store they were made in: such a store is closed.
  await assertStoreUnheld(ctx.db, store, ctx.lang);
  await ctx.db.transaction().execute(async (trx) => {
    // Resigned people keep their history; they just no longer point at the store, nor do the houses they kept.
    await trx.updateTable('staff').set({ store_id: null }).where('store_id', '=', store.id).execute();
    await trx.updateTable('house').set({ store_id: null }).where('store_id', '=', store.id).execute();
    await trx.deleteFrom('approval_flow').where('store_id', '=', store.id).execute();
    const departments = await trx.selectFrom('department').select('id').where('store_id', '=', store.id).execute();
    const ids = departments.map((d) => d.id);
    if (ids.length) {
      const inUse = await trx.selectFrom('department').select('id').where('parent_id', 'in', ids).where('id', 'not in', ids).executeTakeFirst();
      if (inUse) throw new AppError('IN_USE', { detail: `${store.name}: departments outside the store hang under it` });
      await trx.updateTable('staff').set({ department_id: null }).where('department_id', 'in', ids).execute();
      // Children first.
      await trx.deleteFrom('department').where('id', 'in', ids).where('parent_id', 'in', ids).execute();
      await trx.deleteFrom('department').where('id', 'in', ids).execute();
    }
    await trx.deleteFrom('store').where('id', '=', store.id).execute();
  });
  return null;
}

export async function shiftStore(ctx: Ctx, input: { id: number; to_store_id: number; staff_ids?: number[] | undefined }) {
  if (input.id === input.to_store_id) throw new AppError('BAD_REQUEST', { detail: 'the two stores are the same' });
  const from = await getStore(ctx, input.id);
  const to = await getStore({ ...ctx, scope: 'company' }, input.to_store_id);
  if (to.status === 'closed') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: `${to.name} is closed` });
  const department = await ctx.db.selectFrom('department').select('id').where('store_id', '=', to.id)
    .orderBy('level').orderBy('id').executeTakeFirst();
  let people = ctx.db.selectFrom('staff').select('id').where('store_id', '=', from.id).where('status', '!=', RESIGNED);
  if (input.staff_ids) people = people.where('id', 'in', input.staff_ids);
  const ids = (await people.execute()).map((p) => p.id);
  if (input.staff_ids && ids.length !== new Set(input.staff_ids).size) {
    throw new AppError('BAD_REQUEST', { detail: `some of the people are not active in ${from.name}` });
  }
  if (!ids.length) return { moved: 0 };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ store_id: to.id, department_id: department?.id ?? null, updated_at: ctx.now })
      .where('id', 'in', ids).execute();
    // Their houses belong to the store of whoever maintains them, their customers to their agent's: they move with the people.
    await trx.updateTable('house').set({ store_id: to.id, updated_at: ctx.now }).where('maintainer_id', 'in', ids).execute();
    await trx.updateTable('customer').set({ store_id: to.id, updated_at: ctx.now }).where('agent_id', 'in', ids).execute();
    if (from.manager_id !== null && ids.includes(from.manager_id)) {
      await trx.updateTable('store').set({ manager_id: null }).where('id', '=', from.id).execute();
    }
  });
  return { moved: ids.length };
}

// ---- departments
function departmentQuery(db: Db) {
  return db.selectFrom('department as d').select([
    'd.id', 'd.parent_id', 'd.name', 'd.level', 'd.logo', 'd.store_id', 'd.sort',
    (eb) => eb.selectFrom('staff').select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('staff.department_id', '=', 'd.id').where('staff.status', '!=', RESIGNED).as('staff_count'),
  ]);
}
type DepartmentRow = Omit<DepartmentNode, 'children' | 'staff_count'> & { staff_count: number | null };
const toDepartment = (r: DepartmentRow) => ({ ...r, staff_count: Number(r.staff_count ?? 0) });

// Each department counts its own people and those of its sub-departments (a store's department its groups', a
// business unit its stores'), as the roles of a department are listed.
export async function departmentTree(ctx: Ctx) {
  const rows = (await departmentQuery(ctx.db).orderBy('d.sort').orderBy('d.id').execute()).map(toDepartment);
  // Each department's children gathered in one pass (in the rows' order), not looked for among all of them for
  // each department: 401 departments at a million houses made that 160,000 comparisons a call.
  const children = groupByParent(rows);
  const build = (parentId: number | null): DepartmentNode[] => (children.get(parentId) ?? []).map((r) => {
    const below = build(r.id);
    return { ...r, staff_count: below.reduce((sum, child) => sum + child.staff_count, r.staff_count), children: below };
  });
  return { list: build(null) };
}

export async function getDepartment(ctx: Ctx, id: number) {
  const row = await departmentQuery(ctx.db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const ids = await subtreeIds(ctx.db, id);
  if (ids.length === 1) return toDepartment(row);
  const { n } = await ctx.db.selectFrom('staff').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('department_id', 'in', ids).where('status', '!=', RESIGNED).executeTakeFirstOrThrow();
  return { ...toDepartment(row), staff_count: Number(n) };
}

// Rows by their parent's id, each list in the rows' order.
function groupByParent<T extends { parent_id: number | null }>(rows: T[]): Map<number | null, T[]> {
  const byParent = new Map<number | null, T[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id);
    if (siblings) siblings.push(row);
    else byParent.set(row.parent_id, [row]);
  }
  return byParent;
}

async function subtreeIds(db: Db, id: number): Promise<number[]> {
  const children = groupByParent(await db.selectFrom('department').select(['id', 'parent_id']).execute());
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]!) ?? []).map((d) => d.id));
  return ids;
}

export async function departmentRoles(ctx: Ctx, input: { id: number }) {
  await getDepartment(ctx, input.id);
  const ids = await subtreeIds(ctx.db, input.id);
  const rows = await ctx.db.selectFrom('staff').innerJoin('role', 'role.id', 'staff.role_id')
    .select(['role.id', 'role.code', 'role.name', (eb) => eb.fn.countAll<number>().as('staff_count')])
    .where('staff.department_id', 'in', ids).where('staff.status', '!=', RESIGNED)
    .groupBy(['role.id', 'role.code', 'role.name']).orderBy('role.id').execute();
  return { list: rows.map((r) => ({ ...r, staff_count: Number(r.staff_count) })) };
}

export function departmentLevels() {
  return { list: DEPARTMENT_LEVELS.map((level) => ({ level, title: DEPARTMENT_LEVEL_LABELS[level] })) };
}

type DepartmentInput = { parent_id: number; name: string; level: number; store_id: number | null; logo: string; sort: number };

async function checkDepartment(ctx: Ctx, input: DepartmentInput, id?: number) {
  const parent = await ctx.db.selectFrom('department').select(['id', 'level']).where('id', '=', input.parent_id).executeTakeFirst();
  if (!parent) throw new AppError('BAD_REQUEST', { detail: `parent department ${input.parent_id} does not exist` });
  if (input.level <= parent.level) throw new AppError('BAD_REQUEST', { detail: 'a department sits at a lower level than its parent' });
  if (id !== undefined && (await subtreeIds(ctx.db, id)).includes(input.parent_id)) {
    throw new AppError('BAD_REQUEST', { detail: 'a department cannot move under itself' });
  }
  let sibling = ctx.db.selectFrom('department').select('id').where('parent_id', '=', input.parent_id).where('name', '=', input.name);
  if (id !== undefined) sibling = sibling.where('id', '!=', id);
  if (await sibling.executeTakeFirst()) throw new AppError('CONFLICT', { detail: input.name });
  if (input.store_id !== null && !(await ctx.db.selectFrom('store').select('id').where('id', '=', input.store_id).executeTakeFirst())) {
    throw new AppError('BAD_REQUEST', { detail: `store ${input.store_id} does not exist` });
  }
}

export async function addDepartment(ctx: Ctx, input: DepartmentInput) {
  await checkDepartment(ctx, input);
  const { id } = await ctx.db.insertInto('department').values({ ...input, created_at: ctx.now }).returning('id').executeTakeFirstOrThrow();
  return getDepartment(ctx, id);
}

export async function updateDepartment(ctx: Ctx, input: DepartmentInput & { id: number }) {
  const current = await getDepartment(ctx, input.id);
  if (current.parent_id === null) throw new AppError('BAD_REQUEST', { detail: 'the company department is the root of the tree' });
  await checkDepartment(ctx, input, input.id);
  const { id, ...values } = input;
  await ctx.db.updateTable('department').set(values).where('id', '=', id).execute();
  return getDepartment(ctx, id);
}

export async function deleteDepartment(ctx: Ctx, input: { id: number }): Promise<null> {
  const department = await getDepartment(ctx, input.id);
  const child = await ctx.db.selectFrom('department').select('id').where('parent_id', '=', input.id).executeTakeFirst();
  if (child) throw new AppError('IN_USE', { detail: `${department.name}: has sub-departments` });
  if (department.staff_count > 0) throw new AppError('IN_USE', { detail: `${department.name}: ${department.staff_count} people` });
  await ctx.db.updateTable('staff').set({ department_id: null }).where('department_id', '=', input.id).execute();
  await ctx.db.deleteFrom('department').where('id', '=', input.id).execute();
  return null;
}

// ---- roles, positions, levels
export async function listRoles(ctx: Ctx) {
  const rows = await ctx.db.selectFrom('role as r').select([
    'r.id', 'r.code', 'r.name', 'r.description', 'r.builtin',
    (eb) => eb.selectFrom('staff').select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('staff.role_id', '=', 'r.id').where('staff.status', '!=', RESIGNED).as('staff_count'),
  ]).orderBy('r.id').execute();
  return { list: rows.map((r) => ({ ...r, staff_count: Number(r.staff_count ?? 0) })) };
}

function positionQuery(db: Db) {
  return db.selectFrom('position as p').select([
    'p.id', 'p.name', 'p.sort',
    (eb) => eb.selectFrom('staff').select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('staff.position_id', '=', 'p.id').where('staff.status', '!=', RESIGNED).as('staff_count'),
  ]);
}
type PositionRow = { id: number; name: string; sort: number; staff_count: number | null };
const toPosition = (r: PositionRow) => ({ ...r, staff_count: Number(r.staff_count ?? 0) });

export async function listPositions(ctx: Ctx) {
  return { list: (await positionQuery(ctx.db).orderBy('p.sort').orderBy('p.id').execute()).map(toPosition) };
}

async function getPosition(db: Db, id: number) {
  const row = await positionQuery(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toPosition(row);
}

export async function addPosition(ctx: Ctx, input: { name: string; sort: number }) {
  await assertUniqueName(ctx.db, 'position', input.name);
  const { id } = await ctx.db.insertInto('position').values({ ...input, created_at: ctx.now }).returning('id').executeTakeFirstOrThrow();
  return getPosition(ctx.db, id);
}

export async function updatePosition(ctx: Ctx, input: { id: number; name: string; sort: number }) {
  await getPosition(ctx.db, input.id);
  await assertUniqueName(ctx.db, 'position', input.name, input.id);
  await ctx.db.updateTable('position').set({ name: input.name, sort: input.sort }).where('id', '=', input.id).execute();
  return getPosition(ctx.db, input.id);
}

export async function listLevels(ctx: Ctx) {
  return { list: await ctx.db.selectFrom('level').select(['id', 'name', 'min_points', 'sort']).orderBy('min_points').execute() };
}
