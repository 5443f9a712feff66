import {
  ENDPOINTS, HOUSE_HIDDEN_TEXT, HOUSE_LOG_PATH_PREFIXES, HOUSE_LOG_PERSON_FIELDS, HOUSE_OPERATION_TOTAL_CAP, isHousePath, type DataOf, type HouseKind,
  type ParsedInputOf, houseOperationList,
} from '@brokerage/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { contains, countUpTo, newestFirst, newestOfEach, pageOfMatches, unionAllOf } from '../../core/sql.js';
import { assertHouseReadable } from '../followup/followup.service.js';
import { hideHouseDoors } from '../../core/house-confidential.js';
import { KEYWORD_PEOPLE_MAX, peopleHolding } from '../log/log.service.js';

// operate/house: the operation log entries of the house calls. The audit stores the house a call concerned
// (operation_log.house_id, see core/audit.ts), so one house's log is an indexed look-up. The total is counted up to
// HOUSE_OPERATION_TOTAL_CAP: without a house the entries are most of the log, which grows with every call.

type OperationInput = ParsedInputOf<typeof houseOperationList>;

// The entries the caller may see, with the person and the period asked for.
function operationQuery(ctx: Ctx, input: OperationInput) {
  let query = ctx.db.selectFrom('operation_log as o');
  if (ctx.scope !== 'company') query = query.where(scopeCondition(ctx.caller, ctx.scope, 'o.staff_id'));
  if (input.staff_id !== undefined) query = query.where('o.staff_id', '=', input.staff_id);
  if (input.from !== undefined) query = query.where('o.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('o.created_at', '<=', input.to);
  return query;
}

// The list's statements on the log alone (their plans: house-log.test.ts): the page's ids in time order and the count
// up to the cap. The staff are joined for the keyword's names only, a join both databases drop when nothing of it is
// read. The page's names are joined to its ids (operationRows): joined to the house, its community, building, unit
// and door for every entry it passed, PostgreSQL read the whole log into a hash join and sorted it when its
// statistics were stale, where the ids walk the time index.
export function houseOperationStatements(ctx: Ctx, input: OperationInput) {
  let query = operationQuery(ctx, input).leftJoin('staff as s', 's.id', 'o.staff_id');
  if (input.house_id !== undefined) {
    query = query.where('o.house_id', '=', input.house_id);
  } else {
    query = query.where((eb) => eb.or(HOUSE_LOG_PATH_PREFIXES.map((prefix) => eb('o.endpoint', 'like', `${prefix}%`))));
  }
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'o.endpoint', keyword), contains(ctx.dialect, 's.name', keyword)]));
  }
  return {
    page: query.select('o.id').orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit),
    count: countUpTo(ctx.db, query, HOUSE_OPERATION_TOTAL_CAP),
  };
}

// The house paths of the contract that hold the keyword: an entry's path is the path of the call it logs (core/app.ts).
export function housePathsHolding(keyword: string): string[] {
  const lower = keyword.toLowerCase();
  return [...new Set(ENDPOINTS.map((endpoint) => endpoint.path).filter((path) => isHousePath(path) && path.toLowerCase().includes(lower)))];
}

// What a keyword without a house names, each an index's range in time order: the entries of each house path that holds
// it, along operation_log_endpoint_idx (migration 042), and the other house entries of each person whose name holds
// it, along operation_log_staff_idx. The values are written as literals, so that PostgreSQL plans for that path's or
// person's number of entries. Matching each entry's path and person instead read the whole log when the keyword was
// rare. A path apiece, each an
// equality the index serves: all the paths in one condition were estimated at the log's average share each, and for a
// few of them SQLite read the table instead.
function keywordParts(ctx: Ctx, input: OperationInput, paths: string[], people: number[]) {
  const ofPath = paths.map((path) => operationQuery(ctx, input).where('o.endpoint', '=', sql.lit(path)));
  const ofPerson = people.map((id) => {
    const query = operationQuery(ctx, input).where('o.staff_id', '=', sql.lit(id))
      .where((eb) => eb.or(HOUSE_LOG_PATH_PREFIXES.map((prefix) => eb('o.endpoint', 'like', `${prefix}%`))));
    return paths.length ? query.where('o.endpoint', 'not in', paths.map((path) => sql.lit(path))) : query;
  });
  return [...ofPath, ...ofPerson].map((query) => query.select(['o.id', 'o.created_at']));
}

// The entries a keyword without a house matches, up to the cap: its parts read one after the other (UNION ALL).
export function houseOperationMatches(ctx: Ctx, input: OperationInput, paths: string[], people: number[]) {
  return unionAllOf(keywordParts(ctx, input, paths, people)).limit(HOUSE_OPERATION_TOTAL_CAP);
}

// The newest n entries of each part, for a keyword that matches the cap or more: the page is among them. Walking the
// log's time index instead checked every entry until the page was full (740 ms on PostgreSQL for the 3,571 entries of
// the paths holding 'update', spread over 3.4 million).
export function houseOperationNewest(ctx: Ctx, input: OperationInput, paths: string[], people: number[], n: number) {
  return newestOfEach(ctx.db, keywordParts(ctx, input, paths, people), 'o', n);
}

// The entries of a page, in the list's order, with the person's and store's names and the house's.
function operationRows(ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db.selectFrom('operation_log as o').leftJoin('staff as s', 's.id', 'o.staff_id')
    .leftJoin('store as so', 'so.id', 's.store_id')
    .leftJoin('house as h', 'h.id', 'o.house_id')
    .leftJoin('region as r', 'r.id', 'h.region_id')
    .leftJoin('building as b', 'b.id', 'h.building_id')
    .leftJoin('unit as u', 'u.id', 'h.unit_id')
    .leftJoin('door as d', 'd.id', 'h.door_id')
    .select([
      'o.id', 'o.house_id', 'o.staff_id', 's.name as staff_name', 'so.name as store_name', 'o.method', 'o.endpoint', 'o.target_id',
      'o.summary', 'o.result_code', 'o.ip', 'o.created_at', 'h.kind as house_kind', 'h.level as house_level', 'r.name as region_name',
      'b.name as building_name', 'u.name as unit_name', 'd.name as door_name',
    ])
    .where('o.id', 'in', ids)
    .orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute();
}

// The page's ids and the total. A keyword without a house is resolved to paths and people first
// (houseOperationMatches): under the cap the matches are all there is; at the cap the page is among the newest of each
// path and person (houseOperationNewest). Either way the page is taken here, sorted. A keyword that many people's
// names hold walks the time index, which finds such entries soon.
async function operationPage(ctx: Ctx, input: OperationInput): Promise<{ ids: number[]; total: number }> {
  if (input.keyword && input.house_id === undefined) {
    const paths = housePathsHolding(input.keyword);
    const people = (await peopleHolding(ctx, 'name', input.keyword).execute()).map((p) => p.id);
    if (people.length <= KEYWORD_PEOPLE_MAX) {
      const matches = paths.length || people.length ? await houseOperationMatches(ctx, input, paths, people).execute() : [];
      const atCap = matches.length >= HOUSE_OPERATION_TOTAL_CAP;
      const candidates = atCap ? await houseOperationNewest(ctx, input, paths, people, input.page * input.limit).execute() : matches;
      const page = pageOfMatches(candidates.map((m) => ({ id: m.id, at: Number(m.created_at) })), newestFirst, input.page, input.limit);
      return { ids: page.map((m) => m.id), total: atCap ? HOUSE_OPERATION_TOTAL_CAP : matches.length };
    }
  }
  const statements = houseOperationStatements(ctx, input);
  const [ids, total] = await Promise.all([statements.page.execute(), statements.count.executeTakeFirstOrThrow()]);
  return { ids: ids.map((row) => row.id), total: Number(total.n) };
}

type Summary = Record<string, unknown>;
const parseSummary = (summary: string): Summary => {
  if (!summary) return {};
  try {
    const value: unknown = JSON.parse(summary);
    return value && typeof value === 'object' ? value as Summary : {};
  } catch {
    return {};
  }
};
const idsOf = (summaries: Summary[], fields: readonly string[]) =>
  [...new Set(summaries.flatMap((s) => fields.map((f) => s[f]).filter((v): v is number => typeof v === 'number' && Number.isInteger(v))))];

// The names behind the ids the page's summaries hold (people, stores, doors), each kind in one statement; a door of an
// entry whose 加密 house the caller may not see is named without its number.
async function summaryNames(ctx: Ctx, summaries: Summary[], hidden: readonly boolean[]): Promise<Summary[]> {
  const staffIds = idsOf(summaries, HOUSE_LOG_PERSON_FIELDS);
  const storeIds = idsOf(summaries, ['store_id']);
  const doorIds = idsOf(summaries, ['door_id']);
  const [people, stores, doors] = await Promise.all([
    staffIds.length ? ctx.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute() : [],
    storeIds.length ? ctx.db.selectFrom('store').select(['id', 'name']).where('id', 'in', storeIds).execute() : [],
    doorIds.length
      ? ctx.db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
        .innerJoin('building as b', 'b.id', 'u.building_id')
        .select(['d.id', 'b.name as building', 'u.name as unit', 'd.name as door'])
        .where('d.id', 'in', doorIds).execute()
      : [],
  ]);
  const staff = new Map(people.map((p) => [p.id, p.name]));
  const store = new Map(stores.map((p) => [p.id, p.name]));
  const door = new Map(doors.map((p) => [p.id, p]));
  return summaries.map((summary, i) => {
    const names: Summary = {};
    for (const field of HOUSE_LOG_PERSON_FIELDS) {
      const name = staff.get(summary[field] as number);
      if (name !== undefined) names[field] = name;
    }
    const storeName = store.get(summary.store_id as number);
    if (storeName !== undefined) names.store_id = storeName;
    const named = door.get(summary.door_id as number);
    if (named !== undefined) names.door_id = `${named.building} ${named.unit} ${hidden[i] ? HOUSE_HIDDEN_TEXT : named.door}`;
    return names;
  });
}

export async function listHouseOperations(ctx: Ctx, input: OperationInput): Promise<DataOf<typeof houseOperationList>> {
  if (input.house_id !== undefined) await assertHouseReadable(ctx, input.house_id);
  const { ids, total } = await operationPage(ctx, input);
  const rows = await operationRows(ctx, ids);
  const hidden = new Set<number>();
  await hideHouseDoors(ctx, rows, (row) => row.house_id === null || row.house_level === null ? null : { id: row.house_id, level: row.house_level },
    (row) => { row.door_name = HOUSE_HIDDEN_TEXT; hidden.add(row.id); });
  const names = await summaryNames(ctx, rows.map((row) => parseSummary(row.summary)), rows.map((row) => hidden.has(row.id)));
  return {
    list: rows.map(({ house_kind, house_level: _level, region_name, building_name, unit_name, door_name, ...row }, i) => ({
      ...row,
      names: names[i] as Record<string, string>,
      staff_name: row.staff_name ?? '',
      store_name: row.store_name ?? '',
      house: house_kind === null ? null : {
        kind: house_kind as HouseKind, region_name: region_name ?? '', building_name: building_name ?? '', unit_name: unit_name ?? '',
        door_name: door_name ?? '',
      },
    })),
    page: { page: input.page, limit: input.limit, total, total_cap: HOUSE_OPERATION_TOTAL_CAP },
  };
}
