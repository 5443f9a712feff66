import { expect, test } from '../fixtures';
import { ADMIN, signIn, withoutAnnouncements, withoutTargetDialog } from '../account-helpers';

// 业绩统计 on a phone 390 px wide: the charts one under the other, a card a row, the filters behind one button.
test('on a phone the performance screen stacks its charts, shows cards and groups by store from the filters', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN, '/statistics/index-statistics');
  const screen = page.getByTestId('statistics-page');
  const month = screen.getByTestId('statistics-chart-month-card');
  const top = screen.getByTestId('statistics-chart-top-card');
  await expect(month.locator('canvas').first()).toBeVisible();
  await expect(top.locator('canvas').first()).toBeVisible();
  const [a, b] = [await month.boundingBox(), await top.boundingBox()];
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(Math.round(b!.x)).toBe(Math.round(a!.x));
  // The chart is drawn as wide as its box on the screen, not wider.
  expect((await month.locator('canvas').first().boundingBox())!.width).toBeLessThanOrEqual(390);

  const table = screen.getByTestId('statistics-table');
  await expect(table).toHaveAttribute('data-layout', 'cards');
  await expect(table.getByTestId('list-card').first()).toHaveAttribute('data-group', 'person');

  await page.getByTestId('list-filters').click();
  await page.getByTestId('statistics-filter-group').getByText('Store', { exact: true }).click();
  await page.getByTestId('list-filters-done').click();
  await expect(page).toHaveURL(/group_by=store/);
  await expect(table.getByTestId('list-card').first()).toHaveAttribute('data-group', 'store');
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
});

// 跟进统计 on a phone: the chart as wide as the screen, a card a row, the filters (the days among them) behind one button.
test('on a phone the follow-up statistics show cards and group by store from the filters', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN, '/statistics/performance-appraisal');
  const screen = page.getByTestId('followup-statistics-page');
  const chart = screen.getByTestId('followup-statistics-chart-card');
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect((await chart.locator('canvas').first().boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect(screen.getByTestId('followup-statistics-totals')).toHaveAttribute('data-total', /^\d+$/);

  const table = screen.getByTestId('followup-statistics-table');
  await expect(table).toHaveAttribute('data-layout', 'cards');
  await expect(table.getByTestId('list-card').first()).toHaveAttribute('data-group', 'person');
  await expect(table.getByTestId('list-card').first()).toContainText('Valid rate');

  await page.getByTestId('list-filters').click();
  await expect(page.getByTestId('followup-statistics-filter-days')).toBeVisible();
  await page.getByTestId('followup-statistics-filter-group').getByText('Store', { exact: true }).click();
  await page.getByTestId('list-filters-done').click();
  await expect(page).toHaveURL(/group_by=store/);
  await expect(table.getByTestId('list-card').first()).toHaveAttribute('data-group', 'store');
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
});

// 房源统计 on a phone: the trend as wide as the screen, a card a row with the counts, the filters behind one button.
test('on a phone the house statistics show cards and group by store from the filters', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN, '/statistics/process-assessment');
  const screen = page.getByTestId('house-statistics-page');
  const chart = screen.getByTestId('house-statistics-chart-card');
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect((await chart.locator('canvas').first().boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect(screen.getByTestId('house-statistics-totals')).toHaveAttribute('data-houses', /^\d+$/);

  const table = screen.getByTestId('house-statistics-table');
  await expect(table).toHaveAttribute('data-layout', 'cards');
  await expect(table.getByTestId('list-card').first()).toHaveAttribute('data-group', 'person');
  await expect(table.getByTestId('list-card').first()).toContainText('Second viewings');

  await page.getByTestId('list-filters').click();
  await expect(page.getByTestId('house-statistics-filter-days')).toBeVisible();
  await page.getByTestId('house-statistics-filter-group').getByText('Store', { exact: true }).click();
  await page.getByTestId('list-filters-done').click();
  await expect(page).toHaveURL(/group_by=store/);
  await expect(table.getByTestId('list-card').first()).toHaveAttribute('data-group', 'store');
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
});
