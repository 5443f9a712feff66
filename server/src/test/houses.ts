import { HOUSE_OPEN_STATUSES, houseAdd, type HouseDetail, type HouseKind, type InputOf } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { TestApp } from './harness.js';

// Shared by the tests of every module that works on houses: free doors, valid entries, the demo people.

export const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

// A door without a live house of this kind (or kinds), different on every call within a test file (the caller
// enters it).
export async function freeDoor(db: Db, kind: HouseKind | HouseKind[]): Promise<number> {
  const row = await db.selectFrom('door').select('door.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('house').select('house.id').whereRef('house.door_id', '=', 'door.id')
      .where('house.kind', 'in', Array.isArray(kind) ? kind : [kind]).where('house.deleted_at', 'is', null).where('house.status', '<>', 'cancelled'))))
    .orderBy('door.id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

export function entryFor(doorId: number, kind: HouseKind = 'sale'): InputOf<typeof houseAdd> {
  return {
    kind, door_id: doorId, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 78.5, total_floors: 30, orientation: 'south',
    decoration: 'fine', rent_payment: kind === 'rent' ? 'deposit1_pay3' : null, source: 'walk_in', current_use: 'vacant',
    level: 'normal', label_ids: [], remarks: '', price: kind === 'sale' ? 4_800_000 : 8_500, base_price: null, grade: 'b',
  };
}

// Enters a house on a free door and returns it.
export async function enterHouse(
  t: TestApp, token: string, kind: HouseKind = 'sale', overrides: Partial<InputOf<typeof houseAdd>> = {},
): Promise<HouseDetail> {
  const door = await freeDoor(t.db, kind);
  const { body } = await t.call(houseAdd, { ...entryFor(door, kind), ...overrides }, { token });
  if (body.code !== '200000') throw new Error(`house/add failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function staffId(db: Db, account: string): Promise<number> {
  return (await db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
}

// A live private house maintained by someone outside this store, and a public one: for the scope tests.
export async function houseOutside(db: Db, storeId: number, pool: 'private' | 'public'): Promise<{ id: number; version: number }> {
  return db.selectFrom('house').select(['id', 'version']).where('pool', '=', pool).where('deleted_at', 'is', null)
    .where('store_id', '<>', storeId).where('status', 'in', HOUSE_OPEN_STATUSES).orderBy('id').executeTakeFirstOrThrow();
}
