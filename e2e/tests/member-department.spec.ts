import { expect, test, type Page } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { unique } from './member-helpers';

function node(page: Page, name: string) {
  return page.getByTestId('department-tree').getByTestId('department-node').filter({ hasText: new RegExp(`^${name} \\(`) });
}

test('add a sub-department and delete it; a department with people cannot be deleted', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/member/department');
  await node(page, '陆家嘴店').click();
  await expect(page.getByTestId('department-detail')).toContainText('陆家嘴店');
  await expect(page.getByTestId('department-roles').locator('tr.ant-table-row').first()).toBeVisible();

  const name = unique('E2E组');
  await page.getByTestId('department-add-child').click();
  await page.getByTestId('department-form-name').fill(name);
  await page.getByTestId('department-form-ok').click();
  await expect(node(page, name)).toHaveText(`${name} (0)`);

  await node(page, name).click();
  await page.getByTestId('department-delete').click();
  await page.getByTestId('department-delete-ok').click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(node(page, name)).toHaveCount(0);

  await node(page, '陆家嘴店').click();
  await page.getByTestId('department-delete').click();
  await page.getByTestId('department-delete-ok').click();
  await expect(toast(page, 'Still in use')).toBeVisible();
  await expect(node(page, '陆家嘴店')).toHaveCount(1);
});

test('districts: add and delete', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/member/department');
  const name = unique('E2E片区');
  await page.getByTestId('district-add').click();
  await page.getByTestId('district-form-name').fill(name);
  await page.locator('.ant-modal:visible').getByRole('button', { name: /OK/ }).click();
  const line = page.getByTestId('district-table').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /OK/ }).click();
  await expect(line).toHaveCount(0);
});
