import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';

test('the target page shows this month and the months before', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/statistics/target-management');
  // The pinned dashboard stays mounted (hidden) beside the page and shows its own summary: look inside the page.
  const targets = page.getByTestId('target-management');
  await expect(targets).toBeVisible();
  await expect(targets.getByTestId('target-summary')).toBeVisible();
  await expect(targets.getByTestId('target-history').locator('tr.ant-table-row').first()).toBeVisible();
});

test("without this month's targets the dashboard links to the target page, which offers the form", async ({ page }) => {
  await withoutAnnouncements(page);
  await page.route('**/api/v1/dealtarget/list**', (route) => route.fulfill({
    json: { code: '200000', message: '', error: '', data: { list: [], page: { page: 1, limit: 1, total: 0 } } },
  }));
  await signIn(page, ADMIN);
  const notSet = page.getByTestId('dashboard-target-not-set');
  await expect(notSet).toContainText("This month's targets are not set yet");
  await notSet.getByRole('link').click();
  await expect(page).toHaveURL(/#\/statistics\/target-management$/);
  await expect(page.getByTestId('target-not-set')).toBeVisible();
  await expect(page.getByTestId('target-management').getByTestId('target-form')).toBeVisible();
});
