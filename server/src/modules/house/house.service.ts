import {
  houseRuleText, type DataOf, type HouseKind, type Lang, type ParsedInputOf, type CurrentUse, type Decoration,
  type HouseLevel, type HouseUse, type Orientation, type RentPayment, type SourceChannel, houseAdd, houseUpdate, houseUpdateFind,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { yuanToFen } from '../../core/money.js';
import { readHousePolicy } from '../../core/settings.js';
import { recordHouseChange } from './followup-record.js';
import { recordHouseView } from './view-record.js';
import { assertConvertible, markConverted } from './offline-convert.js';
import { areaToHundredths, changeableHouse, houseDetail, houseForChange, liveHousesOnDoor } from './house-read.js';
import { assertFloor, assertLabels, assertPrivateCap, assertVersion, updateAtVersion, writeLabels } from './house-write.js';
import { isUniqueViolation } from '../../core/sql.js';
import { assertNoOpenShoot } from '../../core/open-shoot.js';

// Entering, reading, editing and deleting houses. Status, price, grade and pool changes: house-change.service.ts.

export async function getHouse(ctx: Ctx, id: number) {
  const detail = await houseDetail(ctx, id);
  // Opening a house's detail is its browse log (houseview/list).
  await recordHouseView(ctx.db, id, ctx.caller.staffId, ctx.now);
  return detail;
}

// Payment terms belong to rentals, and every rental has them.
function assertRentPayment(lang: Lang, kind: HouseKind, rentPayment: RentPayment | null): void {
  if (kind === 'sale' && rentPayment !== null) throw new AppError('BAD_REQUEST', { detail: houseRuleText('rentPaymentForSale', lang) });
  if (kind === 'rent' && rentPayment === null) throw new AppError('BAD_REQUEST', { detail: houseRuleText('rentPaymentRequired', lang) });
}

function assertBasePrice(lang: Lang, price: number, basePrice: number | null): void {
  if (basePrice !== null && basePrice > price) throw new AppError('BAD_REQUEST', { detail: houseRuleText('basePriceAbovePrice', lang) });
}

type Editable = {
  use: HouseUse; rooms: number; halls: number; baths: number; area: number; total_floors: number; orientation: Orientation;
  decoration: Decoration; rent_payment: RentPayment | null; source: SourceChannel; current_use: CurrentUse; level: HouseLevel;
  remarks: string;
};

function editableValues(input: Editable) {
  return {
    use: input.use, rooms: input.rooms, halls: input.halls, baths: input.baths, area: areaToHundredths(input.area),
    total_floors: input.total_floors, orientation: input.orientation, decoration: input.decoration, rent_payment: input.rent_payment,
    source: input.source, current_use: input.current_use, level: input.level, remarks: input.remarks,
  };
}

export async function doorOf(ctx: Ctx, doorId: number) {
  const door = await ctx.db.selectFrom('door as d')
    .innerJoin('floor as f', 'f.id', 'd.floor_id')
    .innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id')
    .select(['d.id', 'f.id as floor_id', 'f.number as floor_number', 'u.id as unit_id', 'b.id as building_id', 'b.region_id'])
    .where('d.id', '=', doorId).executeTakeFirst();
  if (!door) throw new AppError('BAD_REQUEST', { detail: houseRuleText('doorUnknown', ctx.lang, { id: doorId }) });
  return door;
}

// The community's district for a new house, read in the entry's transaction. On PostgreSQL the community's row is
// held (FOR SHARE) until the house is committed, so an edit of its district waits and then moves this house too
// (dictionary.service.ts, updateRegion); SQLite runs one writing transaction at a time.
async function districtOf(trx: Db, dialect: Ctx['dialect'], regionId: number): Promise<number | null> {
  const query = trx.selectFrom('region').select('area_id').where('id', '=', regionId);
  const row = await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirstOrThrow();
  return row.area_id;
}

export async function addHouse(ctx: Ctx, input: ParsedInputOf<typeof houseAdd>): Promise<DataOf<typeof houseAdd>> {
  assertRentPayment(ctx.lang, input.kind, input.rent_payment);
  const price = yuanToFen(input.price);
  const basePrice = input.base_price === null ? null : yuanToFen(input.base_price);
  assertBasePrice(ctx.lang, price, basePrice);
  const door = await doorOf(ctx, input.door_id);
  assertFloor(ctx.lang, door.floor_number, input.total_floors);
  await assertLabels(ctx.db, ctx.lang, input.label_ids);
  if (input.offline_id !== undefined) await assertConvertible(ctx, input.offline_id);
  const policy = await readHousePolicy(ctx.db);
  const me = ctx.caller.staffId;
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const matches = await liveHousesOnDoor(trx, door.id, input.kind);
      if (matches.length) throw new AppError('DUPLICATE', {}, { list: matches });
      await assertPrivateCap(trx, ctx, me, policy.privateCap);
      const { id: houseId } = await trx.insertInto('house').values({
        kind: input.kind, door_id: door.id, region_id: door.region_id, area_id: await districtOf(trx, ctx.dialect, door.region_id),
        building_id: door.building_id, unit_id: door.unit_id,
        floor_id: door.floor_id, floor_number: door.floor_number, ...editableValues(input), price, base_price: basePrice,
        grade: input.grade, pool: 'private', status: 'valid', status_until: null, recorder_id: me, maintainer_id: me,
        store_id: ctx.caller.storeId, last_followup_at: null, active_at: ctx.now, created_at: ctx.now, updated_at: ctx.now,
      }).returning('id').executeTakeFirstOrThrow();
      await writeLabels(trx, houseId, input.label_ids);
      await recordHouseChange(trx, { houseId, staffId: me, kind: 'entry', content: '', change: null }, ctx.now);
      // An external house verified into this one becomes converted with it, or neither happens.
      if (input.offline_id !== undefined) await markConverted(trx, ctx, input.offline_id, houseId);
      return houseId;
    });
  } catch (error) {
    // Someone entered the same door in the moment between the check and the insert.
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE', {}, { list: await liveHousesOnDoor(ctx.db, door.id, input.kind) });
    throw error;
  }
  return houseDetail(ctx, id);
}

export async function findForUpdate(ctx: Ctx, id: number): Promise<DataOf<typeof houseUpdateFind>> {
  const row = await ctx.db.selectFrom('house as h')
    .select(['h.id', 'h.version', 'h.kind', 'h.door_id', 'h.use', 'h.rooms', 'h.halls', 'h.baths', 'h.area', 'h.total_floors',
      'h.orientation', 'h.decoration', 'h.rent_payment', 'h.source', 'h.current_use', 'h.level', 'h.remarks'])
    .where('h.id', '=', id).where('h.deleted_at', 'is', null).where(changeableHouse(ctx.caller, ctx.scope))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const labels = await ctx.db.selectFrom('house_label').select('label_id').where('house_id', '=', id).orderBy('label_id').execute();
  return {
    ...row,
    kind: row.kind as HouseKind,
    use: row.use as HouseUse,
    area: row.area / 100,
    orientation: row.orientation as Orientation,
    decoration: row.decoration as Decoration,
    rent_payment: row.rent_payment as RentPayment | null,
    source: row.source as SourceChannel,
    current_use: row.current_use as CurrentUse,
    level: row.level as HouseLevel,
    label_ids: labels.map((l) => l.label_id),
  };
}

export async function updateHouse(ctx: Ctx, input: ParsedInputOf<typeof houseUpdate>): Promise<DataOf<typeof houseUpdate>> {
  const house = await houseForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(house, input.version);
  assertRentPayment(ctx.lang, house.kind, input.rent_payment);
  assertFloor(ctx.lang, house.floor_number, input.total_floors);
  await assertLabels(ctx.db, ctx.lang, input.label_ids, house.id);
  await ctx.db.transaction().execute(async (trx) => {
    await updateAtVersion(trx, house.id, input.version, editableValues(input), ctx.now);
    await writeLabels(trx, house.id, input.label_ids);
  });
  return houseDetail(ctx, house.id);
}

// Soft delete: the house leaves every list and read, its history stays, and its door is free again. A house with a VR
// shoot in progress is refused (core/open-shoot.ts).
export async function deleteHouse(ctx: Ctx, input: { id: number; version: number }): Promise<null> {
  const house = await houseForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(house, input.version);
  await ctx.db.transaction().execute(async (trx) => {
    await assertNoOpenShoot(trx, ctx.lang, house.id, ctx.now);
    await updateAtVersion(trx, house.id, input.version, { deleted_at: ctx.now }, ctx.now);
  });
  return null;
}
