import type { DealKind, DealPayKind, MoneyDirection, MoneyPayer, MoneyType } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { Operator } from '../modules/approval/registry.js';
import { submitApproval } from '../modules/approval/submit.js';
import { dealSubject } from '../modules/deal/deal-effect.js';
import { yuanText } from '../modules/deal-money/ledger.js';
import { makeMoneyEffective, makePayEffective, receiptItem } from '../modules/deal-money/money-effect.js';

// Demo money on a live deal, written through the ledger's own effect writes (so 实收业绩 follows the receipts):
// the commission due from each side, and receipts that pay it all, part of it, nothing yet, or wait for approval; and
// on a sale, the money the company passes on (应付, paid out by 实付).

const DAY = 86_400;

export type MoneyPlan = 'paid' | 'part' | 'none' | 'review';

type SeedDeal = {
  id: number; kind: DealKind; contract_no: string; signed_at: number; buyer_commission: number; seller_commission: number; agent: Operator;
};

async function entry(
  db: Db, deal: SeedDeal, m: { direction: MoneyDirection; type: MoneyType; payer: MoneyPayer; amount: number; remark?: string },
): Promise<number> {
  const at = deal.signed_at;
  const { id } = await db.insertInto('deal_money').values({
    deal_id: deal.id, direction: m.direction, money_type: m.type, payer: m.payer, amount: m.amount, due_at: at + 7 * DAY, remark: m.remark ?? '',
    status: 'pending', approval_id: null, created_by: deal.agent.caller.staffId, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await makeMoneyEffective(db, id, 1, at);
  return id;
}

const receivable = (db: Db, deal: SeedDeal, type: MoneyType, payer: MoneyPayer, amount: number) =>
  entry(db, deal, { direction: 'receivable', type, payer, amount });

// An effective receipt or payment on its entry, by bank transfer.
async function effectivePay(db: Db, deal: SeedDeal, p: { moneyId: number; kind: DealPayKind; type: MoneyType; payer: MoneyPayer; amount: number; at: number }) {
  const { id } = await db.insertInto('deal_pay').values({
    deal_id: deal.id, deal_money_id: p.moneyId, kind: p.kind, money_type: p.type, payer: p.payer, method: 'transfer', amount: p.amount,
    paid_at: p.at, remark: '', reference: '', status: 'pending', approval_id: null, created_by: deal.agent.caller.staffId, created_at: p.at, updated_at: p.at,
  }).returning('id').executeTakeFirstOrThrow();
  await makePayEffective(db, id, 1, p.at);
}

async function receipt(db: Db, deal: SeedDeal, moneyId: number, type: MoneyType, payer: MoneyPayer, amount: number, at: number, review: boolean) {
  const { id } = await db.insertInto('deal_pay').values({
    deal_id: deal.id, deal_money_id: moneyId, kind: 'receipt', money_type: type, payer, method: type === 'commission' ? 'transfer' : 'pos', amount,
    paid_at: at, remark: '', reference: '', status: 'pending', approval_id: null, created_by: deal.agent.caller.staffId, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  if (!review) {
    await makePayEffective(db, id, 1, at);
    return;
  }
  const approvalId = await submitApproval(db, { ...deal.agent, now: at }, receiptItem, {
    recordId: id, recordVersion: 1, subject: `${dealSubject(deal.kind, deal.contract_no)} · 佣金 ¥${yuanText(amount)}`,
    payload: { deal_id: deal.id, deal_money_id: moneyId, kind: 'receipt', money_type: type, payer, method: 'transfer', amount, maintainer_id: deal.agent.caller.staffId },
  });
  await db.updateTable('deal_pay').set({ approval_id: approvalId }).where('id', '=', id).execute();
}

// The commission receivables of the deal (buyer's from the customer, seller's from the owner) and receipts by plan,
// received within the day after signing (a seeded deal is signed a day ago at the latest).
export async function seedDealMoney(db: Db, deal: SeedDeal, plan: MoneyPlan): Promise<void> {
  const sides = [{ payer: 'customer' as const, amount: deal.buyer_commission }, { payer: 'owner' as const, amount: deal.seller_commission }]
    .filter((side) => side.amount > 0);
  for (const [index, side] of sides.entries()) {
    const moneyId = await receivable(db, deal, 'commission', side.payer, side.amount);
    const at = deal.signed_at + Math.floor(DAY / 2) + index * 600;
    if (plan === 'paid') await receipt(db, deal, moneyId, 'commission', side.payer, side.amount, at, false);
    if (plan === 'part' && index === 0) await receipt(db, deal, moneyId, 'commission', side.payer, Math.floor(side.amount / 2), at, false);
    if (plan === 'review' && index === 0) await receipt(db, deal, moneyId, 'commission', side.payer, side.amount, at, true);
  }
}

// What of the money passing through the company a sale has passed on: all of it, part (half the down payment, the tax
// not yet), or nothing yet. A settled or closed deal has passed on all of it.
export type PassPlan = 'passed' | 'part' | 'held';

// A sale's money passing through the company, each received from the buyer in full within the day after signing and
// owed on as a payable of the same amount: the down payment (首付款) held in the company's supervised account for the
// owner, 30 % of the price to the ten thousand yuan, and the deed tax (契税) collected for the tax office, 1 % of the
// price to the yuan; paid out by plan an hour after.
export async function seedPassThrough(db: Db, deal: SeedDeal & { price: number }, plan: PassPlan): Promise<void> {
  const flows = [
    { type: 'house_price' as const, to: 'owner' as const, amount: Math.round((deal.price * 0.3) / 1_000_000) * 1_000_000,
      remark: ['首付款（资金监管）', '首付款转付业主'] },
    { type: 'tax' as const, to: 'other' as const, amount: Math.round((deal.price * 0.01) / 100) * 100, remark: ['契税代收', '契税代缴税务局'] },
  ].filter((flow) => flow.amount > 0);
  for (const [index, flow] of flows.entries()) {
    const at = deal.signed_at + Math.floor(DAY / 2) + 1_800 + index * 600;
    const inId = await entry(db, deal, { direction: 'receivable', type: flow.type, payer: 'customer', amount: flow.amount, remark: flow.remark[0] });
    await effectivePay(db, deal, { moneyId: inId, kind: 'receipt', type: flow.type, payer: 'customer', amount: flow.amount, at });
    const outId = await entry(db, deal, { direction: 'payable', type: flow.type, payer: flow.to, amount: flow.amount, remark: flow.remark[1] });
    const paid = plan === 'passed' ? flow.amount : plan === 'part' && flow.type === 'house_price' ? Math.floor(flow.amount / 2) : 0;
    if (paid > 0) await effectivePay(db, deal, { moneyId: outId, kind: 'payment', type: flow.type, payer: flow.to, amount: paid, at: at + 3_600 });
  }
}
