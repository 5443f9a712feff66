import { offlineRuleText } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeFor, scopeCondition } from '../../core/access.js';

// Entering a house from an external one (house/add with offline_id): the house side of the conversion, in the
// house module because house/add runs it inside its own transaction; house-offline keeps the intake and the list.

// The external house a house entry converts: pending and taken in by someone within the caller's offline:edit
// scope. Checked before the entry's transaction so a refusal costs nothing; markConverted makes it stick.
export async function assertConvertible(ctx: Ctx, offlineId: number): Promise<void> {
  const scope = await scopeFor(ctx, 'offline:edit');
  if (!scope) throw new AppError('NOT_FOUND');
  const row = await ctx.db.selectFrom('house_offline as o').select(['o.id', 'o.status', 'o.house_id'])
    .where('o.id', '=', offlineId).where(scopeCondition(ctx.caller, scope, 'o.created_by')).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') refuseConverted(ctx, row.id, row.house_id);
}

function refuseConverted(ctx: Ctx, id: number, houseId: number | null): never {
  throw new AppError('TRANSITION_NOT_ALLOWED', {
    detail: offlineRuleText('alreadyConverted', ctx.lang, { id, house: houseId ?? '' }),
  }, { id, house_id: houseId });
}

// In the entry's transaction: only a record still pending changes, so two entries converting it at once cannot
// both succeed (the second is refused and its house is not entered).
export async function markConverted(trx: Db, ctx: Ctx, offlineId: number, houseId: number): Promise<void> {
  const result = await trx.updateTable('house_offline').set({ status: 'converted', house_id: houseId, updated_at: ctx.now })
    .where('id', '=', offlineId).where('status', '=', 'pending').executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = await trx.selectFrom('house_offline').select('house_id').where('id', '=', offlineId).executeTakeFirst();
    refuseConverted(ctx, offlineId, now?.house_id ?? null);
  }
}
