import { sql } from 'kysely';
import { vrRuleText, type DataOf, type ParsedInputOf, type VrRule, type VrUser, type VrUserStatus, type vrPackages, type vrUserPackage, type vrUsers } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { callOutside } from '../../core/outside-call.js';
import { scopeCondition } from '../../core/access.js';
import { contains } from '../../core/sql.js';
import type { ErrorKey } from '@brokerage/contract';
import { vrProvider } from './providers.js';

// VR accounts of staff (one per person) and the company's packages, within the caller's staff scope (vr:manage).

export function refuse(ctx: Ctx, rule: VrRule, params: Record<string, string | number> = {}, key: ErrorKey = 'BAD_REQUEST'): never {
  throw new AppError(key, { detail: vrRuleText(rule, ctx.lang, params) });
}

function userQuery(ctx: Ctx) {
  return ctx.db.selectFrom('vr_user as u').innerJoin('staff as s', 's.id', 'u.staff_id').leftJoin('store as so', 'so.id', 's.store_id')
    .leftJoin('staff as c', 'c.id', 'u.created_by')
    .where(scopeCondition(ctx.caller, ctx.scope, 'u.staff_id'));
}

const USER_COLUMNS = [
  'u.id', 'u.staff_id', 's.name as staff_name', 's.mobile', 's.store_id', 'so.name as store_name', 'u.status', 'u.provider_user_id',
  'c.name as created_by_name', 'u.created_at', 'u.disabled_at',
] as const;

type UserRow = {
  id: number; staff_id: number; staff_name: string; mobile: string; store_id: number | null; store_name: string | null; status: string;
  provider_user_id: string; created_by_name: string | null; created_at: number; disabled_at: number | null;
};

// The rows as the API shows them, with their tasks counted in one query for all of them.
async function userItems(ctx: Ctx, rows: UserRow[]): Promise<VrUser[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length ? await ctx.db.selectFrom('vr_task').select(['vr_user_id', 'state', sql<number>`count(*)`.as('n')])
    .where('vr_user_id', 'in', ids).where('state', 'in', ['shooting', 'done']).groupBy(['vr_user_id', 'state']).execute() : [];
  const count = (id: number, state: string) => Number(counts.find((c) => c.vr_user_id === id && c.state === state)?.n ?? 0);
  return rows.map((r) => ({
    id: r.id, staff_id: r.staff_id, staff_name: r.staff_name, mobile: r.mobile, store_id: r.store_id, store_name: r.store_name ?? '',
    status: r.status as VrUserStatus, provider_user_id: r.provider_user_id, created_by_name: r.created_by_name ?? '',
    created_at: Number(r.created_at), disabled_at: r.disabled_at === null ? null : Number(r.disabled_at),
    tasks_open: count(r.id, 'shooting'), tasks_done: count(r.id, 'done'),
  }));
}

// One VR user within the caller's scope, by its id or its staff member's.
export async function scopedUser(ctx: Ctx, by: { id?: number | undefined; staff_id?: number | undefined }): Promise<VrUser> {
  let query = userQuery(ctx).select(USER_COLUMNS);
  query = by.id !== undefined ? query.where('u.id', '=', by.id) : query.where('u.staff_id', '=', by.staff_id ?? 0);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const [item] = await userItems(ctx, [row as UserRow]);
  return item as VrUser;
}

export async function listUsers(ctx: Ctx, input: ParsedInputOf<typeof vrUsers>): Promise<DataOf<typeof vrUsers>> {
  let query = userQuery(ctx);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 's.name', keyword), contains(ctx.dialect, 's.mobile', keyword)]));
  }
  if (input.status) query = query.where('u.status', '=', input.status);
  if (input.store_id !== undefined) query = query.where('s.store_id', '=', input.store_id);
  const [rows, count] = await Promise.all([
    query.select(USER_COLUMNS).orderBy('u.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await userItems(ctx, rows as UserRow[]), page: { page: input.page, limit: input.limit, total: Number(count.n) } };
}

export async function userPackage(ctx: Ctx, input: ParsedInputOf<typeof vrUserPackage>): Promise<DataOf<typeof vrUserPackage>> {
  const user = await scopedUser(ctx, input);
  const base = ctx.db.selectFrom('vr_task').where('vr_user_id', '=', user.id);
  const [rows, count] = await Promise.all([
    base.select([
      'package_ref', sql<string>`max(package_name)`.as('package_name'),
      sql<number>`sum(case when state = 'done' then 1 else 0 end)`.as('done'),
      sql<number>`sum(case when state = 'shooting' then 1 else 0 end)`.as('open'),
      sql<number>`sum(case when state = 'failed' then 1 else 0 end)`.as('failed'),
    ]).groupBy('package_ref').orderBy('package_ref').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    base.select(sql<number>`count(distinct package_ref)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    user,
    list: rows.map((r) => ({ package_ref: r.package_ref, package_name: r.package_name, done: Number(r.done), open: Number(r.open), failed: Number(r.failed) })),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
  };
}

export async function listPackages(ctx: Ctx, input: ParsedInputOf<typeof vrPackages>): Promise<DataOf<typeof vrPackages>> {
  const provider = await vrProvider(ctx);
  const all = await callOutside(ctx, { service: 'vr', method: 'packages', url: provider.name, request: {} }, () => provider.packages());
  const from = (input.page - 1) * input.limit;
  return {
    list: all.slice(from, from + input.limit).map((p) => ({
      ref: p.ref, name: p.name, total: p.total, used: p.used, remaining: Math.max(0, p.total - p.used), expires_at: p.expiresAt,
      expired: p.expiresAt <= ctx.now ? 1 : 0,
    })),
    page: { page: input.page, limit: input.limit, total: all.length },
  };
}

// Opens the account at the VR service first, then records it: an account the service opened but the platform did not
// record is opened again (the same one) by the next try.
export async function addUser(ctx: Ctx, input: { staff_id: number }): Promise<VrUser> {
  const staff = await ctx.db.selectFrom('staff as s').select(['s.id', 's.name', 's.status'])
    .where('s.id', '=', input.staff_id).where(scopeCondition(ctx.caller, ctx.scope, 's.id')).executeTakeFirst();
  if (!staff) throw new AppError('NOT_FOUND');
  if (staff.status !== 'active') refuse(ctx, 'staffInactive', { name: staff.name });
  const existing = await ctx.db.selectFrom('vr_user').select(['id', 'status']).where('staff_id', '=', staff.id).executeTakeFirst();
  if (existing?.status === 'active') refuse(ctx, 'alreadyActive', { name: staff.name }, 'CONFLICT');
  const provider = await vrProvider(ctx);
  const { userRef } = await callOutside(ctx, { service: 'vr', method: 'open', url: provider.name, request: { staff_id: staff.id } },
    () => provider.openUser({ staffId: staff.id, name: staff.name }));
  // A disabled account is enabled again (one account per person): it keeps who opened it first and its tasks.
  if (existing) {
    await ctx.db.updateTable('vr_user').set({ status: 'active', provider_user_id: userRef, disabled_at: null })
      .where('id', '=', existing.id).execute();
  } else {
    await ctx.db.insertInto('vr_user').values({ staff_id: staff.id, provider_user_id: userRef, status: 'active', created_by: ctx.caller.staffId, created_at: ctx.now })
      .onConflict((oc) => oc.column('staff_id').doUpdateSet({ status: 'active', provider_user_id: userRef, disabled_at: null })).execute();
  }
  return scopedUser(ctx, { staff_id: staff.id });
}

export async function disableUser(ctx: Ctx, input: { id: number }): Promise<VrUser> {
  const user = await scopedUser(ctx, { id: input.id });
  if (user.status === 'disabled') refuse(ctx, 'alreadyDisabled', {}, 'TRANSITION_NOT_ALLOWED');
  const provider = await vrProvider(ctx);
  await callOutside(ctx, { service: 'vr', method: 'disable', url: `${provider.name}:${user.provider_user_id}`, request: { user_ref: user.provider_user_id, staff_id: user.staff_id } },
    () => provider.disableUser(user.provider_user_id));
  await ctx.db.updateTable('vr_user').set({ status: 'disabled', disabled_at: ctx.now }).where('id', '=', user.id).execute();
  return scopedUser(ctx, { id: user.id });
}
