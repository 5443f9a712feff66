import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';
import { getStaff } from './member.service.js';

// ID numbers are shown with only the first 6 and last 4 characters.
export function maskIdNumber(value: string): string {
  return value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : value;
}

// ---- blacklist
function blacklistQuery(ctx: Ctx) {
  return ctx.db.selectFrom('blacklist as b').leftJoin('staff as c', 'c.id', 'b.created_by').select([
    'b.id', 'b.name', 'b.mobile', 'b.id_number', 'b.reason', 'b.staff_id', 'c.name as created_by_name', 'b.created_at',
  ]);
}
type BlacklistRow = { id: number; name: string; mobile: string; id_number: string; reason: string; staff_id: number | null; created_by_name: string | null; created_at: number };
const toBlacklistItem = (r: BlacklistRow) => ({ ...r, id_number: maskIdNumber(r.id_number), created_by_name: r.created_by_name ?? '' });

export async function listBlacklist(ctx: Ctx, input: { page: number; limit: number; keyword?: string | undefined }) {
  let query = blacklistQuery(ctx);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'b.name', keyword), contains(ctx.dialect, 'b.mobile', keyword), contains(ctx.dialect, 'b.reason', keyword)]));
  }
  const [rows, total] = await Promise.all([
    query.orderBy('b.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toBlacklistItem), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

export async function addToBlacklist(
  ctx: Ctx,
  input: { id?: number | undefined; name?: string | undefined; mobile?: string | undefined; id_number?: string | undefined; reason: string },
) {
  let entry: { name: string; mobile: string; id_number: string; staff_id: number | null };
  if (input.id !== undefined) {
    const staff = await ctx.db.selectFrom('staff').select(['id', 'name', 'mobile', 'id_number', 'status']).where('id', '=', input.id).executeTakeFirst();
    if (!staff) throw new AppError('NOT_FOUND');
    if (staff.status !== 'resigned') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: 'only a person who has left can be blacklisted' });
    entry = { name: staff.name, mobile: staff.mobile, id_number: staff.id_number, staff_id: staff.id };
  } else {
    entry = { name: input.name ?? '', mobile: input.mobile ?? '', id_number: input.id_number?.toUpperCase() ?? '', staff_id: null };
  }
  const duplicate = await ctx.db.selectFrom('blacklist').select('id').where((eb) => eb.or([
    ...(entry.mobile ? [eb('mobile', '=', entry.mobile)] : []),
    ...(entry.id_number ? [eb('id_number', '=', entry.id_number)] : []),
    ...(entry.staff_id !== null ? [eb('staff_id', '=', entry.staff_id)] : []),
  ])).executeTakeFirst();
  if (duplicate) throw new AppError('CONFLICT', { detail: `${entry.name} is already on the blacklist` });
  const { id } = await ctx.db.insertInto('blacklist').values({
    ...entry, reason: input.reason, created_by: ctx.caller.staffId, created_at: ctx.now,
  }).returning('id').executeTakeFirstOrThrow();
  return toBlacklistItem(await blacklistQuery(ctx).where('b.id', '=', id).executeTakeFirstOrThrow());
}

// ---- operations recorded on a person
// The log entries of the member calls on people (user/…) whose target is the person: found by
// operation_log_target_idx (migration 019), not by reading the whole log. Other calls' targets are other records
// (houses for staffrole/…, growth and teaching records for staffgrowup/… and staffteaching/…) that may share the
// person's number.
export function operationsOnStaff(db: Ctx['db'], staffId: number) {
  return db.selectFrom('operation_log as o').leftJoin('staff as s', 's.id', 'o.staff_id')
    .where('o.target_id', '=', staffId).where('o.endpoint', 'like', 'user/%');
}

export async function staffOperations(ctx: Ctx, input: { id: number; page: number; limit: number }) {
  await getStaff(ctx, input.id);
  const query = operationsOnStaff(ctx.db, input.id);
  const [rows, total] = await Promise.all([
    query.select(['o.id', 'o.endpoint', 's.name as operator_name', 'o.result_code', 'o.ip', 'o.created_at'])
      .orderBy('o.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, operator_name: r.operator_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}

// ---- HR properties
export async function getProperty(ctx: Ctx, id: number) {
  await getStaff(ctx, id);
  const [row, staff] = await Promise.all([
    ctx.db.selectFrom('staff_property').selectAll().where('staff_id', '=', id).executeTakeFirst(),
    ctx.db.selectFrom('staff').select('id_number').where('id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return {
    staff_id: id,
    birthday: row?.birthday ?? '', native_place: row?.native_place ?? '', address: row?.address ?? '',
    emergency_contact: row?.emergency_contact ?? '', emergency_phone: row?.emergency_phone ?? '', remark: row?.remark ?? '',
    id_number: maskIdNumber(staff.id_number),
  };
}

export async function saveProperty(
  ctx: Ctx,
  input: { id: number; birthday: string; native_place: string; address: string; emergency_contact: string; emergency_phone: string; remark: string },
) {
  await getStaff(ctx, input.id);
  const { id, ...values } = input;
  await ctx.db.insertInto('staff_property').values({ staff_id: id, ...values, updated_at: ctx.now })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ ...values, updated_at: ctx.now })).execute();
  return getProperty(ctx, id);
}

// ---- growth and teaching
function growthQuery(ctx: Ctx) {
  return ctx.db.selectFrom('staff_growth as g').innerJoin('staff as s', 's.id', 'g.staff_id').leftJoin('staff as c', 'c.id', 'g.created_by')
    .select(['g.id', 'g.staff_id', 's.name as staff_name', 'g.date', 'g.title', 'g.content', 'c.name as created_by_name', 'g.created_at']);
}
type GrowthRow = { id: number; staff_id: number; staff_name: string; date: string; title: string; content: string; created_by_name: string | null; created_at: number };
const toGrowth = (r: GrowthRow) => ({ ...r, created_by_name: r.created_by_name ?? '' });

function teachingQuery(ctx: Ctx) {
  return ctx.db.selectFrom('staff_teaching as t')
    .innerJoin('staff as m', 'm.id', 't.mentor_id').innerJoin('staff as a', 'a.id', 't.apprentice_id')
    .select(['t.id', 't.mentor_id', 'm.name as mentor_name', 't.apprentice_id', 'a.name as apprentice_name', 't.start_date', 't.remark']);
}

export async function listGrowth(ctx: Ctx, input: { staff_id: number; page: number; limit: number }) {
  await getStaff(ctx, input.staff_id);
  const query = growthQuery(ctx).where('g.staff_id', '=', input.staff_id);
  const [rows, total, mentors, apprentices] = await Promise.all([
    query.orderBy('g.date', 'desc').orderBy('g.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    teachingQuery(ctx).where('t.apprentice_id', '=', input.staff_id).orderBy('t.id').execute(),
    teachingQuery(ctx).where('t.mentor_id', '=', input.staff_id).orderBy('t.id').execute(),
  ]);
  return { list: rows.map(toGrowth), page: { page: input.page, limit: input.limit, total: Number(total.n) }, mentors, apprentices };
}

export async function getGrowth(ctx: Ctx, id: number) {
  const row = await growthQuery(ctx).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  // The record is readable only when its person is within the caller's scope.
  await getStaff(ctx, row.staff_id);
  return toGrowth(row);
}

export async function addGrowth(ctx: Ctx, input: { staff_id: number; date: string; title: string; content: string }) {
  await getStaff(ctx, input.staff_id);
  const { id } = await ctx.db.insertInto('staff_growth').values({ ...input, created_by: ctx.caller.staffId, created_at: ctx.now })
    .returning('id').executeTakeFirstOrThrow();
  return getGrowth(ctx, id);
}

export async function updateGrowth(ctx: Ctx, input: { id: number; date: string; title: string; content: string }) {
  await getGrowth(ctx, input.id);
  const { id, ...values } = input;
  await ctx.db.updateTable('staff_growth').set(values).where('id', '=', id).execute();
  return getGrowth(ctx, id);
}

export async function addTeaching(ctx: Ctx, input: { mentor_id: number; apprentice_id: number; start_date: string; remark: string }) {
  if (input.mentor_id === input.apprentice_id) throw new AppError('BAD_REQUEST', { detail: 'nobody mentors themselves' });
  for (const id of [input.mentor_id, input.apprentice_id]) {
    const staff = await getStaff(ctx, id);
    if (staff.status !== 'active') throw new AppError('BAD_REQUEST', { detail: `${staff.name} is not working` });
  }
  const exists = await ctx.db.selectFrom('staff_teaching').select('id')
    .where('mentor_id', '=', input.mentor_id).where('apprentice_id', '=', input.apprentice_id).executeTakeFirst();
  if (exists) throw new AppError('CONFLICT', { detail: 'this mentoring relation exists' });
  const { id } = await ctx.db.insertInto('staff_teaching').values({ ...input, created_at: ctx.now }).returning('id').executeTakeFirstOrThrow();
  return teachingQuery(ctx).where('t.id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteTeaching(ctx: Ctx, input: { id: number }): Promise<null> {
  const row = await ctx.db.selectFrom('staff_teaching').select(['id', 'apprentice_id']).where('id', '=', input.id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  await getStaff(ctx, row.apprentice_id);
  await ctx.db.deleteFrom('staff_teaching').where('id', '=', input.id).execute();
  return null;
}
