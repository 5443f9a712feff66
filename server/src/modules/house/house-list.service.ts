import { sql, type SelectQueryBuilder } from 'kysely';
import type { DataOf, ParsedInputOf, houseExport, houseFavList, houseList } from '@brokerage/contract';
import type { Database } from '../../core/db/schema.js';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { EXPORT_PAGE } from '../../core/export.js';
import { contains } from '../../core/sql.js';
import { yuanToFen } from '../../core/money.js';
import { areaToHundredths, houseItems, readableHouse } from './house-read.js';

// The house list. It must stay fast at a million houses: the filtering, counting and sorting run on the house
// table alone, against indexes that lead with the kind (every query names it) and end with the sort key; only the
// page's ids are then joined to names and labels.

type ListInput = ParsedInputOf<typeof houseList>;
type HouseQuery = SelectQueryBuilder<Database, 'house', object>;

// How many communities a keyword may stand for; more is a keyword too short to be useful.
const KEYWORD_REGION_LIMIT = 500;

// Communities whose name contains the keyword, or whose pinyin or initials start with it (wanke, wkcs).
async function regionsMatching(db: Db, keyword: string): Promise<number[]> {
  const lower = keyword.toLowerCase();
  const latin = /^[a-z0-9]+$/.test(lower);
  const rows = await db.selectFrom('region').select('id')
    .where((eb) => eb.or([
      contains('name', lower),
      ...(latin ? [eb('pinyin', 'like', `${lower}%`), eb('initials', 'like', `${lower}%`)] : []),
    ]))
    .limit(KEYWORD_REGION_LIMIT).execute();
  return rows.map((r) => r.id);
}

async function filtered(ctx: Ctx, input: ListInput): Promise<HouseQuery> {
  let query: HouseQuery = ctx.db.selectFrom('house').where('kind', '=', input.kind).where('deleted_at', 'is', null);
  if (ctx.scope !== 'company') query = query.where(readableHouse(ctx.caller, ctx.scope, 'house'));
  if (input.keyword) {
    const regions = await regionsMatching(ctx.db, input.keyword);
    const houseId = /^\d{1,9}$/.test(input.keyword) ? Number(input.keyword) : null;
    // Only the conditions that can match, so the planner keeps its indexes (a constant inside an OR defeats them).
    if (regions.length && houseId !== null) query = query.where((eb) => eb.or([eb('region_id', 'in', regions), eb('id', '=', houseId)]));
    else if (regions.length) query = query.where('region_id', 'in', regions);
    else if (houseId !== null) query = query.where('id', '=', houseId);
    else query = query.where(sql<boolean>`1 = 0`);
  }
  if (input.area_id !== undefined) {
    const areaId = input.area_id;
    query = query.where('region_id', 'in', (eb) => eb.selectFrom('region').select('id').where('area_id', '=', areaId));
  }
  if (input.region_id !== undefined) query = query.where('region_id', '=', input.region_id);
  if (input.building_id !== undefined) query = query.where('building_id', '=', input.building_id);
  if (input.price_min !== undefined) query = query.where('price', '>=', yuanToFen(input.price_min));
  if (input.price_max !== undefined) query = query.where('price', '<=', yuanToFen(input.price_max));
  if (input.area_min !== undefined) query = query.where('area', '>=', areaToHundredths(input.area_min));
  if (input.area_max !== undefined) query = query.where('area', '<=', areaToHundredths(input.area_max));
  if (input.rooms) query = query.where('rooms', 'in', input.rooms);
  if (input.status) query = query.where('status', 'in', input.status);
  if (input.grade) query = query.where('grade', '=', input.grade);
  if (input.level) query = query.where('level', '=', input.level);
  if (input.pool) query = query.where('pool', '=', input.pool);
  if (input.use) query = query.where('use', '=', input.use);
  if (input.decoration) query = query.where('decoration', '=', input.decoration);
  if (input.orientation) query = query.where('orientation', '=', input.orientation);
  if (input.floor_min !== undefined) query = query.where('floor_number', '>=', input.floor_min);
  if (input.floor_max !== undefined) query = query.where('floor_number', '<=', input.floor_max);
  if (input.has_keys !== undefined) query = query.where('key_count', input.has_keys ? '>' : '=', 0);
  if (input.has_pictures !== undefined) query = query.where('picture_count', input.has_pictures ? '>' : '=', 0);
  if (input.label_ids) {
    // Houses carrying all the labels, found from the label side: far fewer rows than the kind's houses.
    const labels = [...new Set(input.label_ids)];
    query = query.where('id', 'in', (eb) => eb.selectFrom('house_label').select('house_id').where('label_id', 'in', labels)
      .groupBy('house_id').having((h) => h.fn.count('label_id'), '=', labels.length));
  }
  if (input.maintainer_id !== undefined) query = query.where('maintainer_id', '=', input.maintainer_id);
  if (input.store_id !== undefined) query = query.where('store_id', '=', input.store_id);
  if (input.updated_from !== undefined) query = query.where('updated_at', '>=', input.updated_from);
  if (input.updated_to !== undefined) query = query.where('updated_at', '<=', input.updated_to);
  if (input.followup_from !== undefined) query = query.where('last_followup_at', '>=', input.followup_from);
  if (input.followup_to !== undefined) query = query.where('last_followup_at', '<=', input.followup_to);
  return query;
}

export async function listHouses(ctx: Ctx, input: ListInput): Promise<DataOf<typeof houseList>> {
  const query = await filtered(ctx, input);
  const [rows, total] = await Promise.all([
    query.select('id').orderBy(input.sort, input.order).orderBy('id', input.order)
      .limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: await houseItems(ctx.db, rows.map((r) => r.id)),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}

// The export: the list's rows for the same filters and sort (every page), each with its labels' names.
export async function exportHouses(ctx: Ctx, input: ParsedInputOf<typeof houseExport>): Promise<DataOf<typeof houseExport>> {
  const { list } = await listHouses(ctx, { ...input, ...EXPORT_PAGE });
  return { list: list.map((house) => ({ ...house, label_names: house.labels.map((label) => label.name) })) };
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
