import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { pictureRuleText, type StaffItem, type StaffStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';
import { scopeCondition } from '../../core/access.js';
import { hashPassword } from '../../core/auth/password.js';
import { revokeStaffSessions } from '../../core/auth/session.js';
import { writeBehaviour } from '../../core/audit.js';
import { startOfCompanyMonth } from '../../core/clock.js';
import { removeUpload, saveUpload, type UploadedFile } from '../../core/storage.js';
import { reencodePicture } from '../../core/image.js';
import { handOverHouses } from './resign-handover.js';
import { handOverCustomers } from './resign-customers.js';
import { handOverWork } from './resign-work.js';
import { blacklistEntry } from './blacklist.js';
import { disableLeaverVrAccount } from '../vr/vr-leaver.js';

// A one-time password: 10 characters without look-alikes (0/O, 1/l/I), within the 6–12 rule.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export function oneTimePassword(): string {
  return Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

function staffQuery(ctx: Ctx) {
  return ctx.db
    .selectFrom('staff as s')
    .innerJoin('role as r', 'r.id', 's.role_id')
    .leftJoin('store as so', 'so.id', 's.store_id')
    .leftJoin('department as d', 'd.id', 's.department_id')
    .leftJoin('position as p', 'p.id', 's.position_id')
    .where(scopeCondition(ctx.caller, ctx.scope, 's.id'));
}

const ITEM_COLUMNS = [
  's.id', 's.account', 's.name', 's.gender', 's.mobile', 's.avatar', 's.status', 's.store_id', 'so.name as store_name',
  's.department_id', 'd.name as department_name', 's.role_id', 'r.name as role_name', 's.position_id',
  'p.name as position_name', 's.points', 's.current_phone', 's.join_date', 's.created_at',
  // The level is the highest one the points reach.
  sql<string | null>`(select l.name from level l where l.min_points <= s.points order by l.min_points desc limit 1)`.as('level_name'),
] as const;

type ItemRow = Omit<StaffItem, 'status' | 'store_name' | 'department_name' | 'position_name' | 'level_name'> & {
  status: string; store_name: string | null; department_name: string | null; position_name: string | null;
  level_name: string | null;
};

function toItem(row: ItemRow): StaffItem {
  return {
    ...row,
    status: row.status as StaffStatus,
    store_name: row.store_name ?? '',
    department_name: row.department_name ?? '',
    position_name: row.position_name ?? '',
    level_name: row.level_name ?? '',
  };
}

type ListInput = {
  page: number; limit: number; keyword?: string | undefined; status?: StaffStatus | undefined; store_id?: number | undefined;
  department_id?: number | undefined; role_id?: number | undefined; position_id?: number | undefined;
};

export async function listStaff(ctx: Ctx, input: ListInput) {
  let query = staffQuery(ctx);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 's.name', keyword), contains(ctx.dialect, 's.account', keyword), contains(ctx.dialect, 's.mobile', keyword)]));
  }
  if (input.store_id !== undefined) query = query.where('s.store_id', '=', input.store_id);
  if (input.department_id !== undefined) query = query.where('s.department_id', '=', input.department_id);
  if (input.role_id !== undefined) query = query.where('s.role_id', '=', input.role_id);
  if (input.position_id !== undefined) query = query.where('s.position_id', '=', input.position_id);
  // The summary counts the selection by status, so it ignores the status filter itself.
  const since = startOfCompanyMonth(ctx.now);
  const count = (condition: ReturnType<typeof sql<boolean>>) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const summaryQuery = query.select([
    count(sql`s.status = 'active'`).as('summary1'),
    count(sql`s.join_date >= ${since}`).as('summary2'),
    count(sql`s.status = 'resigned' and s.resigned_at >= ${since}`).as('summary3'),
    count(sql`s.status = 'disabled'`).as('summary4'),
    count(sql`s.status = 'resigned'`).as('summary5'),
  ]);
  if (input.status) query = query.where('s.status', '=', input.status);
  const [rows, total, summary] = await Promise.all([
    query.select(ITEM_COLUMNS).orderBy('s.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    summaryQuery.executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toItem),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
    summary: {
      summary1: Number(summary.summary1), summary2: Number(summary.summary2), summary3: Number(summary.summary3),
      summary4: Number(summary.summary4), summary5: Number(summary.summary5),
    },
  };
}

export async function getStaff(ctx: Ctx, id: number) {
  const row = await staffQuery(ctx)
    .select([...ITEM_COLUMNS, 's.introduction', 's.education', 's.work_type', 's.must_change_password'])
    .where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const phones = await ctx.db.selectFrom('staff_phone').select('sp_number').where('staff_id', '=', id).orderBy('sort').orderBy('id').execute();
  const { introduction, education, work_type, must_change_password, ...item } = row;
  return { ...toItem(item), introduction, education, work_type, must_change_password, staff_phone_list: phones };
}

type StaffFields = {
  name: string; gender: string; mobile: string; phones: string[]; store_id: number | null; department_id: number | null;
  role_id: number; position_id: number | null; education: string; work_type: string; join_date: number | null;
  introduction: string; id_number?: string | undefined;
};

// A person on the blacklist by mobile, ID number or (put there after leaving) their staff record may not be hired
// again.
async function assertNotBlacklisted(db: Db, mobile: string, idNumber: string | undefined, staffId?: number) {
  const hit = await blacklistEntry(db, { mobiles: [mobile], idNumber, staffId });
  if (hit) throw new AppError('BAD_REQUEST', { detail: `on the blacklist (${hit.name}${hit.reason ? `: ${hit.reason}` : ''})` });
}

async function assertReferences(db: Db, input: StaffFields) {
  const missing = async (table: 'store' | 'department' | 'role' | 'position', id: number | null) =>
    id !== null && !(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
  for (const [table, id] of [['store', input.store_id], ['department', input.department_id], ['role', input.role_id], ['position', input.position_id]] as const) {
    if (await missing(table, id)) throw new AppError('BAD_REQUEST', { detail: `${table} ${id} does not exist` });
  }
  if (input.department_id !== null) {
    const department = await db.selectFrom('department').select('store_id').where('id', '=', input.department_id).executeTakeFirstOrThrow();
    if (department.store_id !== null && department.store_id !== input.store_id) {
      throw new AppError('BAD_REQUEST', { detail: 'the department belongs to another store' });
    }
  }
}

// The outbound numbers: the mobile first, then the others, without repeats.
function phonesOf(input: StaffFields): string[] {
  return [...new Set([input.mobile, ...input.phones])];
}

async function writePhones(db: Db, staffId: number, phones: string[]) {
  await db.deleteFrom('staff_phone').where('staff_id', '=', staffId).execute();
  await db.insertInto('staff_phone').values(phones.map((sp_number, sort) => ({ staff_id: staffId, sp_number, sort }))).execute();
}

export async function addStaff(ctx: Ctx, input: StaffFields & { account: string }) {
  if (await ctx.db.selectFrom('staff').select('id').where('account', '=', input.account).executeTakeFirst()) {
    throw new AppError('CONFLICT', { detail: input.account });
  }
  await assertNotBlacklisted(ctx.db, input.mobile, input.id_number);
  await assertReferences(ctx.db, input);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const phones = phonesOf(input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id: staffId } = await trx.insertInto('staff').values({
      account: input.account, password_hash: passwordHash, must_change_password: 1, name: input.name, gender: input.gender,
      mobile: input.mobile, introduction: input.introduction, company_id: ctx.caller.companyId,
      department_id: input.department_id, store_id: input.store_id, role_id: input.role_id, position_id: input.position_id,
      points: 0, status: 'active', current_phone: phones[0] ?? '', education: input.education, work_type: input.work_type,
      join_date: input.join_date ?? ctx.now, created_at: ctx.now, updated_at: ctx.now,
      id_number: input.id_number?.toUpperCase() ?? '',
    }).returning('id').executeTakeFirstOrThrow();
    await writePhones(trx, staffId, phones);
    return staffId;
  });
  return { staff: await getStaff({ ...ctx, scope: 'company' }, id), password };
}

export async function updateStaff(ctx: Ctx, input: StaffFields & { id: number }) {
  const current = await getStaff(ctx, input.id);
  if (input.mobile !== current.mobile || input.id_number) await assertNotBlacklisted(ctx.db, input.mobile, input.id_number);
  await assertReferences(ctx.db, input);
  const phones = phonesOf(input);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({
      name: input.name, gender: input.gender, mobile: input.mobile, introduction: input.introduction,
      department_id: input.department_id, store_id: input.store_id, role_id: input.role_id, position_id: input.position_id,
      education: input.education, work_type: input.work_type, join_date: input.join_date, updated_at: ctx.now,
      // The outbound number in use stays when it is still one of theirs.
      current_phone: phones.includes(current.current_phone) ? current.current_phone : (phones[0] ?? ''),
      ...(input.id_number ? { id_number: input.id_number.toUpperCase() } : {}),
    }).where('id', '=', input.id).execute();
    await writePhones(trx, input.id, phones);
    if (input.role_id !== current.role_id) await recordRoleChange(trx, ctx, { ...current, name: input.name }, input.role_id);
  });
  return getStaff(ctx, input.id);
}

// A person's new role changes what they may do: the behaviour log keeps it as it keeps a change of a role's grants.
async function recordRoleChange(trx: Db, ctx: Ctx, person: { account: string; name: string; role_id: number }, roleId: number) {
  const roles = await trx.selectFrom('role').select(['id', 'code']).where('id', 'in', [person.role_id, roleId]).execute();
  const code = (id: number) => roles.find((r) => r.id === id)?.code ?? String(id);
  await writeBehaviour(trx, ctx, {
    staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'permission_change',
    detail: JSON.stringify({ staff: person.account, name: person.name, from: code(person.role_id), to: code(roleId) }),
  });
}

function assertNotSelf(ctx: Ctx, id: number, action: string) {
  if (id === ctx.caller.staffId) throw new AppError('BAD_REQUEST', { detail: `you cannot ${action} yourself` });
}

export async function resignStaff(ctx: Ctx, input: { id: number; reason: string }) {
  assertNotSelf(ctx, input.id, 'resign');
  const staff = await getStaff(ctx, input.id);
  if (staff.status === 'resigned') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: 'already left' });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ status: 'resigned', resigned_at: ctx.now, resign_reason: input.reason, updated_at: ctx.now })
      .where('id', '=', input.id).execute();
    const leaver = { id: staff.id, name: staff.name, storeId: staff.store_id };
    await handOverHouses(trx, leaver, ctx.caller.staffId, ctx.now);
    await handOverCustomers(trx, leaver, ctx.caller.staffId, ctx.now);
    await handOverWork(trx, leaver, { id: ctx.caller.staffId, name: ctx.caller.name }, ctx.now);
    await trx.updateTable('store').set({ manager_id: null }).where('manager_id', '=', input.id).execute();
    await revokeStaffSessions(trx, input.id, 'ACCOUNT_RESIGNED', ctx.now);
  });
  // Only once the resignation is written: a VR service that fails cannot undo it.
  await disableLeaverVrAccount(ctx, input.id, ctx.now);
  return getStaff(ctx, input.id);
}

export async function rejoinStaff(ctx: Ctx, input: { id: number; store_id: number | null; department_id: number | null }) {
  const staff = await getStaff(ctx, input.id);
  if (staff.status !== 'resigned') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: `status is ${staff.status}` });
  const { id_number } = await ctx.db.selectFrom('staff').select('id_number').where('id', '=', staff.id).executeTakeFirstOrThrow();
  await assertNotBlacklisted(ctx.db, staff.mobile, id_number || undefined, staff.id);
  await assertReferences(ctx.db, { ...staff, store_id: input.store_id, department_id: input.department_id, phones: [], id_number: undefined });
  await ctx.db.updateTable('staff').set({
    status: 'active', resigned_at: null, resign_reason: '', store_id: input.store_id, department_id: input.department_id,
    updated_at: ctx.now,
  }).where('id', '=', input.id).execute();
  return getStaff({ ...ctx, scope: 'company' }, input.id);
}

export async function setStaffStatus(ctx: Ctx, input: { id: number; status: 'active' | 'disabled' }) {
  assertNotSelf(ctx, input.id, 'disable');
  const staff = await getStaff(ctx, input.id);
  if (staff.status === 'resigned') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: 'the person has left: rejoin them first' });
  if (staff.status === input.status) return staff;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ status: input.status, updated_at: ctx.now }).where('id', '=', input.id).execute();
    if (input.status === 'disabled') await revokeStaffSessions(trx, input.id, 'ACCOUNT_DISABLED', ctx.now);
  });
  return getStaff(ctx, input.id);
}

export async function resetStaffPassword(ctx: Ctx, input: { id: number }) {
  const staff = await getStaff(ctx, input.id);
  if (staff.status === 'resigned') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: 'the person has left' });
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ password_hash: passwordHash, must_change_password: 1, updated_at: ctx.now })
      .where('id', '=', input.id).execute();
    await revokeStaffSessions(trx, input.id, 'SESSION_REVOKED', ctx.now);
  });
  return { password };
}

export async function changePoints(ctx: Ctx, input: { id: number; change: number; reason: string }) {
  const staff = await getStaff(ctx, input.id);
  const after = staff.points + input.change;
  if (after < 0) throw new AppError('BAD_REQUEST', { detail: `points cannot go below zero (has ${staff.points})` });
  await ctx.db.transaction().execute(async (trx) => {
    // Relative update, so two changes at once both count.
    const result = await trx.updateTable('staff').set((eb) => ({ points: eb('points', '+', input.change), updated_at: ctx.now }))
      .where('id', '=', input.id).where('points', '>=', -input.change).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('BAD_REQUEST', { detail: 'points cannot go below zero' });
    const { points } = await trx.selectFrom('staff').select('points').where('id', '=', input.id).executeTakeFirstOrThrow();
    await trx.insertInto('staff_point_log').values({
      staff_id: input.id, change: input.change, points_after: points, reason: input.reason, operator_id: ctx.caller.staffId,
      created_at: ctx.now,
    }).execute();
  });
  return getStaff(ctx, input.id);
}

// A profile picture is shown small: it is stored at most this wide.
const AVATAR_WIDTH = 512;

export async function changePicture(ctx: Ctx, input: { id: number; file: UploadedFile }) {
  const staff = await getStaff(ctx, input.id);
  const picture = input.file.kind === 'xlsx' ? null : await reencodePicture(input.file.bytes, input.file.kind, AVATAR_WIDTH);
  if (!picture) throw new AppError('BAD_REQUEST', { detail: pictureRuleText('unreadable', ctx.lang) });
  const avatar = await saveUpload(ctx.config.dataDir, 'avatars', picture, input.file.kind);
  await ctx.db.updateTable('staff').set({ avatar, updated_at: ctx.now }).where('id', '=', input.id).execute();
  // The old picture is no longer referenced by anything.
  await removeUpload(ctx.config.dataDir, staff.avatar);
  return { id: input.id, avatar };
}
