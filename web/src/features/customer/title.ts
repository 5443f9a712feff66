import type { Text } from '@brokerage/contract';

// The customer detail tab's title, apart from the detail's texts so the page registry (app/pages.ts) names the page
// without adding those texts to the dashboard's download.
export const CUSTOMER_DETAIL_TITLE: Text = { en: 'Customer details', zh: '客户详情', es: 'Ficha del cliente', ja: '顧客詳細' };
