import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';

// Spec §9's error log: an uncaught error of the production build, here on the login page before anyone signs in, is
// reported and then listed for admins with its page and time.
test('an uncaught error on the login page is reported and listed under the front-end errors', async ({ page }) => {
  const marker = `e2e-boom-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.goto('/#/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  const reported = page.waitForResponse((r) => r.url().includes('/api/v1/log/frontend') && r.request().method() === 'POST');
  await page.evaluate(`setTimeout(() => { throw new Error(${JSON.stringify(marker)}) })`);
  // The envelope's code comes with a 200 only on success (a refusal is a 4xx).
  expect((await reported).status()).toBe(200);

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterpriseData/record');
  await page.getByRole('tab', { name: 'Front-end errors' }).click();
  const keyword = page.getByTestId('frontend-error-keyword').locator('input');
  await keyword.fill(marker);
  await keyword.press('Enter');
  const rows = page.getByTestId('frontend-error-table').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Error: ${marker}`);
  await expect(rows.first()).toContainText('#/login');
  await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});
