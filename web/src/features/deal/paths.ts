import type { Text } from '@brokerage/contract';

// The deal screens' paths and the titles of the two outside the menu, kept apart from the pages so the page registry
// (app/pages.ts) names them without loading the deal screens.
export const DEAL_LIST_PATH = '/transaction/sale';
// A deal's detail (the deal in the query, ?id=12).
export const DEAL_DETAIL_PATH = '/transaction/detail';
// The entry wizard: ?house_id=&customer_id= prefilled (from a house, a customer or a viewing), ?id= to change a deal.
export const DEAL_ENTRY_PATH = '/transaction/entry';

export const DEAL_DETAIL_TITLE: Text = { en: 'Deal', zh: '成交详情', es: 'Operación', ja: '成約詳細' };
export const DEAL_ENTRY_TITLE: Text = { en: 'Record deal', zh: '录入成交', es: 'Registrar operación', ja: '成約登録' };

function positive(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

export function dealLink(id: number): string {
  return `${DEAL_DETAIL_PATH}?${new URLSearchParams({ id: String(id) }).toString()}`;
}

export function parseDealId(search: string): number | null {
  return positive(new URLSearchParams(search).get('id'));
}

export type EntryParams = { id: number | null; house_id: number | null; customer_id: number | null };

export function dealEntryLink(params: Partial<Record<keyof EntryParams, number>>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  const text = query.toString();
  return text ? `${DEAL_ENTRY_PATH}?${text}` : DEAL_ENTRY_PATH;
}

export function parseEntryParams(search: string): EntryParams {
  const query = new URLSearchParams(search);
  return { id: positive(query.get('id')), house_id: positive(query.get('house_id')), customer_id: positive(query.get('customer_id')) };
}
