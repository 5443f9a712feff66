import { expect, test, type Page } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken, call } from './member-helpers';
import { DEMO_COMMUNITY, HOUSE_LIST_PATH, houseRows, pick, shot } from './house-helpers';

const COMPARE_PATH = '/comparehouse/comparehouse';
type Counts = { list: { status: string; count: number }[]; total: number };

// Ticks the selection box of the list's n-th row and returns the house id of that row.
async function pickRow(page: Page, n: number): Promise<number> {
  const row = houseRows(page).nth(n);
  await row.locator('td.ant-table-selection-column .ant-checkbox').click();
  await expect(row).toHaveClass(/ant-table-row-selected/);
  return Number(await row.getAttribute('data-house-id'));
}

const compareRow = (page: Page, key: string) => page.getByTestId('compare-table').locator(`tr[data-row="${key}"]`);
// The comparison's header (the table measures its columns with a hidden copy of it).
const head = (page: Page) => page.getByTestId('compare-table').locator('thead.ant-table-thead');

test('houses picked on the list compared side by side: differences marked, only differences shown, one removed', async ({ page, request }) => {
  const token = await adminToken(request);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(houseRows(page).first()).toBeVisible();

  // The status tabs count what the list holds, status by status, as house/housestate answers.
  const counts = await call<Counts>(request, token, 'GET', 'house/housestate', { kind: 'sale' });
  expect(counts.code).toBe('200000');
  await expect(page.getByTestId('house-status-count-all')).toHaveAttribute('data-count', String(counts.data.total));
  await expect(page.getByTestId('house-total')).toHaveText(`${counts.data.total} houses`);
  for (const { status, count } of counts.data.list) {
    await expect(page.getByTestId(`house-status-count-${status}`)).toHaveAttribute('data-count', String(count));
  }

  await shot(page, 'compare-list');
  const compare = page.getByTestId('house-compare');
  await expect(compare).toBeDisabled();
  const ids = [await pickRow(page, 0)];
  await expect(compare).toBeDisabled();
  ids.push(await pickRow(page, 1), await pickRow(page, 2));
  await expect(compare).toBeEnabled();
  await expect(compare).toContainText('Compare (3)');
  await compare.click();

  await expect(page).toHaveURL(new RegExp(`${COMPARE_PATH}\\?ids=${ids.join('%2C')}$`));
  await expect(page.getByTestId('compare-page')).toBeVisible();
  for (const id of ids) await expect(head(page).getByTestId(`compare-house-${id}`)).toBeVisible();
  // Three different houses of one kind: their doors differ, their kind does not; differing cells are marked.
  await expect(compareRow(page, 'door')).toHaveAttribute('data-differ', 'true');
  await expect(compareRow(page, 'door').locator('td[data-differ="true"]')).toHaveCount(3);
  await expect(compareRow(page, 'kind')).toHaveAttribute('data-differ', 'false');
  await expect(compareRow(page, 'kind')).toContainText('For sale');
  await expect(compareRow(page, 'kind').locator('td[data-differ="true"]')).toHaveCount(0);
  const differing = await page.getByTestId('compare-table').locator('tr[data-differ="true"]').count();
  expect(differing).toBeGreaterThan(0);
  await expect(page.getByTestId('compare-differences')).toHaveText(`${differing} of 22 rows differ`);
  await shot(page, 'compare');

  await page.getByTestId('compare-only-differences').click();
  await expect(compareRow(page, 'kind')).toHaveCount(0);
  await expect(page.getByTestId('compare-table').locator('tr[data-row]')).toHaveCount(differing);
  await page.getByTestId('compare-only-differences').click();
  await expect(compareRow(page, 'kind')).toHaveCount(1);

  // Removing a house leaves the other two; removing another leaves too few, with the way back.
  await head(page).getByTestId(`compare-remove-${ids[2]}`).click();
  await expect(page).toHaveURL(new RegExp(`ids=${ids[0]}%2C${ids[1]}$`));
  await expect(head(page).getByTestId(`compare-house-${ids[2]}`)).toHaveCount(0);
  await expect(head(page).getByTestId(`compare-house-${ids[1]}`)).toBeVisible();
  await head(page).getByTestId(`compare-open-${ids[0]}`).click();
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(ids[0]));

  // More than four: the first four, with a notice; fewer than two: an empty state leading back to the list.
  await page.goto(`/#${COMPARE_PATH}?ids=${ids.join(',')},1,2,3`);
  await expect(page.getByTestId('compare-too-many')).toBeVisible();
  await expect(head(page).locator('[data-testid^="compare-house-"]')).toHaveCount(4);
  await page.goto(`/#${COMPARE_PATH}?ids=${ids[0]}`);
  await expect(page.getByTestId('compare-empty')).toContainText('Pick at least two houses to compare');
  await page.getByTestId('compare-back').click();
  await expect(page.getByTestId('house-list-page')).toBeVisible();
});

test('a saved search keeps the filters, survives a reload, applies from the dropdown and is deleted', async ({ page, request }) => {
  const token = await adminToken(request);
  const name = `E2E available ${Date.now() % 100_000}`;
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(houseRows(page).first()).toBeVisible();

  // Filters: a community found by its initials, then the 有效 status tab.
  await pick(page, 'house-filter-community', DEMO_COMMUNITY.name, DEMO_COMMUNITY.initials);
  await page.getByTestId('house-search').click();
  await expect(page).toHaveURL(/region_id=\d+/);
  await page.getByTestId('house-status-count-valid').click();
  await expect(page).toHaveURL(/status=valid/);
  const regionId = Number(new URL(page.url().replace('#', '')).searchParams.get('region_id'));
  const expected = await call<{ page: { total: number } }>(request, token, 'GET', 'house', { kind: 'sale', region_id: regionId, status: 'valid' });
  const total = expected.data.page.total;
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('house-total')).toHaveText(`${total} houses`);
  // The counts follow the other filters: the 有效 tab counts the community's available houses.
  await expect(page.getByTestId('house-status-count-valid')).toHaveAttribute('data-count', String(total));

  await page.getByTestId('house-saved-search-save').click();
  const nameInput = page.getByTestId('house-saved-search-name');
  await nameInput.fill(name);
  await expect(nameInput).toHaveValue(name);
  // Enter submits the form.
  await nameInput.press('Enter');
  await expect(nameInput).toBeHidden();
  await expect(toast(page, `Search "${name}" saved`)).toBeVisible();

  // A fresh list without filters, after a reload.
  await page.goto(`/#${HOUSE_LIST_PATH}`);
  await page.reload();
  await expect(houseRows(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/region_id=/);
  await expect(page.getByTestId('house-filter-community')).not.toContainText(DEMO_COMMUNITY.name);
  await expect(page.getByTestId('house-total')).not.toHaveText(`${total} houses`);

  await expect(async () => {
    await page.getByTestId('house-saved-search-select').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(toast(page, `Applied "${name}"`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`region_id=${regionId}`));
  await expect(page).toHaveURL(/status=valid/);
  await expect(page.getByTestId('house-total')).toHaveText(`${total} houses`);
  // The community picker shows the community's name again, not its id.
  await expect(page.getByTestId('house-filter-community')).toContainText(DEMO_COMMUNITY.name);
  await expect(page.getByTestId('house-status-count-valid')).toHaveClass(/checked/);

  await page.getByTestId('house-saved-search-manage').click();
  const item = page.getByTestId('house-saved-search-item').filter({ hasText: name });
  await item.getByTestId('house-saved-search-delete').click();
  await page.getByTestId('house-saved-search-delete-ok').click();
  await expect(toast(page, 'Saved search deleted')).toBeVisible();
  await expect(item).toHaveCount(0);
  const left = await call<{ list: { name: string }[] }>(request, token, 'GET', 'house/housesearchtaglist', { kind: 'sale' });
  expect(left.data.list.map((tag) => tag.name)).not.toContain(name);
});
