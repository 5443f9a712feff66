import { expect, test, type Page } from './fixtures';
import { flattenMenu, type Lang } from '@brokerage/contract';
import { openSignedIn } from './shell-helpers';
import { houseRows, openDetailTab } from './house-helpers';

// Every house screen in each of the four languages: the page renders, its tab carries the menu title in that
// language, and no text key leaks through untranslated (i18next shows the key itself when a text is missing).

const LANGS: Lang[] = ['en', 'zh', 'es', 'ja'];
const SCREENS: { path: string; page: string; menu?: string }[] = [
  { path: '/house/new-sell', page: 'house-list-page', menu: 'NewSell' },
  { path: '/house/out-house', page: 'out-house-page', menu: 'OutHouse' },
  { path: '/house/my-house', page: 'my-house-page', menu: 'MyHouse' },
  { path: '/house/my-favorite', page: 'my-favorite-page', menu: 'MyFavorite' },
  { path: '/house/key-management', page: 'key-management-page', menu: 'KeyManagement' },
  { path: '/data/data-followup', page: 'followup-data-page', menu: 'DataFollowup' },
];
const DETAIL_TABS = ['prices', 'info', 'owners', 'keys', 'roles', 'pictures', 'customers', 'looks', 'portals', 'vr', 'browse-log', 'operation-log'];
// A feature's text key as i18next would show it when missing: `house.detail.tabs.prices`, `houseRole.tab`…
const RAW_KEY = /\b(?:house|houseRole|houseOwner|houseKey|housePicture|customer|customerLook|houseOffline|houseCompare|houseSearch|houseLog|portal|vr|followupData|shell)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

async function expectTranslated(page: Page) {
  const text = await page.locator('#root').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
}

async function twoHouseIds(page: Page): Promise<number[]> {
  const rows = houseRows(page);
  await expect(rows.nth(1)).toBeVisible();
  return rows.evaluateAll((trs) => trs.slice(0, 2).map((tr) => Number(tr.getAttribute('data-row-key'))));
}

for (const lang of LANGS) {
  test(`the house screens in ${lang}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL ?? '' }]);
    const menus = flattenMenu();
    await openSignedIn(page, '/house/new-sell');
    for (const screen of SCREENS) {
      if (screen.path !== '/house/new-sell') await page.goto(`/#${screen.path}`);
      await expect(page.getByTestId(screen.page)).toBeVisible();
      const title = menus.find((m) => m.name === screen.menu)?.title[lang];
      if (title) await expect(page.getByTestId('tags-view')).toContainText(title);
      await expectTranslated(page);
    }

    await page.goto('/#/house/new-sell');
    const [first, second] = await twoHouseIds(page);
    await page.goto(`/#/comparehouse/comparehouse?ids=${first},${second}`);
    await expect(page.getByTestId('compare-page')).toBeVisible();
    await expectTranslated(page);

    await page.goto(`/#/house/detail?id=${first}`);
    await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(first));
    for (const tab of DETAIL_TABS) {
      await openDetailTab(page, tab);
      await expectTranslated(page);
    }
  });
}
