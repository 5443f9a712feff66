import type { Text } from '@brokerage/contract';

// The building management tab's title, apart from the page's texts so the page registry (app/pages.ts) names the page
// without adding those texts to the dashboard's download.
export const BUILDING_TITLE: Text = { en: 'Building management', zh: '楼栋管理', es: 'Gestión de edificios', ja: '棟管理' };
