
import { doorName, floorLabels, floorName, unitName, type BuildingGeneration, type Region } from '@brokerage/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains } from '../../core/sql.js';
import { holds } from '../../core/access.js';
import { pinyinOf } from '../../core/pinyin.js';
import { areasWithin } from './areas.js';
import { assertNodeUnheld } from './dictionary-holders.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';

// ---- areas
export async function listAreas(db: Db, parentId: number | null) {
  const query = db.selectFrom('area').select(['id', 'parent_id', 'name', 'level']).orderBy('sort').orderBy('id');
  return { list: await (parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId)).execute() };
}

// ---- the lock of a finished community
async function assertEditable(ctx: Ctx, regionId: number): Promise<void> {
  const region = await ctx.db.selectFrom('region').select(['name', 'finished']).where('id', '=', regionId).executeTakeFirst();
  if (!region) throw new AppError('NOT_FOUND');
  if (region.finished && !(await holds(ctx, 'dictionary:finished'))) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: `${region.name} is finished and locked` });
  }
}

// ---- regions
// A community whose name or address contains the keyword, or whose pinyin or initials start with it ("wanke",
// "wkcs"). The region table must be aliased `r`.
export function regionMatches(dialect: Dialect, keyword: string): RawBuilder<boolean> {
  const lower = keyword.toLowerCase();
  const conditions = [contains(dialect, 'r.name', lower), contains(dialect, 'r.address', lower)];
  // Only letters and digits can be pinyin, so the pattern needs no escaping.
  if (/^[a-z0-9]+$/.test(lower)) {
    conditions.push(sql<boolean>`${sql.ref('r.pinyin')} like ${`${lower}%`}`, sql<boolean>`${sql.ref('r.initials')} like ${`${lower}%`}`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

function regionQuery(db: Db) {
  return db.selectFrom('region as r').leftJoin('area as a', 'a.id', 'r.area_id').select([
    'r.id', 'r.name', 'r.pinyin', 'r.initials', 'r.area_id', 'a.name as area_name', 'r.business_circle', 'r.address',
    'r.developer', 'r.build_year', 'r.property_fee', 'r.lng', 'r.lat', 'r.finished', 'r.created_at', 'r.updated_at',
    (eb) => eb.selectFrom('building').select((e) => e.fn.countAll<number>().as('n')).whereRef('building.region_id', '=', 'r.id').as('building_count'),
  ]);
}

type RegionRow = Omit<Region, 'area_name' | 'finished' | 'building_count'> & { area_name: string | null; finished: number; building_count: number | null };
function toRegion(row: RegionRow): Region {
  return {
    ...row,
    area_name: row.area_name ?? '',
    finished: row.finished ? 1 : 0,
    property_fee: row.property_fee === null ? null : fenToYuan(row.property_fee),
    building_count: Number(row.building_count ?? 0),
  };
}

export async function listRegions(
  ctx: Ctx,
  input: { page: number; limit: number; keyword?: string | undefined; area_id?: number | undefined; finished?: 0 | 1 | undefined },
) {
  let query = regionQuery(ctx.db);
  if (input.keyword) query = query.where(regionMatches(ctx.dialect, input.keyword));
  if (input.area_id !== undefined) {
    // An area and everything under it: a province or city finds the communities of its districts.
    query = query.where('r.area_id', 'in', areasWithin(ctx.db, input.area_id));
  }
  if (input.finished !== undefined) query = query.where('r.finished', '=', input.finished);
  const [rows, total] = await Promise.all([
    query.orderBy('r.pinyin').orderBy('r.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toRegion), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

export async function getRegion(ctx: Ctx, id: number): Promise<Region> {
  const row = await regionQuery(ctx.db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toRegion(row);
}

type RegionInput = {
  name: string; area_id: number | null; business_circle: string; address: string; developer: string;
  build_year: number | null; property_fee: number | null; lng: number | null; lat: number | null;
};

async function checkRegion(ctx: Ctx, input: RegionInput, id?: number) {
  if (input.area_id !== null && !(await ctx.db.selectFrom('area').select('id').where('id', '=', input.area_id).executeTakeFirst())) {
    throw new AppError('BAD_REQUEST', { detail: `area ${input.area_id} does not exist` });
  }
  let same = ctx.db.selectFrom('region').select('id').where('name', '=', input.name);
  same = input.area_id === null ? same.where('area_id', 'is', null) : same.where('area_id', '=', input.area_id);
  if (id !== undefined) same = same.where('id', '!=', id);
  if (await same.executeTakeFirst()) throw new AppError('CONFLICT', { detail: input.name });
}

function regionValues(input: RegionInput) {
  const { full, initials } = pinyinOf(input.name);
  return { ...input, pinyin: full, initials, property_fee: input.property_fee === null ? null : yuanToFen(input.property_fee) };
}

export async function addRegion(ctx: Ctx, input: RegionInput) {
  await checkRegion(ctx, input);
  const { id } = await ctx.db.insertInto('region')
    .values({ ...regionValues(input), created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now })
    .returning('id').executeTakeFirstOrThrow();
  return getRegion(ctx, id);
}

export async function updateRegion(ctx: Ctx, input: RegionInput & { id: number }) {
  await assertEditable(ctx, input.id);
  await checkRegion(ctx, input, input.id);
  const { id, ...values } = input;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('region').select('area_id').where('id', '=', id).executeTakeFirstOrThrow();
    await trx.updateTable('region').set({ ...regionValues(values), updated_at: ctx.now }).where('id', '=', id).execute();
    // The community's houses carry its district (house.area_id, for the house list's district filter): moved with it.
    if (before.area_id !== values.area_id) await trx.updateTable('house').set({ area_id: values.area_id }).where('region_id', '=', id).execute();
  });
  return getRegion(ctx, id);
}

export async function deleteRegion(ctx: Ctx, input: { id: number }): Promise<null> {
  await assertEditable(ctx, input.id);
  const region = await getRegion(ctx, input.id);
  await assertNodeUnheld(ctx.db, 'region', region, ctx.lang);
  await ctx.db.deleteFrom('region').where('id', '=', input.id).execute();
  return null;
}

export async function finishRegion(ctx: Ctx, input: { id: number; finished: 0 | 1 }) {
  await getRegion(ctx, input.id);
  await ctx.db.updateTable('region').set({ finished: input.finished, updated_at: ctx.now }).where('id', '=', input.id).execute();
  return getRegion(ctx, input.id);
}

// ---- buildings
function buildingQuery(db: Db) {
  return db.selectFrom('building as b').select([
    'b.id', 'b.region_id', 'b.name', 'b.sort',
    (eb) => eb.selectFrom('unit').select((e) => e.fn.countAll<number>().as('n')).whereRef('unit.building_id', '=', 'b.id').as('unit_count'),
    (eb) => eb.selectFrom('door').innerJoin('floor', 'floor.id', 'door.floor_id').innerJoin('unit', 'unit.id', 'floor.unit_id')
      .select((e) => e.fn.countAll<number>().as('n')).whereRef('unit.building_id', '=', 'b.id').as('door_count'),
  ]);
}
type BuildingRow = { id: number; region_id: number; name: string; sort: number; unit_count: number | null; door_count: number | null };

// Buildings with their counts and school districts: one more query for all of them, not one per building.
async function toBuildings(db: Db, rows: BuildingRow[]) {
  const links = rows.length
    ? await db.selectFrom('school_district_building as l').innerJoin('school_district as sd', 'sd.id', 'l.school_district_id')
      .select(['l.building_id', 'sd.id', 'sd.name']).where('l.building_id', 'in', rows.map((r) => r.id)).orderBy('sd.id').execute()
    : [];
  return rows.map((r) => ({
    ...r, unit_count: Number(r.unit_count ?? 0), door_count: Number(r.door_count ?? 0),
    school_districts: links.filter((l) => l.building_id === r.id).map(({ id, name }) => ({ id, name })),
  }));
}

async function buildingOrFail(db: Db, id: number) {
  const row = await buildingQuery(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return (await toBuildings(db, [row]))[0]!;
}

export async function listBuildings(ctx: Ctx, input: { region_id: number }) {
  await getRegion(ctx, input.region_id);
  return { list: await toBuildings(ctx.db, await buildingQuery(ctx.db).where('b.region_id', '=', input.region_id).orderBy('b.sort').orderBy('b.id').execute()) };
}

const CHUNK = 400;

async function generate(db: Db, buildingId: number, generation: BuildingGeneration) {
  const labels = floorLabels(generation);
  for (let u = 1; u <= generation.units; u++) {
    const { id: unitId } = await db.insertInto('unit').values({ building_id: buildingId, name: unitName(u), sort: u })
      .returning('id').executeTakeFirstOrThrow();
    const floors = await db.insertInto('floor')
      .values(labels.map((number) => ({ unit_id: unitId, number, name: floorName(number) })))
      .returning(['id', 'number']).execute();
    const doors = floors.flatMap((floor) =>
      Array.from({ length: generation.doors }, (_, d) => ({ floor_id: floor.id, name: doorName(floor.number, d + 1) })));
    for (let i = 0; i < doors.length; i += CHUNK) await db.insertInto('door').values(doors.slice(i, i + CHUNK)).execute();
  }
}

export async function addBuilding(ctx: Ctx, input: { region_id: number; name: string; sort: number; generate?: BuildingGeneration | undefined }) {
  await assertEditable(ctx, input.region_id);
  const taken = await ctx.db.selectFrom('building').select('id').where('region_id', '=', input.region_id).where('name', '=', input.name).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', { detail: input.name });
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id: buildingId } = await trx.insertInto('building')
      .values({ region_id: input.region_id, name: input.name, sort: input.sort, created_at: ctx.now })
      .returning('id').executeTakeFirstOrThrow();
    if (input.generate) await generate(trx, buildingId, input.generate);
    return buildingId;
  });
  return buildingOrFail(ctx.db, id);
}

export async function updateBuilding(ctx: Ctx, input: { id: number; name: string; sort: number; generate?: BuildingGeneration | undefined }) {
  const building = await buildingOrFail(ctx.db, input.id);
  await assertEditable(ctx, building.region_id);
  const taken = await ctx.db.selectFrom('building').select('id').where('region_id', '=', building.region_id)
    .where('name', '=', input.name).where('id', '!=', input.id).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', { detail: input.name });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('building').set({ name: input.name, sort: input.sort }).where('id', '=', input.id).execute();
    if (!input.generate) return;
    // The update above holds the building's row lock until commit, so of two people generating the same empty
    // building the second waits here and then sees the first one's units.
    const unit = await trx.selectFrom('unit').select('id').where('building_id', '=', input.id).executeTakeFirst();
    if (unit) throw new AppError('TRANSITION_NOT_ALLOWED', { detail: `${building.name} already has units` });
    await generate(trx, input.id, input.generate);
  });
  return buildingOrFail(ctx.db, input.id);
}

export async function deleteBuilding(ctx: Ctx, input: { id: number }): Promise<null> {
  const building = await buildingOrFail(ctx.db, input.id);
  await assertEditable(ctx, building.region_id);
  await assertNodeUnheld(ctx.db, 'building', building, ctx.lang);
  await ctx.db.deleteFrom('building').where('id', '=', input.id).execute();
  return null;
}

// ---- units
function unitQuery(db: Db) {
  return db.selectFrom('unit as u').innerJoin('building as b', 'b.id', 'u.building_id').select([
    'u.id', 'u.building_id', 'u.name', 'u.sort', 'b.region_id',
    (eb) => eb.selectFrom('floor').select((e) => e.fn.countAll<number>().as('n')).whereRef('floor.unit_id', '=', 'u.id').as('floor_count'),
  ]);
}
type UnitRow = { id: number; building_id: number; name: string; sort: number; region_id: number; floor_count: number | null };
const toUnit = ({ region_id: _region, ...r }: UnitRow) => ({ ...r, floor_count: Number(r.floor_count ?? 0) });

async function unitOrFail(db: Db, id: number) {
  const row = await unitQuery(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listUnits(ctx: Ctx, input: { building_id: number }) {
  await buildingOrFail(ctx.db, input.building_id);
  return { list: (await unitQuery(ctx.db).where('u.building_id', '=', input.building_id).orderBy('u.sort').orderBy('u.id').execute()).map(toUnit) };
}

async function assertUnitNameFree(db: Db, buildingId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('unit').select('id').where('building_id', '=', buildingId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: name });
}

export async function addUnit(ctx: Ctx, input: { building_id: number; name: string; sort: number }) {
  const building = await buildingOrFail(ctx.db, input.building_id);
  await assertEditable(ctx, building.region_id);
  await assertUnitNameFree(ctx.db, input.building_id, input.name);
  const { id } = await ctx.db.insertInto('unit').values(input).returning('id').executeTakeFirstOrThrow();
  return toUnit(await unitOrFail(ctx.db, id));
}

export async function updateUnit(ctx: Ctx, input: { id: number; name: string; sort: number }) {
  const unit = await unitOrFail(ctx.db, input.id);
  await assertEditable(ctx, unit.region_id);
  await assertUnitNameFree(ctx.db, unit.building_id, input.name, input.id);
  await ctx.db.updateTable('unit').set({ name: input.name, sort: input.sort }).where('id', '=', input.id).execute();
  return toUnit(await unitOrFail(ctx.db, input.id));
}

export async function deleteUnit(ctx: Ctx, input: { id: number }): Promise<null> {
  const unit = await unitOrFail(ctx.db, input.id);
  await assertEditable(ctx, unit.region_id);
  await assertNodeUnheld(ctx.db, 'unit', unit, ctx.lang);
  await ctx.db.deleteFrom('unit').where('id', '=', input.id).execute();
  return null;
}

// ---- floors and doors
async function floorOrFail(db: Db, id: number) {
  const row = await db.selectFrom('floor as f').innerJoin('unit as u', 'u.id', 'f.unit_id').innerJoin('building as b', 'b.id', 'u.building_id')
    .select(['f.id', 'f.unit_id', 'f.number', 'f.name', 'b.region_id']).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function floorsWithDoors(db: Db, unitId: number, floorId?: number) {
  let floorQuery = db.selectFrom('floor').select(['id', 'unit_id', 'number', 'name']).where('unit_id', '=', unitId);
  if (floorId !== undefined) floorQuery = floorQuery.where('id', '=', floorId);
  const floors = await floorQuery.orderBy('number', 'desc').execute();
  const doors = floors.length
    ? await db.selectFrom('door').select(['id', 'floor_id', 'name']).where('floor_id', 'in', floors.map((f) => f.id)).orderBy('name').execute()
    : [];
  return floors.map((floor) => ({ ...floor, doors: doors.filter((d) => d.floor_id === floor.id) }));
}

export async function listFloors(ctx: Ctx, input: { unit_id: number }) {
  await unitOrFail(ctx.db, input.unit_id);
  return { list: await floorsWithDoors(ctx.db, input.unit_id) };
}

export async function addFloor(ctx: Ctx, input: { unit_id: number; number: number; name?: string | undefined }) {
  const unit = await unitOrFail(ctx.db, input.unit_id);
  await assertEditable(ctx, unit.region_id);
  if (input.number === 0) throw new AppError('BAD_REQUEST', { detail: 'there is no floor 0' });
  const taken = await ctx.db.selectFrom('floor').select('id').where('unit_id', '=', input.unit_id).where('number', '=', input.number).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', { detail: `floor ${input.number}` });
  const name = input.name || (input.number < 0 ? `B${-input.number}` : String(input.number));
  const { id } = await ctx.db.insertInto('floor').values({ unit_id: input.unit_id, number: input.number, name }).returning('id').executeTakeFirstOrThrow();
  return (await floorsWithDoors(ctx.db, input.unit_id, id))[0]!;
}

export async function deleteFloor(ctx: Ctx, input: { id: number }): Promise<null> {
  const floor = await floorOrFail(ctx.db, input.id);
  await assertEditable(ctx, floor.region_id);
  await assertNodeUnheld(ctx.db, 'floor', floor, ctx.lang);
  await ctx.db.deleteFrom('floor').where('id', '=', input.id).execute();
  return null;
}

async function doorOrFail(db: Db, id: number) {
  const row = await db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id')
    .select(['d.id', 'd.floor_id', 'd.name', 'b.region_id']).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function assertDoorNameFree(db: Db, floorId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('door').select('id').where('floor_id', '=', floorId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: name });
}

export async function addDoor(ctx: Ctx, input: { floor_id: number; name: string }) {
  const floor = await floorOrFail(ctx.db, input.floor_id);
  await assertEditable(ctx, floor.region_id);
  await assertDoorNameFree(ctx.db, input.floor_id, input.name);
  const { id } = await ctx.db.insertInto('door').values(input).returning('id').executeTakeFirstOrThrow();
  return { id, floor_id: input.floor_id, name: input.name };
}

export async function updateDoor(ctx: Ctx, input: { id: number; name: string }) {
  const door = await doorOrFail(ctx.db, input.id);
  await assertEditable(ctx, door.region_id);
  await assertDoorNameFree(ctx.db, door.floor_id, input.name, input.id);
  await ctx.db.updateTable('door').set({ name: input.name }).where('id', '=', input.id).execute();
  return { id: input.id, floor_id: door.floor_id, name: input.name };
}

export async function deleteDoor(ctx: Ctx, input: { id: number }): Promise<null> {
  const door = await doorOrFail(ctx.db, input.id);
  await assertEditable(ctx, door.region_id);
  await assertNodeUnheld(ctx.db, 'door', door, ctx.lang);
  await ctx.db.deleteFrom('door').where('id', '=', input.id).execute();
  return null;
}

// ---- light look-ups for pickers: one query each; the parent is looked up only when nothing was found, to tell
// an empty parent from a missing one.
async function listOrMissing<T>(list: T[], parent: () => Promise<unknown>): Promise<{ list: T[] }> {
  if (!list.length && !(await parent())) throw new AppError('NOT_FOUND');
  return { list };
}

export async function lookupRegions(ctx: Ctx, input: { keyword?: string | undefined; limit: number }) {
  let query = ctx.db.selectFrom('region as r').select(['r.id', 'r.name', 'r.address']);
  if (input.keyword) query = query.where(regionMatches(ctx.dialect, input.keyword));
  return { list: await query.orderBy('r.pinyin').orderBy('r.id').limit(input.limit).execute() };
}

export async function lookupSearchRegions(ctx: Ctx, input: { keyword?: string | undefined; area_id?: number | undefined; limit: number }) {
  let query = ctx.db.selectFrom('region as r').leftJoin('area as a', 'a.id', 'r.area_id')
    .select(['r.id', 'r.name', 'r.area_id', 'a.name as area_name', 'r.business_circle']);
  if (input.keyword) query = query.where(regionMatches(ctx.dialect, input.keyword));
  if (input.area_id !== undefined) query = query.where('r.area_id', 'in', areasWithin(ctx.db, input.area_id));
  const rows = await query.orderBy('r.pinyin').orderBy('r.id').limit(input.limit).execute();
  return { list: rows.map((r) => ({ ...r, area_name: r.area_name ?? '' })) };
}

export async function lookupAreas(ctx: Ctx, input: { parent_id?: number | undefined }) {
  const parentId = input.parent_id ?? null;
  const { list } = await listAreas(ctx.db, parentId);
  if (parentId === null) return { list };
  return listOrMissing(list, () => ctx.db.selectFrom('area').select('id').where('id', '=', parentId).executeTakeFirst());
}

export async function lookupBuildings(ctx: Ctx, input: { region_id: number }) {
  const list = await ctx.db.selectFrom('building').select(['id', 'name']).where('region_id', '=', input.region_id)
    .orderBy('sort').orderBy('id').execute();
  return listOrMissing(list, () => ctx.db.selectFrom('region').select('id').where('id', '=', input.region_id).executeTakeFirst());
}

export async function lookupUnits(ctx: Ctx, input: { building_id: number }) {
  const list = await ctx.db.selectFrom('unit').select(['id', 'name']).where('building_id', '=', input.building_id)
    .orderBy('sort').orderBy('id').execute();
  return listOrMissing(list, () => ctx.db.selectFrom('building').select('id').where('id', '=', input.building_id).executeTakeFirst());
}

export async function lookupFloors(ctx: Ctx, input: { unit_id: number }) {
  const list = await ctx.db.selectFrom('floor').select(['id', 'number', 'name']).where('unit_id', '=', input.unit_id)
    .orderBy('number').execute();
  return listOrMissing(list, () => ctx.db.selectFrom('unit').select('id').where('id', '=', input.unit_id).executeTakeFirst());
}

export async function lookupDoors(ctx: Ctx, input: { floor_id: number }) {
  const list = await ctx.db.selectFrom('door').select(['id', 'name']).where('floor_id', '=', input.floor_id)
    .orderBy('name').orderBy('id').execute();
  return listOrMissing(list, () => ctx.db.selectFrom('floor').select('id').where('id', '=', input.floor_id).executeTakeFirst());
}

// Buildings and their units in two queries, whatever the number of buildings.
export async function lookupBuildingUnits(ctx: Ctx, input: { region_id: number }) {
  const { list: buildings } = await lookupBuildings(ctx, input);
  const units = buildings.length
    ? await ctx.db.selectFrom('unit').select(['id', 'name', 'building_id']).where('building_id', 'in', buildings.map((b) => b.id))
      .orderBy('sort').orderBy('id').execute()
    : [];
  return {
    list: buildings.map((b) => ({ ...b, units: units.filter((u) => u.building_id === b.id).map(({ id, name }) => ({ id, name })) })),
  };
}
