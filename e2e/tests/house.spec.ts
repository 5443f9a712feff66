import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, useChinese, withoutAnnouncements } from './account-helpers';
import { adminToken, call } from './member-helpers';
import {
  DEMO_COMMUNITY, HOUSE_LIST_PATH, freeSaleDoor, houseDetail, houseRows, pick, pickDoor, shot,
} from './house-helpers';

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the sale list filtered by a community found by its pinyin initials and by status 有效, kept on reload', async ({ page, request }) => {
  const token = await adminToken(request);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(page.getByTestId('house-list-page')).toContainText('House list');
  await expect(houseRows(page).first()).toBeVisible();

  await pick(page, 'house-filter-community', DEMO_COMMUNITY.name, DEMO_COMMUNITY.initials);
  await page.getByTestId('house-search').click();
  await page.getByTestId('house-quick-valid').click();
  await expect(page).toHaveURL(/region_id=\d+/);
  await expect(page).toHaveURL(/status=valid/);

  const regionId = Number(new URL(page.url().replace('#', '')).searchParams.get('region_id'));
  const expected = await call<{ page: { total: number } }>(request, token, 'GET', 'house', { kind: 'sale', region_id: regionId, status: 'valid', limit: 20 });
  const total = expected.data.page.total;
  expect(total).toBeGreaterThan(0);
  const check = async () => {
    await expect(page.getByTestId('house-total')).toHaveText(`${total} houses`);
    const rows = Math.min(total, 20);
    await expect(houseRows(page)).toHaveCount(rows);
    await expect(houseRows(page).getByTestId('house-row-region')).toHaveText(Array<string>(rows).fill(DEMO_COMMUNITY.name));
    await expect(houseRows(page).getByTestId('house-status')).toHaveText(Array<string>(rows).fill('Available'));
  };
  await check();
  await shot(page, 'list');

  // A refresh (or a shared link) shows the same list.
  await page.reload();
  await check();
  await expect(page.getByTestId('house-filter-community')).toContainText(DEMO_COMMUNITY.name);
});

test('the list\'s total shows once the list has answered, never "0 houses" while it loads', async ({ page }) => {
  await withoutAnnouncements(page);
  // The list call is held until the page has been seen waiting for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route((url) => url.pathname === '/api/v1/house', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(page.getByTestId('house-list-page')).toContainText('House list');
  await expect(page.locator('.ant-spin-spinning').first()).toBeVisible();
  await expect(page.getByTestId('house-total')).toHaveCount(0);
  release();
  await expect(page.getByTestId('house-total')).toHaveText(/^[1-9]\d* houses$/);
});

test('the district filter at city level lists the houses of all its districts, one district only its own', async ({ page, request }) => {
  const token = await adminToken(request);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(houseRows(page).first()).toBeVisible();
  const cascader = page.getByTestId('house-filter-district');
  const menu = (level: number) => page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(level);
  // The list's area path in the URL must have `depth` areas; the API's total for the last.
  const areaPath = () => (new URL(page.url().replace('#', '')).searchParams.get('area_path') ?? '').split(',').filter(Boolean);
  const total = async (depth: number) => {
    await expect.poll(() => areaPath().length).toBe(depth);
    const areaId = Number(areaPath().pop());
    const answer = await call<{ page: { total: number } }>(request, token, 'GET', 'house', { kind: 'sale', area_id: areaId, limit: 20 });
    return answer.data.page.total;
  };

  // 上海市 → 上海市 (the city): changeOnSelect keeps the city as the choice.
  await expect(async () => {
    await cascader.click();
    await menu(0).getByText('上海市', { exact: true }).click({ timeout: 3000 });
    await menu(1).getByText('上海市', { exact: true }).click({ timeout: 3000 });
    await expect(menu(2).getByText('浦东新区', { exact: true })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await page.getByTestId('house-search').click();
  const cityTotal = await total(2);
  expect(cityTotal).toBeGreaterThan(0);
  await expect(page.getByTestId('house-total')).toContainText(String(cityTotal));
  await expect(houseRows(page).first()).toBeVisible();
  // The community picker finds the city's communities (万科城市花园 is in 闵行区).
  await pick(page, 'house-filter-community', DEMO_COMMUNITY.name, DEMO_COMMUNITY.initials);
  await page.getByTestId('house-filter-community').locator('.ant-select-clear').click();

  // One district of it: fewer houses.
  await expect(async () => {
    await cascader.click();
    await menu(2).getByText('浦东新区', { exact: true }).click({ timeout: 3000 });
    await expect(cascader).toContainText('浦东新区', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId('house-search').click();
  const districtTotal = await total(3);
  expect(districtTotal).toBeGreaterThan(0);
  expect(districtTotal).toBeLessThan(cityTotal);
  await expect(page.getByTestId('house-total')).toContainText(String(districtTotal));
});

test('a sale house entered through the door picker, the same door refused as a duplicate, then followed up, repriced, reserved and favourited', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const door = await freeSaleDoor(request, token);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);

  // Entry: the door picked community → building → unit → floor → door; the total floors come prefilled.
  await page.getByTestId('house-add').click();
  await pickDoor(page, door);
  await expect(page.getByTestId('house-form-floor-number')).toHaveValue(String(door.floor.number));
  await expect(page.getByTestId('house-form-total-floors')).not.toHaveValue('');
  // Out of range is refused on the field as typed, never changed to the nearest allowed value.
  await page.getByTestId('house-form-area').fill('-5');
  await page.getByTestId('house-form-price').fill('320');
  await page.getByTestId('house-form-ok').click();
  await expect(page.locator('.ant-form-item').filter({ has: page.getByTestId('house-form-area') })).toContainText('Must be more than 0');
  await expect(page.getByTestId('house-form-area')).toHaveValue('-5');
  await page.getByTestId('house-form-area').fill('89.5');
  await shot(page, 'form');
  await page.getByTestId('house-form-ok').click();
  await expect(toast(page, 'House entered')).toBeVisible();

  // The new house opens in its own tab, titled with the community and the door.
  const detail = page.getByTestId('house-detail-page');
  await expect(detail).toBeVisible();
  const id = Number(await detail.getAttribute('data-house-id'));
  await expect(page.getByTestId('house-header-region')).toHaveText(door.region.name);
  await expect(page.getByTestId('house-header-price')).toHaveText('¥3,200,000');
  await expect(page.getByTestId('tags-view').locator('[data-path="/house/detail"]')).toContainText(`${door.region.name} ${door.building.name}`);
  await expect(page.getByTestId('tags-view').locator('[data-path="/house/detail"]')).toContainText(door.door.name);

  // The same door again: refused, with the first house named and a link to it.
  await page.getByTestId('tags-view').locator(`[data-path="${HOUSE_LIST_PATH}"]`).click();
  await page.getByTestId('house-add').click();
  await pickDoor(page, door);
  await page.getByTestId('house-form-price').fill('300');
  await page.getByTestId('house-form-area').fill('89.5');
  await page.getByTestId('house-form-ok').click();
  const duplicate = page.getByTestId('house-duplicate');
  await expect(duplicate).toContainText('This door already has a house For sale');
  await expect(duplicate.getByTestId('house-duplicate-match')).toContainText(door.door.name);
  await shot(page, 'duplicate');
  await duplicate.getByTestId('house-duplicate-open').click();
  await expect(detail).toHaveAttribute('data-house-id', String(id));

  // A written follow-up.
  await page.getByTestId('followup-input').fill('业主同意下周安排看房，价格可以小谈');
  await page.getByTestId('followup-submit').click();
  await expect(toast(page, 'Follow-up added')).toBeVisible();
  const lines = page.getByTestId('followup-line');
  await expect(lines.filter({ hasText: '业主同意下周安排看房' })).toHaveCount(1);
  // A viewing without a customer (空看) is a follow-up kind of its own, chosen above the text.
  await page.getByTestId('followup-way').getByText('Empty viewing', { exact: true }).click();
  await page.getByTestId('followup-input').fill('空看房源，采光良好，装修保持不错');
  await page.getByTestId('followup-submit').click();
  const emptyLook = page.locator('[data-testid="followup-item"][data-kind="empty_look"]');
  await expect(emptyLook.filter({ hasText: '空看房源，采光良好' })).toHaveCount(1);
  await expect(emptyLook.getByText('Empty viewing', { exact: true })).toBeVisible();

  // The price: 320万 → 310万.
  await page.getByTestId('house-change-price').click();
  // Limited in the unit typed (万), said on the field: nothing is sent.
  await page.getByTestId('house-price-new').fill('2000000');
  await page.getByTestId('house-price-ok').click();
  await expect(page.locator('.ant-form-item').filter({ has: page.getByTestId('house-price-new') })).toContainText('At most 1,000,000');
  await expect(toast(page, 'Invalid input')).toHaveCount(0);
  await page.getByTestId('house-price-new').fill('310');
  await page.getByTestId('house-price-ok').click();
  await expect(toast(page, 'Price changed')).toBeVisible();
  await expect(page.getByTestId('house-header-price')).toHaveText('¥3,100,000');

  // The status: reserved until a month from now.
  const until = day(30);
  await page.getByTestId('house-change-status').click();
  await pick(page, 'house-status-next', 'Reserved');
  await page.getByTestId('house-status-until').click();
  await page.getByTestId('house-status-until').fill(until);
  await page.keyboard.press('Enter');
  await page.getByTestId('house-status-ok').click();
  await expect(toast(page, 'Status changed')).toBeVisible();
  await expect(page.getByTestId('house-header').getByTestId('house-status')).toHaveText('Reserved');

  // Both changes are in the timeline as readable lines.
  await expect(lines.filter({ hasText: 'Price: ¥3,200,000 → ¥3,100,000' })).toHaveCount(1);
  await expect(lines.filter({ hasText: `Status: Available → Reserved (until ${until})` })).toHaveCount(1);

  // Favourite.
  await page.getByTestId('house-fav').click();
  await expect(page.getByTestId('house-fav')).toHaveAttribute('data-on', '1');
  const stored = await houseDetail(request, token, id);
  expect(stored.is_fav).toBe(1);
  expect(stored.status).toBe('reserved');
  expect(stored.price).toBe(3_100_000);
  await shot(page, 'detail');
});

test('a keyword longer than the list takes is stopped in the box, not refused by the server', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(page.getByTestId('house-list-page')).toBeVisible();
  const box = page.getByTestId('house-filter-keyword');
  await box.fill('长'.repeat(60));
  await expect(box).toHaveValue('长'.repeat(50));
  await box.press('Enter');
  await expect(box).toHaveValue('长'.repeat(50));
  await expect(toast(page, 'Invalid input')).toHaveCount(0);
});

test('in Chinese the list is 房源列表 with Chinese status labels', async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  await expect(page.getByTestId('house-list-page')).toContainText('房源列表');
  await expect(page.getByTestId('tags-view')).toContainText('房源列表');
  await expect(page.getByTestId('house-tab-sale')).toHaveText('出售');
  await page.getByTestId('house-quick-valid').click();
  await expect(page.getByTestId('house-quick-valid')).toHaveText('有效');
  await expect(houseRows(page).first().getByTestId('house-status')).toHaveText('有效');
  await shot(page, 'list-zh');
  // Rentals are priced by the month.
  await page.getByTestId('house-tab-rent').click();
  await expect(page).toHaveURL(/kind=rent/);
  await expect(houseRows(page).first().getByTestId('house-row-price')).toContainText('元/月');
  await expect(page.getByTestId('house-filter-price')).toContainText('元/月');
});

test('an edit refused because someone else changed the house meanwhile reloads it and says so', async ({ page, request }) => {
  const token = await adminToken(request);
  const door = await freeSaleDoor(request, token);
  const added = await call<{ id: number; version: number }>(request, token, 'POST', 'house/add', {
    kind: 'sale', door_id: door.door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 75, total_floors: 20,
    orientation: 'south', decoration: 'fine', source: 'phone', current_use: 'vacant', price: 2_500_000,
  });
  expect(added.code).toBe('200000');
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/house/detail?id=${added.data.id}`);
  await expect(page.getByTestId('house-header-price')).toHaveText('¥2,500,000');

  await page.getByTestId('house-edit').click();
  await expect(page.getByTestId('house-form-area')).toHaveValue('75');
  // Someone else reprices the house while the drawer is open.
  const repriced = await call(request, token, 'POST', 'house/update_price', { id: added.data.id, version: added.data.version, price: 2_400_000 });
  expect(repriced.code).toBe('200000');
  await page.getByTestId('house-form-remarks').fill('南北通透，采光好');
  await page.getByTestId('house-edit-ok').click();
  await expect(toast(page, 'Someone else changed this house')).toBeVisible();
  await expect(page.getByTestId('house-header-price')).toHaveText('¥2,400,000');
  // Saving again goes through on the reloaded version, once the form holds it (its save waits while it reloads; what
  // is typed before the reload lands is replaced by the reloaded record).
  await expect(page.getByTestId('house-edit-ok')).toBeEnabled();
  await page.getByTestId('house-form-remarks').fill('南北通透，采光好');
  await page.getByTestId('house-edit-ok').click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.getByTestId('house-tab-info').click();
  await expect(page.getByTestId('house-basic-info')).toContainText('南北通透，采光好');
});
