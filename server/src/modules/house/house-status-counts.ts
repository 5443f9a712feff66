import { sql } from 'kysely';
import { HOUSE_STATUSES, houseTotalCap, type HouseStatus } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { countUpTo, unionAllOf } from '../../core/sql.js';
import { houseFilterParts, resolveFilters, type HouseFilterInput, type ResolvedFilters } from './house-list.filters.js';

// The status tabs (house/housestate): how many houses of each status the list's filters leave, each counted up to
// the list's cap, and all of them as the list's total.

// The filters' first houses up to the cap, grouped by status: under the cap, every house there is.
export function firstStatusesQuery(ctx: Ctx, input: HouseFilterInput, resolved: ResolvedFilters) {
  const first = unionAllOf(houseFilterParts(ctx, input, resolved).map((part) => part.select('status'))).limit(houseTotalCap(input)).as('first');
  return ctx.db.selectFrom(first).select(['first.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('first.status');
}

// Each status counted up to the cap on its own, in one statement (`k`: the status's place in HOUSE_STATUSES); the
// filters' houses are many, so each status's count checks the ranges (FilterPlan).
export function eachStatusQuery(ctx: Ctx, input: HouseFilterInput, resolved: ResolvedFilters) {
  const cap = houseTotalCap(input);
  return unionAllOf(HOUSE_STATUSES.map((status, k) => countUpTo(ctx.db, houseFilterParts(ctx, { ...input, status: [status] }, resolved, { checkRanges: true }), cap)
    .select(sql.lit(k).as('k'))));
}

export async function statusCounts(ctx: Ctx, input: HouseFilterInput): Promise<{ counts: Map<HouseStatus, number>; total: number; cap: number }> {
  const resolved = await resolveFilters(ctx, input);
  const cap = houseTotalCap(input);
  const few = await firstStatusesQuery(ctx, input, resolved).execute();
  const total = few.reduce((sum, row) => sum + Number(row.n), 0);
  if (total < cap) return { counts: new Map(few.map((row) => [row.status as HouseStatus, Number(row.n)])), total, cap };
  const rows = await eachStatusQuery(ctx, input, resolved).execute();
  return { counts: new Map(rows.map((row) => [HOUSE_STATUSES[Number(row.k)] as HouseStatus, Number(row.n)])), total: cap, cap };
}
