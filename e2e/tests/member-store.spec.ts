import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken, agentRoleId, call, choose, row, unique, uniqueMobile } from './member-helpers';

test('add a store, move a person into it, deletion is refused while they work there', async ({ page, request }) => {
  const token = await adminToken(request);
  const stores = await call<{ list: { id: number; name: string }[] }>(request, token, 'GET', 'store', { keyword: '陆家嘴店' });
  const from = stores.data.list[0]!;
  const person = await call<{ staff: { id: number; name: string } }>(request, token, 'POST', 'user/add', {
    account: unique('e2e'), name: unique('调店'), mobile: uniqueMobile(), role_id: await agentRoleId(request, token), store_id: from.id, department_id: null,
  });
  expect(person.code).toBe('200000');

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/member/store');
  const name = unique('E2E店');
  await page.getByTestId('store-add').click();
  await page.getByTestId('store-form-name').fill(name);
  await choose(page, 'store-form-district', '浦东片区');
  await page.getByTestId('store-form-ok').click();
  await expect(row(page, 'store-table', name)).toContainText('Open');
  await expect(row(page, 'store-table', name).getByTestId('store-staff-count')).toHaveText('0');

  // Move the chosen person from 陆家嘴店 to the new store.
  await row(page, 'store-table', '陆家嘴店').getByTestId('store-shift').click();
  await choose(page, 'store-shift-to', name);
  await page.getByTestId('store-shift-some').click();
  await choose(page, 'store-shift-people', person.data.staff.name);
  // A multiple select stays open after a choice: close it by clicking elsewhere in the dialog.
  await page.locator('.ant-modal-title').click();
  await page.getByTestId('store-shift-ok').click();
  await expect(toast(page, 'People moved: 1')).toBeVisible();
  await expect(row(page, 'store-table', name).getByTestId('store-staff-count')).toHaveText('1');
  const moved = await call<{ store_name: string }>(request, token, 'GET', `user/${person.data.staff.id}`);
  expect(moved.data.store_name).toBe(name);

  // A store with people cannot be removed: the server's refusal is shown.
  await row(page, 'store-table', name).getByTestId('store-delete').click();
  await page.getByTestId('store-delete-ok').click();
  await expect(toast(page, 'Still in use')).toBeVisible();
  await expect(row(page, 'store-table', name)).toHaveCount(1);

  // Everyone back, then it can go.
  await row(page, 'store-table', name).getByTestId('store-shift').click();
  await choose(page, 'store-shift-to', '陆家嘴店');
  await page.getByTestId('store-shift-ok').click();
  await expect(row(page, 'store-table', name).getByTestId('store-staff-count')).toHaveText('0');
  await row(page, 'store-table', name).getByTestId('store-delete').click();
  await page.getByTestId('store-delete-ok').click();
  await expect(row(page, 'store-table', name)).toHaveCount(0);
});
