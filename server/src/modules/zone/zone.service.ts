import type { Zone, ZoneDetail } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';
import { EXPORT_PAGE } from '../../core/export.js';

function zoneQuery(db: Db) {
  return db.selectFrom('zone as z').select([
    'z.id', 'z.name', 'z.remark', 'z.created_at', 'z.updated_at',
    (eb) => eb.selectFrom('zone_store as l').select((e) => e.fn.countAll<number>().as('n')).whereRef('l.zone_id', '=', 'z.id').as('store_count'),
    (eb) => eb.selectFrom('zone_region as l').select((e) => e.fn.countAll<number>().as('n')).whereRef('l.zone_id', '=', 'z.id').as('region_count'),
  ]);
}

type ZoneRow = Omit<Zone, 'store_count' | 'region_count'> & { store_count: number | null; region_count: number | null };
const toZone = (row: ZoneRow): Zone => ({ ...row, store_count: Number(row.store_count ?? 0), region_count: Number(row.region_count ?? 0) });

async function zoneOrFail(db: Db, id: number): Promise<Zone> {
  const row = await zoneQuery(db).where('z.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toZone(row);
}

export async function listZones(ctx: Ctx, input: { page: number; limit: number; keyword?: string | undefined }) {
  let query = zoneQuery(ctx.db);
  if (input.keyword) query = query.where(contains(ctx.dialect, 'z.name', input.keyword));
  const [rows, total] = await Promise.all([
    query.orderBy('z.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toZone), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

// Every matching zone with the names of its stores and regions: three queries whatever the number of zones.
export async function exportZones(ctx: Ctx, input: { keyword?: string | undefined }) {
  const { list } = await listZones(ctx, { ...input, ...EXPORT_PAGE });
  const ids = list.map((z) => z.id);
  if (!ids.length) return { list: [] };
  const [stores, regions] = await Promise.all([
    ctx.db.selectFrom('zone_store as l').innerJoin('store as s', 's.id', 'l.store_id')
      .select(['l.zone_id', 's.name']).where('l.zone_id', 'in', ids).orderBy('s.id').execute(),
    ctx.db.selectFrom('zone_region as l').innerJoin('region as r', 'r.id', 'l.region_id')
      .select(['l.zone_id', 'r.name']).where('l.zone_id', 'in', ids).orderBy('r.pinyin').orderBy('r.id').execute(),
  ]);
  const namesOf = (rows: { zone_id: number; name: string }[], zoneId: number) => rows.filter((r) => r.zone_id === zoneId).map((r) => r.name);
  return { list: list.map((z) => ({ ...z, store_names: namesOf(stores, z.id), region_names: namesOf(regions, z.id) })) };
}

export async function zoneDetail(db: Db, id: number): Promise<ZoneDetail> {
  const zone = await zoneOrFail(db, id);
  const [stores, regions] = await Promise.all([
    db.selectFrom('zone_store as l').innerJoin('store as s', 's.id', 'l.store_id').innerJoin('district as d', 'd.id', 's.district_id')
      .select(['s.id', 's.name', 'd.name as district_name']).where('l.zone_id', '=', id).orderBy('s.id').execute(),
    db.selectFrom('zone_region as l').innerJoin('region as r', 'r.id', 'l.region_id').leftJoin('area as a', 'a.id', 'r.area_id')
      .select(['r.id', 'r.name', 'a.name as area_name', 'r.address']).where('l.zone_id', '=', id).orderBy('r.pinyin').orderBy('r.id').execute(),
  ]);
  return { ...zone, stores, regions: regions.map((r) => ({ ...r, area_name: r.area_name ?? '' })) };
}

export async function getZone(ctx: Ctx, input: { zone_id: number }) {
  return zoneDetail(ctx.db, input.zone_id);
}

export async function saveZone(ctx: Ctx, input: { id?: number | undefined; name: string; remark: string }): Promise<Zone> {
  if (input.id !== undefined) await zoneOrFail(ctx.db, input.id);
  let same = ctx.db.selectFrom('zone').select('id').where('name', '=', input.name);
  if (input.id !== undefined) same = same.where('id', '!=', input.id);
  if (await same.executeTakeFirst()) throw new AppError('CONFLICT', { detail: input.name });
  if (input.id !== undefined) {
    await ctx.db.updateTable('zone').set({ name: input.name, remark: input.remark, updated_at: ctx.now }).where('id', '=', input.id).execute();
    return zoneOrFail(ctx.db, input.id);
  }
  const { id } = await ctx.db.insertInto('zone').values({ name: input.name, remark: input.remark, created_at: ctx.now, updated_at: ctx.now })
    .returning('id').executeTakeFirstOrThrow();
  return zoneOrFail(ctx.db, id);
}

export async function deleteZone(ctx: Ctx, input: { id: number }): Promise<null> {
  await zoneOrFail(ctx.db, input.id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('zone_store').where('zone_id', '=', input.id).execute();
    await trx.deleteFrom('zone_region').where('zone_id', '=', input.id).execute();
    await trx.deleteFrom('zone').where('id', '=', input.id).execute();
  });
  return null;
}

// Ids from `ids` that name no row of `table`.
async function missingIds(db: Db, table: 'store' | 'region', ids: number[]): Promise<number[]> {
  const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function addStores(ctx: Ctx, input: { zone_id: number; store_ids: number[] }) {
  await zoneOrFail(ctx.db, input.zone_id);
  const ids = [...new Set(input.store_ids)];
  const missing = await missingIds(ctx.db, 'store', ids);
  if (missing.length) throw new AppError('BAD_REQUEST', { detail: `stores ${missing.join(', ')} do not exist` });
  await ctx.db.insertInto('zone_store').values(ids.map((store_id) => ({ zone_id: input.zone_id, store_id })))
    .onConflict((oc) => oc.columns(['zone_id', 'store_id']).doNothing()).execute();
  return zoneDetail(ctx.db, input.zone_id);
}

export async function deleteStore(ctx: Ctx, input: { zone_id: number; store_id: number }) {
  await zoneOrFail(ctx.db, input.zone_id);
  const { numDeletedRows } = await ctx.db.deleteFrom('zone_store').where('zone_id', '=', input.zone_id).where('store_id', '=', input.store_id)
    .executeTakeFirstOrThrow();
  if (Number(numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return zoneDetail(ctx.db, input.zone_id);
}

// The regions of `ids` that sit in a zone other than `zoneId`, named with their zone.
async function regionsElsewhere(db: Db, zoneId: number, ids: number[]) {
  return db.selectFrom('zone_region as l').innerJoin('region as r', 'r.id', 'l.region_id').innerJoin('zone as z', 'z.id', 'l.zone_id')
    .select(['r.id', 'r.name', 'z.name as zone_name']).where('l.region_id', 'in', ids).where('l.zone_id', '!=', zoneId).orderBy('r.id').execute();
}

function regionConflict(taken: { name: string; zone_name: string }[]): AppError {
  return new AppError('CONFLICT', { detail: taken.map((r) => `${r.name} → ${r.zone_name}`).join(', ') }, { regions: taken });
}

export async function addRegions(ctx: Ctx, input: { zone_id: number; region_ids: number[] }) {
  await zoneOrFail(ctx.db, input.zone_id);
  const ids = [...new Set(input.region_ids)];
  const missing = await missingIds(ctx.db, 'region', ids);
  if (missing.length) throw new AppError('BAD_REQUEST', { detail: `regions ${missing.join(', ')} do not exist` });
  const taken = await regionsElsewhere(ctx.db, input.zone_id, ids);
  if (taken.length) throw regionConflict(taken);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('zone_region').values(ids.map((region_id) => ({ region_id, zone_id: input.zone_id })))
      .onConflict((oc) => oc.column('region_id').doNothing()).execute();
    // Another request may have taken a region since the check: the region key kept its row, so look again.
    const lost = await regionsElsewhere(trx, input.zone_id, ids);
    if (lost.length) throw regionConflict(lost);
  });
  return zoneDetail(ctx.db, input.zone_id);
}

export async function deleteRegion(ctx: Ctx, input: { zone_id: number; region_id: number }) {
  await zoneOrFail(ctx.db, input.zone_id);
  const { numDeletedRows } = await ctx.db.deleteFrom('zone_region').where('zone_id', '=', input.zone_id).where('region_id', '=', input.region_id)
    .executeTakeFirstOrThrow();
  if (Number(numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return zoneDetail(ctx.db, input.zone_id);
}
