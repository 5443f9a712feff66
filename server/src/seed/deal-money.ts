import type { DealKind, MoneyPayer, MoneyType } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { Operator } from '../modules/approval/registry.js';
import { submitApproval } from '../modules/approval/submit.js';
import { dealSubject } from '../modules/deal/deal-effect.js';
import { yuanText } from '../modules/deal-money/ledger.js';
import { makeMoneyEffective, makePayEffective, receiptItem } from '../modules/deal-money/money-effect.js';

// Demo money on a live deal, written through the ledger's own effect writes (so 实收业绩 follows the receipts):
// the commission due from each side, and receipts that pay it all, part of it, nothing yet, or wait for approval.

const DAY = 86_400;

export type MoneyPlan = 'paid' | 'part' | 'none' | 'review';

type SeedDeal = {
  id: number; kind: DealKind; contract_no: string; signed_at: number; buyer_commission: number; seller_commission: number; agent: Operator;
};

async function receivable(db: Db, deal: SeedDeal, type: MoneyType, payer: MoneyPayer, amount: number): Promise<number> {
  const at = deal.signed_at;
  const { id } = await db.insertInto('deal_money').values({
    deal_id: deal.id, money_type: type, payer, amount, due_at: at + 7 * DAY, remark: '', status: 'pending', approval_id: null,
    created_by: deal.agent.caller.staffId, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await makeMoneyEffective(db, id, 1, at);
  return id;
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
