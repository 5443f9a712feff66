import { HOUSE_HIDDEN_TEXT } from '@brokerage/contract';
import type { Db } from './db/database.js';

// Houses as people name them in a message: community, building, unit and door. A message is written once for its
// reader and kept as written, so a 加密 house's door is named only to the readers certain to see it whatever their role
// becomes, its maintainer and its recorder; anyone else reads *** (the rule of core/house-confidential.ts).

type Keepers = { level: string; maintainer_id: number; recorder_id: number };

export function doorShownTo(house: Keepers, reader: number): boolean {
  return house.level !== 'confidential' || house.maintainer_id === reader || house.recorder_id === reader;
}

// The address ("community building unit door") with the door as ***: the door it ends with, else its last word.
export function hideDoorInAddress(address: string, door: string | null): string {
  return door && address.endsWith(door) ? `${address.slice(0, -door.length)}${HOUSE_HIDDEN_TEXT}` : address.replace(/\S*$/, HOUSE_HIDDEN_TEXT);
}

// An approval subject about a house names it as "kind · address", maybe followed by " · " and the key or owner: only
// the address's door goes.
export function hideDoorInSubject(subject: string, door: string | null): string {
  const parts = subject.split(' · ');
  parts[1] = hideDoorInAddress(parts[1] ?? '', door);
  return parts.join(' · ');
}

// A house's name for a reader; empty for a house not found.
export type HouseTitles = (id: number, reader: number) => string;

export async function houseTitles(db: Db, ids: readonly number[]): Promise<HouseTitles> {
  if (!ids.length) return () => '';
  const rows = await db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
    .select(['h.id', 'h.level', 'h.maintainer_id', 'h.recorder_id', 'r.name as region', 'b.name as building', 'u.name as unit', 'd.name as door'])
    .where('h.id', 'in', [...new Set(ids)]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id, reader) => {
    const row = byId.get(id);
    if (!row) return '';
    return [row.region, row.building, row.unit, doorShownTo(row, reader) ? row.door : HOUSE_HIDDEN_TEXT].filter(Boolean).join(' ');
  };
}

const NAMES_SHOWN = 10;

// Several houses in one line of a message to `reader`: the first ten by name, then how many more.
export function houseList(titles: HouseTitles, ids: readonly number[], reader: number): string {
  const names = ids.slice(0, NAMES_SHOWN).map((id) => `${titles(id, reader)} #${id}`.trim());
  return ids.length > NAMES_SHOWN ? `${names.join(', ')} … (${ids.length})` : names.join(', ');
}
