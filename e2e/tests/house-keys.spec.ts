import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { ADMIN, signIn, toast, useChinese, withoutAnnouncements } from './account-helpers';
import { adminToken, call, choose, unique, uniqueMobile } from './member-helpers';
import { openDetailTab } from './house-helpers';

const KEY_MANAGEMENT_PATH = '/house/key-management';

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type HouseRow = { id: number };
type House = { id: number; store_id: number | null };

// A demo sale house held by a store (keys are registered at the maintainer's store by default).
async function demoHouse(request: APIRequestContext, token: string): Promise<House> {
  const list = await call<{ list: HouseRow[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 20 });
  expect(list.code).toBe('200000');
  for (const row of list.data.list) {
    const house = await call<House>(request, token, 'GET', `house/${row.id}`);
    if (house.code === '200000' && house.data.store_id !== null) return house.data;
  }
  throw new Error('no demo sale house with a store');
}

// The row of a key in the table of a screen (other screens stay open in their tabs).
function keyRow(screen: Locator, number: string) {
  return screen.getByTestId('key-table').locator(`tr[data-number="${number}"]`);
}

async function confirmAction(page: Page, row: Locator, action: string) {
  await row.getByTestId(`key-action-${action}`).click();
  await page.locator('.ant-popover:visible').getByTestId('key-action-ok').click();
}

test('an owner added with a phone shown masked then revealed; a key added, lent with a return date, returned, and found on the key screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const house = await demoHouse(request, token);
  const owner = unique('业主');
  const phone = uniqueMobile();
  const number = unique('K');
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/house/detail?id=${house.id}`);
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(house.id));

  // Owners: a new one, its phone masked until revealed.
  await openDetailTab(page, 'owners');
  await page.getByTestId('owner-add').click();
  await page.getByTestId('owner-form-name').fill(owner);
  await page.getByTestId('owner-form-phone-0').fill(phone);
  await page.getByTestId('owner-ok').click();
  await expect(toast(page, 'Owner added')).toBeVisible();
  const ownerRow = page.getByTestId('owner-table').locator('tr.ant-table-row').filter({ hasText: owner });
  await expect(ownerRow.getByTestId('owner-relation')).toHaveText('Owner');
  const number0 = ownerRow.getByTestId('owner-phone-number');
  await expect(number0).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await ownerRow.getByTestId('owner-phone-show').click();
  await expect(number0).toHaveText(phone);
  await expect(ownerRow.getByTestId('owner-phone-show')).toHaveCount(0);
  // Edited without typing the phones again: the relation changes, the phone stays.
  await ownerRow.getByTestId('owner-edit').click();
  await choose(page, 'owner-form-relation', 'Spouse');
  await page.getByTestId('owner-ok').click();
  await expect(toast(page, 'Owner saved')).toBeVisible();
  await expect(ownerRow.getByTestId('owner-relation')).toHaveText('Spouse');
  await expect(ownerRow.getByTestId('owner-phone')).toHaveCount(1);

  // Keys: a new one in store, lent until a week from now.
  await openDetailTab(page, 'keys');
  await page.getByTestId('key-add').click();
  await page.getByTestId('key-add-number').fill(number);
  await page.getByTestId('key-add-ok').click();
  await expect(toast(page, 'Key added')).toBeVisible();
  const row = keyRow(page.getByTestId('house-detail-page'), number);
  await expect(row.getByTestId('key-status')).toHaveText('In store');
  await expect(row.getByTestId('key-action-owner_take')).toBeVisible();

  const due = day(7);
  await row.getByTestId('key-action-borrow').click();
  await expect(page.getByTestId('key-lend-borrower')).toContainText(ADMIN.name);
  await page.getByTestId('key-lend-due').click();
  await page.getByTestId('key-lend-due').fill(due);
  await page.keyboard.press('Enter');
  await page.getByTestId('key-lend-ok').click();
  await expect(toast(page, 'Key lent')).toBeVisible();
  await expect(row.getByTestId('key-status')).toHaveText('Lent out');
  await expect(row.getByTestId('key-borrower')).toHaveText(ADMIN.name);
  await expect(row.getByTestId('key-due')).toHaveText(due);
  // A lent key is only returned: no second borrow, no owner take.
  await expect(row.getByTestId('key-action-borrow')).toHaveCount(0);
  await expect(row.getByTestId('key-action-owner_take')).toHaveCount(0);

  await confirmAction(page, row, 'return');
  await expect(toast(page, 'Key returned')).toBeVisible();
  await expect(row.getByTestId('key-status')).toHaveText('In store');
  await expect(row.getByTestId('key-action-borrow')).toBeVisible();

  // Across houses: found by its number, in store, linked to its house.
  await page.goto(`/#${KEY_MANAGEMENT_PATH}`);
  const screen = page.getByTestId('key-management-page');
  await expect(screen).toBeVisible();
  // The total is counted up to its cap (2,000): at it, "2000 or more".
  const all = await call<{ page: { total: number; total_cap: number } }>(request, token, 'GET', 'key', { limit: 1 });
  const { total, total_cap: cap } = all.data.page;
  await expect(screen.getByTestId('key-total')).toHaveText(total >= cap ? `${cap} or more keys` : `${total} keys`);
  await screen.getByTestId('key-filter-keyword').locator('input').fill(number);
  await screen.getByTestId('key-filter-keyword').locator('input').press('Enter');
  await expect(screen.getByTestId('key-table').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(keyRow(screen, number).getByTestId('key-status')).toHaveText('In store');
  await keyRow(screen, number).getByTestId('key-house-link').click();
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(house.id));
});

test('in Chinese the key screen is 钥匙管理 and a lent key shows 外借, returned there with 归还', async ({ page, context, baseURL, request }) => {
  const token = await adminToken(request);
  const house = await demoHouse(request, token);
  const number = unique('K');
  const added = await call<{ id: number }>(request, token, 'POST', 'key/add', { house_id: house.id, store_id: house.store_id, number });
  expect(added.code).toBe('200000');
  const info = await call<{ id: number }>(request, token, 'GET', 'user/info');
  const lent = await call(request, token, 'POST', 'house/key', {
    key_id: added.data.id, action: 'borrow', borrower_id: info.data.id, due_at: Math.floor(Date.now() / 1000) + 3 * 86_400,
  });
  expect(lent.code).toBe('200000');

  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, KEY_MANAGEMENT_PATH);
  await expect(page.getByTestId('key-management-page')).toContainText('钥匙管理');
  await choose(page, 'key-filter-status', '外借');
  await page.getByTestId('key-filter-keyword').locator('input').fill(number);
  await page.getByTestId('key-filter-keyword').locator('input').press('Enter');
  const row = keyRow(page.getByTestId('key-management-page'), number);
  await expect(row.getByTestId('key-status')).toHaveText('外借');
  await expect(row.getByTestId('key-action-borrow')).toHaveCount(0);
  await expect(row.getByTestId('key-action-return')).toHaveText('归还');
  await confirmAction(page, row, 'return');
  await expect(toast(page, '钥匙已归还')).toBeVisible();
  // Filtered on 外借, the returned key leaves the list.
  await expect(row).toHaveCount(0);

  // The house's operation log says it in words: the action's name, the borrower by name, no paths or internal fields.
  const admin = await call<{ name: string }>(request, token, 'GET', 'user/info');
  await page.goto(`/#/house/detail?id=${house.id}`);
  await openDetailTab(page, 'operation-log');
  const log = page.getByTestId('house-operation-log');
  const borrowed = log.locator('tr[data-endpoint="house/key"]').filter({ hasText: '动作: 借出' }).first();
  await expect(borrowed).toContainText('钥匙借还');
  await expect(borrowed).toContainText(`借用人: ${admin.data.name}`);
  await expect(log.locator('tr[data-endpoint="house/key"]').filter({ hasText: '动作: 归还' }).first()).toContainText('钥匙借还');
  await expect(log.locator('tr[data-endpoint="key/add"]').first()).toContainText('新增钥匙');
  await expect(log).not.toContainText('house/key');
  await expect(log).not.toContainText('版本');
});
