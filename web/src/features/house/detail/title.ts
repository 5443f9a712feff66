import type { Text } from '@brokerage/contract';

// The house detail tab's title without a house, apart from the detail's texts so the page registry (app/pages.ts)
// names the page without adding those texts to the dashboard's download.
export const HOUSE_DETAIL_DEFAULT_TITLE: Text = { en: 'House details', zh: '房源详情', es: 'Ficha del inmueble', ja: '物件詳細' };
