import { expect, type APIRequestContext, type Page } from './fixtures';
import { MANAGER } from './account-helpers';
import { adminToken, call } from './member-helpers';

// What the statistics screens' tests share: the range pickers' limit, the demo manager's store.

// In an open range picker, with `picked` picked first: `beyond` (paged back to) is out of reach, `furthest` is not.
export async function expectOutOfReach(page: Page, { picked, furthest, beyond }: { picked: string; furthest: string; beyond: string }) {
  const panel = page.locator('.ant-picker-dropdown:visible');
  await panel.locator(`td[title="${picked}"]`).first().click();
  await expect(async () => {
    if (await panel.locator(`td[title="${beyond}"]`).count() === 0) await panel.locator('.ant-picker-header-super-prev-btn').first().click();
    await expect(panel.locator(`td[title="${beyond}"]`).first()).toHaveClass(/ant-picker-cell-disabled/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(panel.locator(`td[title="${furthest}"]`).first()).not.toHaveClass(/ant-picker-cell-disabled/);
  await page.keyboard.press('Escape');
}

// The store the demo store manager works in.
export async function managerStore(request: APIRequestContext): Promise<string> {
  const staff = await call<{ list: { account: string; store_name: string }[] }>(request, await adminToken(request), 'GET', 'users', { keyword: MANAGER.username, page: 1, limit: 20 });
  const store = staff.data.list.find((s) => s.account === MANAGER.username)?.store_name;
  expect(store).toBeTruthy();
  return store!;
}
