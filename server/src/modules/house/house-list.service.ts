import { sql, type AliasedSelectQueryBuilder, type Compilable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { EXPORT_MAX_ROWS, HOUSE_STATUSES, HOUSE_TOTAL_CAP, houseTotalCap, type DataOf, type HouseExportRow, type HouseItem, type HouseStatus, type ParsedInputOf, type houseExport, type houseFavList, type houseList } from '@brokerage/contract';
import type { Database } from '../../core/db/schema.js';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { prepared } from '../../core/db/prepared.js';
import { EXPORT_PAGE } from '../../core/export.js';
import { AppError } from '../../core/errors.js';
import { nextTurn } from '../../core/jobs.js';
import { contains, countUpTo, plannedRows, unionAllOf } from '../../core/sql.js';
import { yuanToFen } from '../../core/money.js';
import { areaToHundredths, houseItems, readableHouse, readableHouseParts } from './house-read.js';
import { areasWithin } from '../dictionary/areas.js';
import { labelBitsOf, maskOf } from './label-bits.js';

// The house list. It must stay fast at a million houses: the filtering, counting and sorting run on the house
// table alone, against indexes that lead with the kind (every query names it) and end with the sort key; only the
// page's ids are then joined to names and labels.

type ListInput = ParsedInputOf<typeof houseList>;
type HouseQuery = SelectQueryBuilder<Database, 'house', object>;

// How many communities a keyword may stand for; more is a keyword too short to be useful.
const KEYWORD_REGION_LIMIT = 500;

// Communities whose name contains the keyword, or whose pinyin or initials start with it (wanke, wkcs). For a latin
// keyword, three searches joined by UNION (an OR scanned every row for all three on SQLite: 0.83 → 0.6 ms at 2,500
// communities): the prefixes as ranges of the pinyin's and the initials' indexes, and the names that hold an ASCII
// letter or digit, found in region_latin_name_idx (migration 025, whose expressions these repeat exactly), checked
// for the keyword. The look-up at 2,526 communities: SQLite 103 → 16.5 µs raw; PostgreSQL 0.78 → 0.03 ms. On
// PostgreSQL the ranges are byte-wise (~>=~, ~<~, which its text_pattern_ops indexes search): under a language
// collation a range of strings is not a prefix, and a LIKE whose pattern is a parameter searches no index in the
// statement's generic plan (statements stay prepared, change 39). A keyword of other letters reads every name.
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
  const query = startsWith('pinyin').union(startsWith('initials')).union(byName.where(holdsLatin));
  return query.limit(KEYWORD_REGION_LIMIT);
}

async function regionsMatching(ctx: Ctx, keyword: string): Promise<number[]> {
  return (await regionsMatchingQuery(ctx, keyword).execute()).map((r) => r.id);
}

// The list's filters (what the list, its export and the status counts share): no paging, no sort.
export type HouseFilterInput = Omit<ListInput, 'page' | 'limit' | 'sort' | 'order'>;

// Looked up once for a list's page and its count: the communities the keyword stands for, the areas an area filter
// stands for, itself and those under it (a city stands for its districts, as in the community list; a house carries
// its community's district, area_id, migration 023, so a district is one value, a city several), and the asked
// labels' bits (label-bits.ts; a label without one is not in the map). A building asked without its community: the
// community it stands in (`undefined` when not looked up, null when there is no such building). No index leads with
// the building, and a building never moves to another community, so its houses are those of its community's range
// that name it (87 houses at 1M, the list: 175 → 3 ms on SQLite, 300 → 4 ms on PostgreSQL; docs/performance.md, change 53).
// `rangesHidden`, `floorLeads`: rangesPlan below.
type Resolved = {
  keywordRegions: number[] | null; areas: number[] | null; labelBits: Map<number, number>; buildingRegion?: number | null; rangesHidden?: boolean;
  floorLeads?: boolean;
};

const areasOf = prepared((db: Db, v: { areaId: number }) => areasWithin(db, v.areaId));
const regionOfBuilding = prepared((db: Db, v: { buildingId: number }) => db.selectFrom('building').select('region_id').where('id', '=', v.buildingId));

async function resolveFilters(ctx: Ctx, input: HouseFilterInput, rangeLeadMax = RANGE_LEAD_MAX): Promise<Resolved> {
  const [keywordRegions, areas, labelBits, buildingRegion, ranges] = await Promise.all([
    input.keyword ? regionsMatching(ctx, input.keyword) : null,
    input.area_id !== undefined ? areasOf.all(ctx.db, { areaId: input.area_id }).then((rows) => rows.map((r) => r.id)) : null,
    labelBitsOf(ctx.db, input.label_ids ?? []),
    input.building_id !== undefined && input.region_id === undefined
      ? regionOfBuilding.first(ctx.db, { buildingId: input.building_id }).then((row) => row?.region_id ?? null) : undefined,
    rangesPlan(ctx, input, rangeLeadMax),
  ]);
  return { keywordRegions, areas, labelBits, buildingRegion, ...ranges };
}

// A price range, an area range or rooms, beside another of them or a filter their indexes do not hold (a floor range,
// a grade, a level, a use, a decoration, an orientation), and nothing else but the statuses and the pool. A count
// then searched the range's own index (house_kind_price_idx, house_kind_area_idx, house_kind_rooms_price_idx) and read
// the row of every house in it for the other filter; the status tabs did so status by status, eight times over where
// the index does not hold the status (the rooms'). At 1M houses on SQLite, 500-800万 with two rooms (190,000 sales in
// the price range): the tabs 709 ms; with floors from the 25th 626 ms, and the list's count 90 ms; 80-120 m² offices,
// the list 335 ms. Such ranges are then hidden from the indexes (buildFilter's `hideRanges`), so a count reads
// house_filter_idx, which holds every filter's column, its entries only:
// - the status tabs' counts status by status (statusCountQueries' `each`): each reads its status's range to the cap,
//   so together at most the kind's whole range (about 80 ms at 1M on SQLite); on PostgreSQL only when each price and
//   area range holds RANGE_LEAD_MAX houses or more (everyRangeWide; rooms beside a floor or a grade, always);
// - on SQLite the list's count (and the tabs' first houses, and a page gathered under the cap) when each price and
//   area range holds RANGE_LEAD_MAX houses or more: a narrower range's rows cost less than that. PostgreSQL's planner
//   chooses well for these counts by itself (hidden, its areas up to 40 m² on the lowest floors: 69 → 154 ms).
// docs/performance.md, change 74. Beside a floor range, the floors' own index may be read instead (rangesPlan, change 75).
export const RANGE_LEAD_MAX = 30_000;
const RANGE_BESIDE_FILTERS: ReadonlySet<string> = new Set(['kind', 'status', 'pool', 'price_min', 'price_max', 'area_min', 'area_max', 'rooms',
  'floor_min', 'floor_max', 'grade', 'level', 'use', 'decoration', 'orientation', 'page', 'limit', 'sort', 'order']);
// A price or area range's bounds, in the stored units (fen, hundredths of a m²), as the filter and its probe both read them.
const BOUNDS = {
  price: { min: 'price_min', max: 'price_max', stored: yuanToFen },
  area: { min: 'area_min', max: 'area_max', stored: areaToHundredths },
} as const;
function hasRange(input: HouseFilterInput, column: keyof typeof BOUNDS): boolean {
  return input[BOUNDS[column].min] !== undefined || input[BOUNDS[column].max] !== undefined;
}
function withinRange(query: HouseQuery, input: HouseFilterInput, column: keyof typeof BOUNDS, ref: RawBuilder<number>,
  value = asParameter): HouseQuery {
  const { min, max, stored } = BOUNDS[column];
  const [low, high] = [input[min], input[max]];
  if (low !== undefined) query = query.where(ref, '>=', value(stored(low)));
  if (high !== undefined) query = query.where(ref, '<=', value(stored(high)));
  return query;
}
function rangesBeside(input: HouseFilterInput): boolean {
  const ranges = [hasRange(input, 'price'), hasRange(input, 'area'), !!input.rooms?.length].filter(Boolean).length;
  const others = [input.floor_min !== undefined || input.floor_max !== undefined, input.grade, input.level, input.use, input.decoration,
    input.orientation].filter(Boolean).length;
  return ranges > 0 && ranges + others > 1 && onlyFilters(input, RANGE_BESIDE_FILTERS);
}

// The fewest houses of the kind that any of the input's price and area ranges holds, each counted to `bound`
// (rangeSize: on SQLite from the range's own index alone, 1.5-3.5 ms to RANGE_LEAD_MAX at 1M houses); Infinity when it
// names none. `bound` or more: every range is wide. Not for the list's count with rooms on SQLite (rangesPlan): beside
// a price range it searches house_kind_rooms_price_idx for both, whose first matches reach the cap at once where they
// are many; with the rooms counted too and the count hidden, the bench's `list price+rooms` took 10.4 ms a call
// against 4.3.
async function narrowestRange(ctx: Ctx, input: HouseFilterInput, bound: number): Promise<number> {
  const value = literalsOn(ctx);
  const houses = () => ctx.db.selectFrom('house').where('kind', '=', value(input.kind)).where('deleted_at', 'is', null);
  const ranges = (['price', 'area'] as const).filter((column) => hasRange(input, column))
    .map((column) => withinRange(houses(), input, column, sql<number>`${sql.ref(column)}`, value));
  let fewest = Infinity;
  for (const range of ranges) fewest = Math.min(fewest, await rangeSize(ctx, range, bound));
  return fewest;
}
const everyRangeWide = async (ctx: Ctx, input: HouseFilterInput, bound: number) => await narrowestRange(ctx, input, bound) >= bound;

// Reading a house's row for a filter costs about what reading this many index entries does, with a margin kept: a
// floor range leads a price or area range up to this many times larger (rangesPlan). SQLite at 1M houses: 2.2 µs a
// row against 0.1 µs an entry; PostgreSQL, whose index entries cost more and which fetches the rows of a range in
// page order: 1.5 µs against 0.6 µs (2,000-2,300万 on the floors from the 25th, 17,000 against 49,000 houses: 50-55 ms
// led by the price, 60-70 ms by the floors).
export const FLOOR_ENTRIES_A_ROW = { sqlite: 10, postgres: 2 } as const;

// How a count (and a page gathered under the cap) finds the houses of ranges beside other filters (rangesBeside):
// - a floor range beside a price range, an area range or rooms and nothing else (floorBeside) leads when every price
//   and area range holds `bound` houses or more (rooms have no index of their own that holds the status), or when it
//   holds fewer than FLOOR_ENTRIES_A_ROW times the narrowest of them (floorFewerThan): every status named, the floors
//   are searched in migration 041's index, which holds those ranges and the update time too, so the count and a
//   gathered page read its entries alone, the other ranges hidden from their indexes. Otherwise a wide range's count
//   read the kind's entries of house_filter_idx (never fewer than the floors', and with the matches more sparse), a
//   narrow one's its houses' rows. At 1M houses on SQLite, 500-800万 on the floors from the 31st (6,000 sales of
//   700,000): the list 235-246 → 12-14 ms, its tabs 86-137 → 10-13 ms; PostgreSQL 510-702 → 14-20 and 241-503 → 9-10
//   ms (docs/performance.md, change 75);
// - else on SQLite the list's count hides the ranges (`rangesHidden`) when every price and area range holds `bound`
//   houses or more, unless rooms are asked (see narrowestRange).
// The status tabs hide them status by status as well (statusCountQueries).
async function rangesPlan(ctx: Ctx, input: HouseFilterInput, bound: number): Promise<{ rangesHidden?: boolean; floorLeads?: boolean }> {
  if (!rangesBeside(input)) return {};
  const floorMayLead = floorBeside(input);
  const hidesWide = ctx.dialect === 'sqlite' && !input.rooms?.length;
  if (!floorMayLead && !hidesWide) return {};
  const narrowest = await narrowestRange(ctx, input, bound);
  const wide = narrowest >= bound;
  if (floorMayLead && (wide || await floorFewerThan(ctx, input, FLOOR_ENTRIES_A_ROW[ctx.dialect] * narrowest))) {
    return { rangesHidden: true, floorLeads: true };
  }
  return hidesWide ? { rangesHidden: wide } : {};
}

// A floor range beside a price range, an area range or rooms, the statuses and the pool, and no other filter: what
// migration 041's index holds.
const FLOOR_LEADS_WITH: ReadonlySet<string> = new Set(['kind', 'status', 'pool', 'floor_min', 'floor_max', 'price_min', 'price_max', 'area_min',
  'area_max', 'rooms', 'page', 'limit', 'sort', 'order']);
function floorBeside(input: HouseFilterInput): boolean {
  return hasFloorRange(input) && !floorAlone(input) && onlyFilters(input, FLOOR_LEADS_WITH);
}

// Whether the floor range holds fewer than `limit` houses of the kind (rangeSize; on SQLite in migration 041's index,
// every status named: 0.5 ms for the highest floors' 6,000 sales at 1M houses, about 30 ms at worst for the 300,000
// entries of FLOOR_ENTRIES_A_ROW times a range just under RANGE_LEAD_MAX, whose rows then take about 100 ms to count).
async function floorFewerThan(ctx: Ctx, input: HouseFilterInput, limit: number): Promise<boolean> {
  const value = literalsOn(ctx);
  let floors = ctx.db.selectFrom('house').where('kind', '=', value(input.kind)).where('deleted_at', 'is', null)
    .where('status', 'in', HOUSE_STATUSES.map((status) => value(status)));
  if (input.floor_min !== undefined) floors = floors.where('floor_number', '>=', value(input.floor_min));
  if (input.floor_max !== undefined) floors = floors.where('floor_number', '<=', value(input.floor_max));
  return await rangeSize(ctx, floors, limit) < limit;
}

// How many houses a range holds, to choose how to search it: on SQLite counted up to `bound` from the range's index
// alone (about 100 ns an entry); on PostgreSQL the planner's estimate, as for a follow-up range (followupRangeSize:
// counting to RANGE_LEAD_MAX took 9-12 ms there at 1M houses), so the query's values are written as literals
// (literalsOn).
async function rangeSize(ctx: Ctx, query: HouseQuery, bound: number): Promise<number> {
  if (ctx.dialect === 'postgres') return plannedRows(ctx.db, query.select(sql.lit(1).as('one')));
  return Number((await countUpTo(ctx.db, [query], bound).executeTakeFirstOrThrow()).n);
}
// A value as a statement's parameter (the default), or as rangeSize's dialect needs it: a literal for PostgreSQL's
// estimate (checked numbers and enums only).
const asParameter = <T>(v: T): T | RawBuilder<T> => v;
const literalsOn = (ctx: Ctx) => (ctx.dialect === 'postgres' ? sql.lit : asParameter);
// A list's statements with a range (price, area, rooms, floors, the update or follow-up dates, or the zero of
// has_keys=0 and has_pictures=1) are written with its values as literals on PostgreSQL, the kind, the count's cap and
// the page's limit and offset too. PostgreSQL keeps a statement prepared (change 39) and, after five runs planned with
// their values, keeps a generic plan when its estimate is no dearer; planned for parameters, a range stands for a fixed
// share of the houses whatever its width. At 1M houses an agent's page of 500-800万, two rooms and the floors from the
// 25th then gathered the price range's 88,000 houses from house_kind_rooms_price_idx and sorted them (198 ms), where
// the plan for the values walks house_sort_filter_idx (2 ms); 80-120 m² shops were counted along house_kind_area_idx
// (134 against 61 ms), the houses with pictures without parallel workers (225 against 135). With the values written, a
// statement is kept for each set of them (what most lists repeat are the web app's few ranges) and planned for them;
// the kind, the cap and the page as well, so that a count without a scope has no parameter left, and the driver keeps
// such a select planned once (withNamedStatements). With the ranges alone written PostgreSQL planned the count anew on
// every run, its generic plan never cheaper (`list price+rooms`: about a sixth fewer a second). The statuses, grades,
// labels and ids stay parameters (an equality's generic estimate is the column's average share), and lists without a
// range send the statements they did: with every value written (tried), a store manager's status tabs of two labels
// went from 26 to 73-81 ms, the planner trusting a rare status's range over the labels' index. SQLite plans without
// the values anyway (the unary plus steers it, buildFilter) and keeps its statements by their text: parameters there
// (docs/performance.md, change 76).
const RANGE_FILTERS = ['price_min', 'price_max', 'area_min', 'area_max', 'rooms', 'floor_min', 'floor_max', 'updated_from', 'updated_to',
  'followup_from', 'followup_to'] as const;
function planned(ctx: Ctx, input: HouseFilterInput) {
  const ranged = RANGE_FILTERS.some((key) => input[key] !== undefined) || input.has_keys === 0 || input.has_pictures === 1;
  return ranged ? literalsOn(ctx) : asParameter;
}

// More communities than this (a short keyword) match too many houses to gather and sort: a page walks the sorted index
// instead (a district's hundred communities at 1M: 5 ms a page by the communities, 0.2 ms in update order).
const FEW_REGIONS = 20;

// Filters that name fewer houses than a label usually has (a label sits on a tenth of the houses or more), whose own
// index the planner may start from.
function narrowerThanLabels(input: HouseFilterInput): boolean {
  return input.maintainer_id !== undefined || input.store_id !== undefined || input.region_id !== undefined
    || input.building_id !== undefined || input.area_id !== undefined || input.keyword !== undefined;
}

// No filter with an index of its own that holds the pool and the maintainer too (a community, a district, labels, a
// maintainer): the houses a count reads are then best found by the status and the pool (readableHouseParts below).
function widelySpread(input: HouseFilterInput): boolean {
  return !input.label_ids?.length && !narrowerThanLabels(input);
}

// The houses carrying every label, found in house_label's indexes alone before any house row is read: SQLite's CROSS
// JOIN keeps that order, where its planner put the house row between the labels (and turns an EXISTS into a join it
// may put anywhere), so a pair of labels read the row of every house carrying the first. A pair that shares 17 sales
// among 125,000 houses each at 1M houses: 172 → 66 ms to count.
function labelledHouses(ctx: Ctx, [first, ...rest]: number[]): HouseQuery {
  let labelled: AliasedSelectQueryBuilder<{ house_id: number }, 'l'> = ctx.db.selectFrom('house_label as hl0').select('hl0.house_id')
    .where('hl0.label_id', '=', first as number).as('l');
  for (const labelId of rest) {
    labelled = ctx.db.selectFrom(labelled).crossJoin('house_label as hl').select('l.house_id')
      .whereRef('hl.house_id', '=', 'l.house_id').where('hl.label_id', '=', labelId).as('l');
  }
  return ctx.db.selectFrom(labelled).crossJoin('house').whereRef('house.id', '=', 'l.house_id') as unknown as HouseQuery;
}

// A floor range with no other filter than the statuses and the pool: only then may it lead a count's search
// (house_kind_status_floor_idx, migration 040). That index holds no other filter's column, and beside one (a grade, a
// price range) SQLite searched the floors and read each house's row for it, where house_filter_idx holds them all
// (a grade on the floors from the 20th: the status tabs 33-49 → 107-159 ms at 1M; PostgreSQL too, rooms on floors
// 10-15: 40 → 104-117 ms), so there the floor stays hidden from the indexes as before (buildFilter's `hideFloor`).
// Since migration 041 that index holds the price, the area and the rooms too, and beside those the floors may lead
// (rangesPlan, change 75).
const FLOOR_ALONE_WITH: ReadonlySet<string> = new Set(['kind', 'status', 'pool', 'floor_min', 'floor_max', 'page', 'limit', 'sort', 'order']);
const hasFloorRange = (input: HouseFilterInput) => input.floor_min !== undefined || input.floor_max !== undefined;
function floorAlone(input: HouseFilterInput): boolean {
  return hasFloorRange(input) && onlyFilters(input, FLOOR_ALONE_WITH);
}

// `sort`: the query is for a page in this order. The filters that match many houses (price, area, rooms, floor,
// follow-up dates, many communities) are then checked as the sorted index is walked instead of leading the search:
// SQLite's planner would otherwise pick the filter's own index and sort every match (a wide price range at 1M houses:
// 360 ms a page, against under 1 ms walking house_sort_filter_idx in order; the last week's follow-ups, 37 ms a page
// gathered from house_kind_followup_idx and sorted, against 5 ms walking; see docs/performance.md). Labels with a bit
// (label-bits.ts): the bits checked in whatever index is read, and for a count or a gathered page also the range
// label_bits >= mask, which house_kind_labels_idx can search. Labels without one, through house_label: for a page, one
// EXISTS per label, checked for each house met in order; for a count, the first label joined, so the planner may
// start from the label's houses or from another filter's, whichever is fewer. `labelsMayLead: false` keeps those
// labels as EXISTS checks for a count the status leads (the status tabs).
function buildFilter(ctx: Ctx, input: HouseFilterInput, resolved: Resolved, sort?: ListInput['sort'], labelsMayLead = true, part?: RawBuilder<boolean>): HouseQuery {
  // A column the search may not lead with (SQLite's unary plus: the same value, no index), unless it is the sort's
  // own. SQLite only: PostgreSQL weighs the LIMIT against its statistics and walks the sorted index by itself, and a
  // unary plus would hide the column's statistics from it (it then scanned the whole table: 6 pages a second).
  const steer = sort !== undefined && ctx.dialect === 'sqlite';
  const unindexed = (column: 'price' | 'area' | 'rooms' | 'floor_number' | 'last_followup_at' | 'region_id' | 'area_id') => sql<number>`+${sql.ref(column)}`;
  // A floor beside other filters, hidden from the indexes (floorAlone): on PostgreSQL for a count only, as `+ 0`. For a
  // count or a gathered page, a floor range beside a price range, an area range or rooms may lead (rangesPlan).
  const floorLeads = floorAlone(input) || (sort === undefined && resolved.floorLeads === true);
  const hideFloor = !floorLeads && (ctx.dialect === 'sqlite' || sort === undefined);
  // Ranges beside other filters, for a count or a gathered page (rangesPlan: the list's count on SQLite when they are
  // wide or a floor range leads, the tabs' counts status by status), so that house_filter_idx or the floor's index is
  // read: on PostgreSQL as `+ 0` too.
  const hideRanges = sort === undefined && resolved.rangesHidden === true;
  const range = (column: 'price' | 'area' | 'rooms' | 'floor_number' | 'last_followup_at') => {
    // (A floor is hidden with the ranges already: hideRanges is for a count or a gathered page, where hideFloor holds
    // unless the floors lead.)
    const hidden = column === 'floor_number' ? hideFloor : hideRanges && column !== 'last_followup_at';
    if (hidden && ctx.dialect === 'postgres') return sql<number>`(${sql.ref(column)} + 0)`;
    return (steer && sort !== column) || hidden ? unindexed(column) : sql<number>`${sql.ref(column)}`;
  };
  const regionColumn = (ids: number[]) => (steer && ids.length > FEW_REGIONS ? unindexed('region_id') : sql<number>`${sql.ref('region_id')}`);
  const asked = [...new Set(input.label_ids ?? [])];
  const mask = maskOf(asked.flatMap((id) => resolved.labelBits.get(id) ?? []));
  // Labels without a bit (label-bits.ts): through house_label.
  const labelIds = asked.filter((id) => !resolved.labelBits.has(id));
  const labelsLead = labelsMayLead && sort === undefined && ctx.dialect === 'sqlite' && labelIds.length > 0 && !narrowerThanLabels(input);
  // A range's statement, its values as literals on PostgreSQL (planned).
  const v = planned(ctx, input);
  let query: HouseQuery = (labelsLead ? labelledHouses(ctx, labelIds) : ctx.db.selectFrom('house'))
    .where('kind', '=', v(input.kind)).where('deleted_at', 'is', null);
  // `part`: one of readableParts, for a count (filterParts); else the whole of readableHouse, or with a pool asked the
  // one part that can match.
  if (part) query = query.where(part);
  else if (ctx.scope !== 'company') query = query.where(input.pool ? readableParts(ctx, input)[0] : readableHouse(ctx.caller, ctx.scope, 'house'));
  // A part without a status asked names every status, so house_filter_idx is searched for the pool (and the scope's
  // staff) within each status's range, reading its entries only: on SQLite the pool alone led to
  // house_kind_pool_updated_idx and the row of every public house for any other filter (a grade: 13 → 57 ms a count
  // at 1M); PostgreSQL read each part's whole range of the kind, checking the pool on every entry. Not when a filter
  // has an index of its own that holds the pool and the maintainer too (widelySpread): that index's range is narrower
  // (labels: 0.15 → 2.8 ms with the statuses named). A floor range alone (floorAlone) names them for any caller's
  // count: no index leads with the floor, and house_kind_status_floor_idx (migration 040) holds it after the status,
  // so the count searches the range within each status, where it read the kind's whole range of house_filter_idx (the
  // company's high floors, 0.9 % of the sales: 23 → 0.9 ms a count at 1M on SQLite; docs/performance.md, change 73).
  if (sort === undefined && !input.status && widelySpread(input) && (part || floorLeads)) {
    query = query.where('status', 'in', HOUSE_STATUSES);
  }
  if (input.keyword) {
    const regions = resolved.keywordRegions ?? [];
    const houseId = /^\d{1,9}$/.test(input.keyword) ? Number(input.keyword) : null;
    // Only the conditions that can match, so the planner keeps its indexes (a constant inside an OR defeats them).
    if (regions.length && houseId !== null) query = query.where((eb) => eb.or([eb(regionColumn(regions), 'in', regions), eb('id', '=', houseId)]));
    else if (regions.length) query = query.where(regionColumn(regions), 'in', regions);
    else if (houseId !== null) query = query.where('id', '=', houseId);
    else query = query.where(sql<boolean>`1 = 0`);
  }
  if (resolved.areas) {
    // One district: a range of its indexes, in update order. Several (a city): walked in update order for a page, as
    // many communities are, since their ranges together are not in order.
    const [only, ...more] = resolved.areas;
    if (only === undefined) query = query.where(sql<boolean>`1 = 0`);
    else if (more.length === 0) query = query.where('area_id', '=', only);
    else query = query.where(steer ? unindexed('area_id') : sql<number>`${sql.ref('area_id')}`, 'in', resolved.areas);
  }
  if (input.region_id !== undefined) query = query.where('region_id', '=', input.region_id);
  else if (resolved.buildingRegion === null) query = query.where(sql<boolean>`1 = 0`);
  else if (resolved.buildingRegion !== undefined) query = query.where('region_id', '=', resolved.buildingRegion);
  if (input.building_id !== undefined) query = query.where('building_id', '=', input.building_id);
  query = withinRange(withinRange(query, input, 'price', range('price'), v), input, 'area', range('area'), v);
  if (input.rooms) query = query.where(range('rooms'), 'in', input.rooms.map(v));
  if (input.status) query = query.where('status', 'in', input.status);
  if (input.grade) query = query.where('grade', '=', input.grade);
  if (input.level) query = query.where('level', '=', input.level);
  if (input.pool) query = query.where('pool', '=', input.pool);
  if (input.use) query = query.where('use', '=', input.use);
  if (input.decoration) query = query.where('decoration', '=', input.decoration);
  if (input.orientation) query = query.where('orientation', '=', input.orientation);
  if (input.floor_min !== undefined) query = query.where(range('floor_number'), '>=', v(input.floor_min));
  if (input.floor_max !== undefined) query = query.where(range('floor_number'), '<=', v(input.floor_max));
  // With keys: the condition of house_kind_keys_idx (migration 028) as a literal, which a search of that partial index
  // needs; for a page in order on SQLite hidden from it as the ranges are (`steer`), so that keys held on many houses
  // are checked as the sorted index is walked rather than gathered and sorted.
  if (input.has_keys === 1) query = query.where(steer ? sql<boolean>`+key_count > 0` : sql<boolean>`key_count > 0`);
  else if (input.has_keys === 0) query = query.where('key_count', '=', v(0));
  // Without pictures: the same for house_kind_no_pictures_idx (migration 030).
  if (input.has_pictures === 0) query = query.where(steer ? sql<boolean>`+picture_count = 0` : sql<boolean>`picture_count = 0`);
  else if (input.has_pictures === 1) query = query.where('picture_count', '>', v(0));
  if (mask) {
    query = query.where(sql<boolean>`(${sql.ref('label_bits')} & ${mask}) = ${mask}`);
    // Not for a page in order: the range would offer the planner house_kind_labels_idx, whose matches it then sorts.
    if (sort === undefined) query = query.where('label_bits', '>=', mask);
  }
  if (labelIds.length && !labelsLead) {
    const [first, ...rest] = labelIds;
    const hasLabel = (labelId: number) => (q: HouseQuery) => q.where((eb) => eb.exists(eb.selectFrom('house_label as hl')
      .select('hl.house_id').whereRef('hl.house_id', '=', 'house.id').where('hl.label_id', '=', labelId)));
    if (first !== undefined) {
      // (house_id, label_id) is the key of house_label: the join never repeats a house.
      query = sort ? hasLabel(first)(query)
        : query.innerJoin('house_label as hl0', (join) => join.onRef('hl0.house_id', '=', 'house.id').on('hl0.label_id', '=', first)) as unknown as HouseQuery;
    }
    for (const labelId of rest) query = hasLabel(labelId)(query);
  }
  if (input.maintainer_id !== undefined) query = query.where('maintainer_id', '=', input.maintainer_id);
  if (input.store_id !== undefined) query = query.where('store_id', '=', input.store_id);
  if (input.updated_from !== undefined) query = query.where('updated_at', '>=', v(input.updated_from));
  if (input.updated_to !== undefined) query = query.where('updated_at', '<=', v(input.updated_to));
  if (input.followup_from !== undefined) query = query.where(range('last_followup_at'), '>=', v(input.followup_from));
  if (input.followup_to !== undefined) query = query.where(range('last_followup_at'), '<=', v(input.followup_to));
  return query;
}

// The total is counted up to HOUSE_TOTAL_CAP, or HOUSE_LABEL_TOTAL_CAP with a label filter (houseTotalCap, contract): an
// exact count over a million houses reads the kind's whole index for every page (40 ms on SQLite, the page itself well
// under 1 ms), and a count with labels probes the labels of every house it meets.
export { HOUSE_TOTAL_CAP };

// Below company scope a caller sees their scope's houses and every public one (readableHouse): one OR, which SQLite
// checked on every entry of the range it read. house_filter_idx holds the pool after the status, 'private' before
// 'public', so a store manager's count of a status read all that status's private houses of every maintainer before
// the public ones (35,000 entries for the sealed sales at 1M: 5.5 ms a status; the status tabs 96 → 10 ms, the list
// 17 → 9 ms on a slow machine, docs/performance.md change 51). On SQLite a count is therefore made of the two disjoint
// parts one after the other, each a search of its own: the public houses (pool = 'public': a range), then the scope's
// private houses (pool = 'private' and the scope's staff: a range for each, scopeCondition's IN). The count stops at
// the cap wherever it is reached. PostgreSQL checked the OR the same way (a store manager's status tabs at 1M: 60 ms),
// and counts in parts too, but only with every status named (buildFilter) and without a filter that has an index of
// its own (widelySpread): the parts alone read the kind's whole range twice (a floor filter's tabs 87 → 140 ms at
// 200,000 houses), and beside a maintainer's or a label's own index its planner weighs the OR better (a maintainer's
// tabs 2.7 → 11.5 ms in parts). At 1M, the manager's tabs 60 → 14 ms, a floor filter's 187 → 87 ms, its list 123 →
// 42 ms (docs/performance.md, change 52). Pages keep the one condition: walked in order, they meet the scope's houses
// and the public ones together.
// Below company scope, the parts of readableHouse; with a pool asked, only that pool's, the other being unable to match.
// The OR of readableHouse hides from the planners that an agent's private houses are their own: a page of them (563
// at 1M, gathered and sorted) read the kind's whole range of house_filter_idx, where their part searches the
// maintainer's index (66 → 1.4 ms on SQLite; docs/performance.md, change 71).
function readableParts(ctx: Ctx, input: HouseFilterInput): [RawBuilder<boolean>, ...RawBuilder<boolean>[]] {
  const [publicHouses, scopePrivate] = readableHouseParts(ctx.caller, ctx.scope, 'house');
  if (input.pool === 'public') return [publicHouses];
  if (input.pool === 'private') return [scopePrivate];
  return [publicHouses, scopePrivate];
}

// The filters' houses as the queries a count reads one after the other: readableParts below company scope (on
// PostgreSQL only when widelySpread), else the one query.
function filterParts(ctx: Ctx, input: HouseFilterInput, resolved: Resolved, labelsMayLead = true): HouseQuery[] {
  const inParts = ctx.scope !== 'company' && (ctx.dialect === 'sqlite' || widelySpread(input));
  if (!inParts) return [buildFilter(ctx, input, resolved, undefined, labelsMayLead)];
  return readableParts(ctx, input).map((part) => buildFilter(ctx, input, resolved, undefined, labelsMayLead, part));
}

// The list's total: its filters' houses counted up to the cap.
function listTotal(ctx: Ctx, input: HouseFilterInput, resolved: Resolved) {
  return countUpTo(ctx.db, filterParts(ctx, input, resolved), planned(ctx, input)(houseTotalCap(input)));
}

// The statement that counts a list's total, for its plan (house-list-scale.test.ts; `rangeLeadMax`: RANGE_LEAD_MAX, or
// a bound the test's fewer houses reach).
export async function listTotalQuery(ctx: Ctx, input: HouseFilterInput, rangeLeadMax = RANGE_LEAD_MAX) {
  return listTotal(ctx, input, await resolveFilters(ctx, input, rangeLeadMax));
}

// A page's ids. `total`: the filters' total when it is known. Under the cap, the page gathers those few houses by the
// filters' own indexes and sorts them, where walking the sorted index would read the whole kind before it found them:
// both planners expect a filter (a price range, labels) to be met often on the way. The sort key is then made an
// expression no index gives, unless a maintainer's or store's own index gives the order (walking it reads only their
// houses; sorting all of a maintainer's 1,400 read them all: 0.09 → 0.55 ms). At 1M houses: the 31 dearest sales
// 46 → 0.05 ms on SQLite; a pair of labels that 17 sales share 1.3 s → 40 ms on SQLite, 2 s → 64 ms on PostgreSQL.
export async function listPageQuery(ctx: Ctx, input: ListInput, total?: number): Promise<PageQuery> {
  return pageStep((await listPageSteps(ctx, input, total))[0] as PageStep);
}

// All the steps the page may take, in the order they are tried (pageIds). `walkMax`: FOLLOWUP_WALK_MAX, or less for a
// test to see the walk fall short.
export async function listPageSteps(ctx: Ctx, input: ListInput, total?: number, walkMax?: number): Promise<PageStep[]> {
  const resolved = await resolveFilters(ctx, input);
  return total === undefined ? [pageQuery(ctx, input, resolved)] : listPage(ctx, input, resolved, total, houseTotalCap(input), walkMax);
}

// A range of follow-up dates past the list's cap is counted on up to this many houses, and gathered and sorted when it
// holds fewer. Walking the update order instead reads each house's row for its last follow-up, and the houses of a
// past range sit far down that order (a follow-up leaves the update time alone, and the houses followed up long ago
// are mostly those changed long ago): at 1M houses on SQLite, the admin's page of one day 100 days back (2,014 sales)
// took 516 ms walked and 2 ms gathered, of three days (6,034) 227 against 22 ms, a week (14,253) 200 against 50 ms.
// The count on reads house_kind_followup_idx's entries only (migration 026). Gathering is bounded by this number
// whatever the order holds; a walk is cheaper only where the range's houses are spread evenly through it. A range with
// no filter outside the indexes (followupIndexed) is gathered under this number too.
export const FOLLOWUP_GATHER_MAX = 10_000;
// The bound under which the status tabs of a follow-up range with no other filter than house_kind_followup_idx holds
// (migration 029: the status, the pool, the maintainer and the update time after the date) are grouped from the
// range's entries alone, about 55 ns an entry at 1M houses on SQLite, where each status's count read its range of
// house_filter_idx (the sales not followed up for 150 days, 56,314: 35 → 16 ms for the admin, docs/performance.md,
// change 58), and under which a page the walk below did not fill is gathered from them. What decides is the size of
// the range itself, whoever asks (followupRangeSize).
export const FOLLOWUP_INDEX_GATHER_MAX = 100_000;
// A page of a follow-up range of at least FOLLOWUP_GATHER_MAX houses with no other filter than house_kind_followup_idx
// and house_sort_filter_idx hold (followupIndexed) walks the update order for at most this many houses, the range
// checked in house_sort_filter_idx's entries (migration 031: no row read), stopping as soon as the page is full: a
// range spread through the order fills it at once, one far down the order within tens of thousands. On SQLite the walk
// comes before counting the range on to FOLLOWUP_INDEX_GATHER_MAX (the dearer of the two for a large range);
// PostgreSQL's estimate is read at once, and a range past that bound is walked without a stretch. A page the stretch
// does not fill (a later page of a range far down the order) is then gathered when the range is under
// FOLLOWUP_INDEX_GATHER_MAX, else walked from the start. At 1M houses, statements of a call in process on a slow
// machine, before → after (docs/performance.md, change 60): followed up in the last day (23,419 sales) 15 → 7.5 ms on
// SQLite, 21 → 8 on PostgreSQL; not followed up for 60 days (246,873; the twentieth match is the 21,021st sale) 94 →
// 11 ms and 34 → 8; page 50 of not followed up for 150 days (58,662, far down the order), the stretch walked for
// nothing, 26 → 44-50 ms and 37 → 45.
export const FOLLOWUP_WALK_MAX = 50_000;
// The filters house_kind_followup_idx and house_sort_filter_idx both hold (migrations 029, 031) besides the kind and
// the liveness, for a page in update order.
const FOLLOWUP_INDEX_FILTERS: ReadonlySet<string> = new Set(['kind', 'status', 'pool', 'followup_from', 'followup_to',
  'updated_from', 'updated_to', 'page', 'limit', 'sort', 'order']);

// Whether the input names no filter outside `filters` (an index's columns).
function onlyFilters(input: object, filters: ReadonlySet<string>): boolean {
  return Object.entries(input).every(([key, value]) => value === undefined || filters.has(key));
}

const hasFollowupRange = (input: HouseFilterInput) => input.followup_from !== undefined || input.followup_to !== undefined;

// A list in update order (or the status tabs, which have no order) of a follow-up range with no other filter than those.
function followupIndexed(input: HouseFilterInput & { sort?: ListInput['sort'] }): boolean {
  return hasFollowupRange(input) && (input.sort ?? 'updated_at') === 'updated_at' && onlyFilters(input, FOLLOWUP_INDEX_FILTERS);
}

// A page's ids, from the first of these queries that fills the page (the last one's answer whatever it holds); a
// step may be a function that chooses its query when it is reached.
export type PageQuery = { execute(): Promise<{ id: number }[]> } & Compilable<{ id: number }>;
type PageStep = PageQuery | (() => Promise<PageQuery>);

// The steps to the page of a list whose total was counted to its cap. A follow-up range past the cap: gathered when the
// range or the filters' houses (counted on) are under their bound; a larger range with no other filter than the
// indexes hold walked for a stretch of the update order, then gathered or walked on (FOLLOWUP_WALK_MAX).
async function listPage(ctx: Ctx, input: ListInput, resolved: Resolved, total: number, cap: number, walkMax = FOLLOWUP_WALK_MAX): Promise<PageStep[]> {
  if (total < cap || !hasFollowupRange(input) || !widelySpread(input)) return [pageQuery(ctx, input, resolved, gathers(input, resolved, total, cap))];
  if (followupIndexed(input)) {
    const gathered = () => pageQuery(ctx, input, resolved, true);
    const walked = () => pageQuery(ctx, input, resolved);
    // The range's size: PostgreSQL's estimate, known at once; on SQLite counted to each bound, the second only when
    // the walk falls short.
    const estimate = ctx.dialect === 'postgres' ? await followupRangeSize(ctx, input, FOLLOWUP_INDEX_GATHER_MAX) : undefined;
    const under = async (bound: number) => (estimate ?? await followupRangeSize(ctx, input, bound)) < bound;
    if (await under(FOLLOWUP_GATHER_MAX)) return [gathered()];
    if (estimate !== undefined && estimate >= FOLLOWUP_INDEX_GATHER_MAX) return [walked()];
    return [walkedFollowupPage(ctx, input, resolved, walkMax), async () => (await under(FOLLOWUP_INDEX_GATHER_MAX) ? gathered() : walked())];
  }
  const more = Number((await countUpTo(ctx.db, filterParts(ctx, input, resolved), planned(ctx, input)(FOLLOWUP_GATHER_MAX)).executeTakeFirstOrThrow()).n);
  return [pageQuery(ctx, input, resolved, gathers(input, resolved, more, FOLLOWUP_GATHER_MAX))];
}

// The page taken from the first `walkMax` houses of the update order that the other filters and the scope leave
// (read from house_sort_filter_idx's entries, a walk that stops as soon as the page is full), checking the range in
// them: the same page as the whole walk's when it is full, as the houses before it are the same.
function walkedFollowupPage(ctx: Ctx, input: ListInput, resolved: Resolved, walkMax: number): PageQuery {
  const { followup_from: from, followup_to: to, ...others } = input;
  const v = planned(ctx, input);
  const walked = buildFilter(ctx, others, resolved, input.sort).select(['id', 'updated_at', 'last_followup_at'])
    .orderBy(input.sort, input.order).orderBy('id', input.order).limit(v(walkMax)).as('walked');
  let page = ctx.db.selectFrom(walked).select('walked.id');
  if (from !== undefined) page = page.where('walked.last_followup_at', '>=', v(from));
  if (to !== undefined) page = page.where('walked.last_followup_at', '<=', v(to));
  return page.orderBy('walked.updated_at', input.order).orderBy('walked.id', input.order)
    .limit(v(input.limit)).offset(v((input.page - 1) * input.limit));
}

export const pageStep = async (step: PageStep): Promise<PageQuery> => (typeof step === 'function' ? step() : step);

// The page's ids: the first step's, or, when it does not fill the page, the next's.
export async function pageIds(steps: PageStep[], limit: number): Promise<number[]> {
  let rows: { id: number }[] = [];
  for (const step of steps) {
    rows = await (await pageStep(step)).execute();
    if (rows.length === limit) break;
  }
  return rows.map((row) => row.id);
}

// How many houses a follow-up range holds (followupRangeOf, whoever asks), to choose between gathering and walking:
// on SQLite counted up to `bound` (about 30 ns an entry). On PostgreSQL that count fetched from the
// heap every entry whose page a recent write had left unsure (100,000 entries: 10 ms after a vacuum, 25-30 ms after
// the bench's follow-ups), so the planner's estimate from the column's statistics is taken instead: one planning, no
// entry read, and near enough for this choice (for a range past the column's histogram, as the newest follow-ups
// are, PostgreSQL looks up the index's actual last value). The values are checked numbers and a kind, written as
// literals: the statement then has no parameters and is not kept prepared (core/db/database.ts).
export async function followupRangeSize(ctx: Ctx, input: HouseFilterInput, bound: number): Promise<number> {
  return rangeSize(ctx, followupRangeOf(ctx, input, literalsOn(ctx)), bound);
}

// The live houses of the kind in a follow-up range: a range of house_kind_followup_idx. `value`: how each value is
// written (sql.lit: as a literal).
function followupRangeOf(ctx: Ctx, input: HouseFilterInput, value = asParameter): HouseQuery {
  let query = ctx.db.selectFrom('house').where('kind', '=', value(input.kind)).where('deleted_at', 'is', null);
  if (input.followup_from !== undefined) query = query.where('last_followup_at', '>=', value(input.followup_from));
  if (input.followup_to !== undefined) query = query.where('last_followup_at', '<=', value(input.followup_to));
  return query;
}

// The filters house_kind_district_updated_idx holds (migration 023), besides the kind, the district and the liveness
// (and the scope's maintainer and pool): a district walked in update order checks them in the index, reading no row.
const DISTRICT_WALK_FILTERS: ReadonlySet<string> = new Set(['kind', 'area_id', 'status', 'pool', 'maintainer_id', 'store_id',
  'area_min', 'area_max', 'price_min', 'price_max', 'rooms', 'page', 'limit', 'sort', 'order']);
// From this many houses on, walking a district's index in update order is cheaper than gathering them: the walk reads
// index entries only, about (the district's houses / the total) for each house of the page, where gathering reads
// every match's row to sort it (a district + area range at 100,000 houses, 700-1,500 matches: 1.5-1.7 → 0.3-0.45 ms
// a page in process).
const DISTRICT_WALK_MIN = 200;

function walksDistrict(input: ListInput, resolved: Resolved, total: number): boolean {
  return input.sort === 'updated_at' && resolved.areas?.length === 1 && total >= DISTRICT_WALK_MIN
    && onlyFilters(input, DISTRICT_WALK_FILTERS);
}

// Whether a page whose filters' houses were counted to `total` gathers them (`cap`: what the total was counted to; an
// export's is its row limit).
function gathers(input: ListInput, resolved: Resolved, total: number, cap: number): boolean {
  return total < cap && !walksDistrict(input, resolved, total);
}

// A page's ids: walked in the sort's order, or (`gather`) the filters' houses found by their own indexes and sorted.
function pageQuery(ctx: Ctx, input: ListInput, resolved: Resolved, gather = false) {
  const ordered = input.sort === 'updated_at' && (input.maintainer_id !== undefined || input.store_id !== undefined);
  const sortKey = gather && !ordered ? sql<number>`+${sql.ref(input.sort)}` : sql<number>`${sql.ref(input.sort)}`;
  const v = planned(ctx, input);
  return buildFilter(ctx, input, resolved, gather ? undefined : input.sort).select('id')
    .orderBy(sortKey, input.order).orderBy('id', input.order).limit(v(input.limit)).offset(v((input.page - 1) * input.limit));
}

export async function listHouses(ctx: Ctx, input: ListInput): Promise<DataOf<typeof houseList>> {
  const resolved = await resolveFilters(ctx, input);
  const cap = houseTotalCap(input);
  // The count first, so the page knows how to find its houses (and none is looked for past the end of a total under
  // the cap). On SQLite the one connection runs one statement at a time anyway.
  const total = Number((await listTotal(ctx, input, resolved).executeTakeFirstOrThrow()).n);
  const pastEnd = total < cap && (input.page - 1) * input.limit >= total;
  const ids = pastEnd ? [] : await pageIds(await listPage(ctx, input, resolved, total, cap), input.limit);
  return {
    list: await houseItems(ctx.db, ids),
    page: { page: input.page, limit: input.limit, total, total_cap: cap },
  };
}

// The status tabs (house/housestate): how many houses of each status the filters leave, each counted up to the list's
// cap, and all of them as the list's total. One exact count grouped by status read every house of the kind in scope
// (90 ms for the sales at 1M houses on SQLite, holding its one connection; 880 ms on PostgreSQL). Now the filters'
// first houses up to the cap are grouped by status: fewer than the cap, and those are all (a maintainer's, a
// community's), exact. Otherwise each status is counted up to the cap from its own range of an index
// (house_filter_idx: kind, deleted_at, status), in one statement (`each`, `k` the status's place in HOUSE_STATUSES):
// 1.6 ms for the sales at 1M on SQLite, 25 ms on PostgreSQL. Except labels without a bit (label-bits.ts) on
// PostgreSQL: status by status its planner hashed each status's houses against a label's (1.4 s for a pair at 1M),
// where the one grouped count (`grouped`, each count then capped) probes each house's labels (0.4 s). Labels with bits
// are counted status by status like any filter: a common pair 3 ms against the grouped count's 240-276 ms, the rarest
// pairs of the bench's database 110 against 104 ms.
export async function statusCountQueries(ctx: Ctx, input: HouseFilterInput, rangeLeadMax = RANGE_LEAD_MAX) {
  const resolved = await resolveFilters(ctx, input, rangeLeadMax);
  const cap = houseTotalCap(input);
  const houses = buildFilter(ctx, input, resolved);
  // The first houses, of the scope's parts one after the other (filterParts).
  const firstHouses = unionAllOf(filterParts(ctx, input, resolved).map((query) => query.select('status')));
  const v = planned(ctx, input);
  const first = ctx.db.selectFrom(firstHouses.limit(v(cap)).as('first'))
    .select(['first.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('first.status');
  // Built only when the first houses reach the cap (most calls stop at `first`).
  const byStatus = () => houses.select(['status', (eb) => eb.fn.countAll<number>().as('n')]);
  const grouped = () => byStatus().groupBy('status');
  // A follow-up range with no other filter than those house_kind_followup_idx holds (followupIndexed): when it holds
  // fewer than FOLLOWUP_INDEX_GATHER_MAX houses, its entries grouped by status in one pass (on SQLite the status
  // hidden from the indexes, which would otherwise read each status's range of house_filter_idx, and the houses
  // not followed up for 150 days sit behind every private one of their status: 30 → 11 ms at 1M houses).
  const groupedInRange = () => ctx.dialect === 'sqlite' ? byStatus().groupBy(sql<string>`+${sql.ref('status')}`) : grouped();
  // Status by status, ranges beside other filters are hidden (rangesBeside), so a status's range of house_filter_idx
  // bounds each count: on SQLite whatever their width (a range's index read its houses' rows once for each status, or
  // eight times where it does not hold the status, house_kind_rooms_price_idx: a narrow price range with three rooms,
  // 148 → 74 ms at 1M); on PostgreSQL, whose planner weighs a range by its statistics, only ranges RANGE_LEAD_MAX
  // wide or more (everyRangeWide; a narrow price range with rooms: 40 ms led by it, 122-152 ms hidden).
  // Measured only when the first houses reach the cap (`each` is built then).
  const hidesRanges = async () => rangesBeside(input)
    && (ctx.dialect === 'sqlite' || resolved.floorLeads === true || await everyRangeWide(ctx, input, rangeLeadMax));
  const each = async () => {
    const eachResolved = await hidesRanges() ? { ...resolved, rangesHidden: true } : resolved;
    const counted = (k: number) => countUpTo(ctx.db, filterParts(ctx, { ...input, status: [HOUSE_STATUSES[k] as HouseStatus] }, eachResolved, false), v(cap))
      .select(sql.lit(k).as('k'));
    return unionAllOf(HOUSE_STATUSES.map((_status, k) => counted(k)));
  };
  const labelsWithoutBits = (input.label_ids ?? []).some((id) => !resolved.labelBits.has(id));
  return { cap, first, grouped, groupedInRange, each, labelsWithoutBits };
}

export async function statusCounts(ctx: Ctx, input: HouseFilterInput): Promise<{ counts: Map<HouseStatus, number>; total: number; cap: number }> {
  const { cap, first, grouped, groupedInRange, each, labelsWithoutBits } = await statusCountQueries(ctx, input);
  const byStatus = (rows: { status: string; n: number }[]) => new Map(rows.map((row) => [row.status as HouseStatus, Math.min(cap, Number(row.n))]));
  const few = await first.execute();
  const total = few.reduce((sum, row) => sum + Number(row.n), 0);
  if (total < cap) return { counts: byStatus(few), total, cap };
  if (ctx.dialect === 'postgres' && labelsWithoutBits) {
    return { counts: byStatus(await grouped().execute()), total: cap, cap };
  }
  if (followupIndexed(input) && await followupRangeSize(ctx, input, FOLLOWUP_INDEX_GATHER_MAX) < FOLLOWUP_INDEX_GATHER_MAX) {
    return { counts: byStatus(await groupedInRange().execute()), total: cap, cap };
  }
  const rows = await (await each()).execute();
  return { counts: new Map(rows.map((row) => [HOUSE_STATUSES[Number(row.k)] as HouseStatus, Number(row.n)])), total: cap, cap };
}

// The export: the list's rows for the same filters and sort (every page), each with its labels' names. Counted first to
// one more than an export may hold, so one that asks for too many is refused before a row is read (it read 20,001
// houses' rows for nothing: 0.8-1.6 s at 1M houses), and one that fits gathers its houses by the filters' own indexes
// and sorts them (16,879 houses of a district at 1M houses: 36 ms, where walking every sale in update order took
// 230 ms). The rows are then read in slices (houseItems), with turns of the event loop between the steps.
export async function exportHouses(ctx: Ctx, input: ParsedInputOf<typeof houseExport>): Promise<DataOf<typeof houseExport>> {
  const resolved = await resolveFilters(ctx, input);
  const cap = EXPORT_PAGE.limit;
  const total = Number((await countUpTo(ctx.db, filterParts(ctx, input, resolved), planned(ctx, input)(cap)).executeTakeFirstOrThrow()).n);
  if (total > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  await nextTurn();
  const exported = { ...input, ...EXPORT_PAGE };
  const ids = total ? (await pageQuery(ctx, exported, resolved, gathers(exported, resolved, total, cap)).execute()).map((r) => r.id) : [];
  await nextTurn();
  // Each item gains its labels' names in place: a copy of 16,879 items of 40 fields held the thread for 80-100 ms.
  const list: (HouseItem & Partial<HouseExportRow>)[] = await houseItems(ctx.db, ids);
  for (const house of list) house.label_names = house.labels.map((label) => label.name);
  return { list: list as HouseExportRow[] };
}

// The caller's favourites among the houses they may still see.
export async function listFavourites(ctx: Ctx, input: ParsedInputOf<typeof houseFavList>): Promise<DataOf<typeof houseFavList>> {
  let query = ctx.db.selectFrom('house_fav as f').innerJoin('house as h', 'h.id', 'f.house_id')
    .where('f.staff_id', '=', ctx.caller.staffId).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, ctx.scope));
  if (input.kind) query = query.where('h.kind', '=', input.kind);
  const [rows, total] = await Promise.all([
    query.select(['h.id', 'f.created_at']).orderBy('f.created_at', 'desc').orderBy('h.id', 'desc')
      .limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const favAt = new Map(rows.map((r) => [r.id, r.created_at]));
  const items = await houseItems(ctx.db, rows.map((r) => r.id));
  return {
    list: items.map((item) => ({ ...item, fav_at: favAt.get(item.id) ?? 0 })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}
