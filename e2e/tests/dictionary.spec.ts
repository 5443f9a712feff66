import { expect, test } from './fixtures';
import { ADMIN, MANAGER, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken } from './member-helpers';
import { openSignedIn } from './shell-helpers';
import {
  DICTIONARY_PATH, addCommunity, cascade, finishCommunity, floorsOf, regionRow, uniqueCommunity,
} from './dictionary-helpers';
import { SCHOOL_PATH, closeDrawer, pickRegion } from './operate-helpers';

test('a community found by its pinyin initials, a generated building, its grid, a school district for it, then finished and locked', async ({ page, request }) => {
  // One whole working session across two screens: on a loaded two-core machine it can pass the default minute.
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const community = uniqueCommunity();
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, DICTIONARY_PATH);
  await expect(page.getByTestId('dictionary-page')).toContainText('Community dictionary');

  // Add the community in the drawer, its area picked province → city → district.
  await page.getByTestId('region-add').click();
  await page.getByTestId('region-form-name').fill(community.name);
  await cascade(page, 'region-form-area', ['上海市', '上海市', '闵行区']);
  await page.getByTestId('region-form-circle').fill('七宝');
  await page.getByTestId('region-form-developer').fill('柏林置业');
  await page.getByTestId('region-form-year').fill('2012');
  await page.getByTestId('region-form-fee').fill('3.5');
  await page.getByTestId('region-form-ok').click();
  await expect(toast(page, 'Saved')).toBeVisible();

  // Found by the initials of its pinyin alone.
  await page.getByTestId('region-filter-keyword').fill(community.initials);
  await page.getByTestId('region-search').click();
  await expect(page.getByTestId('region-table').locator('tr.ant-table-row')).toHaveCount(1);
  const row = regionRow(page, community.name);
  await expect(row).toContainText('闵行区');
  await expect(row).toContainText('3.50');
  await expect(page.getByTestId('region-total')).toHaveText('Communities: 1');

  // A building generated with one unit, five floors, two doors a floor, floor 4 skipped.
  await row.getByTestId('region-row-name').click();
  await page.getByTestId('building-add').click();
  await page.getByTestId('building-form-name').fill('1号楼');
  await page.getByTestId('generate-units').fill('1');
  await page.getByTestId('generate-floors').fill('5');
  await page.getByTestId('generate-doors').fill('2');
  await page.getByTestId('generate-start').fill('1');
  await page.getByTestId('generate-skip').locator('input').fill('4');
  await page.keyboard.press('Enter');
  const preview = page.getByTestId('generation-preview');
  await expect(preview).toContainText('Doors to create: 10 (units 1 × floors 5 × doors per floor 2)');
  await expect(preview).toContainText('Floors: 1, 2, 3, 5, 6');
  await expect(preview).toContainText('Door numbers: 0101 … 0602');
  await page.getByTestId('building-form-ok').click();
  await expect(toast(page, 'Doors generated: 10')).toBeVisible();
  const buildingRow = page.getByTestId('building-table').locator('tr.ant-table-row').filter({ hasText: '1号楼' });
  await expect(buildingRow).toContainText('10');
  await expect(row.getByTestId('region-building-count')).toHaveText('1');

  // The grid: floors top first, two doors each, nothing on a fourth floor.
  await buildingRow.getByTestId('building-link').click();
  const building = page.getByTestId('building-page');
  await expect(building.getByTestId('building-name')).toHaveText('1号楼');
  await expect(building.getByTestId('building-region-name')).toHaveText(community.name);
  await expect(building.getByTestId('unit-tab')).toHaveText(['1单元']);
  const floors = building.getByTestId('floor-row');
  await expect(floors).toHaveCount(5);
  await expect(building.getByTestId('floor-label')).toHaveText(['6F', '5F', '3F', '2F', '1F']);
  await expect(floors.first().getByTestId('door-name')).toHaveText(['0601', '0602']);
  await expect(floors.last().getByTestId('door-name')).toHaveText(['0101', '0102']);
  await expect(building.locator('[data-door^="04"]')).toHaveCount(0);

  // A door added inline takes the next number of its floor; then removed again.
  await floors.first().getByTestId('door-add').click();
  await expect(page.getByTestId('door-add-input')).toHaveValue('0603');
  await page.getByTestId('door-add-input').press('Enter');
  await expect(floors.first().getByTestId('door-name')).toHaveText(['0601', '0602', '0603']);
  await floors.first().locator('[data-door="0603"]').getByTestId('door-delete').click();
  await page.getByTestId('door-delete-ok').click();
  await expect(floors.first().getByTestId('door-name')).toHaveText(['0601', '0602']);
  const stored = await floorsOf(request, token, Number(new URLSearchParams(page.url().split('?')[1]).get('building_id')));
  expect(stored.map((f) => f.doors.map((d) => d.name).join(' '))).toEqual(['0601 0602', '0501 0502', '0301 0302', '0201 0202', '0101 0102']);

  // The new building joins a school district, the community picked by its initials.
  const district = `${community.name}学区`;
  await page.goto(`/#${SCHOOL_PATH}`);
  await page.getByTestId('school-add').click();
  await page.getByTestId('school-form-name').fill(district);
  await page.getByTestId('school-form-ok').click();
  const line = page.getByTestId('school-table').locator('tr.ant-table-row').filter({ hasText: district });
  await line.getByTestId('school-row-name').click();
  await page.getByTestId('school-link').click();
  await pickRegion(page, 'school-link-region', community.initials, community.name);
  await page.getByTestId('school-link-buildings').getByText('1号楼').click();
  await page.getByTestId('school-link-ok').click();
  const served = page.getByTestId('school-region').filter({ hasText: community.name });
  await expect(served.getByTestId('school-region-building')).toHaveText(['1号楼']);
  await expect(line.getByTestId('school-building-count')).toHaveText('1');
  await closeDrawer(page, 'school-detail');

  // Back in the dictionary, the community is finished: locked tag, and reopening is offered.
  await page.goto(`/#${DICTIONARY_PATH}`);
  await page.getByTestId('region-filter-keyword').fill(community.initials);
  await page.getByTestId('region-search').click();
  await expect(row).toBeVisible();
  await row.getByTestId('region-finish').click();
  await page.getByTestId('region-finish-ok').click();
  await expect(row.getByTestId('region-locked')).toHaveText('Finished');
  await expect(row.getByTestId('region-reopen')).toBeVisible();
  // The admin may still change a finished community.
  await expect(row.getByTestId('region-edit')).toBeEnabled();
});

test('a finished community is locked for someone without the right to change finished ones', async ({ page, request }) => {
  const token = await adminToken(request);
  const community = uniqueCommunity();
  const { region, building } = await addCommunity(request, token, community.name, { units: 1, floors: 2, doors: 1 });
  await finishCommunity(request, token, region.id);

  await withoutAnnouncements(page);
  await signIn(page, MANAGER, DICTIONARY_PATH);
  await page.getByTestId('region-filter-keyword').fill(community.initials);
  await page.getByTestId('region-search').click();
  const row = regionRow(page, community.name);
  await expect(row.getByTestId('region-locked')).toBeVisible();
  await expect(row.getByTestId('region-edit')).toBeDisabled();
  await expect(row.getByTestId('region-delete')).toBeDisabled();
  // Finishing and reopening need dictionary:finished, which a store manager does not hold.
  await expect(row.getByTestId('region-finish')).toHaveCount(0);
  await expect(row.getByTestId('region-reopen')).toHaveCount(0);

  await row.getByTestId('region-row-name').click();
  await expect(page.getByTestId('building-add')).toBeDisabled();
  await page.getByTestId('building-table').getByTestId('building-link').click();
  const grid = page.getByTestId('building-page');
  await expect(grid.getByTestId('building-locked')).toBeVisible();
  await expect(grid.getByTestId('door-name')).toHaveText(['0201', '0101']);
  await expect(grid.getByTestId('door-add')).toHaveCount(0);
  await expect(grid.getByTestId('door-delete')).toHaveCount(0);
  await expect(grid.getByTestId('floor-add')).toHaveCount(0);
  expect(building.door_count).toBe(2);
});

test.describe('in Chinese', () => {
  test('the dictionary and the building screen speak Chinese', async ({ page, context, baseURL, request }) => {
    const token = await adminToken(request);
    const { region, building } = await addCommunity(request, token, uniqueCommunity().name);
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL ?? '' }]);
    await openSignedIn(page, DICTIONARY_PATH);
    await expect(page.getByTestId('dictionary-page')).toContainText('楼盘字典');
    await expect(page.getByTestId('region-add')).toContainText('新增小区');

    // A building without units offers the bulk generation, and its tab carries the static page's title.
    await page.goto(`/#/operater/real-estate-building?building_id=${building.id}&region_id=${region.id}`);
    await expect(page.getByTestId('building-no-units')).toContainText('批量生成');
    await expect(page.getByTestId('tags-view')).toContainText('楼栋管理');
    await page.getByTestId('generate-floors').fill('3');
    await expect(page.getByTestId('generation-preview')).toContainText('共生成 6 个门牌');
    await page.getByTestId('generate-submit').click();
    await expect(page.getByTestId('floor-label')).toHaveText(['3层', '2层', '1层']);
    await expect(page.getByTestId('door-name')).toHaveText(['0301', '0302', '0201', '0202', '0101', '0102']);
  });
});
