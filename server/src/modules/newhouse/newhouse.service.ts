import { sql } from 'kysely';
import {
  type DataOf, type ParsedInputOf, newhouseAdd, newhouseLabels, newhouseList, newhouseMan, newhousePublic, newhouseUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { contains, isUniqueViolation } from '../../core/sql.js';
import {
  assertWorkingStaff, bumpVersion, newhouseItem, newhouseItems, projectRow, projectVisible, seesUnpublished, toFen, visibleProject,
} from './newhouse-read.js';

// Projects: the list, one project, entering and editing one, publishing it and naming its manager; the labels offered
// for projects.

type Fields = ParsedInputOf<typeof newhouseAdd>;

export async function listNewhouses(ctx: Ctx, input: ParsedInputOf<typeof newhouseList>): Promise<DataOf<typeof newhouseList>> {
  const all = await seesUnpublished(ctx);
  let query = ctx.db.selectFrom('newhouse as n').where(visibleProject(all));
  if (input.published !== undefined) query = query.where('n.published', '=', input.published);
  if (input.keyword) {
    const word = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'n.name', word), contains(ctx.dialect, 'n.address', word), contains(ctx.dialect, 'n.developer', word)]));
  }
  if (input.area_id !== undefined) query = query.where('n.area_id', '=', input.area_id);
  if (input.use) query = query.where('n.use', '=', input.use);
  if (input.sale_state) query = query.where('n.sale_state', '=', input.sale_state);
  if (input.rooms !== undefined) {
    const rooms = input.rooms;
    query = query.where((eb) => eb.exists(eb.selectFrom('newhouse_layout as l').select('l.id').whereRef('l.newhouse_id', '=', 'n.id').where('l.rooms', '=', rooms)));
  }
  if (input.label_id !== undefined) {
    const labelId = input.label_id;
    query = query.where((eb) => eb.exists(eb.selectFrom('newhouse_label as nl').select('nl.label_id').whereRef('nl.newhouse_id', '=', 'n.id').where('nl.label_id', '=', labelId)));
  }
  if (input.price_min !== undefined) query = query.where('n.price_avg', '>=', toFen(input.price_min) as number);
  if (input.price_max !== undefined) query = query.where('n.price_avg', '<=', toFen(input.price_max) as number);
  const column = { updated: 'n.updated_at', price: 'n.price_avg', opening: 'n.opening_at' } as const;
  const direction = input.order;
  // Projects without a price or opening go last whichever way the list is sorted.
  const sorted = input.sort === 'updated' ? query : query.orderBy(sql`${sql.ref(column[input.sort])} is null`);
  const [rows, total] = await Promise.all([
    sorted.select('n.id').orderBy(column[input.sort], direction).orderBy('n.id', direction)
      .limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: await newhouseItems(ctx.db, rows.map((r) => r.id)),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}

export async function getNewhouse(ctx: Ctx, id: number): Promise<DataOf<typeof newhouseList>['list'][number]> {
  const row = await projectVisible(ctx, id);
  return newhouseItem(ctx.db, row.id);
}

// Labels must be enabled labels of kind newhouse.
async function assertLabels(ctx: Ctx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await ctx.db.selectFrom('label').select('id').where('id', 'in', unique).where('kind', '=', 'newhouse').where('enabled', '=', 1).execute();
  const missing = unique.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw new AppError('BAD_REQUEST', { detail: `label ${missing.join(', ')} is not an enabled new-house label` });
  return unique;
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('newhouse').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: name });
}

function columnsOf(input: Omit<Fields, 'label_ids'>) {
  return {
    name: input.name, area_id: input.area_id, address: input.address, developer: input.developer, use: input.use, sale_state: input.sale_state,
    price_avg: toFen(input.price_avg), price_total_min: toFen(input.price_total_min), price_total_max: toFen(input.price_total_max),
    opening_at: input.opening_at, delivery_at: input.delivery_at, property_years: input.property_years, commission: input.commission,
    protect_days: input.protect_days, visit_days: input.visit_days, phone_mode: input.phone_mode, description: input.description,
  };
}

async function assertArea(ctx: Ctx, areaId: number | null): Promise<void> {
  if (areaId === null) return;
  const row = await ctx.db.selectFrom('area').select('id').where('id', '=', areaId).executeTakeFirst();
  if (!row) throw new AppError('BAD_REQUEST', { detail: `area ${areaId} does not exist` });
}

async function writeLabels(db: Db, id: number, labelIds: number[]): Promise<void> {
  await db.deleteFrom('newhouse_label').where('newhouse_id', '=', id).execute();
  if (labelIds.length) await db.insertInto('newhouse_label').values(labelIds.map((label_id) => ({ newhouse_id: id, label_id }))).execute();
}

// A name taken by someone else between the check and the write is refused by the unique index: the same 409002.
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { detail: name });
    throw error;
  }
}

export async function addNewhouse(ctx: Ctx, input: Fields): Promise<DataOf<typeof newhouseAdd>> {
  const { label_ids: labelIds, ...fields } = input;
  const labels = await assertLabels(ctx, labelIds);
  await assertArea(ctx, fields.area_id);
  await assertNameFree(ctx.db, fields.name);
  const id = await uniqueName(fields.name, () => ctx.db.transaction().execute(async (trx) => {
    const { id: projectId } = await trx.insertInto('newhouse').values({
      ...columnsOf(fields), published: 0, manager_id: null, created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await writeLabels(trx, projectId, labels);
    return projectId;
  }));
  return newhouseItem(ctx.db, id);
}

export async function updateNewhouse(ctx: Ctx, input: ParsedInputOf<typeof newhouseUpdate>): Promise<DataOf<typeof newhouseUpdate>> {
  const { id, version, label_ids: labelIds, ...fields } = input;
  await projectRow(ctx.db, id);
  const labels = await assertLabels(ctx, labelIds);
  await assertArea(ctx, fields.area_id);
  await assertNameFree(ctx.db, fields.name, id);
  await uniqueName(fields.name, () => ctx.db.transaction().execute(async (trx) => {
    await bumpVersion(trx, 'newhouse', id, version, columnsOf(fields), ctx.now);
    await writeLabels(trx, id, labels);
  }));
  return newhouseItem(ctx.db, id);
}

export async function publishNewhouse(ctx: Ctx, input: ParsedInputOf<typeof newhousePublic>): Promise<DataOf<typeof newhousePublic>> {
  await projectRow(ctx.db, input.id);
  await bumpVersion(ctx.db, 'newhouse', input.id, input.version, { published: input.published }, ctx.now);
  return newhouseItem(ctx.db, input.id);
}

export async function nameManager(ctx: Ctx, input: ParsedInputOf<typeof newhouseMan>): Promise<DataOf<typeof newhouseMan>> {
  await projectRow(ctx.db, input.id);
  if (input.manager_id !== null) await assertWorkingStaff(ctx, input.manager_id);
  await bumpVersion(ctx.db, 'newhouse', input.id, input.version, { manager_id: input.manager_id }, ctx.now);
  return newhouseItem(ctx.db, input.id);
}

export async function listNewhouseLabels(ctx: Ctx): Promise<DataOf<typeof newhouseLabels>> {
  const list = await ctx.db.selectFrom('label').select(['id', 'name', 'color']).where('kind', '=', 'newhouse').where('enabled', '=', 1)
    .orderBy('sort').orderBy('id').execute();
  return { list };
}
