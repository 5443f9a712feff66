import { followupRuleText, type DataOf, type FollowupKind, followupNewhouse, type ParsedInputOf } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { fieldRefusal } from '../../core/errors.js';
import { readHousePolicy } from '../../core/settings.js';
import { insertFollowups } from '../house/followup-index.js';
import { assertFollowupGap } from '../house/followup-gap.js';
import { assertProjectReadable } from './newhouse-read.js';

// Follow-ups written on a project: manual ones, through the one writer of follow-ups (its keyword index and daily
// counts), at least the company's minimum length and minimum gap as on houses.

const MANUAL: FollowupKind = 'manual';

export async function addNewhouseFollowup(ctx: Ctx, input: ParsedInputOf<typeof followupNewhouse>): Promise<DataOf<typeof followupNewhouse>> {
  await assertProjectReadable(ctx, input.newhouse_id);
  const { followupMinLength, followupMinGapMinutes } = await readHousePolicy(ctx.db);
  // Characters as people count them: one per Chinese character, whatever its encoding length.
  if ([...input.content].length < followupMinLength) {
    const message = followupRuleText('tooShort', ctx.lang, { min: followupMinLength });
    throw fieldRefusal('content', message);
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertFollowupGap(trx, ctx, { table: 'newhouse', id: input.newhouse_id }, followupMinGapMinutes);
    const [inserted] = await insertFollowups(trx, [{
      house_id: null, customer_id: null, newhouse_id: input.newhouse_id, staff_id: ctx.caller.staffId, kind: MANUAL, content: input.content,
      created_at: ctx.now,
    }]);
    return inserted as number;
  });
  return {
    id, house_id: null, customer_id: null, newhouse_id: input.newhouse_id, staff_id: ctx.caller.staffId, staff_name: ctx.caller.name,
    kind: MANUAL, content: input.content, change: null, invalid: 0, invalid_reason: '', invalid_by_name: '', invalid_at: null, pinned: 0,
    created_at: ctx.now, house: null,
  };
}
