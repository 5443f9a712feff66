import type { Db } from '../../core/db/database.js';

// Houses as people name them in a message: community, building, unit and door.
export async function houseTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
    .select(['h.id', 'r.name as region', 'b.name as building', 'u.name as unit', 'd.name as door'])
    .where('h.id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, [row.region, row.building, row.unit, row.door].filter(Boolean).join(' ')]));
}

const NAMES_SHOWN = 10;

// Several houses in one line of a message: the first ten by name, then how many more.
export function houseList(titles: ReadonlyMap<number, string>, ids: readonly number[]): string {
  const names = ids.slice(0, NAMES_SHOWN).map((id) => `${titles.get(id) ?? ''} #${id}`.trim());
  return ids.length > NAMES_SHOWN ? `${names.join(', ')} … (${ids.length})` : names.join(', ');
}
