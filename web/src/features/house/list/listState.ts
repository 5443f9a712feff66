import type { z } from 'zod';
import { HOUSE_KINDS, houseList, type HouseKind } from '@brokerage/contract';
import type { HouseListInput } from '../queries';
import { reachedCap } from '../../../components/list';

// The house list's whole state (kind, filters, sort, page) as it travels in the URL query, so a refresh or a
// shared link shows the same list. The query holds the API's own names and units (yuan, epoch seconds); a few
// display helpers ride along (names of the chosen community and maintainer, the district's path).
export type HouseQuery = z.output<(typeof houseList)['input']>;
export type ListExtras = { region_name?: string; maintainer_name?: string; area_path?: number[] };
export type ListState = { query: HouseQuery; extras: ListExtras };

export const PAGE_SIZES = [20, 50, 100];
const DEFAULTS = { page: 1, limit: 20, sort: 'updated_at', order: 'desc' } as const;
const EXTRA_KEYS = ['region_name', 'maintainer_name', 'area_path'] as const;
const LIST_KEYS = ['rooms', 'status', 'label_ids'] as const;
// Up to this many bedrooms a choice is exact; the last choice means "this many or more".
export const ROOMS_MORE = 6;
const ROOMS_MAX = 10;

// The text key of a list's total. The house list's total is counted up to its cap (page.total_cap: 2,000, or 200
// with a label filter): a total that reached it means that many or more. Lists without a cap count exactly.
export function totalKey(total: number, cap?: number): 'house.list.total' | 'house.list.totalCapped' {
  return reachedCap(total, cap) ? 'house.list.totalCapped' : 'house.list.total';
}

// A status tab's count: "2000+" once it reaches the cap it was counted to (house/housestate's total_cap).
export function badgeCount(count: number, cap?: number): number | string {
  return reachedCap(count, cap) ? `${cap}+` : count;
}

function positiveInts(text: string | undefined): number[] {
  return (text ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

export function emptyState(kind: HouseKind = 'sale'): ListState {
  return { query: { ...DEFAULTS, kind }, extras: {} };
}

// Reads the query string; anything the contract refuses is dropped field by field rather than failing the page.
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key).join(',');
  const extras: ListExtras = {};
  if (raw.region_name) extras.region_name = raw.region_name.slice(0, 100);
  if (raw.maintainer_name) extras.maintainer_name = raw.maintainer_name.slice(0, 100);
  const path = positiveInts(raw.area_path);
  if (path.length > 0) {
    extras.area_path = path;
    raw.area_id = String(path[path.length - 1]);
  }
  for (const key of EXTRA_KEYS) delete raw[key];
  if (!raw.kind || !(HOUSE_KINDS as readonly string[]).includes(raw.kind)) raw.kind = 'sale';

  const candidate: Record<string, unknown> = { ...raw };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const parsed = houseList.input.safeParse(candidate);
    if (parsed.success) return { query: parsed.data, extras };
    for (const issue of parsed.error.issues) {
      const first = issue.path[0];
      if (typeof first === 'string') delete candidate[first];
      if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => delete candidate[key]);
    }
  }
  return emptyState(raw.kind as HouseKind);
}

export function serializeListState({ query, extras }: ListState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key in DEFAULTS && DEFAULTS[key as keyof typeof DEFAULTS] === value) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (extras.region_name && query.region_id) params.set('region_name', extras.region_name);
  if (extras.maintainer_name && query.maintainer_id) params.set('maintainer_name', extras.maintainer_name);
  if (extras.area_path && query.area_id) params.set('area_path', extras.area_path.join(','));
  return params.toString();
}

// The list call's input: lists go comma-separated (the client would send repeated a[]= otherwise).
export function toListInput(query: HouseQuery): HouseListInput {
  const input: HouseListInput = { ...query } as HouseListInput;
  for (const key of LIST_KEYS) {
    const value = query[key];
    if (value && value.length > 0) input[key] = value.join(',');
    else delete input[key];
  }
  return input;
}

// Bedroom choices as the filter offers them (1 … 6+) and as the API takes them (exact counts).
export function roomsToQuery(choices: number[]): number[] | undefined {
  const counts = choices.flatMap((n) => (n >= ROOMS_MORE ? Array.from({ length: ROOMS_MAX - ROOMS_MORE + 1 }, (_, i) => ROOMS_MORE + i) : [n]));
  return counts.length > 0 ? [...new Set(counts)].sort((a, b) => a - b).slice(0, ROOMS_MAX) : undefined;
}

export function roomsFromQuery(rooms: number[] | undefined): number[] {
  return [...new Set((rooms ?? []).map((n) => Math.min(n, ROOMS_MORE)))];
}
