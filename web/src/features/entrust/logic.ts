import {
  ENTRUST_EDITABLE, ENTRUST_FIELD_LABELS, ENTRUST_KIND_CALLS, type EntrustItem, type EntrustScan, type EntrustState, type EntrustType,
  type HouseKind, type Text,
} from '@brokerage/contract';

// The pure parts of the entrust book screens: the form's values to and from a book, the tag colour of a state, what a
// book allows.

export type BookValues = {
  type: EntrustType;
  start_date: string;
  end_date: string | null;
  owner_name: string;
  price: number | null;
  commission: string;
  remark: string;
  scans: EntrustScan[];
};

export const STATE_COLORS: Record<EntrustState, string> = {
  draft: 'default', pending: 'processing', effective: 'success', rejected: 'error', expired: 'warning',
};

export function emptyValues(today: string): BookValues {
  return { type: 'general', start_date: today, end_date: null, owner_name: '', price: null, commission: '', remark: '', scans: [] };
}

export function valuesOf(book: EntrustItem): BookValues {
  return {
    type: book.type, start_date: book.start_date, end_date: book.end_date, owner_name: book.owner_name, price: book.price, commission: book.commission,
    remark: book.remark, scans: book.scans,
  };
}

// The fields the book's calls take, from the form (trimmed texts, the scans by id in their order).
export function fieldsOf(v: BookValues) {
  return {
    type: v.type, start_date: v.start_date, end_date: v.end_date || null, owner_name: v.owner_name.trim(), price: v.price ?? 0,
    commission: v.commission.trim(), remark: v.remark.trim(), file_ids: v.scans.map((s) => s.id),
  };
}

export function isEditable(book: Pick<EntrustItem, 'status'>): boolean {
  return ENTRUST_EDITABLE.includes(book.status);
}

export function priceLabel(kind: HouseKind): Text {
  return kind === 'sale' ? ENTRUST_FIELD_LABELS.salePrice : ENTRUST_FIELD_LABELS.rentPrice;
}

export function periodText(book: Pick<EntrustItem, 'start_date' | 'end_date'>, openEnded: string): string {
  return `${book.start_date} ~ ${book.end_date ?? openEnded}`;
}

// The older calls of the house's kind: the screens use them, so each kind goes through its own family.
export function callsOf(kind: HouseKind) {
  return ENTRUST_KIND_CALLS[kind];
}
