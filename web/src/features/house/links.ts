import type { HouseItem } from '@brokerage/contract';
import { useTabTitles } from '../../app/tabTitles';
import { HOUSE_DETAIL_PATH } from '../../lib/paths';

// The detail page takes its house from the query (?id=12), like the building screen.
export const HOUSE_ID_PARAM = 'id';

export function houseLink(id: number): string {
  return `${HOUSE_DETAIL_PATH}?${new URLSearchParams({ [HOUSE_ID_PARAM]: String(id) }).toString()}`;
}

export function parseHouseId(search: string): number | null {
  const text = new URLSearchParams(search).get(HOUSE_ID_PARAM);
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

type Place = Pick<HouseItem, 'region_name' | 'building_name' | 'unit_name' | 'door_name'>;

// "万科城市花园 1栋 1单元 101": how staff name a house.
export function houseName(house: Place): string {
  return `${house.region_name} ${doorPath(house)}`;
}

export function doorPath(house: Omit<Place, 'region_name'>): string {
  return [house.building_name, house.unit_name, house.door_name].filter(Boolean).join(' ');
}

// The detail tab is titled with the house it shows (set before a list navigates, and again once the detail has
// loaded); without one it is its route's "House details".
export function setHouseTitle(title: string | null): void {
  useTabTitles.getState().setTitle(HOUSE_DETAIL_PATH, title);
}
