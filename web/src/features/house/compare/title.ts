import type { Text } from '@brokerage/contract';

// The comparison tab's title, apart from the page's texts so the page registry (app/pages.ts) names the page without
// adding those texts to the dashboard's download.
export const COMPARE_HOUSE_TITLE: Text = { en: 'Compare houses', zh: '房源对比', es: 'Comparar inmuebles', ja: '物件比較' };
