import { expect, test } from '@playwright/test';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';
import { choose } from './member-helpers';

// The role editor offers the menus the app has pages for and their permissions; a module not built yet (new houses,
// the house statistics and their assessment permissions) is not offered.
test('the role editor offers only the menus and permissions of pages that exist', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  await page.getByRole('tab', { name: 'Role permissions' }).click();
  await choose(page, 'access-role', /Agent|经纪人/);
  const editor = page.getByTestId('access-editor');
  await expect(editor.getByText('Staff', { exact: true })).toBeVisible();
  await expect(editor.getByText('House list', { exact: true })).toBeVisible();
  await expect(editor.getByText('Community dictionary', { exact: true })).toBeVisible();
  await expect(editor.getByText('New houses', { exact: true })).toHaveCount(0);
  await expect(editor.getByText('House statistics', { exact: true })).toHaveCount(0);
  await expect(editor.getByText('Examine assessments', { exact: true })).toHaveCount(0);
});
