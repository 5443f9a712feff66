import type { SchoolDistrict, SchoolDistrictDetail, SchoolRegion } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';

// School districts and what they serve. Invariant kept by every write here: a district linked to a building is
// linked to that building's region too, so listing a district's regions shows all of its buildings.

function districtQuery(db: Db) {
  return db.selectFrom('school_district as sd').leftJoin('area as a', 'a.id', 'sd.area_id').select([
    'sd.id', 'sd.name', 'sd.area_id', 'a.name as area_name', 'sd.schools', 'sd.remark', 'sd.created_at', 'sd.updated_at',
    (eb) => eb.selectFrom('school_district_region as l').select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('l.school_district_id', '=', 'sd.id').as('region_count'),
    (eb) => eb.selectFrom('school_district_building as l').select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('l.school_district_id', '=', 'sd.id').as('building_count'),
  ]);
}

type DistrictRow = Omit<SchoolDistrict, 'area_name' | 'schools' | 'region_count' | 'building_count'> & {
  area_name: string | null; schools: string; region_count: number | null; building_count: number | null;
};

function parseSchools(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

const toDistrict = (row: DistrictRow): SchoolDistrict => ({
  ...row,
  area_name: row.area_name ?? '',
  schools: parseSchools(row.schools),
  region_count: Number(row.region_count ?? 0),
  building_count: Number(row.building_count ?? 0),
});

async function districtOrFail(db: Db, id: number): Promise<SchoolDistrict> {
  const row = await districtQuery(db).where('sd.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toDistrict(row);
}

export async function listDistricts(
  ctx: Ctx,
  input: { page: number; limit: number; keyword?: string | undefined; area_id?: number | undefined },
) {
  let query = districtQuery(ctx.db);
  if (input.keyword) {
    const keyword = input.keyword;
    // School names are searched inside their JSON text; a keyword with JSON punctuation would match that instead.
    const inSchools = /["\\[\],]/.test(keyword) ? [] : [contains(ctx.dialect, 'sd.schools', keyword)];
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'sd.name', keyword), ...inSchools]));
  }
  if (input.area_id !== undefined) query = query.where('sd.area_id', '=', input.area_id);
  const [rows, total] = await Promise.all([
    query.orderBy('sd.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toDistrict), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

// The regions a district serves, each with the district's buildings in it: two queries.
export async function districtRegions(db: Db, districtId: number): Promise<SchoolRegion[]> {
  const [regions, buildings] = await Promise.all([
    db.selectFrom('school_district_region as l').innerJoin('region as r', 'r.id', 'l.region_id').leftJoin('area as a', 'a.id', 'r.area_id')
      .select([
        'r.id as region_id', 'r.name as region_name', 'a.name as area_name', 'r.address',
        (eb) => eb.selectFrom('building').select((e) => e.fn.countAll<number>().as('n')).whereRef('building.region_id', '=', 'r.id').as('building_count'),
      ])
      .where('l.school_district_id', '=', districtId).orderBy('r.pinyin').orderBy('r.id').execute(),
    db.selectFrom('school_district_building as l').innerJoin('building as b', 'b.id', 'l.building_id')
      .select(['b.id', 'b.name', 'b.region_id']).where('l.school_district_id', '=', districtId).orderBy('b.sort').orderBy('b.id').execute(),
  ]);
  return regions.map((r) => ({
    ...r,
    area_name: r.area_name ?? '',
    building_count: Number(r.building_count ?? 0),
    buildings: buildings.filter((b) => b.region_id === r.region_id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function getDistrict(ctx: Ctx, id: number): Promise<SchoolDistrictDetail> {
  const district = await districtOrFail(ctx.db, id);
  return { ...district, regions: await districtRegions(ctx.db, id) };
}

export async function listDistrictRegions(ctx: Ctx, input: { sd_id: number }) {
  await districtOrFail(ctx.db, input.sd_id);
  return { list: await districtRegions(ctx.db, input.sd_id) };
}

type DistrictInput = { name: string; area_id: number | null; schools: string[]; remark: string };

async function checkDistrict(db: Db, input: DistrictInput, exceptId?: number) {
  let same = db.selectFrom('school_district').select('id').where('name', '=', input.name);
  if (exceptId !== undefined) same = same.where('id', '!=', exceptId);
  if (await same.executeTakeFirst()) throw new AppError('CONFLICT', { detail: input.name });
  if (input.area_id !== null && !(await db.selectFrom('area').select('id').where('id', '=', input.area_id).executeTakeFirst())) {
    throw new AppError('BAD_REQUEST', { detail: `area ${input.area_id} does not exist` });
  }
}

// Schools once each, in the order given.
const districtValues = (input: DistrictInput) => ({ ...input, schools: JSON.stringify([...new Set(input.schools)]) });

export async function addDistrict(ctx: Ctx, input: DistrictInput) {
  await checkDistrict(ctx.db, input);
  const { id } = await ctx.db.insertInto('school_district')
    .values({ ...districtValues(input), created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now })
    .returning('id').executeTakeFirstOrThrow();
  return districtOrFail(ctx.db, id);
}

export async function updateDistrict(ctx: Ctx, input: DistrictInput & { id: number }) {
  await districtOrFail(ctx.db, input.id);
  await checkDistrict(ctx.db, input, input.id);
  const { id, ...values } = input;
  await ctx.db.updateTable('school_district').set({ ...districtValues(values), updated_at: ctx.now }).where('id', '=', id).execute();
  return districtOrFail(ctx.db, id);
}

export async function deleteDistrict(ctx: Ctx, input: { id: number }): Promise<null> {
  const district = await districtOrFail(ctx.db, input.id);
  // Buildings are what houses are searched by; unlinking them is a deliberate step of its own.
  if (district.building_count > 0) throw new AppError('IN_USE', { detail: `${district.name}: ${district.building_count} buildings` });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('school_district_region').where('school_district_id', '=', input.id).execute();
    await trx.deleteFrom('school_district').where('id', '=', input.id).execute();
  });
  return null;
}

export async function deleteDistrictRegion(ctx: Ctx, input: { sd_id: number; region_id: number }) {
  await districtOrFail(ctx.db, input.sd_id);
  const link = await ctx.db.selectFrom('school_district_region').select('region_id')
    .where('school_district_id', '=', input.sd_id).where('region_id', '=', input.region_id).executeTakeFirst();
  if (!link) throw new AppError('NOT_FOUND');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('school_district_building').where('school_district_id', '=', input.sd_id)
      .where('building_id', 'in', (eb) => eb.selectFrom('building').select('id').where('region_id', '=', input.region_id)).execute();
    await trx.deleteFrom('school_district_region').where('school_district_id', '=', input.sd_id).where('region_id', '=', input.region_id).execute();
  });
  return getDistrict(ctx, input.sd_id);
}

async function linkRegion(db: Db, districtId: number, regionId: number) {
  await db.insertInto('school_district_region').values({ school_district_id: districtId, region_id: regionId })
    .onConflict((oc) => oc.columns(['school_district_id', 'region_id']).doNothing()).execute();
}

export async function saveDistrictBuildings(ctx: Ctx, input: { sd_id: number; region_id: number; building_ids: number[] }) {
  await districtOrFail(ctx.db, input.sd_id);
  const region = await ctx.db.selectFrom('region').select('id').where('id', '=', input.region_id).executeTakeFirst();
  if (!region) throw new AppError('BAD_REQUEST', { detail: `region ${input.region_id} does not exist` });
  const wanted = [...new Set(input.building_ids)];
  if (wanted.length) {
    const found = new Set((await ctx.db.selectFrom('building').select('id').where('id', 'in', wanted)
      .where('region_id', '=', input.region_id).execute()).map((b) => b.id));
    const foreign = wanted.filter((id) => !found.has(id));
    if (foreign.length) throw new AppError('BAD_REQUEST', { detail: `buildings ${foreign.join(', ')} are not in region ${input.region_id}` });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await linkRegion(trx, input.sd_id, input.region_id);
    await trx.deleteFrom('school_district_building').where('school_district_id', '=', input.sd_id)
      .where('building_id', 'in', (eb) => eb.selectFrom('building').select('id').where('region_id', '=', input.region_id)).execute();
    if (wanted.length) {
      await trx.insertInto('school_district_building')
        .values(wanted.map((building_id) => ({ school_district_id: input.sd_id, building_id }))).execute();
    }
  });
  return getDistrict(ctx, input.sd_id);
}

export async function setBuildingDistricts(ctx: Ctx, input: { id: number; sd_ids: number[] }) {
  const building = await ctx.db.selectFrom('building').select(['id', 'region_id']).where('id', '=', input.id).executeTakeFirst();
  if (!building) throw new AppError('NOT_FOUND');
  const wanted = [...new Set(input.sd_ids)];
  if (wanted.length) {
    const found = new Set((await ctx.db.selectFrom('school_district').select('id').where('id', 'in', wanted).execute()).map((d) => d.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw new AppError('BAD_REQUEST', { detail: `school districts ${missing.join(', ')} do not exist` });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('school_district_building').where('building_id', '=', input.id).execute();
    for (const districtId of wanted) await linkRegion(trx, districtId, building.region_id);
    if (wanted.length) {
      await trx.insertInto('school_district_building')
        .values(wanted.map((school_district_id) => ({ school_district_id, building_id: input.id }))).execute();
    }
  });
  const districts = await ctx.db.selectFrom('school_district_building as l').innerJoin('school_district as sd', 'sd.id', 'l.school_district_id')
    .select(['sd.id', 'sd.name']).where('l.building_id', '=', input.id).orderBy('sd.id').execute();
  return { id: input.id, school_districts: districts };
}
