import { expect, test } from '@playwright/test';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { choose, unique } from './member-helpers';

test('company settings, security settings and the role permission editor', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  const name = page.getByTestId('company-name');
  await expect(name).not.toHaveValue('');
  const short = unique('E2E');
  await page.getByTestId('company-form').getByLabel('Short name').fill(short);
  await page.getByTestId('company-save').click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('company-form').getByLabel('Short name')).toHaveValue(short);

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('safe-form')).toBeVisible();
  await expect(page.getByTestId('bind-table')).toBeVisible();

  await page.getByRole('tab', { name: 'Modules' }).click();
  await expect(page.getByTestId('module-list').locator('.ant-switch').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Role permissions' }).click();
  await choose(page, 'access-role', /Agent|经纪人/);
  await expect(page.getByTestId('access-editor')).toContainText('Staff');
  await page.getByTestId('access-save').click();
  await expect(toast(page, 'Saved')).toBeVisible();
});
