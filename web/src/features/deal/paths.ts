import type { Text } from '@brokerage/contract';

// The deal screens' paths and the titles of the two outside the menu, kept apart from the pages (and from the links,
// links.ts) so the page registry (app/pages.ts) names them without adding more to the dashboard's download.
export const DEAL_LIST_PATH = '/transaction/sale';
// A deal's detail (the deal in the query, ?id=12).
export const DEAL_DETAIL_PATH = '/transaction/detail';
// The entry wizard: ?house_id=&customer_id= prefilled (from a house, a customer or a viewing), ?id= to change a deal.
export const DEAL_ENTRY_PATH = '/transaction/entry';

export const DEAL_DETAIL_TITLE: Text = { en: 'Deal', zh: '成交详情', es: 'Operación', ja: '成約詳細' };
export const DEAL_ENTRY_TITLE: Text = { en: 'Record deal', zh: '录入成交', es: 'Registrar operación', ja: '成約登録' };
