import { DEAL_DETAIL_PATH, DEAL_ENTRY_PATH } from './paths';

// Links to a deal and to the entry wizard, and reading them back from the address.

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
