import type { Dayjs } from 'dayjs';
import { SHARE_WHOLE, type DataOf, type DealKind, type SplitInput, type SplitRole, type dealUpdateFind } from '@brokerage/contract';
import { toEpoch } from '../../../lib/time';

type DealEditable = DataOf<typeof dealUpdateFind>;

// The entry wizard's values and their conversion to the deal/add and deal/update inputs (pure, unit-tested).

export type Picked = { value: number; label: string };
export type SplitRowValues = { role?: SplitRole; staff?: Picked | null; share?: number | null };

export type EntryValues = {
  kind: DealKind;
  house?: Picked | null;
  customer?: Picked | null;
  contract_no?: string;
  buyer_name?: string;
  buyer_phone?: string;
  seller_name?: string;
  seller_phone?: string;
  price?: number | null;
  signed_at?: Dayjs | null;
  agent?: Picked | null;
  remark?: string;
  buyer_commission?: number | null;
  seller_commission?: number | null;
  split_mode: 'default' | 'custom';
  split: SplitRowValues[];
};

// The wizard's steps and the fields each one asks for (validated before moving on, and where a server error sends
// the person back to).
export const ENTRY_STEPS = ['pick', 'parties', 'split', 'confirm'] as const;
export type EntryStep = (typeof ENTRY_STEPS)[number];
export const STEP_FIELDS: Record<EntryStep, readonly string[]> = {
  pick: ['kind', 'house', 'customer'],
  parties: ['contract_no', 'buyer_name', 'buyer_phone', 'seller_name', 'seller_phone', 'price', 'signed_at', 'agent', 'remark'],
  split: ['buyer_commission', 'seller_commission', 'split_mode', 'split'],
  confirm: [],
};
// The server's field names where the form's differ.
export const FIELD_NAMES: Record<string, string> = { house_id: 'house', customer_id: 'customer', agent_id: 'agent' };

export function stepOfField(field: string): EntryStep {
  const name = FIELD_NAMES[field] ?? field;
  return ENTRY_STEPS.find((step) => STEP_FIELDS[step].includes(name)) ?? 'confirm';
}

// A percentage with at most two decimals as basis points: 33.33 → 3333.
export function percentToShare(percent: number | null | undefined): number {
  return typeof percent === 'number' && Number.isFinite(percent) ? Math.round(percent * 100) : 0;
}

export function shareSum(rows: readonly SplitRowValues[] | undefined): number {
  return (rows ?? []).reduce((sum, row) => sum + percentToShare(row.share), 0);
}

// How far the shares are from the whole: 0 when they make exactly 100.00 %.
export function shareGap(rows: readonly SplitRowValues[] | undefined): number {
  return shareSum(rows) - SHARE_WHOLE;
}

function splitOf(v: EntryValues): SplitInput[] {
  return v.split.map((row) => ({ role: row.role ?? 'other', staff_id: row.staff?.value ?? 0, share: percentToShare(row.share) }));
}

function common(v: EntryValues) {
  return {
    house_id: v.house?.value ?? 0,
    customer_id: v.customer?.value ?? 0,
    buyer_name: (v.buyer_name ?? '').trim(),
    seller_name: (v.seller_name ?? '').trim(),
    price: v.price ?? 0,
    signed_at: v.signed_at ? toEpoch(v.signed_at.startOf('day')) : 0,
    buyer_commission: v.buyer_commission ?? 0,
    seller_commission: v.seller_commission ?? 0,
    ...(v.agent ? { agent_id: v.agent.value } : {}),
    remark: (v.remark ?? '').trim(),
  };
}

const typed = (text: string | undefined) => (text ?? '').trim();

export function toAddInput(v: EntryValues) {
  const contractNo = typed(v.contract_no);
  return {
    kind: v.kind,
    ...common(v),
    ...(contractNo ? { contract_no: contractNo } : {}),
    buyer_phone: typed(v.buyer_phone),
    seller_phone: typed(v.seller_phone),
    ...(v.split_mode === 'custom' ? { split: splitOf(v) } : {}),
  };
}

// A change sends the phones only when typed anew (the form shows the masked ones as hints).
export function toUpdateInput(v: EntryValues, id: number, version: number) {
  const buyerPhone = typed(v.buyer_phone);
  const sellerPhone = typed(v.seller_phone);
  return {
    id, version, ...common(v), contract_no: typed(v.contract_no), split: splitOf(v),
    ...(buyerPhone ? { buyer_phone: buyerPhone } : {}),
    ...(sellerPhone ? { seller_phone: sellerPhone } : {}),
  };
}

// The form's values of a deal being changed; the names come from its detail (update_find answers ids only).
export function valuesOfDeal(e: DealEditable, names: { house: string; customer: string; agent: string; staff: Map<number, string> }): Omit<EntryValues, 'signed_at'> {
  return {
    kind: e.kind,
    house: { value: e.house_id, label: names.house },
    customer: { value: e.customer_id, label: names.customer },
    contract_no: e.contract_no,
    buyer_name: e.buyer_name,
    buyer_phone: '',
    seller_name: e.seller_name,
    seller_phone: '',
    price: e.price,
    agent: { value: e.agent_id, label: names.agent },
    remark: e.remark,
    buyer_commission: e.buyer_commission,
    seller_commission: e.seller_commission,
    split_mode: 'custom',
    split: e.split.map((s) => ({ role: s.role, staff: { value: s.staff_id, label: names.staff.get(s.staff_id) ?? `#${s.staff_id}` }, share: s.share / 100 })),
  };
}
