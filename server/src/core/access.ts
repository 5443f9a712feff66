import { sql, type RawBuilder } from 'kysely';
import type { DataScope, PermissionCode } from '@brokerage/contract';
import type { Db } from './db/database.js';
import { prepared } from './db/prepared.js';
import type { Caller, Ctx } from './context.js';

// The data scope the caller's role holds for a permission, or null when it does not hold it.
// Read on every request, so a change through setting/auth applies to the very next call.
export async function grantedScope(db: Db, roleId: number, code: PermissionCode): Promise<DataScope | null> {
  const row = await grantLookup.first(db, { roleId, code });
  return (row?.data_scope as DataScope | undefined) ?? null;
}

const grantLookup = prepared((db: Db, v: { roleId: number; code: string }) => db
  .selectFrom('role_permission')
  .select('data_scope')
  .where('role_id', '=', v.roleId)
  .where('permission_code', '=', v.code));

// The same for the caller of a request, for a permission besides the endpoint's own: each code is looked up at most
// once per request (the endpoint's own came with the session, core/auth/session.ts).
export async function scopeFor(ctx: Ctx, code: PermissionCode): Promise<DataScope | null> {
  if (ctx.grants.has(code)) return ctx.grants.get(code) ?? null;
  const scope = await grantedScope(ctx.db, ctx.caller.roleId, code);
  ctx.grants.set(code, scope);
  return scope;
}

export async function holds(ctx: Ctx, code: PermissionCode): Promise<boolean> {
  return (await scopeFor(ctx, code)) !== null;
}

// A condition on the column that names a record's owning staff member: true for the records within `scope`.
// The caller's own records are always in scope. group = same department; district = stores of the same district.
// One IN of the scope's staff (the caller among them) rather than `= me or in (…)`: an index that holds the column
// after others is then searched for each of those staff, where the OR was checked on every entry of the range before
// it (a store's private houses among a status's at 1M: 35,000 entries read for the store's few hundred).
export function scopeCondition(caller: Caller, scope: DataScope, staffColumn: string): RawBuilder<boolean> {
  const col = sql.ref(staffColumn);
  const own = sql<boolean>`${col} = ${caller.staffId}`;
  switch (scope) {
    case 'company':
      return sql<boolean>`1 = 1`;
    case 'self':
      return own;
    case 'group':
      return caller.departmentId === null
        ? own
        : sql<boolean>`${col} in (select id from staff where department_id = ${caller.departmentId} or id = ${caller.staffId})`;
    case 'store':
      return caller.storeId === null
        ? own
        : sql<boolean>`${col} in (select id from staff where store_id = ${caller.storeId} or id = ${caller.staffId})`;
    case 'district':
      return caller.districtId === null
        ? own
        : sql<boolean>`${col} in (select s.id from staff s left join store so on so.id = s.store_id where so.district_id = ${caller.districtId} or s.id = ${caller.staffId})`;
  }
}

// The same for records that belong to a store rather than a person (the store list itself, store keys):
// below district scope a person reaches only their own store.
export function storeScopeCondition(caller: Caller, scope: DataScope, storeColumn: string): RawBuilder<boolean> {
  const col = sql.ref(storeColumn);
  if (scope === 'company') return sql<boolean>`1 = 1`;
  if (scope === 'district' && caller.districtId !== null) {
    return sql<boolean>`${col} in (select id from store where district_id = ${caller.districtId})`;
  }
  return caller.storeId === null ? sql<boolean>`1 = 0` : sql<boolean>`${col} = ${caller.storeId}`;
}
