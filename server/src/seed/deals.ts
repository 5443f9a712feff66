import { HOUSE_KIND_OF_CUSTOMER, SHARE_WHOLE, maskPhone, type CustomerKind, type DealKind } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import { ownerDataKeyFrom } from '../core/config.js';
import { DEFAULT_COMPANY_ID } from '../core/settings.js';
import { submitApproval } from '../modules/approval/submit.js';
import type { Operator } from '../modules/approval/registry.js';
import { dealReviewItem, dealSubject, makeEffective, restoreAfterDeal } from '../modules/deal/deal-effect.js';
import { recountHouseCountdown } from '../modules/house/house-countdown.js';
import { fillDate } from '../modules/deal/deal-number.js';
import { allocate } from '../modules/deal/split.js';
import { ownerCipher } from '../modules/house-owner/owner-crypto.js';
import { chineseName, createRandom, mobile } from './random.js';
import { seedDealMoney, seedPassThrough, type MoneyPlan, type PassPlan } from './deal-money.js';
import { plannedSteps } from './scale/deals.js';

// Demo deals (成交): three dozen on agents' houses and customers of the same store, in every status, made through the
// deal module's own effect writes and the approval engine (so an effective deal's house and customer are 内成交, its
// performance written, and a deal in review has its approval waiting); those in force have their steps.

const DAY = 86_400;
export const DEMO_RECENT_DEALS = 36;
// The status of the deal at each position, repeating.
const OUTCOMES = ['effective', 'effective', 'pending', 'rejected', 'terminated', 'settled', 'effective', 'closed', 'pending'] as const;

export async function seedDeals(db: Db, { now }: { now: number }): Promise<void> {
  const random = createRandom(20261401);
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  // Houses on the market with no approval waiting, paired with an open customer of the same kind and store.
  const houses = await db.selectFrom('house as h').innerJoin('staff as s', 's.id', 'h.maintainer_id')
    .select(['h.id', 'h.kind', 'h.price', 'h.maintainer_id', 's.store_id'])
    .where('h.status', '=', 'valid').where('h.pool', '=', 'private').where('h.deleted_at', 'is', null).where('s.store_id', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('approval as a').select('a.id').where('a.record_kind', '=', 'house')
      .whereRef('a.record_id', '=', 'h.id').where('a.status', '=', 'pending'))))
    .orderBy('h.id', 'desc').limit(DEMO_RECENT_DEALS * 4).execute();
  const customers = await db.selectFrom('customer').select(['id', 'kind', 'agent_id', 'store_id'])
    .where('status', 'in', ['valid', 'paused']).where('pool', '=', 'private').orderBy('id').execute();
  const staff = new Map((await db.selectFrom('staff').select(['id', 'name', 'store_id']).execute()).map((s) => [s.id, s]));
  const used = new Set<number>();
  let made = 0;
  for (const house of houses) {
    if (made >= DEMO_RECENT_DEALS) break;
    const customer = customers.find((c) => !used.has(c.id) && c.store_id === house.store_id
      && HOUSE_KIND_OF_CUSTOMER[c.kind as CustomerKind] === house.kind);
    if (!customer) continue;
    used.add(customer.id);
    const outcome = OUTCOMES[made % OUTCOMES.length] as (typeof OUTCOMES)[number];
    const kind = house.kind as DealKind;
    const signedAt = now - (made * 3 + 1) * DAY;
    const price = kind === 'sale' ? Math.round(house.price * 0.97 / 100) * 100 : house.price;
    // Commissions: 2 % of a sale from the buyer and 1 % from the seller; a month's rent from the tenant for a rental.
    const buyerCommission = kind === 'sale' ? Math.round(price * 0.02) : price;
    const sellerCommission = kind === 'sale' ? Math.round(price * 0.01) : 0;
    const agent = customer.agent_id;
    const split = house.maintainer_id === agent
      ? [{ role: 'house', staff_id: agent, share: SHARE_WHOLE / 2 }, { role: 'customer', staff_id: agent, share: SHARE_WHOLE / 2 }]
      : [{ role: 'house', staff_id: house.maintainer_id, share: 4000 }, { role: 'key', staff_id: house.maintainer_id, share: 1000 },
        { role: 'customer', staff_id: agent, share: 5000 }];
    const buyer = chineseName(random);
    const seller = chineseName(random);
    const [buyerPhone, sellerPhone] = [mobile(random), mobile(random)];
    const contractNo = `${fillDate('CJ{yyyyMMdd}', signedAt)}${String(made + 1).padStart(4, '0')}`;
    const { id } = await db.insertInto('deal').values({
      kind, contract_no: contractNo, status: 'pending', house_id: house.id, customer_id: customer.id,
      buyer_name: buyer, buyer_phone_enc: cipher.encrypt(buyerPhone), buyer_phone_masked: maskPhone(buyerPhone),
      seller_name: seller, seller_phone_enc: cipher.encrypt(sellerPhone), seller_phone_masked: maskPhone(sellerPhone),
      price, signed_at: signedAt, buyer_commission: buyerCommission, seller_commission: sellerCommission, agent_id: agent,
      store_id: customer.store_id, recorder_id: agent, remark: '', approval_id: null, prev_house_status: null, prev_house_until: null,
      prev_customer_status: null, effective_at: null, created_at: signedAt, updated_at: signedAt,
    }).returning('id').executeTakeFirstOrThrow();
    const amounts = allocate(buyerCommission + sellerCommission, split.map((s) => s.share));
    await db.insertInto('deal_split').values(split.map((s, sort) => ({ deal_id: id, sort, ...s, amount: amounts[sort] ?? 0 }))).execute();
    made += 1;
    if (outcome === 'pending') {
      const person = staff.get(agent);
      const who: Operator = { lang: 'zh', now: signedAt, caller: { staffId: agent, storeId: person?.store_id ?? null, companyId: DEFAULT_COMPANY_ID, name: person?.name ?? '' } };
      const approvalId = await submitApproval(db, who, dealReviewItem, {
        recordId: id, recordVersion: 1, subject: dealSubject(kind, contractNo), payload: { contract_no: contractNo, maintainer_id: agent },
      });
      await db.updateTable('deal').set({ approval_id: approvalId }).where('id', '=', id).execute();
    } else if (outcome === 'rejected') {
      await db.updateTable('deal').set({ status: 'rejected', reason: '合同附件不全', version: 2 }).where('id', '=', id).execute();
    } else {
      await makeEffective(db, id, 1, agent, signedAt);
      if (outcome === 'terminated') {
        const deal = await db.selectFrom('deal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await db.updateTable('deal').set({ status: 'terminated', reason: '买方贷款未批', version: 3 }).where('id', '=', id).execute();
        await restoreAfterDeal(db, deal, '买方贷款未批', agent, signedAt + DAY, null);
        // The house's follow-ups after that day, written before this seed, still count for its release countdown.
        await recountHouseCountdown(db, deal.house_id);
      } else {
        // Settled and closed deals were paid in full; the effective ones in full, in part, not yet, or with a receipt
        // in review.
        const person = staff.get(agent);
        const who: Operator = { lang: 'zh', now: signedAt, caller: { staffId: agent, storeId: person?.store_id ?? null, companyId: DEFAULT_COMPANY_ID, name: person?.name ?? '' } };
        const position = (made - 1) % OUTCOMES.length;
        const plan: MoneyPlan = outcome !== 'effective' || position === 0 ? 'paid' : position === 1 ? 'part' : made <= OUTCOMES.length * 2 ? 'review' : 'none';
        const seedDeal = {
          id, kind, contract_no: contractNo, signed_at: signedAt, buyer_commission: buyerCommission, seller_commission: sellerCommission, agent: who,
        };
        await seedDealMoney(db, seedDeal, plan);
        // A sale's down payment and deed tax pass through the company: passed on in full once settled or closed, of
        // those in force in full, in part or not yet.
        const pass: PassPlan = outcome !== 'effective' || position === 0 ? 'passed' : position === 1 ? 'part' : 'held';
        if (kind === 'sale') await seedPassThrough(db, { ...seedDeal, price }, pass);
        if (outcome !== 'effective') await db.updateTable('deal').set({ status: outcome, version: 3 }).where('id', '=', id).execute();
        await db.insertInto('deal_step').values(plannedSteps(id, kind, outcome, signedAt, agent, now, random)).execute();
      }
    }
  }
}
