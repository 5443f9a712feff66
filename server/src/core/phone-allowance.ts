import { ownerRuleText } from '@brokerage/contract';
import type { Ctx } from './context.js';
import type { Db } from './db/database.js';
import { AppError } from './errors.js';
import { writeBehaviour } from './audit.js';
import { startOfCompanyDay } from './clock.js';
import { lockRow } from './db/row-lock.js';

// The daily allowance of phone reveals (owner phones, customer phones): one count per person and company day of the
// behaviour log's phone_view entries against the role's phone_view_daily_limit. The count and the new log row share a
// transaction, and on PostgreSQL the caller's staff row is locked first, so two reveals at the same moment cannot both
// take the last one. `alongside` does in the same transaction what else the reveal needs (its statistic, a rule that
// may refuse it, undoing the reveal). Returns the reveals used today, this one included, and the limit.
export async function takePhoneView(ctx: Ctx, detail: string, alongside?: (trx: Db) => Promise<void>): Promise<{ used: number; limit: number }> {
  const role = await ctx.db.selectFrom('role').select('phone_view_daily_limit').where('id', '=', ctx.caller.roleId).executeTakeFirstOrThrow();
  const limit = role.phone_view_daily_limit;
  const used = await ctx.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'staff', ctx.caller.staffId);
    const { n } = await trx.selectFrom('behaviour_log').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', ctx.caller.staffId).where('action', '=', 'phone_view')
      .where('created_at', '>=', startOfCompanyDay(ctx.now)).executeTakeFirstOrThrow();
    const count = Number(n);
    if (count >= limit) throw new AppError('QUOTA_EXCEEDED', { detail: ownerRuleText('viewQuota', ctx.lang, { count, limit }) }, { views_today: count, daily_limit: limit });
    await writeBehaviour(trx, ctx, { staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'phone_view', detail });
    if (alongside) await alongside(trx);
    return count + 1;
  });
  return { used, limit };
}
