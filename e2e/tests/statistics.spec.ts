import { expect, test, type Page } from './fixtures';
import { readSheet } from 'read-excel-file/node';
import { ADMIN, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { callAsPage } from './member-helpers';
import { expectOutOfReach, managerStore } from './statistics-helpers';

type Totals = { deals: number; receivable: number; received: number };
type Row = Totals & { id: number; name: string; store_name: string; department_name: string; target: number | null };
type Performance = { list: Row[]; page: { total: number }; totals: Totals };

const PAGE = '/statistics/index-statistics';

// The screen opens on the year so far, in the browser's months (the test runs in the browser's time zone).
function yearToDate(): { month_from: string; month_to: string } {
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return { month_from: `${now.getFullYear()}-01`, month_to: month };
}

// The month `count` months before 'YYYY-MM'.
function monthsBefore(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

// The performance list as the signed-in person's browser gets it, for the same filters as the screen.
async function performance(page: Page, input: Record<string, unknown>): Promise<Performance> {
  const answer = await callAsPage(page, 'POST', 'statistics/performance_list', { page: 1, limit: 20, group_by: 'person', sort: 'receivable', ...input });
  expect(answer.code, answer.message).toBe('200000');
  return answer.data as Performance;
}

const rows = (page: Page) => page.getByTestId('statistics-page').getByTestId('statistics-table').locator('tr.ant-table-row');

test('the performance screen opens from the menu with the API\'s totals, draws its charts, groups by store and exports the rows', async ({ page }) => {
  test.setTimeout(120_000);
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('Statistics', { exact: true }).click();
  await sidebar.getByTestId('menu-IndexStatistics').click();
  await expect(page).toHaveURL(new RegExp(`#${PAGE}$`));
  const screen = page.getByTestId('statistics-page');
  await expect(screen).toBeVisible();

  // The totals are the server's for the year so far, all kinds, by person.
  const range = yearToDate();
  const expected = await performance(page, range);
  expect(expected.totals.deals, 'the demo seed has deals this year').toBeGreaterThan(0);
  const totals = screen.getByTestId('statistics-totals');
  await expect(totals).toHaveAttribute('data-deals', String(expected.totals.deals));
  await expect(totals).toHaveAttribute('data-receivable', String(expected.totals.receivable));
  await expect(totals).toHaveAttribute('data-received', String(expected.totals.received));
  const yuan = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(screen.getByTestId('statistics-total-receivable')).toContainText(`${yuan(expected.totals.receivable)} yuan`);
  await expect(screen.getByTestId('statistics-total-deals')).toContainText(String(expected.totals.deals));
  await expect(rows(page).first()).toHaveAttribute('data-group', 'person');
  await expect(rows(page)).toHaveCount(expected.list.length);
  await expect(rows(page).first()).toContainText(expected.list[0]!.name);
  const header = screen.getByTestId('statistics-table').locator('thead');
  await expect(header).toContainText('Completion');
  await expect(header).toContainText('Team');

  // Both charts are drawn inside their labelled boxes.
  for (const id of ['statistics-chart-month', 'statistics-chart-top']) {
    const chart = screen.getByTestId(id);
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`${range.month_from} to ${range.month_to}`));
    await expect(chart.locator('canvas').first()).toBeVisible();
  }

  // Grouped by store: the rows are the stores the server sums, the person's columns are gone.
  await screen.getByTestId('statistics-filter-group').getByText('Store', { exact: true }).click();
  await expect(page).toHaveURL(/group_by=store/);
  const byStore = await performance(page, { ...range, group_by: 'store' });
  await expect(rows(page).first()).toHaveAttribute('data-group', 'store');
  await expect(rows(page)).toHaveCount(byStore.list.length);
  await expect(rows(page).first()).toContainText(byStore.list[0]!.name);
  await expect(header).not.toContainText('Completion');
  await expect(header).not.toContainText('Team');
  expect(byStore.totals).toEqual(expected.totals);

  // The new-house kind: the commission of the reports settled (结佣) in the range, as the server sums it.
  await screen.getByTestId('statistics-filter-kind').getByText('New house', { exact: true }).click();
  await expect(page).toHaveURL(/kind=newhouse/);
  const newhouse = await performance(page, { ...range, group_by: 'store', kind: 'newhouse' });
  await expect(totals).toHaveAttribute('data-receivable', String(newhouse.totals.receivable));
  await expect(totals).toHaveAttribute('data-deals', String(newhouse.totals.deals));
  await screen.getByTestId('statistics-filter-kind').getByText('All', { exact: true }).click();
  await expect(totals).toHaveAttribute('data-receivable', String(expected.totals.receivable));

  // The export holds the same stores in the same order.
  const [download] = await Promise.all([page.waitForEvent('download'), screen.getByTestId('export-statistics-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^Performance-\d{8}-\d{4}\.xlsx$/);
  const [titles, ...sheet] = await readSheet(await download.path());
  expect(titles?.[0]).toBe('Name');
  expect(sheet.map((r) => r[0])).toEqual(byStore.list.map((r) => r.name));
});

test('a range over 24 months cannot be picked, and the server refuses one', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN, PAGE);
  const picker = page.getByTestId('statistics-page').getByTestId('statistics-filter-months');
  await picker.locator('input').first().click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await expect(panel).toContainText('At most 24 months');
  const { month_to: thisMonth } = yearToDate();
  // With this month picked first, 24 months back is the furthest within reach.
  const beyond = monthsBefore(thisMonth, 24);
  await expectOutOfReach(page, { picked: thisMonth, furthest: monthsBefore(thisMonth, 23), beyond });

  const refused = await callAsPage(page, 'POST', 'statistics/performance_list', { month_from: beyond, month_to: thisMonth, page: 1, limit: 20 });
  expect(refused.code).toBe('400001');
  expect(refused.message).toContain('24 months');
});

test('a store manager sees only the people of their own store', async ({ page, request }) => {
  const store = await managerStore(request);
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  // A year back, so the store's people have performance to show.
  const { month_to } = yearToDate();
  const range = { month_from: monthsBefore(month_to, 11), month_to };
  await signIn(page, MANAGER, `${PAGE}?month_from=${range.month_from}&limit=100`);
  const answer = await performance(page, { ...range, limit: 100 });
  expect(answer.list.length).toBeGreaterThan(0);
  expect(answer.list.every((r) => r.store_name === store)).toBe(true);
  await expect(rows(page)).toHaveCount(answer.list.length);
  const stores = await rows(page).evaluateAll((shown) => shown.map((r) => r.getAttribute('data-store')));
  expect(new Set(stores)).toEqual(new Set([store]));

  // A person with a target shows how much of it their 应收业绩 has reached; the rest a dash.
  const withTarget = answer.list.filter((r) => r.target !== null && r.target > 0);
  expect(withTarget.length, 'the demo manager has set targets').toBeGreaterThan(0);
  for (const r of withTarget) {
    await expect(rows(page).and(page.locator(`[data-id="${r.id}"]`)).locator('td').last()).toHaveText(`${((r.receivable / r.target!) * 100).toFixed(1)}%`);
  }
  const without = answer.list.find((r) => r.target === null);
  if (without) await expect(rows(page).and(page.locator(`[data-id="${without.id}"]`)).locator('td').last()).toHaveText('—');
});
