import type { CustomerKind } from '@brokerage/contract';
import { CUSTOMER_DETAIL_PATH } from '../../lib/paths';
import { formatWan } from '../../lib/format';

export const CUSTOMER_ID_PARAM = 'id';

export function customerLink(id: number): string {
  return `${CUSTOMER_DETAIL_PATH}?${new URLSearchParams({ [CUSTOMER_ID_PARAM]: String(id) }).toString()}`;
}

export function parseCustomerId(search: string): number | null {
  const text = new URLSearchParams(search).get(CUSTOMER_ID_PARAM);
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

// A budget bound as staff say it: 万 for a buyer, yuan a month for a renter.
export function budgetBound(yuan: number, kind: CustomerKind): string {
  return kind === 'buy' ? formatWan(yuan, 2) : yuan.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

// "80–120", "≥ 80" or "≤ 120": a range whose open end is left out.
export function rangeText(from: number | string | null, to: number | string | null): string {
  if (from !== null && to !== null) return `${from}–${to}`;
  if (from !== null) return `≥ ${from}`;
  return to === null ? '—' : `≤ ${to}`;
}
