import type { Dayjs } from 'dayjs';
import type { Decoration, HouseGrade, HouseLevel, HousePool, HouseStatus, HouseUse, Orientation } from '@brokerage/contract';
import { fromEpoch, toEpoch } from '../../../lib/time';
import { fromYuan, toYuan } from '../money';
import { roomsFromQuery, roomsToQuery, type ListState } from './listState';
import type { Picked, Range } from './pickers';

// The filter form's values: prices in the units the person types (万 for a sale, yuan a month for a rental),
// dates as days. listState.ts keeps the API's units; these two functions convert both ways.
export type FilterValues = {
  keyword?: string;
  area_path?: number[];
  region?: Picked | null;
  price?: Range;
  area?: Range;
  rooms?: number[];
  status?: HouseStatus[];
  grade?: HouseGrade;
  level?: HouseLevel;
  pool?: HousePool;
  use?: HouseUse;
  decoration?: Decoration;
  orientation?: Orientation;
  floor?: Range;
  has_keys?: 0 | 1;
  has_pictures?: 0 | 1;
  label_ids?: number[];
  maintainer?: Picked | null;
  store_id?: number;
  updated?: [Dayjs, Dayjs] | null;
  followup?: [Dayjs, Dayjs] | null;
};

const range = (low: number | undefined, high: number | undefined, map: (n: number) => number = (n) => n): Range => [
  low === undefined ? null : map(low), high === undefined ? null : map(high),
];
const days = (from: number | undefined, to: number | undefined): [Dayjs, Dayjs] | null => (
  from !== undefined && to !== undefined ? [fromEpoch(from), fromEpoch(to)] : null
);
const value = <T,>(n: T | null | undefined): T | undefined => (n === null ? undefined : n);

export function toFilterValues({ query, extras }: ListState): FilterValues {
  const kind = query.kind;
  return {
    keyword: query.keyword,
    area_path: extras.area_path ?? (query.area_id ? [query.area_id] : undefined),
    region: query.region_id ? { value: query.region_id, label: extras.region_name ?? String(query.region_id) } : null,
    price: range(query.price_min, query.price_max, (n) => fromYuan(n, kind)),
    area: range(query.area_min, query.area_max),
    rooms: roomsFromQuery(query.rooms),
    status: query.status,
    grade: query.grade,
    level: query.level,
    pool: query.pool,
    use: query.use,
    decoration: query.decoration,
    orientation: query.orientation,
    floor: range(query.floor_min, query.floor_max),
    has_keys: query.has_keys,
    has_pictures: query.has_pictures,
    label_ids: query.label_ids,
    maintainer: query.maintainer_id ? { value: query.maintainer_id, label: extras.maintainer_name ?? String(query.maintainer_id) } : null,
    store_id: query.store_id,
    updated: days(query.updated_from, query.updated_to),
    followup: days(query.followup_from, query.followup_to),
  };
}

// New filters on the current kind and sort, back on the first page.
export function fromFilterValues(v: FilterValues, current: ListState): ListState {
  const { kind, limit, sort, order } = current.query;
  const [priceMin, priceMax] = v.price ?? [null, null];
  const [areaMin, areaMax] = v.area ?? [null, null];
  const [floorMin, floorMax] = v.floor ?? [null, null];
  const keyword = v.keyword?.trim();
  const areaId = v.area_path?.[v.area_path.length - 1];
  const rooms = roomsToQuery(v.rooms ?? []);
  return {
    query: {
      kind, limit, sort, order, page: 1,
      ...(keyword ? { keyword } : {}),
      ...(areaId ? { area_id: areaId } : {}),
      ...(v.region ? { region_id: v.region.value } : {}),
      price_min: priceMin === null ? undefined : toYuan(priceMin, kind),
      price_max: priceMax === null ? undefined : toYuan(priceMax, kind),
      area_min: value(areaMin),
      area_max: value(areaMax),
      rooms,
      status: v.status && v.status.length > 0 ? v.status : undefined,
      grade: v.grade,
      level: v.level,
      pool: v.pool,
      use: v.use,
      decoration: v.decoration,
      orientation: v.orientation,
      floor_min: value(floorMin),
      floor_max: value(floorMax),
      has_keys: v.has_keys,
      has_pictures: v.has_pictures,
      label_ids: v.label_ids && v.label_ids.length > 0 ? v.label_ids : undefined,
      maintainer_id: v.maintainer?.value,
      store_id: v.store_id,
      updated_from: v.updated ? toEpoch(v.updated[0].startOf('day')) : undefined,
      updated_to: v.updated ? toEpoch(v.updated[1].endOf('day')) : undefined,
      followup_from: v.followup ? toEpoch(v.followup[0].startOf('day')) : undefined,
      followup_to: v.followup ? toEpoch(v.followup[1].endOf('day')) : undefined,
    },
    extras: {
      ...(v.region ? { region_name: v.region.label } : {}),
      ...(v.maintainer ? { maintainer_name: v.maintainer.label } : {}),
      ...(v.area_path && v.area_path.length > 0 ? { area_path: v.area_path } : {}),
    },
  };
}
