import type { SecuritySettings } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';
import { scopeCondition } from '../../core/access.js';
import { revokeStaffSessions } from '../../core/auth/session.js';
import { writeBehaviour } from '../../core/audit.js';
import { DEFAULT_COMPANY_ID, blockListOf, placeAllows, readSecuritySettings } from '../../core/settings.js';

export async function isApprovedMachine(db: Db, staffId: number, machine: string): Promise<boolean> {
  if (!machine) return false;
  const row = await db.selectFrom('device_bind').select('id')
    .where('staff_id', '=', staffId).where('machine', '=', machine).where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

async function markBound(db: Db, staffId: number, machine: string): Promise<void> {
  await db.updateTable('session').set({ bound: 1 })
    .where('staff_id', '=', staffId).where('machine', '=', machine).where('bound', '=', 0).execute();
}

function requireMachine(ctx: Ctx): string {
  const machine = ctx.caller.sessionMachine || ctx.machine;
  if (!machine) throw new AppError('BAD_REQUEST', { detail: 'this device sent no machine address' });
  return machine;
}

export async function saveBind(ctx: Ctx, input: { remark?: string | undefined }) {
  const machine = requireMachine(ctx);
  const staffId = ctx.caller.staffId;
  const existing = await ctx.db.selectFrom('device_bind').select(['id', 'status'])
    .where('staff_id', '=', staffId).where('machine', '=', machine).where('status', 'in', ['pending', 'approved'])
    .orderBy('id', 'desc').executeTakeFirst();
  if (existing?.status === 'approved') {
    await markBound(ctx.db, staffId, machine);
    return { id: existing.id, status: 'approved' as const };
  }
  if (existing) return { id: existing.id, status: 'pending' as const };
  const row = await ctx.db.insertInto('device_bind').values({
    staff_id: staffId, host_name: ctx.hostName, machine, ip: ctx.ip, remark: input.remark ?? '',
    status: 'pending', reason: '', created_at: ctx.now,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, status: 'pending' as const };
}

export async function bindState(ctx: Ctx) {
  const { settings } = await ctx.settings.get();
  const machine = ctx.caller.sessionMachine || ctx.machine;
  const latest = machine
    ? await ctx.db.selectFrom('device_bind').select(['status', 'reason'])
      .where('staff_id', '=', ctx.caller.staffId).where('machine', '=', machine).where('status', '!=', 'released')
      .orderBy('id', 'desc').executeTakeFirst()
    : undefined;
  const approved = latest?.status === 'approved';
  if (approved && !ctx.caller.bound) await markBound(ctx.db, ctx.caller.staffId, machine);
  const bound = ctx.caller.bound || approved || !settings.bind_enabled;
  return {
    status: (latest?.status ?? 'none') as 'none' | 'pending' | 'approved' | 'rejected',
    is_bind: bound ? ('1' as const) : ('0' as const),
    reason: latest?.reason ?? '',
  };
}

function bindQuery(ctx: Ctx) {
  return ctx.db
    .selectFrom('device_bind as b')
    .innerJoin('staff as s', 's.id', 'b.staff_id')
    .leftJoin('store as so', 'so.id', 's.store_id')
    .leftJoin('staff as op', 'op.id', 'b.operated_by')
    .where(scopeCondition(ctx.caller, ctx.scope, 'b.staff_id'));
}

const BIND_COLUMNS = [
  'b.id', 'b.staff_id', 's.name as staff_name', 's.account as loginid', 'so.name as store_name', 'b.host_name',
  'b.machine', 'b.ip', 'b.remark', 'b.status', 'b.reason', 'b.created_at', 'op.name as operated_by_name', 'b.operated_at',
] as const;

type BindRow = {
  id: number; staff_id: number; staff_name: string; loginid: string; store_name: string | null; host_name: string;
  machine: string; ip: string; remark: string; status: string; reason: string; created_at: number;
  operated_by_name: string | null; operated_at: number | null;
};

function toItem(row: BindRow) {
  return {
    ...row,
    store_name: row.store_name ?? '',
    operated_by_name: row.operated_by_name ?? '',
    status: row.status as 'pending' | 'approved' | 'rejected' | 'released',
  };
}

export async function listBinds(
  ctx: Ctx,
  input: { page: number; limit: number; status?: string | undefined; keyword?: string | undefined },
) {
  let query = bindQuery(ctx);
  if (input.status) query = query.where('b.status', '=', input.status);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 's.name', keyword), contains(ctx.dialect, 's.account', keyword), contains(ctx.dialect, 'b.machine', keyword)]));
  }
  const [rows, count] = await Promise.all([
    query.select(BIND_COLUMNS).orderBy('b.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toItem), page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}

async function bindInScope(ctx: Ctx, id: number) {
  const row = await bindQuery(ctx).select(BIND_COLUMNS).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function operateBind(ctx: Ctx, input: { id: number; action: 'approve' | 'reject'; reason?: string | undefined }) {
  const bind = await bindInScope(ctx, input.id);
  if (bind.status !== 'pending') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: `request is ${bind.status}` });
  const status = input.action === 'approve' ? 'approved' : 'rejected';
  const result = await ctx.db.updateTable('device_bind')
    .set({ status, reason: input.reason ?? '', operated_by: ctx.caller.staffId, operated_at: ctx.now })
    .where('id', '=', bind.id).where('status', '=', 'pending').executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('TRANSITION_NOT_ALLOWED', { detail: 'request was handled meanwhile' });
  if (status === 'approved') await markBound(ctx.db, bind.staff_id, bind.machine);
  return toItem(await bindInScope(ctx, bind.id));
}

export async function releaseBind(ctx: Ctx, input: { id: number }): Promise<null> {
  const bind = await bindInScope(ctx, input.id);
  if (bind.status !== 'approved') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: `request is ${bind.status}` });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('device_bind')
      .set({ status: 'released', operated_by: ctx.caller.staffId, operated_at: ctx.now })
      .where('id', '=', bind.id).execute();
    await revokeStaffSessions(trx, bind.staff_id, 'SESSION_REVOKED', ctx.now, bind.machine);
  });
  return null;
}

export async function getSafe(ctx: Ctx): Promise<SecuritySettings> {
  return readSecuritySettings(ctx.db);
}

export async function saveSafe(ctx: Ctx, input: Partial<SecuritySettings>): Promise<SecuritySettings> {
  const before = await readSecuritySettings(ctx.db);
  const next = { ...before, ...input };
  if (next.place_enabled && !before.place_enabled) {
    const places = await ctx.db.selectFrom('place').select('cidr').execute();
    if (!placeAllows(blockListOf(places.map((p) => p.cidr)), ctx.ip)) {
      throw new AppError('BAD_REQUEST', { detail: `your address ${ctx.ip} is not in the allowed places; add it first` });
    }
  }
  await ctx.db.updateTable('security_setting').set({ ...input, updated_at: ctx.now })
    .where('company_id', '=', DEFAULT_COMPANY_ID).execute();
  // Whoever switches binding on keeps working: their current machine is approved.
  const machine = ctx.caller.sessionMachine || ctx.machine;
  if (next.bind_enabled && !before.bind_enabled && machine && !(await isApprovedMachine(ctx.db, ctx.caller.staffId, machine))) {
    await ctx.db.insertInto('device_bind').values({
      staff_id: ctx.caller.staffId, host_name: ctx.hostName, machine, ip: ctx.ip, remark: 'approved when binding was switched on',
      status: 'approved', reason: '', created_at: ctx.now, operated_by: ctx.caller.staffId, operated_at: ctx.now,
    }).execute();
  }
  if (next.bind_enabled && !before.bind_enabled) {
    await ctx.db.updateTable('session').set({ bound: 1 }).where('id', '=', ctx.caller.sessionId).execute();
  }
  ctx.settings.invalidate();
  await writeBehaviour(ctx.db, ctx, {
    staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'security_change', detail: JSON.stringify(input),
  });
  return readSecuritySettings(ctx.db);
}

async function placeState(ctx: Ctx) {
  const [list, settings] = await Promise.all([
    ctx.db.selectFrom('place').select(['id', 'name', 'cidr', 'created_at']).orderBy('id').execute(),
    readSecuritySettings(ctx.db),
  ]);
  return { list, place_enabled: settings.place_enabled as 0 | 1 };
}

export function listPlaces(ctx: Ctx) {
  return placeState(ctx);
}

// With the place check on, a change that would shut out the person making it is refused.
async function assertCallerStaysAllowed(ctx: Ctx, cidrs: string[]): Promise<void> {
  const { place_enabled } = await readSecuritySettings(ctx.db);
  if (place_enabled && !placeAllows(blockListOf(cidrs), ctx.ip)) {
    throw new AppError('BAD_REQUEST', { detail: `this change would lock out your own address ${ctx.ip}` });
  }
}

export async function savePlace(ctx: Ctx, input: { id?: number | undefined; name: string; cidr: string }) {
  const others = await ctx.db.selectFrom('place').select(['id', 'cidr']).execute();
  if (others.some((p) => p.cidr === input.cidr && p.id !== input.id)) throw new AppError('CONFLICT', { detail: input.cidr });
  if (input.id !== undefined) {
    if (!others.some((p) => p.id === input.id)) throw new AppError('NOT_FOUND');
    await assertCallerStaysAllowed(ctx, [...others.filter((p) => p.id !== input.id).map((p) => p.cidr), input.cidr]);
    await ctx.db.updateTable('place').set({ name: input.name, cidr: input.cidr }).where('id', '=', input.id).execute();
  } else {
    await ctx.db.insertInto('place')
      .values({ name: input.name, cidr: input.cidr, created_by: ctx.caller.staffId, created_at: ctx.now }).execute();
  }
  ctx.settings.invalidate();
  return ctx.db.selectFrom('place').select(['id', 'name', 'cidr', 'created_at'])
    .where('cidr', '=', input.cidr).executeTakeFirstOrThrow();
}

export async function deletePlace(ctx: Ctx, input: { id: number }): Promise<null> {
  const places = await ctx.db.selectFrom('place').select(['id', 'cidr']).execute();
  if (!places.some((p) => p.id === input.id)) throw new AppError('NOT_FOUND');
  await assertCallerStaysAllowed(ctx, places.filter((p) => p.id !== input.id).map((p) => p.cidr));
  await ctx.db.deleteFrom('place').where('id', '=', input.id).execute();
  ctx.settings.invalidate();
  return null;
}

export async function resetPlaces(ctx: Ctx) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('place').execute();
    await trx.updateTable('security_setting').set({ place_enabled: 0, updated_at: ctx.now })
      .where('company_id', '=', DEFAULT_COMPANY_ID).execute();
  });
  ctx.settings.invalidate();
  await writeBehaviour(ctx.db, ctx, {
    staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'security_change', detail: 'places reset',
  });
  return placeState(ctx);
}
