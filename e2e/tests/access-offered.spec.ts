import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';
import { choose } from './member-helpers';

// The role editor offers the menus the app has pages for and their permissions (web/src/features/access/offered.test.ts
// shows a menu without a page left out); every menu of the route tree has its page now.
test('the role editor offers the menus and permissions of the pages that exist', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  await page.getByRole('tab', { name: 'Role permissions' }).click();
  await choose(page, 'access-role', /Agent|经纪人/);
  const editor = page.getByTestId('access-editor');
  await expect(editor.getByText('Staff', { exact: true })).toBeVisible();
  await expect(editor.getByText('House list', { exact: true })).toBeVisible();
  await expect(editor.getByText('Community dictionary', { exact: true })).toBeVisible();
  await expect(editor.getByText('New houses', { exact: true })).toBeVisible();
  await expect(editor.getByText('House statistics', { exact: true })).toBeVisible();
  await expect(editor.getByText('Examine assessments', { exact: true })).toHaveCount(1);
});
