import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';
import { choose } from './member-helpers';

test("the behaviour log lists the admin's login", async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterpriseData/record');
  const rows = page.getByTestId('behaviour-table').locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  await choose(page, 'record-action', 'Signed in');
  await page.getByTestId('record-keyword').locator('input').fill(ADMIN.username);
  await page.getByTestId('record-keyword').locator('input').press('Enter');
  await expect(rows.first()).toContainText('Signed in');
  await expect(rows.first()).toContainText(ADMIN.name);
  await expect(rows.filter({ hasNotText: 'Signed in' })).toHaveCount(0);

  // Today only (the range is sent as epoch seconds): the login just now is in it.
  // Today in the company's time zone, which the specs and the browser run in (playwright.config.ts).
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const record = page.getByTestId('record-page');
  await record.getByRole('textbox', { name: 'Start date' }).fill(today);
  await record.getByRole('textbox', { name: 'End date' }).fill(today);
  await Promise.all([
    page.waitForRequest((r) => r.url().includes('operate/behaviour') && /[?&]from=\d+/.test(r.url()) && /[?&]to=\d+/.test(r.url())),
    record.getByRole('textbox', { name: 'End date' }).press('Enter'),
  ]);
  await expect(rows.first()).toContainText(ADMIN.name);

  await page.getByRole('tab', { name: 'Interface log' }).click();
  await expect(page.getByTestId('interface-table')).toBeVisible();
});
