import { expect, test, type Page } from './fixtures';
import { ADMIN, AGENT, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { callAsPage } from './member-helpers';
import { expectOutOfReach, managerStore } from './statistics-helpers';

type Counts = { total: number; written: number; valid: number; invalid: number; kinds: Record<string, number> };
type Row = Counts & { id: number; name: string; store_name: string; department_name: string };
type Statistics = { list: Row[]; page: { total: number }; totals: Counts };

const PAGE = '/statistics/performance-appraisal';

// 'YYYY-MM-DD' of the day `back` days before today, in the browser's days (the test runs in the browser's time zone).
function dayBefore(back: number): string {
  const day = new Date();
  day.setDate(day.getDate() - back);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

// The screen opens on the last 30 days, today included.
const lastThirtyDays = () => ({ date_from: dayBefore(29), date_to: dayBefore(0) });

// The follow-up statistics as the signed-in person's browser gets them, for the same filters as the screen.
async function statistics(page: Page, input: Record<string, unknown>): Promise<Statistics> {
  const answer = await callAsPage(page, 'POST', 'statistics/followup_list', { page: 1, limit: 20, group_by: 'person', sort: 'total', ...input });
  expect(answer.code, answer.message).toBe('200000');
  return answer.data as Statistics;
}

const screen = (page: Page) => page.getByTestId('followup-statistics-page');
const rows = (page: Page) => screen(page).getByTestId('followup-statistics-table').locator('tr.ant-table-row');
const rowOf = (page: Page, id: number) => rows(page).and(page.locator(`[data-id="${id}"]`));
const validRate = (r: Row) => (r.written === 0 ? '—' : `${((r.valid / r.written) * 100).toFixed(1)}%`);

// Opens the sidebar's Statistics group until `shown` (one of its entries) appears: a click landing while the signed-in
// menu still settles may leave the group closed.
async function openStatistics(page: Page, shown: string) {
  const sidebar = page.getByTestId('sidebar');
  const entry = sidebar.getByTestId(shown);
  await expect(async () => {
    if (!await entry.isVisible()) await sidebar.getByText('Statistics', { exact: true }).click();
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return sidebar;
}

test('the follow-up statistics open from the menu with the API\'s totals and rows, draw the top people and group by store', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN);
  const sidebar = await openStatistics(page, 'menu-PerformanceAppraisal');
  await sidebar.getByTestId('menu-PerformanceAppraisal').click();
  await expect(page).toHaveURL(new RegExp(`#${PAGE}$`));
  await expect(screen(page)).toBeVisible();

  // The totals are the server's for the last 30 days, by person.
  const range = lastThirtyDays();
  const expected = await statistics(page, range);
  expect(expected.totals.total, 'the demo seed has follow-ups in the last 30 days').toBeGreaterThan(0);
  const totals = screen(page).getByTestId('followup-statistics-totals');
  for (const key of ['total', 'written', 'valid', 'invalid'] as const) {
    await expect(totals).toHaveAttribute(`data-${key}`, String(expected.totals[key]));
    await expect(screen(page).getByTestId(`followup-statistics-total-${key}`)).toContainText(expected.totals[key].toLocaleString('en-US'));
  }
  await expect(rows(page).first()).toHaveAttribute('data-group', 'person');
  await expect(rows(page)).toHaveCount(expected.list.length);
  await expect(rows(page).first()).toContainText(expected.list[0]!.name);
  const header = screen(page).getByTestId('followup-statistics-table').locator('thead');
  for (const title of ['Team', 'Follow-ups', 'Written', 'Valid', 'Invalid', 'Follow-up', 'Phone call', 'Visit', 'Viewing', 'Entered', 'Price change', 'Keys', 'Pictures', 'Valid rate']) {
    await expect(header).toContainText(title);
  }
  // Each person's counts and valid rate are the server's.
  for (const r of expected.list.slice(0, 5)) {
    const cells = rowOf(page, r.id).locator('td');
    await expect(cells.nth(3)).toHaveText(String(r.total));
    await expect(cells.nth(8)).toHaveText(String(r.kinds.call));
    await expect(cells.last()).toHaveText(validRate(r));
  }

  // The people with the most valid follow-ups, drawn inside their labelled box.
  const chart = screen(page).getByTestId('followup-statistics-chart');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`${range.date_from} to ${range.date_to}`));
  await expect(chart.locator('canvas').first()).toBeVisible();

  // Grouped by store: the rows are the stores the server counts, the person's columns are gone, the totals stay.
  await screen(page).getByTestId('followup-statistics-filter-group').getByText('Store', { exact: true }).click();
  await expect(page).toHaveURL(/group_by=store/);
  const byStore = await statistics(page, { ...range, group_by: 'store' });
  await expect(rows(page).first()).toHaveAttribute('data-group', 'store');
  await expect(rows(page)).toHaveCount(byStore.list.length);
  expect(await rows(page).evaluateAll((shown) => shown.map((r) => Number(r.getAttribute('data-id'))))).toEqual(byStore.list.map((r) => r.id));
  await expect(rows(page).first()).toContainText(byStore.list[0]!.name);
  await expect(header).not.toContainText('Team');
  expect(byStore.totals).toEqual(expected.totals);
  await expect(totals).toHaveAttribute('data-total', String(byStore.totals.total));
});

test('a range over 366 days cannot be picked, a link with one opens on the last 30 days, and the server refuses one', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const today = dayBefore(0);
  const beyond = dayBefore(366);
  await signIn(page, ADMIN, `${PAGE}?date_from=${beyond}&date_to=${today}`);
  // A shared link asking for too long a range opens on the screen's own range instead.
  const range = lastThirtyDays();
  await expect(screen(page).getByTestId('followup-statistics-totals')).toHaveAttribute('data-total', String((await statistics(page, range)).totals.total));
  const picker = screen(page).getByTestId('followup-statistics-filter-days');
  await expect(picker.locator('input').first()).toHaveValue(range.date_from);

  await picker.locator('input').first().click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toContainText('At most 366 days');
  // With today picked first, 365 days back (366 days with today) is the furthest within reach.
  await expectOutOfReach(page, { picked: today, furthest: dayBefore(365), beyond });

  const refused = await callAsPage(page, 'POST', 'statistics/followup_list', { date_from: beyond, date_to: today, page: 1, limit: 20 });
  expect(refused.code).toBe('400001');
  expect(refused.message).toContain('366 days');
});

test('a store manager sees only the people of their own store', async ({ page, request }) => {
  const store = await managerStore(request);
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  // A year back, so the store's people have follow-ups to show.
  const range = { date_from: dayBefore(365), date_to: dayBefore(0) };
  await signIn(page, MANAGER, `${PAGE}?date_from=${range.date_from}&limit=100`);
  const answer = await statistics(page, { ...range, limit: 100 });
  expect(answer.list.length).toBeGreaterThan(0);
  expect(answer.list.every((r) => r.store_name === store)).toBe(true);
  await expect(rows(page)).toHaveCount(answer.list.length);
  const stores = await rows(page).evaluateAll((shown) => shown.map((r) => r.getAttribute('data-store')));
  expect(new Set(stores)).toEqual(new Set([store]));
  await expect(screen(page).getByTestId('followup-statistics-totals')).toHaveAttribute('data-total', String(answer.totals.total));
});

test('an agent has no follow-up statistics in the menu', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT);
  // The group is there (the agent has their own performance), without the follow-up statistics.
  const sidebar = await openStatistics(page, 'menu-IndexStatistics');
  await expect(sidebar.getByTestId('menu-PerformanceAppraisal')).toHaveCount(0);
  const refused = await callAsPage(page, 'POST', 'statistics/followup_list', { ...lastThirtyDays(), page: 1, limit: 20 });
  expect(refused.code).toBe('403001');
});
