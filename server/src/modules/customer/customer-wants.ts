import { DECORATIONS, HOUSE_USES, customerRuleText, type Decoration, type HouseUse, type Lang, type Payment } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';

// A customer's wants as stored: lists of small values as bit sets (rooms 0-9, the contract's HOUSE_USES and
// DECORATIONS, each value's bit its position), so a match is one AND in SQL; money in fen, areas in hundredths of a m².

export function bitsOf(positions: number[]): number {
  return positions.reduce((bits, position) => bits | (1 << position), 0);
}

export function positionsOf(bits: number): number[] {
  const positions: number[] = [];
  for (let position = 0; position < 31; position++) if (bits & (1 << position)) positions.push(position);
  return positions;
}

export const useBit = (use: string) => 1 << HOUSE_USES.indexOf(use as HouseUse);
export const decorationBit = (decoration: string) => 1 << DECORATIONS.indexOf(decoration as Decoration);

export type WantInput = {
  area_ids: number[]; region_ids: number[]; rooms: number[]; area_min: number | null; area_max: number | null; price_min: number | null;
  price_max: number | null; floor_min: number | null; floor_max: number | null; uses: HouseUse[]; decorations: Decoration[];
  school_district: 0 | 1; payment: Payment | null;
};

const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));
const fen = (value: number | null) => (value === null ? null : yuanToFen(value));

// The customer row's want columns.
export function wantColumns(input: WantInput) {
  return {
    want_rooms: bitsOf(input.rooms),
    want_uses: bitsOf(input.uses.map((use) => HOUSE_USES.indexOf(use))),
    want_decorations: bitsOf(input.decorations.map((decoration) => DECORATIONS.indexOf(decoration))),
    price_min: fen(input.price_min), price_max: fen(input.price_max),
    area_min: hundredths(input.area_min), area_max: hundredths(input.area_max),
    floor_min: input.floor_min, floor_max: input.floor_max,
    school_district: input.school_district, payment: input.payment,
  };
}

type WantRow = {
  want_rooms: number; want_uses: number; want_decorations: number; price_min: number | null; price_max: number | null;
  area_min: number | null; area_max: number | null;
};

// The want columns back as the API shows them.
export function wantsOf(row: WantRow) {
  const yuan = (value: number | null) => (value === null ? null : fenToYuan(Number(value)));
  const metres = (value: number | null) => (value === null ? null : value / 100);
  return {
    rooms: positionsOf(row.want_rooms),
    uses: positionsOf(row.want_uses).map((position) => HOUSE_USES[position] as HouseUse),
    decorations: positionsOf(row.want_decorations).map((position) => DECORATIONS[position] as Decoration),
    price_min: yuan(row.price_min), price_max: yuan(row.price_max), area_min: metres(row.area_min), area_max: metres(row.area_max),
  };
}

// Wanted communities and districts must exist.
export async function assertPlaces(db: Db, lang: Lang, input: { region_ids: number[]; area_ids: number[] }): Promise<void> {
  if (input.region_ids.length) {
    const known = new Set((await db.selectFrom('region').select('id').where('id', 'in', input.region_ids).execute()).map((r) => r.id));
    const unknown = input.region_ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new AppError('BAD_REQUEST', { detail: customerRuleText('regionUnknown', lang, { id: unknown }) });
  }
  if (input.area_ids.length) {
    const known = new Set((await db.selectFrom('area').select('id').where('id', 'in', input.area_ids).execute()).map((r) => r.id));
    const unknown = input.area_ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new AppError('BAD_REQUEST', { detail: customerRuleText('areaUnknown', lang, { id: unknown }) });
  }
}

// The one place a customer's wanted places change, in the caller's transaction.
export async function writePlaces(db: Db, customerId: number, input: { region_ids: number[]; area_ids: number[] }): Promise<void> {
  await db.deleteFrom('customer_want_region').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('customer_want_area').where('customer_id', '=', customerId).execute();
  if (input.region_ids.length) {
    await db.insertInto('customer_want_region').values(input.region_ids.map((region_id) => ({ customer_id: customerId, region_id }))).execute();
  }
  if (input.area_ids.length) {
    await db.insertInto('customer_want_area').values(input.area_ids.map((area_id) => ({ customer_id: customerId, area_id }))).execute();
  }
}
