import { sql, type RawBuilder } from 'kysely';
import { HOUSE_HIDDEN_TEXT, houseRuleText, type HouseLevel } from '@brokerage/contract';
import type { Ctx } from './context.js';
import { AppError } from './errors.js';
import { scopeCondition, scopeFor } from './access.js';

// 加密 (confidential) houses: their door number and their owners' phones are for the house's maintainer and recorder,
// and for whoever may edit houses over the maintainer (house:edit's data scope: a manager); every read that shows them
// asks this one rule.

const CONFIDENTIAL: HouseLevel = 'confidential';
const SLICE = 500;

// The condition on the house `alias` (a table alias) for a 加密 house whose door and owner phones the caller may not see.
export async function doorHidden(ctx: Ctx, alias: string): Promise<RawBuilder<boolean>> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const me = ctx.caller.staffId;
  const edit = await scopeFor(ctx, 'house:edit');
  const beyondScope = edit ? sql<boolean>` and not ${scopeCondition(ctx.caller, edit, `${alias}.maintainer_id`)}` : sql<boolean>``;
  return sql<boolean>`(${column('level')} = ${CONFIDENTIAL} and ${column('maintainer_id')} <> ${me} and ${column('recorder_id')} <> ${me}${beyondScope})`;
}

// The ids among `houses` the caller may not see the door and owner phones of: one query, only for 加密 houses.
export async function hiddenHouses(ctx: Ctx, houses: readonly { id: number; level: string }[]): Promise<Set<number>> {
  const ids = houses.filter((house) => house.level === CONFIDENTIAL).map((house) => house.id);
  if (ids.length === 0) return new Set();
  const hidden = new Set<number>();
  const condition = await doorHidden(ctx, 'h');
  // An export's houses are many: asked a slice at a time, within the databases' limits on parameters.
  for (let from = 0; from < ids.length; from += SLICE) {
    const rows = await ctx.db.selectFrom('house as h').select('h.id').where('h.id', 'in', ids.slice(from, from + SLICE)).where(condition).execute();
    for (const row of rows) hidden.add(row.id);
  }
  return hidden;
}

// The houses with the door number hidden where the caller may not see it, in place.
export async function hideDoors<T extends { id: number; level: string; door_name: string }>(ctx: Ctx, houses: T[]): Promise<T[]> {
  const hidden = await hiddenHouses(ctx, houses);
  for (const house of houses) if (hidden.has(house.id)) house.door_name = HOUSE_HIDDEN_TEXT;
  return houses;
}

// Whether the caller may see the owner phones of this house.
export async function seesOwnerPhones(ctx: Ctx, houseId: number): Promise<boolean> {
  const row = await ctx.db.selectFrom('house').select(['id', 'level']).where('id', '=', houseId).executeTakeFirst();
  return !row || !(await hiddenHouses(ctx, [row])).has(houseId);
}

// phone/view of a house whose phones are kept from the caller is refused, saying why.
export async function assertSeesOwnerPhones(ctx: Ctx, houseId: number): Promise<void> {
  if (!await seesOwnerPhones(ctx, houseId)) throw new AppError('BAD_REQUEST', { detail: houseRuleText('confidential', ctx.lang, { id: houseId }) });
}

// Rows that name a house's door (`house` gives the house's id and level, null for none): `hide` applied in place to
// those whose door the caller may not see, with one query for the page and none when no 加密 house is on it.
export async function hideHouseDoors<T>(
  ctx: Ctx, rows: T[], house: (row: T) => { id: number; level: string } | null, hide: (row: T) => void,
): Promise<T[]> {
  const hidden = await hiddenHouses(ctx, rows.flatMap((row) => house(row) ?? []));
  for (const row of rows) if (hidden.has(house(row)?.id ?? 0)) hide(row);
  return rows;
}
