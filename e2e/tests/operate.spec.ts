import { expect, test } from './fixtures';
import { readSheet } from 'read-excel-file/node';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken, call, row, unique } from './member-helpers';
import { openSignedIn } from './shell-helpers';
import { LABEL_PATH, SCHOOL_PATH, ZONE_PATH, addCommunity, closeDrawer, confirm, pickRegion } from './operate-helpers';

test('a school district links a community by pinyin and two of its buildings; deletion waits for the unlink', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, SCHOOL_PATH);
  const name = unique('E2E学区');

  await page.getByTestId('school-add').click();
  await page.getByTestId('school-form-name').fill(name);
  const schools = page.getByTestId('school-form-schools').locator('input');
  await schools.fill('七宝明强小学');
  await schools.press('Enter');
  await schools.fill('文来中学');
  await schools.press('Enter');
  await expect(page.getByTestId('school-form-schools')).toContainText('文来中学');
  await page.getByTestId('school-form-ok').click();
  const line = row(page, 'school-table', name);
  await expect(line).toContainText('七宝明强小学');
  await expect(line).toContainText('文来中学');
  await expect(line.getByTestId('school-building-count')).toHaveText('0');

  // Link 万科城市花园, found by its pinyin initials, with two of its buildings.
  await line.getByTestId('school-row-name').click();
  await expect(page.getByTestId('school-detail')).toBeVisible();
  await page.getByTestId('school-link').click();
  await pickRegion(page, 'school-link-region', 'wkcs', '万科城市花园');
  const buildings = page.getByTestId('school-link-buildings');
  await buildings.getByText('1号楼').click();
  await buildings.getByText('2号楼').click();
  await page.getByTestId('school-link-ok').click();
  const region = page.getByTestId('school-region').filter({ hasText: '万科城市花园' });
  await expect(region.getByTestId('school-region-building')).toHaveText(['1号楼', '2号楼']);
  await expect(region.getByTestId('school-region-covered')).toContainText('2 of');
  await expect(line.getByTestId('school-building-count')).toHaveText('2');
  await closeDrawer(page, 'school-detail');

  // Refused while buildings are linked: the server's message shows and the row stays.
  await confirm(page, line.getByTestId('school-delete'), 'school-delete-ok');
  await expect(toast(page, 'Still in use')).toContainText(name);
  await expect(line).toHaveCount(1);

  // Unlink the community, then the district can go.
  await line.getByTestId('school-detail-open').click();
  await confirm(page, region.getByTestId('school-region-unlink'), 'school-region-unlink-ok');
  await expect(page.getByTestId('school-region')).toHaveCount(0);
  await expect(line.getByTestId('school-building-count')).toHaveText('0');
  await closeDrawer(page, 'school-detail');
  await confirm(page, line.getByTestId('school-delete'), 'school-delete-ok');
  await expect(line).toHaveCount(0);
});

test('a house tag is added in its colour, then disabled and shown greyed', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, LABEL_PATH);
  const name = unique('E2E').slice(0, 20);
  await expect(page.getByTestId('label-table-house')).toContainText('满五唯一');

  await page.getByTestId('label-add').click();
  await expect(page.getByTestId('label-form-kind')).toHaveText('House tags');
  await page.getByTestId('label-form-name').fill(name);
  await page.getByTestId('label-form-color').click();
  const hex = page.locator('.ant-popover:visible .ant-color-picker-hex-input input');
  await hex.fill('722ed1');
  await hex.press('Enter');
  await page.getByTestId('label-form-name').click();
  await expect(page.getByTestId('label-form').getByTestId('label-preview')).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await page.getByTestId('label-form-ok').click();

  const line = row(page, 'label-table-house', name);
  await expect(line).toContainText('#722ed1');
  await expect(line.getByTestId('label-preview')).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await expect(line).toHaveAttribute('data-enabled', '1');

  await line.getByTestId('label-row-enabled').click();
  await expect(toast(page, `Tag "${name}" is disabled`)).toBeVisible();
  await expect(line).toHaveAttribute('data-enabled', '0');
  await expect(line).toHaveCSS('opacity', '0.55');
  await expect(line.getByTestId('label-preview')).toHaveAttribute('data-enabled', '0');
});

test('a duty zone gets a store and a community; a second zone is refused the same community', async ({ page, request }) => {
  const token = await adminToken(request);
  const community = unique('E2E小区');
  await addCommunity(request, token, community);
  const other = unique('E2E责任盘乙');
  expect((await call(request, token, 'POST', 'zone/save', { name: other })).code).toBe('200000');

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, ZONE_PATH);
  const name = unique('E2E责任盘甲');
  await page.getByTestId('zone-add').click();
  await page.getByTestId('zone-form-name').fill(name);
  await page.getByTestId('zone-form-remark').fill('e2e');
  await page.getByTestId('zone-form-ok').click();
  const line = row(page, 'zone-table', name);
  await expect(line.getByTestId('zone-store-count')).toHaveText('0');

  await line.getByTestId('zone-row-name').click();
  const detail = page.getByTestId('zone-detail');
  await expect(detail).toBeVisible();
  await expect(async () => {
    await page.getByTestId('zone-store-picker').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '陆家嘴店' }).first().click({ timeout: 2000 });
    await expect(page.getByTestId('zone-store-picker')).toContainText('陆家嘴店', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('zone-store-add').click();
  await expect(page.getByTestId('zone-stores')).toContainText('陆家嘴店');

  await pickRegion(page, 'zone-region-picker', community, community);
  await page.getByTestId('zone-region-add').click();
  await expect(page.getByTestId('zone-regions')).toContainText(community);
  await expect(line.getByTestId('zone-store-count')).toHaveText('1');
  await expect(line.getByTestId('zone-region-count')).toHaveText('1');
  await closeDrawer(page, 'zone-detail');

  // The list's Excel export holds the filtered zones with their stores and communities.
  await page.getByTestId('zone-filter-keyword').locator('input').fill(name);
  await page.getByTestId('zone-filter-keyword').locator('input').press('Enter');
  await expect(page.getByTestId('zone-table').locator('tr.ant-table-row')).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-zone-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^Duty zones.*\.xlsx$/);
  const [header, ...zones] = await readSheet(await download.path());
  expect(header?.[0]).toBe('Duty zone');
  expect(zones).toHaveLength(1);
  expect(zones[0]?.[0]).toBe(name);
  expect(String(zones[0]?.[1])).toContain('陆家嘴店');
  expect(String(zones[0]?.[2])).toContain(community);

  // The same community in the second zone: refused, naming the zone that holds it.
  await page.getByTestId('zone-filter-keyword').locator('input').fill(other);
  await page.getByTestId('zone-filter-keyword').locator('input').press('Enter');
  await row(page, 'zone-table', other).getByTestId('zone-row-name').click();
  await pickRegion(page, 'zone-region-picker', community, community);
  await page.getByTestId('zone-region-add').click();
  await expect(toast(page, 'Already exists')).toContainText(name);
  await expect(page.getByTestId('zone-regions')).not.toContainText(community);
});

test('the duty zone screen speaks Chinese after switching the language', async ({ page }) => {
  await openSignedIn(page, ZONE_PATH);
  await expect(page.getByTestId('zone-page')).toContainText('Duty zones');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-zh').click();
  await expect(page.getByTestId('zone-page')).toContainText('责任盘管理');
  await expect(page.getByTestId('zone-table')).toContainText('责任盘名称');
  await expect(page.getByTestId('zone-page')).toContainText('新增责任盘');
  await expect(page.getByTestId('zone-page')).toContainText('陆家嘴责任盘');
});
