import type { z } from 'zod';
import { HOUSE_KINDS, houseList, type HouseKind } from '@brokerage/contract';
import type { HouseListInput } from '../queries';
import { parseQuery, reachedCap, readSearch, toCallInput, writeSearch } from '../../../components/list';

// The house list's whole state (kind, filters, sort, page) as it travels in the URL query, so a refresh or a
// shared link shows the same list. The query holds the API's own names and units (yuan, epoch seconds); a few
// display helpers ride along (names of the chosen community and maintainer, the district's path).
export type HouseQuery = z.output<(typeof houseList)['input']>;
export type ListExtras = { region_name?: string; maintainer_name?: string; area_path?: number[] };
export type ListState = { query: HouseQuery; extras: ListExtras };

export const PAGE_SIZES = [20, 50, 100];
const EXTRA_KEYS = ['region_name', 'maintainer_name', 'area_path'] as const;
// Up to this many bedrooms a choice is exact; the last choice means "this many or more".
export const ROOMS_MORE = 6;
const ROOMS_MAX = 10;

// The text key of a list's total. The house list's total is counted up to its cap (page.total_cap: 2,000, or 200
// with a label filter): a total that reached it means that many or more. Lists without a cap count exactly.
export function totalKey(total: number, cap?: number): 'house.list.total' | 'house.list.totalCapped' {
  return reachedCap(total, cap) ? 'house.list.totalCapped' : 'house.list.total';
}

function positiveInts(text: string | undefined): number[] {
  return (text ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

function defaults(kind: HouseKind): HouseQuery {
  return houseList.input.parse({ kind });
}

export function emptyState(kind: HouseKind = 'sale'): ListState {
  return { query: defaults(kind), extras: {} };
}

// Reads the query string against the list call's contract; anything it refuses is dropped field by field rather
// than failing the page.
export function parseListState(search: string): ListState {
  const raw = readSearch(search);
  const extras: ListExtras = {};
  if (raw.region_name) extras.region_name = raw.region_name.slice(0, 100);
  if (raw.maintainer_name) extras.maintainer_name = raw.maintainer_name.slice(0, 100);
  const path = positiveInts(raw.area_path);
  if (path.length > 0) {
    extras.area_path = path;
    raw.area_id = String(path[path.length - 1]);
  }
  for (const key of EXTRA_KEYS) delete raw[key];
  const kind = (HOUSE_KINDS as readonly string[]).includes(raw.kind ?? '') ? raw.kind as HouseKind : 'sale';
  const query = parseQuery(houseList.input, { ...raw, kind });
  return query ? { query, extras } : emptyState(kind);
}

export function serializeListState({ query, extras }: ListState): string {
  const shown = {
    ...query,
    region_name: query.region_id ? extras.region_name : undefined,
    maintainer_name: query.maintainer_id ? extras.maintainer_name : undefined,
    area_path: query.area_id ? extras.area_path : undefined,
  };
  // The kind is always written: it is what a link to the rentals says.
  const { kind: _kind, ...base } = defaults(query.kind);
  return writeSearch(shown, base);
}

// The list call's input: lists go comma-separated.
export function toListInput(query: HouseQuery): HouseListInput {
  return toCallInput(query) as HouseListInput;
}

// Bedroom choices as the filter offers them (1 … 6+) and as the API takes them (exact counts).
export function roomsToQuery(choices: number[]): number[] | undefined {
  const counts = choices.flatMap((n) => (n >= ROOMS_MORE ? Array.from({ length: ROOMS_MAX - ROOMS_MORE + 1 }, (_, i) => ROOMS_MORE + i) : [n]));
  return counts.length > 0 ? [...new Set(counts)].sort((a, b) => a - b).slice(0, ROOMS_MAX) : undefined;
}

export function roomsFromQuery(rooms: number[] | undefined): number[] {
  return [...new Set((rooms ?? []).map((n) => Math.min(n, ROOMS_MORE)))];
}
