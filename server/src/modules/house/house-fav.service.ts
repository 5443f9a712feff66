import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { readableHouse } from './house-read.js';

// Favourites (收藏) and focus (关注): a person's own marks on houses they may see.

type MarkTable = 'house_fav' | 'house_focus';

async function assertReadable(ctx: Ctx, id: number): Promise<void> {
  const row = await ctx.db.selectFrom('house as h').select('h.id')
    .where('h.id', '=', id).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

async function mark(ctx: Ctx, table: MarkTable, id: number): Promise<void> {
  await assertReadable(ctx, id);
  await ctx.db.insertInto(table).values({ staff_id: ctx.caller.staffId, house_id: id, created_at: ctx.now })
    .onConflict((oc) => oc.columns(['staff_id', 'house_id']).doNothing()).execute();
}

// Taking a mark off needs no sight of the house: a person may always clean up their own marks.
async function unmark(ctx: Ctx, table: MarkTable, id: number): Promise<void> {
  await ctx.db.deleteFrom(table).where('staff_id', '=', ctx.caller.staffId).where('house_id', '=', id).execute();
}

export async function addFavourite(ctx: Ctx, id: number) {
  await mark(ctx, 'house_fav', id);
  return { id, is_fav: 1 as const };
}

export async function removeFavourite(ctx: Ctx, id: number) {
  await unmark(ctx, 'house_fav', id);
  return { id, is_fav: 0 as const };
}

export async function addFocus(ctx: Ctx, id: number) {
  await mark(ctx, 'house_focus', id);
  return { id, is_focus: 1 as const };
}

export async function cancelFocus(ctx: Ctx, id: number) {
  await unmark(ctx, 'house_focus', id);
  return { id, is_focus: 0 as const };
}
