import { ownerRuleText, phoneCallRuleText, type DataOf, type ParsedInputOf, phonePlay } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { callOutside } from '../../core/outside-call.js';
import { readableHouse } from '../house/house-read.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { callItem } from './phone-call-read.js';
import { notifyPath } from './provider.js';
import { callProvider } from './providers.js';

// Placing a call to an owner's phone. The number is decrypted only to hand it to the provider; the record keeps it
// masked and as the keyed hash house_owner_phone keeps. Nothing is revealed, so phone/view's daily allowance is not
// taken and no behaviour-log reveal is written (the operation log has the call).

export async function placeCall(ctx: Ctx, input: ParsedInputOf<typeof phonePlay>): Promise<DataOf<typeof phonePlay>> {
  // The owner of a live house the caller sees (house scope of phone:call, plus the public pool), as phone/view.
  const owner = await ctx.db.selectFrom('house_owner as o').innerJoin('house as h', 'h.id', 'o.house_id')
    .select(['o.id', 'o.house_id', 'o.name']).where('o.id', '=', input.owner_id).where('h.deleted_at', 'is', null)
    .where(readableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!owner) throw new AppError('NOT_FOUND');
  const phone = await ctx.db.selectFrom('house_owner_phone').select(['phone_enc', 'phone_masked', 'phone_hash'])
    .where('owner_id', '=', owner.id).where('sort', '=', input.index).executeTakeFirst();
  if (!phone) throw new AppError('BAD_REQUEST', { detail: ownerRuleText('noSuchPhone', ctx.lang, { index: input.index + 1 }) });
  const staff = await ctx.db.selectFrom('staff').select(['current_phone', 'store_id']).where('id', '=', ctx.caller.staffId).executeTakeFirstOrThrow();
  if (!staff.current_phone) throw new AppError('BAD_REQUEST', { detail: phoneCallRuleText('noOutbound', ctx.lang) });

  const provider = await callProvider(ctx);
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  // The call is recorded only once the provider has answered, so a provider that cannot be reached leaves no call.
  const { ref } = await callOutside(ctx, {
    service: 'phone', method: 'dial', url: provider.name, request: { owner_id: owner.id, index: input.index, callee: phone.phone_masked },
  }, () => provider.dial(
    { caller: staff.current_phone, callee: cipher.decrypt(phone.phone_enc), calleeMasked: phone.phone_masked },
    `${ctx.config.publicUrl}${notifyPath(provider.name)}`,
  ));
  const { id } = await ctx.db.insertInto('phone_call').values({
    house_id: owner.house_id, owner_id: owner.id, phone_index: input.index, owner_name: owner.name, callee_masked: phone.phone_masked,
    callee_hash: phone.phone_hash, staff_id: ctx.caller.staffId, store_id: staff.store_id, caller_number: staff.current_phone,
    // A call the provider refused is recorded failed, which the caller is shown.
    provider: provider.name, provider_ref: ref?.slice(0, 64) ?? '', state: ref === null ? 'failed' : 'calling', started_at: ctx.now,
    answered_at: null, ended_at: ref === null ? ctx.now : null,
  }).returning('id').executeTakeFirstOrThrow();
  return callItem(ctx, id);
}
