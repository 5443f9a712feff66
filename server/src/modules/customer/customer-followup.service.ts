import { customerRuleText, followupRuleText, type DataOf, type ParsedInputOf, followupCustomer, followupPhoneCallFind } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { readHousePolicy } from '../../core/settings.js';
import { takePhoneView } from '../../core/phone-allowance.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { customerReadScope, readableCustomer } from './customer-read.js';
import { insertFollowups } from '../house/followup-index.js';
import { assertFollowupGap } from '../house/followup-gap.js';

// Writing a customer's follow-up (a call, a visit or other), and revealing a customer's phone to call it.

async function readableCustomerRow(ctx: Ctx, id: number) {
  const scope = await customerReadScope(ctx);
  const row = await ctx.db.selectFrom('customer as c').select(['c.id', 'c.name', 'c.pool', 'c.agent_id'])
    .where('c.id', '=', id).where(readableCustomer(ctx.caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function addCustomerFollowup(ctx: Ctx, input: ParsedInputOf<typeof followupCustomer>): Promise<DataOf<typeof followupCustomer>> {
  const customer = await readableCustomerRow(ctx, input.customer_id);
  const { followupMinLength, followupMinGapMinutes } = await readHousePolicy(ctx.db);
  if ([...input.content].length < followupMinLength) {
    const message = followupRuleText('tooShort', ctx.lang, { min: followupMinLength });
    throw fieldRefusal('content', message);
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertFollowupGap(trx, ctx, { table: 'customer', id: customer.id }, followupMinGapMinutes);
    const [inserted] = await insertFollowups(trx, [{
      house_id: null, customer_id: customer.id, staff_id: ctx.caller.staffId, kind: input.way, content: input.content, created_at: ctx.now,
    }]);
    // The agent's own follow-up of a private customer restarts its release countdown; anyone's is its last follow-up.
    const mine = customer.pool === 'private' && customer.agent_id === ctx.caller.staffId;
    await trx.updateTable('customer').set({ last_followup_at: ctx.now, ...(mine ? { active_at: ctx.now, warned_at: null } : {}) })
      .where('id', '=', customer.id).execute();
    return inserted as number;
  });
  return { id, customer_id: customer.id, kind: input.way, content: input.content, created_at: ctx.now };
}

export async function revealPhone(ctx: Ctx, input: ParsedInputOf<typeof followupPhoneCallFind>): Promise<DataOf<typeof followupPhoneCallFind>> {
  const row = await ctx.db.selectFrom('customer as c').select(['c.id', 'c.name']).where('c.id', '=', input.customer_id)
    .where(readableCustomer(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const phone = await ctx.db.selectFrom('customer_phone').select(['phone_enc', 'phone_masked'])
    .where('customer_id', '=', row.id).where('sort', '=', input.index).executeTakeFirst();
  if (!phone) throw new AppError('BAD_REQUEST', { detail: customerRuleText('noSuchPhone', ctx.lang, { index: input.index + 1 }) });
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const { used, limit } = await takePhoneView(ctx, `customer ${row.id} ${row.name} phone ${input.index + 1} ${phone.phone_masked}`);
  return { customer_id: row.id, index: input.index, phone: cipher.decrypt(phone.phone_enc), views_today: used, daily_limit: limit };
}
