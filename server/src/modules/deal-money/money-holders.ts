import { MONEY_ENTRY_RECORD_LABELS, dealMoneyRuleText, type Lang, type MoneyEntryRecord } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { LIST_SEPARATOR, heldBy, type Holder } from '../../core/db/holders.js';
import { AppError } from '../../core/errors.js';

// The records that name a money entry by a foreign key: an entry any of them names stays (every foreign key to
// deal_money is one of these, money-holders.test.ts).
export const MONEY_HOLDERS: readonly Holder<MoneyEntryRecord>[] = [
  { table: 'deal_pay', column: 'deal_money_id', record: 'payments' },
  { table: 'pay_order', column: 'deal_money_id', record: 'payOrders' },
];

// Refuses (409003) the delete of an entry a record names, naming the kinds in the caller's language, instead of the
// foreign key failing the delete.
export async function assertMoneyUnheld(db: Db, lang: Lang, id: number): Promise<void> {
  const records = await heldBy(db, MONEY_HOLDERS, id, Object.keys(MONEY_ENTRY_RECORD_LABELS) as MoneyEntryRecord[]);
  if (records.length === 0) return;
  const named = records.map((r) => MONEY_ENTRY_RECORD_LABELS[r][lang]).join(LIST_SEPARATOR[lang]);
  throw new AppError('IN_USE', { detail: dealMoneyRuleText('entryHeld', lang, { id, records: named }) });
}
