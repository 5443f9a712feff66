import { create } from 'zustand';
import { LANGS, type HouseItem, type Text } from '@brokerage/contract';
import { HOUSE_DETAIL_PATH } from '../../lib/paths';
import { HOUSE_DETAIL_DEFAULT_TITLE } from './detail/title';

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

// The detail tab is titled with the house it shows. The shell titles a tab with its route's Text and has no
// per-tab title yet, so the detail route's Text reads the open house's name from this store (set before the
// list navigates, and again once the detail has loaded); without one it is "House details".
type TitleStore = { title: string | null; setTitle: (title: string | null) => void };
export const useHouseTitle = create<TitleStore>()((set) => ({ title: null, setTitle: (title) => set({ title }) }));

export const HOUSE_DETAIL_TITLE: Text = (() => {
  const text = {} as Text;
  for (const lang of LANGS) {
    Object.defineProperty(text, lang, { enumerable: true, get: () => useHouseTitle.getState().title ?? HOUSE_DETAIL_DEFAULT_TITLE[lang] });
  }
  return text;
})();
