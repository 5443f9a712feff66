import type { Expression } from 'kysely';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { monthOf } from '../../core/clock.js';

// Whether a person has set a company month's targets: the one rule behind user/info's input_target (the dialog that
// cannot be closed) and the calls that refuse with 600036. Everyone signed in sets their own, whatever their role.

// The id of the person's targets of the month (none when not set); also a subquery of user/info's statement.
export function monthTargetId(db: Db, staffId: Expression<number> | number, month: string) {
  return db.selectFrom('monthly_target as mt').select('mt.id').where('mt.staff_id', '=', staffId).where('mt.month', '=', month).limit(1);
}

// The calls that record results counted against the month's targets answer 600036 until the caller has set them.
export async function assertTargetSet(ctx: Ctx): Promise<void> {
  if (!await monthTargetId(ctx.db, ctx.caller.staffId, monthOf(ctx.now)).executeTakeFirst()) throw new AppError('TARGET_NOT_SET');
}
