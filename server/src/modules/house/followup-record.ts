import type { FollowupChange, FollowupKind } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { fenToYuan } from '../../core/money.js';
import { insertFollowups } from './followup-index.js';

// Typed follow-ups: the record of a change to a house, written in the same transaction as the change itself so
// the history can never miss one. Prices are stored in fen, like every amount in the database.

export type HouseChangeRecord = {
  houseId: number;
  // Null when a server job made the change.
  staffId: number | null;
  kind: Exclude<FollowupKind, 'manual'>;
  content: string;
  change: FollowupChange | null;
};

// A key's or a picture's follow-up text: what the change concerned (the key's number, the picture's file name), then
// the remark or reason; also the seeds' (house-owners-keys.ts, house-pictures.ts).
export function changeText(what: string, remark = ''): string {
  return [what, remark].filter(Boolean).join('：');
}

type ChangeRecord = { houseId: number | null; customerId: number | null; staffId: number | null; kind: FollowupKind; content: string; change: FollowupChange | null };

async function insertRecords(db: Db, records: ChangeRecord[], now: number): Promise<void> {
  const rows = records.map((record) => ({
    house_id: record.houseId,
    customer_id: record.customerId,
    staff_id: record.staffId,
    kind: record.kind,
    content: record.content,
    detail: record.change ? JSON.stringify(record.change) : '',
    created_at: now,
  }));
  await insertFollowups(db, rows);
}

export function recordHouseChanges(db: Db, records: HouseChangeRecord[], now: number): Promise<void> {
  return insertRecords(db, records.map((record) => ({ ...record, customerId: null })), now);
}

export function recordHouseChange(db: Db, record: HouseChangeRecord, now: number): Promise<void> {
  return recordHouseChanges(db, [record], now);
}

const yuanOrNull = (value: unknown) => (typeof value === 'number' ? fenToYuan(value) : null);

// The stored change as the API shows it (prices back in yuan).
export function changeOf(kind: string, detail: string): FollowupChange | null {
  if (!detail) return null;
  const change = JSON.parse(detail) as FollowupChange;
  if (kind !== 'price') return change;
  return {
    ...change,
    from: yuanOrNull(change.from),
    to: yuanOrNull(change.to),
    ...(change.base_from !== undefined ? { base_from: yuanOrNull(change.base_from) } : {}),
    ...(change.base_to !== undefined ? { base_to: yuanOrNull(change.base_to) } : {}),
  };
}

// The record of a change to a customer (entry, status, pool, viewing, its agent or work handed over), written in the
// transaction of the change: a customer's follow-ups are its timeline.
export type CustomerChangeRecord = {
  customerId: number;
  // Null when a server job made the change.
  staffId: number | null;
  kind: 'entry' | 'status' | 'pool' | 'look' | 'role';
  content: string;
  change: FollowupChange | null;
};

export function recordCustomerChanges(db: Db, records: CustomerChangeRecord[], now: number): Promise<void> {
  return insertRecords(db, records.map((record) => ({ ...record, houseId: null })), now);
}

export function recordCustomerChange(db: Db, record: CustomerChangeRecord, now: number): Promise<void> {
  return recordCustomerChanges(db, [record], now);
}

// Open steps of deals handed from one person to another (by hand, or when a person leaves): each deal's customer
// reads it on its timeline as a `role` follow-up (the deal's contract number, from and to the people's names) by the
// person handing them over.
export async function recordStepHandovers(
  db: Db, dealIds: readonly number[], handover: { from: string; to: string; by: number }, now: number,
): Promise<void> {
  const ids = [...new Set(dealIds)];
  if (!ids.length) return;
  const deals = await db.selectFrom('deal').select(['customer_id', 'contract_no']).where('id', 'in', ids).orderBy('id').execute();
  await recordCustomerChanges(db, deals.map((d) => ({
    customerId: d.customer_id, staffId: handover.by, kind: 'role' as const, content: d.contract_no,
    change: { role: 'deal_step', from: handover.from, to: handover.to },
  })), now);
}
