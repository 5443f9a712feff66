import { expect, test, type Page } from '../fixtures';
import { ADMIN, signIn, withoutAnnouncements } from '../account-helpers';
import { adminToken, call } from '../member-helpers';
import { DEMO_COMMUNITY, HOUSE_LIST_PATH } from '../house-helpers';

// An agent in the field: a phone 390 px wide (the playwright project `phone`). Lists show one card per row and fold their
// filters behind one button.

const cards = (page: Page, list: string) => page.getByTestId(list).getByTestId('list-card');

// Nothing on the page may be wider than the screen (a table would scroll the whole page sideways).
async function fitsTheScreen(page: Page) {
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(width).toBeLessThanOrEqual(390);
}

test.beforeEach(async ({ page }) => {
  await withoutAnnouncements(page);
});

test('on a phone the house list shows cards, filters behind one button, and a card opens its house', async ({ page, request }) => {
  const token = await adminToken(request);
  const expected = await call<{ list: { id: number; region_name: string }[]; page: { total: number } }>(
    request, token, 'GET', 'house', { kind: 'sale', keyword: DEMO_COMMUNITY.initials, limit: 20 },
  );
  expect(expected.data.page.total).toBeGreaterThan(0);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(page.getByTestId('house-table')).toHaveAttribute('data-layout', 'cards');
  await expect(cards(page, 'house-table').first()).toBeVisible();
  await expect(page.getByTestId('house-table').locator('table')).toHaveCount(0);

  // The filters are behind one button; searching from there narrows the cards.
  await expect(page.getByTestId('house-filter-keyword')).toBeHidden();
  await page.getByTestId('list-filters').click();
  await page.getByTestId('house-filter-keyword').fill(DEMO_COMMUNITY.initials);
  await page.getByTestId('house-search').click();
  await page.getByTestId('list-filters-done').click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByTestId('list-filters')).toContainText('Filters');
  await expect(page.getByTestId('house-total')).toHaveText(`${expected.data.page.total} houses`);
  const shown = Math.min(expected.data.page.total, 20);
  await expect(cards(page, 'house-table')).toHaveCount(shown);
  await expect(cards(page, 'house-table').getByTestId('house-row-region')).toHaveText(Array<string>(shown).fill(DEMO_COMMUNITY.name));
  await fitsTheScreen(page);

  // A card opens the house in its tab.
  const first = cards(page, 'house-table').first();
  const id = await first.getAttribute('data-house-id');
  await first.getByTestId('house-row-price').click();
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(id));
  await expect(page.getByTestId('house-header-region')).toHaveText(DEMO_COMMUNITY.name);
});

test('on a phone the staff list shows one card a person with their actions, filtered from behind the filters button', async ({ page, request }) => {
  const token = await adminToken(request);
  const expected = await call<{ list: { name: string }[]; page: { total: number } }>(request, token, 'GET', 'users', { limit: 20 });
  await signIn(page, ADMIN, '/member/management');
  await expect(page.getByTestId('staff-table')).toHaveAttribute('data-layout', 'cards');
  const staff = cards(page, 'staff-table');
  await expect(staff).toHaveCount(Math.min(expected.data.page.total, 20));
  await expect(staff.first().getByTestId('staff-row-name')).toHaveText(expected.data.list[0]?.name ?? '');
  await expect(staff.first().getByTestId('staff-detail')).toBeVisible();
  await fitsTheScreen(page);

  // Filtering by status from behind the filters button.
  await page.getByTestId('list-filters').click();
  await page.getByTestId('staff-filter-status').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Working', { exact: true }).click();
  await page.getByTestId('staff-search').click();
  await page.getByTestId('list-filters-done').click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByTestId('list-filters')).toContainText('Filters (1)');
  await expect(staff.first().getByTestId('staff-row-status')).toHaveText('Working');

  // The details open from a card.
  await staff.first().getByTestId('staff-detail').click();
  await expect(page.getByTestId('staff-detail-info')).toBeVisible();
});
