import { houseTotalCap, type DataOf, type ParsedInputOf, type houseFavList, type houseList } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { countUpTo } from '../../core/sql.js';
import { houseItemsFor, readableHouse } from './house-read.js';
import { houseFilter, houseFilterParts, resolveFilters, type HouseFilterInput, type HouseListInput, type ResolvedFilters } from './house-list.filters.js';

// The house list: its filters' houses (house-list.filters.ts) counted up to the cap and paged in the asked order, then
// the page's houses read with their names and labels.

// The total counts up to the list's cap (houseTotalCap): an exact count over a million houses would read every one of
// them for each page.
export function listTotalQuery(ctx: Ctx, input: HouseFilterInput, resolved: ResolvedFilters) {
  return countUpTo(ctx.db, houseFilterParts(ctx, input, resolved), houseTotalCap(input));
}

// A page's ids in the asked order, the id breaking ties. `many`: the filters' houses reach the list's cap, so the page
// walks the order and checks the ranges on the way (FilterPlan).
export function listPageQuery(ctx: Ctx, input: HouseListInput, resolved: ResolvedFilters, many: boolean) {
  return houseFilter(ctx, input, resolved, { checkRanges: many, sort: input.sort }).select('id').orderBy(input.sort, input.order).orderBy('id', input.order)
    .limit(input.limit).offset((input.page - 1) * input.limit);
}

export async function listHouses(ctx: Ctx, input: HouseListInput): Promise<DataOf<typeof houseList>> {
  const resolved = await resolveFilters(ctx, input);
  const cap = houseTotalCap(input);
  const total = Number((await listTotalQuery(ctx, input, resolved).executeTakeFirstOrThrow()).n);
  // A page past the end of a total under the cap holds nothing: not looked for.
  const pastEnd = total < cap && (input.page - 1) * input.limit >= total;
  const ids = pastEnd ? [] : (await listPageQuery(ctx, input, resolved, total >= cap).execute()).map((row) => row.id);
  return {
    list: await houseItemsFor(ctx, ids),
    page: { page: input.page, limit: input.limit, total, total_cap: cap },
  };
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
  const items = await houseItemsFor(ctx, rows.map((r) => r.id));
  return {
    list: items.map((item) => ({ ...item, fav_at: favAt.get(item.id) ?? 0 })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}
