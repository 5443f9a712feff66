import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { HOUSE_STATUSES, type ParsedInputOf, type houseList } from '@brokerage/contract';
import type { Database } from '../../core/db/schema.js';
import type { Ctx } from '../../core/context.js';
import { contains } from '../../core/sql.js';
import { yuanToFen } from '../../core/money.js';
import { areasWithin } from '../dictionary/areas.js';
import { areaToHundredths, readableHouse, readableHouseParts } from './house-read.js';
import { labelBitsOf, maskOf } from './label-bits.js';

// The house list's filters, built once for the list's count and page, the status tabs and the export: the live
// houses of one kind the caller may see that every asked filter keeps.

export type HouseListInput = ParsedInputOf<typeof houseList>;
// The filters alone: no paging, no sort.
export type HouseFilterInput = Omit<HouseListInput, 'page' | 'limit' | 'sort' | 'order'>;
export type HouseQuery = SelectQueryBuilder<Database, 'house', object>;

// What a filter stands for in other tables, looked up once per call: the communities a keyword names, the areas an
// area stands for (itself and those under it: a city stands for its districts), and the asked labels' bits.
export type ResolvedFilters = { keywordRegions: number[] | null; areas: number[] | null; labelBits: Map<number, number> };

// How many communities a keyword may stand for; more is a keyword too short to be useful.
const KEYWORD_REGION_LIMIT = 500;

// Communities whose name contains the keyword, or whose pinyin or initials start with it (wanke, wkcs). A latin keyword
// is looked up in the indexes migration 025 made for it, whose expressions each dialect writes its own way and which
// these conditions repeat exactly: the names that hold an ASCII letter or digit, and the prefixes as ranges (on
// PostgreSQL byte-wise, ~>=~ and ~<~, which its text_pattern_ops indexes search under any collation). Reading every
// community's name instead costs a hundred times more, on each list call with a keyword.
export function regionsMatchingQuery(ctx: Ctx, keyword: string) {
  const lower = keyword.toLowerCase();
  const region = () => ctx.db.selectFrom('region').select('id');
  const byName = region().where(contains(ctx.dialect, 'name', lower));
  if (!/^[a-z0-9]+$/.test(lower)) return byName.limit(KEYWORD_REGION_LIMIT);
  const next = lower.slice(0, -1) + String.fromCharCode(lower.charCodeAt(lower.length - 1) + 1);
  const sqlite = ctx.dialect === 'sqlite';
  const startsWith = (column: 'pinyin' | 'initials') => (sqlite
    ? region().where(column, '>=', lower).where(column, '<', next)
    : region().where(sql<boolean>`${sql.ref(column)} ~>=~ ${lower} and ${sql.ref(column)} ~<~ ${next}`));
  const holdsLatin = sqlite ? sql<boolean>`(lower(${sql.ref('name')}) glob '*[a-z0-9]*') = 1` : sql<boolean>`(lower(${sql.ref('name')}) ~ '[a-z0-9]')`;
  return startsWith('pinyin').union(startsWith('initials')).union(byName.where(holdsLatin)).limit(KEYWORD_REGION_LIMIT);
}

export async function resolveFilters(ctx: Ctx, input: HouseFilterInput): Promise<ResolvedFilters> {
  const [keywordRegions, areas, labelBits] = await Promise.all([
    input.keyword ? regionsMatchingQuery(ctx, input.keyword).execute().then((rows) => rows.map((r) => r.id)) : null,
    input.area_id !== undefined ? areasWithin(ctx.db, input.area_id).execute().then((rows) => rows.map((r) => r.id)) : null,
    labelBitsOf(ctx.db, input.label_ids ?? []),
  ]);
  return { keywordRegions, areas, labelBits };
}

const nothing = sql<boolean>`1 = 0`;

type RangeColumn = 'price' | 'area' | 'rooms' | 'floor_number' | 'last_followup_at' | 'label_bits';

// How a statement finds its houses. `checkRanges`: its houses are many (the filters' reach the cap), so the range
// filters are checked on the houses another index finds rather than searched in their own indexes, which both planners
// may otherwise choose, reading and sorting every match for a page or each status's count (`+ 0`: the same value, no
// index); `sort`, the page's order, keeps its own column's range searchable. `part`: one of readableParts instead of
// the whole scope.
export type FilterPlan = { checkRanges?: boolean; sort?: HouseListInput['sort']; part?: RawBuilder<boolean> };

// The filtered houses, as a query to select from.
export function houseFilter(ctx: Ctx, input: HouseFilterInput, resolved: ResolvedFilters, plan: FilterPlan = {}): HouseQuery {
  const range = (column: RangeColumn) => (plan.checkRanges && plan.sort !== column ? sql<number>`(${sql.ref(column)} + 0)` : sql<number>`${sql.ref(column)}`);
  let query: HouseQuery = ctx.db.selectFrom('house').where('kind', '=', input.kind).where('deleted_at', 'is', null);
  if (plan.part) query = query.where(plan.part);
  else if (ctx.scope !== 'company') query = query.where(readableHouse(ctx.caller, ctx.scope, 'house'));
  if (input.keyword) {
    const regions = resolved.keywordRegions ?? [];
    const houseId = /^\d{1,9}$/.test(input.keyword) ? Number(input.keyword) : null;
    // Only the conditions that can match: a constant false inside an OR keeps the planners from the indexes.
    if (regions.length && houseId !== null) query = query.where((eb) => eb.or([eb('region_id', 'in', regions), eb('id', '=', houseId)]));
    else if (regions.length) query = query.where('region_id', 'in', regions);
    else if (houseId !== null) query = query.where('id', '=', houseId);
    else query = query.where(nothing);
  }
  if (resolved.areas) query = resolved.areas.length ? query.where('area_id', 'in', resolved.areas) : query.where(nothing);
  if (input.region_id !== undefined) query = query.where('region_id', '=', input.region_id);
  if (input.building_id !== undefined) query = query.where('building_id', '=', input.building_id);
  if (input.price_min !== undefined) query = query.where(range('price'), '>=', yuanToFen(input.price_min));
  if (input.price_max !== undefined) query = query.where(range('price'), '<=', yuanToFen(input.price_max));
  if (input.area_min !== undefined) query = query.where(range('area'), '>=', areaToHundredths(input.area_min));
  if (input.area_max !== undefined) query = query.where(range('area'), '<=', areaToHundredths(input.area_max));
  if (input.rooms) query = query.where(range('rooms'), 'in', input.rooms);
  if (input.floor_min !== undefined) query = query.where(range('floor_number'), '>=', input.floor_min);
  if (input.floor_max !== undefined) query = query.where(range('floor_number'), '<=', input.floor_max);
  if (input.status) query = query.where('status', 'in', input.status);
  if (input.grade) query = query.where('grade', '=', input.grade);
  if (input.level) query = query.where('level', '=', input.level);
  if (input.pool) query = query.where('pool', '=', input.pool);
  if (input.use) query = query.where('use', '=', input.use);
  if (input.decoration) query = query.where('decoration', '=', input.decoration);
  if (input.orientation) query = query.where('orientation', '=', input.orientation);
  // Written out, not as parameters: the partial indexes of houses with keys and without pictures (migrations 028,
  // 030) serve only a statement whose condition implies theirs.
  if (input.has_keys === 1) query = query.where(sql<boolean>`key_count > 0`);
  else if (input.has_keys === 0) query = query.where(sql<boolean>`key_count = 0`);
  if (input.has_pictures === 0) query = query.where(sql<boolean>`picture_count = 0`);
  else if (input.has_pictures === 1) query = query.where(sql<boolean>`picture_count > 0`);
  if (input.maintainer_id !== undefined) query = query.where('maintainer_id', '=', input.maintainer_id);
  if (input.store_id !== undefined) query = query.where('store_id', '=', input.store_id);
  if (input.updated_from !== undefined) query = query.where('updated_at', '>=', input.updated_from);
  if (input.updated_to !== undefined) query = query.where('updated_at', '<=', input.updated_to);
  if (input.followup_from !== undefined) query = query.where(range('last_followup_at'), '>=', input.followup_from);
  if (input.followup_to !== undefined) query = query.where(range('last_followup_at'), '<=', input.followup_to);
  // Every asked label: those with a bit checked on the house's own row (label-bits.ts), the others in house_label.
  const asked = [...new Set(input.label_ids ?? [])];
  const mask = maskOf(asked.flatMap((id) => resolved.labelBits.get(id) ?? []));
  // A house carrying every bit of the mask has label_bits >= mask, a range house_kind_labels_idx can search.
  if (mask) query = query.where(sql<boolean>`(label_bits & ${mask}) = ${mask}`).where(range('label_bits'), '>=', mask);
  for (const labelId of asked.filter((id) => !resolved.labelBits.has(id))) {
    query = query.where((eb) => eb.exists(eb.selectFrom('house_label as hl').select('hl.house_id')
      .whereRef('hl.house_id', '=', 'house.id').where('hl.label_id', '=', labelId)));
  }
  return query;
}

// The filtered houses as disjoint queries for a count to read one after the other: below company scope the public
// houses, then the scope's private ones (each a search of its own, where one OR of the two is checked on every house
// of the kind); with a pool asked only that pool's part. Each part names every status when none is asked, so that
// house_filter_idx, which holds the pool and the maintainer after the status, is searched for them status by status
// rather than read through the kind's whole range.
export function houseFilterParts(ctx: Ctx, input: HouseFilterInput, resolved: ResolvedFilters, plan: FilterPlan = {}): HouseQuery[] {
  if (ctx.scope === 'company') return [houseFilter(ctx, input, resolved, plan)];
  const [publicHouses, scopePrivate] = readableHouseParts(ctx.caller, ctx.scope, 'house');
  const parts = input.pool === 'public' ? [publicHouses] : input.pool === 'private' ? [scopePrivate] : [publicHouses, scopePrivate];
  const statuses = { ...input, status: input.status ?? [...HOUSE_STATUSES] };
  return parts.map((part) => houseFilter(ctx, statuses, resolved, { ...plan, part }));
}
