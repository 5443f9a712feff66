import type { HouseKind } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';

// Matching an external house's texts to the community dictionary: the community by its exact name (a name two
// districts share is ambiguous and stays unmatched), then the building by name within it, the unit by name (or the
// building's only unit when none is given), the door by name within the unit (on the given floor, when one is
// given). Each level matches only when exactly one record answers. One matcher serves a whole import, so a file of
// many rows on the same communities asks the database once per distinct name.

export type DictionaryMatch = {
  region_id: number | null;
  building_id: number | null;
  unit_id: number | null;
  floor_id: number | null;
  door_id: number | null;
  // The matched door's floor number, else null.
  floor_number: number | null;
};

export type MatchTexts = { community: string; building: string; unit: string; door: string; floor_number: number | null };

const NONE: DictionaryMatch = { region_id: null, building_id: null, unit_id: null, floor_id: null, door_id: null, floor_number: null };

const only = <T>(rows: T[]): T | null => (rows.length === 1 ? (rows[0] as T) : null);

export function createMatcher(db: Db) {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let pending = cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      cache.set(key, pending);
    }
    return pending;
  };

  const region = (name: string) => once(`r:${name}`, async () =>
    only(await db.selectFrom('region').select('id').where('name', '=', name).limit(2).execute())?.id ?? null);
  const building = (regionId: number, name: string) => once(`b:${regionId}:${name}`, async () =>
    only(await db.selectFrom('building').select('id').where('region_id', '=', regionId).where('name', '=', name).limit(2).execute())?.id ?? null);
  const unit = (buildingId: number, name: string) => once(`u:${buildingId}:${name}`, async () => {
    let query = db.selectFrom('unit').select('id').where('building_id', '=', buildingId);
    if (name) query = query.where('name', '=', name);
    return only(await query.limit(2).execute())?.id ?? null;
  });
  const door = (unitId: number, name: string, floor: number | null) => once(`d:${unitId}:${name}:${floor ?? ''}`, async () => {
    let query = db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id')
      .select(['d.id', 'f.id as floor_id', 'f.number']).where('f.unit_id', '=', unitId).where('d.name', '=', name);
    if (floor !== null) query = query.where('f.number', '=', floor);
    return only(await query.limit(2).execute());
  });

  return async (texts: MatchTexts): Promise<DictionaryMatch> => {
    const regionId = await region(texts.community);
    if (regionId === null) return NONE;
    const buildingId = texts.building ? await building(regionId, texts.building) : null;
    if (buildingId === null) return { ...NONE, region_id: regionId };
    const unitId = await unit(buildingId, texts.unit);
    if (unitId === null || !texts.door) return { ...NONE, region_id: regionId, building_id: buildingId, unit_id: unitId };
    const found = await door(unitId, texts.door, texts.floor_number);
    return {
      region_id: regionId, building_id: buildingId, unit_id: unitId,
      floor_id: found?.floor_id ?? null, door_id: found?.id ?? null, floor_number: found?.number ?? null,
    };
  };
}

// The first live house of the kind on the door (the duplicate guard's rule: any status but 注销).
export async function liveHouseOnDoor(db: Db, doorId: number | null, kind: HouseKind): Promise<number | null> {
  if (doorId === null) return null;
  const row = await db.selectFrom('house').select('id')
    .where('door_id', '=', doorId).where('kind', '=', kind).where('deleted_at', 'is', null).where('status', '<>', 'cancelled')
    .orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}
