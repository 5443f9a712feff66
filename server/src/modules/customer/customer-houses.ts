import {
  HOUSE_KIND_OF_CUSTOMER, customerRuleText, type CustomerHouseBrief, type CustomerKind, type HouseKind, type HouseStatus,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { houseReadScope, readableHouse } from '../house/house-read.js';
import { hideDoors } from '../../core/house-confidential.js';

// The houses of appointments and viewings: short descriptions for the API, and the check that each house asked for
// may be chosen (live, not cancelled, of the customer's kind, one the caller may see).

function briefs(db: Db) {
  return db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
    .select(['h.id', 'h.kind', 'h.level', 'r.name as region_name', 'b.name as building_name', 'u.name as unit_name', 'd.name as door_name', 'h.price',
      'h.area', 'h.rooms', 'h.status']);
}

// The houses briefly, the door of a 加密 house hidden where the caller may not see it.
export async function houseBriefs(ctx: Ctx, ids: number[]): Promise<Map<number, CustomerHouseBrief>> {
  if (!ids.length) return new Map();
  const rows = await hideDoors(ctx, await briefs(ctx.db).where('h.id', 'in', [...new Set(ids)]).execute());
  return new Map(rows.map(({ level: _level, ...row }) => [row.id, {
    ...row, kind: row.kind as HouseKind, status: row.status as HouseStatus, price: fenToYuan(row.price), area: row.area / 100,
  }]));
}

export async function assertHousesChoosable(ctx: Ctx, houseIds: number[], kind: CustomerKind): Promise<void> {
  const scope = await houseReadScope(ctx);
  const rows = await ctx.db.selectFrom('house as h').select(['h.id', 'h.kind'])
    .where('h.id', 'in', houseIds).where('h.deleted_at', 'is', null).where('h.status', '<>', 'cancelled')
    .where(readableHouse(ctx.caller, scope)).execute();
  const found = new Map(rows.map((row) => [row.id, row.kind]));
  for (const id of houseIds) {
    const houseKind = found.get(id);
    if (houseKind === undefined) throw new AppError('BAD_REQUEST', { detail: customerRuleText('houseUnknown', ctx.lang, { id }) });
    if (houseKind !== HOUSE_KIND_OF_CUSTOMER[kind]) throw new AppError('BAD_REQUEST', { detail: customerRuleText('houseKind', ctx.lang, { id }) });
  }
}
