import { expect, test, type Page } from './fixtures';
import { readSheet } from 'read-excel-file/node';
import { ADMIN, AGENT, MANAGER, signIn, toast, useChinese, withoutAnnouncements } from './account-helpers';
import { adminToken, call, choose } from './member-helpers';
import { DEMO_COMMUNITY, HOUSE_LIST_PATH, houseRows } from './house-helpers';

// Clicks an export button and reads the saved workbook back.
async function exportFrom(page: Page, testId: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), rows: await readSheet(file) };
}

test('exports the staff list as filtered, in Chinese, and logs the export', async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/member/management');
  await choose(page, 'staff-filter-status', '在职');
  await page.getByTestId('staff-search').click();
  await expect(page.getByTestId('staff-table').locator('tr.ant-table-row').first()).toBeVisible();

  const { name, rows } = await exportFrom(page, 'export-users-export');
  expect(name).toMatch(/^员工列表-\d{8}-\d{4}\.xlsx$/);
  const [header, ...people] = rows;
  expect(header?.slice(0, 5)).toEqual(['账号', '姓名', '性别', '手机号', '状态']);
  expect(people.length).toBeGreaterThan(10);
  expect(people.every((p) => p[4] === '在职')).toBe(true);
  expect(people.map((p) => p[0])).toContain(AGENT.username);
  await expect(toast(page, name)).toBeVisible();

  // The behaviour record names the call and its row count.
  await page.goto('/#/enterpriseData/record');
  await choose(page, 'record-action', '导出Excel');
  await expect(page.getByTestId('behaviour-table').locator('tr.ant-table-row').first()).toContainText(`users/export: ${people.length} rows`);
});

test('a store manager who may list staff but not export them sees no export button', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, MANAGER, '/member/management');
  await expect(page.getByTestId('staff-table').locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('export-users-export')).toHaveCount(0);
});

test('exports the communities the dictionary list shows, found by pinyin initials', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/operate/real-estate-dictionary');
  await page.getByTestId('region-filter-keyword').fill('wkcs');
  await page.getByTestId('region-search').click();
  await expect(page.getByTestId('dictionary-page').locator('tr.ant-table-row')).toHaveCount(1);

  const { name, rows } = await exportFrom(page, 'export-region-export');
  expect(name).toMatch(/^Communities-\d{8}-\d{4}\.xlsx$/);
  expect(rows).toHaveLength(2);
  expect(rows[0]?.[0]).toBe('Community');
  expect(rows[1]?.[0]).toBe('万科城市花园');
});

test('exports the sale list found by pinyin initials: the rows the list holds, all of the community', async ({ page, request }) => {
  const token = await adminToken(request);
  const expected = await call<{ list: { id: number }[]; page: { total: number } }>(
    request, token, 'GET', 'house', { kind: 'sale', keyword: DEMO_COMMUNITY.initials, page: 1, limit: 100 },
  );
  const total = expected.data.page.total;
  expect(total).toBeGreaterThan(0);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await page.getByTestId('house-filter-keyword').fill(DEMO_COMMUNITY.initials);
  await page.getByTestId('house-search').click();
  await expect(page).toHaveURL(/keyword=wkcs/);
  await expect(page.getByTestId('house-total')).toHaveText(`${total} houses`);
  await expect(houseRows(page).first()).toBeVisible();

  const { name, rows } = await exportFrom(page, 'export-house-export');
  expect(name).toMatch(/^Houses-\d{8}-\d{4}\.xlsx$/);
  const [header, ...houses] = rows;
  expect(header?.slice(0, 3)).toEqual(['House no.', 'Kind', 'Community']);
  expect(houses).toHaveLength(total);
  expect(houses.every((h) => h[1] === 'For sale' && h[2] === DEMO_COMMUNITY.name)).toBe(true);
  if (total <= 100) expect(houses.map((h) => h[0])).toEqual(expected.data.list.map((h) => h.id));
});
