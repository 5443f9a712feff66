import { sql } from 'kysely';
import { z } from 'zod';
import {
  APPROVAL_CHANGE_LABELS, DEAL_MONEY_CHANGE_LABELS, DEAL_PAY_KIND_LABELS, DealPayKind, LANGS, MONEY_DIRECTION_LABELS, MONEY_ENTRY_STATUS_LABELS,
  MONEY_PAYER_LABELS, MONEY_TYPE_LABELS, MoneyDirection, MoneyPayer, MoneyType, PAY_METHOD_LABELS, PayMethod, type DealStatus, type Lang, type Text,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { defineApprovalItem } from '../approval/registry.js';
import { assertDealTakesMoney, assertDealTakesPay, assertWithinPool, entryOfKind, refuse } from './ledger.js';
import { addReceived } from './received.js';

// Money entries taking effect (the finance items receivable_entry, receipt, refund and payment, or at once when no flow
// covers the caller's store): the one write each, shared by the direct path and the approval's effect.

// A receivable or payable counts from now on.
export async function makeMoneyEffective(trx: Db, id: number, version: number, now: number): Promise<void> {
  const result = await trx.updateTable('deal_money').set({ status: 'effective', version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
}

// A receipt, refund or payment counts from now on; commission received or refunded moves its people's 实收业绩 (commission
// paid out, as to a cooperating agent, does not).
export async function makePayEffective(trx: Db, id: number, version: number, now: number): Promise<void> {
  const pay = await trx.updateTable('deal_pay').set({ status: 'effective', version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).returning(['deal_id', 'kind', 'money_type', 'amount', 'paid_at']).executeTakeFirst();
  if (!pay) throw new AppError('STALE');
  if (pay.money_type === 'commission' && pay.kind !== 'payment') await addReceived(trx, pay.deal_id, pay.kind === 'refund' ? -pay.amount : pay.amount, pay.paid_at, now);
}

const inEveryLanguage = (words: (lang: Lang) => string): Text => Object.fromEntries(LANGS.map((lang) => [lang, words(lang)])) as Text;

// A rule that stopped holding, in every language (an AppError's detail rebuilt per language); null when all hold.
async function broken(check: (lang: Lang) => Promise<void>): Promise<Text | null> {
  const words: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    try {
      await check(lang);
      return null;
    } catch (error) {
      if (!(error instanceof AppError) || error.key !== 'BAD_REQUEST') throw error;
      words[lang] = String(error.params.detail ?? '');
    }
  }
  return inEveryLanguage((lang) => words[lang] ?? '');
}

async function dealStatus(db: Db, dealId: number): Promise<DealStatus> {
  const row = await db.selectFrom('deal').select('status').where('id', '=', dealId).executeTakeFirstOrThrow();
  return row.status as DealStatus;
}

// ---- receivable_entry
const MoneyPayload = z.object({
  deal_id: z.number().int(), direction: MoneyDirection.default('receivable'), money_type: MoneyType, payer: MoneyPayer, amount: z.number().int(),
  maintainer_id: z.number().int(),
});
type MoneyPayload = z.infer<typeof MoneyPayload>;

async function moneyVersion(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('deal_money').select('version').where('id', '=', id).executeTakeFirst();
  return row ? row.version : null;
}

const amountLine = (fen: number, lang: Lang) => ({ label: DEAL_MONEY_CHANGE_LABELS.amount[lang], before: '', after: `¥${(fen / 100).toFixed(2)}` });

export const receivableEntryItem = defineApprovalItem({
  code: 'receivable_entry',
  payload: MoneyPayload,
  currentVersion: moneyVersion,
  recheck: async (db, e) => broken(async (lang) => assertDealTakesMoney(lang, await dealStatus(db, e.payload.deal_id))),
  apply: (trx, e) => makeMoneyEffective(trx, e.recordId, e.recordVersion, e.now),
  describe: (p: MoneyPayload, lang: Lang) => [
    { label: APPROVAL_CHANGE_LABELS.status[lang], before: MONEY_ENTRY_STATUS_LABELS.pending[lang], after: MONEY_ENTRY_STATUS_LABELS.effective[lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.direction[lang], before: '', after: MONEY_DIRECTION_LABELS[p.direction][lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.moneyType[lang], before: '', after: MONEY_TYPE_LABELS[p.money_type][lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.payer[lang], before: '', after: MONEY_PAYER_LABELS[p.payer][lang] },
    amountLine(p.amount, lang),
  ],
});

// ---- receipt, refund and payment
const PayPayload = z.object({
  deal_id: z.number().int(), deal_money_id: z.number().int().nullable(), kind: DealPayKind, money_type: MoneyType, payer: MoneyPayer,
  method: PayMethod, amount: z.number().int(), maintainer_id: z.number().int(),
});
type PayPayload = z.infer<typeof PayPayload>;

async function payVersion(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('deal_pay').select('version').where('id', '=', id).executeTakeFirst();
  return row ? row.version : null;
}

// The rules a payment keeps, read again: the deal takes its kind (a terminated one only refunds), the entry it names (a payment always names one) is of
// the direction its kind pays and still effective, the limits hold (the payment itself left out of what is in review).
export async function assertPayHolds(db: Db, lang: Lang, p: PayPayload, payId: number | null): Promise<void> {
  assertDealTakesPay(lang, await dealStatus(db, p.deal_id), p.kind);
  if (p.kind === 'payment' && p.deal_money_id === null) refuse(lang, 'paymentNamesPayable');
  const entry = p.deal_money_id === null ? null : await entryOfKind(db, lang, p.deal_id, p.deal_money_id, p.kind);
  await assertWithinPool(db, lang, {
    kind: p.kind, amount: p.amount, due: entry?.amount ?? null, exceptPay: payId,
    pool: { dealId: p.deal_id, moneyId: p.deal_money_id, moneyType: p.money_type },
  });
}

const payItem = (code: DealPayKind) => defineApprovalItem({
  code,
  payload: PayPayload,
  currentVersion: payVersion,
  recheck: (db, e) => broken((lang) => assertPayHolds(db, lang, e.payload, e.recordId)),
  apply: (trx, e) => makePayEffective(trx, e.recordId, e.recordVersion, e.now),
  describe: (p: PayPayload, lang: Lang) => [
    { label: APPROVAL_CHANGE_LABELS.status[lang], before: MONEY_ENTRY_STATUS_LABELS.pending[lang], after: MONEY_ENTRY_STATUS_LABELS.effective[lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.kind[lang], before: '', after: DEAL_PAY_KIND_LABELS[p.kind][lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.moneyType[lang], before: '', after: MONEY_TYPE_LABELS[p.money_type][lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.payer[lang], before: '', after: MONEY_PAYER_LABELS[p.payer][lang] },
    { label: DEAL_MONEY_CHANGE_LABELS.method[lang], before: '', after: PAY_METHOD_LABELS[p.method][lang] },
    amountLine(p.amount, lang),
  ],
});

export const receiptItem = payItem('receipt');
export const refundItem = payItem('refund');
export const paymentItem = payItem('payment');
const PAY_ITEMS = { receipt: receiptItem, refund: refundItem, payment: paymentItem } as const;
export const payItemOf = (kind: DealPayKind) => PAY_ITEMS[kind];
