import { DICTIONARY_RECORD_LABELS, HOUSE_KINDS, dictionaryRuleText, type DictionaryRecord, type Lang } from '@brokerage/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { LIST_SEPARATOR, heldBy, type Holder } from '../../core/db/holders.js';
import { AppError } from '../../core/errors.js';

export type DictionaryNode = 'region' | 'building' | 'unit' | 'floor' | 'door';

// Houses are looked up through indexes the house table has for its lists: by kind and community or building, and
// by door for a unit or floor, since a house's unit and floor are always its door's (entry and door changes copy
// them), so a delete reads one community's, building's or floor's houses and the house table needs no index more.
const kinds = sql.join(HOUSE_KINDS.map((k) => sql`${k}`));
const houseIn = (column: 'region_id' | 'building_id') => (id: number) => sql`select 1 from house where kind in (${kinds}) and ${sql.ref(column)} = ${id}`;
const houseInUnit = (id: number) => sql`select 1 from floor f join door d on d.floor_id = f.id
  join house h on h.door_id = d.id and h.unit_id = ${id} where f.unit_id = ${id}`;
const houseOnFloor = (id: number) => sql`select 1 from door d join house h on h.door_id = d.id and h.floor_id = ${id} where d.floor_id = ${id}`;

// The records that name a node of the community dictionary by a foreign key and keep it: a node named by any of
// them is refused (409003) with their kinds; the children come first, as they are what one deletes next.
export const DICTIONARY_HOLDERS: Record<DictionaryNode, readonly Holder<DictionaryRecord>[]> = {
  region: [
    { table: 'building', column: 'region_id', record: 'buildings' },
    { table: 'house', column: 'region_id', record: 'houses', exists: houseIn('region_id') },
    { table: 'house_offline', column: 'region_id', record: 'offlineHouses' },
    { table: 'customer_want_region', column: 'region_id', record: 'customerWants' },
  ],
  building: [
    { table: 'unit', column: 'building_id', record: 'units' },
    { table: 'house', column: 'building_id', record: 'houses', exists: houseIn('building_id') },
    { table: 'house_offline', column: 'building_id', record: 'offlineHouses' },
  ],
  unit: [
    { table: 'floor', column: 'unit_id', record: 'floors' },
    { table: 'house', column: 'unit_id', record: 'houses', exists: houseInUnit },
    { table: 'house_offline', column: 'unit_id', record: 'offlineHouses' },
  ],
  floor: [
    { table: 'door', column: 'floor_id', record: 'doors' },
    { table: 'house', column: 'floor_id', record: 'houses', exists: houseOnFloor },
    { table: 'house_offline', column: 'floor_id', record: 'offlineHouses' },
  ],
  // Any house, even a cancelled or deleted one, keeps its door: its history names the flat.
  door: [
    { table: 'house', column: 'door_id', record: 'houses' },
    { table: 'house_offline', column: 'door_id', record: 'offlineHouses' },
  ],
};

// The other foreign keys to a node, whose rows go with it (ON DELETE CASCADE): school-district and duty-zone links.
export const DICTIONARY_CLEARED: Record<DictionaryNode, readonly string[]> = {
  region: ['school_district_region.region_id', 'zone_region.region_id'],
  building: ['school_district_building.building_id'],
  unit: [],
  floor: [],
  door: [],
};

const ORDER = Object.keys(DICTIONARY_RECORD_LABELS) as DictionaryRecord[];

// Refuses (409003) when any record keeps the node, naming the kinds in the caller's language.
export async function assertNodeUnheld(db: Db, node: DictionaryNode, row: { id: number; name: string }, lang: Lang): Promise<void> {
  const records = await heldBy(db, DICTIONARY_HOLDERS[node], row.id, ORDER);
  if (records.length === 0) return;
  throw new AppError('IN_USE', {
    detail: dictionaryRuleText('nodeHeld', lang, { name: row.name, records: records.map((r) => DICTIONARY_RECORD_LABELS[r][lang]).join(LIST_SEPARATOR[lang]) }),
  });
}
