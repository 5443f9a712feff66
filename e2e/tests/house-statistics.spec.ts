import { expect, test, type Page } from './fixtures';
import { readSheet } from 'read-excel-file/node';
import { ADMIN, AGENT, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { callAsPage } from './member-helpers';
import { expectOutOfReach, managerStore } from './statistics-helpers';

const KPIS = ['houses', 'followups', 'looks', 'second_looks', 'keys', 'entrusts', 'pictures', 'prices', 'phone_views'] as const;
type Counts = Record<(typeof KPIS)[number], number>;
type Row = Counts & { id: number; name: string; store_name: string; department_name: string };
type Statistics = { list: Row[]; page: { total: number }; totals: Counts };
type Trend = { unit: 'day' | 'month'; list: (Counts & { period: string })[] };

const PAGE = '/statistics/process-assessment';
const TITLES = ['New houses', 'Follow-ups', 'Viewings', 'Second viewings', 'Keys', 'Pictures', 'Price changes', 'Phone views'];

// 'YYYY-MM-DD' of the day `back` days before today, in the browser's days (the test runs in the company's time zone).
function dayBefore(back: number): string {
  const day = new Date();
  day.setDate(day.getDate() - back);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

// The screen opens on the last 30 days, today included.
const lastThirtyDays = () => ({ date_from: dayBefore(29), date_to: dayBefore(0) });

// The house statistics as the signed-in person's browser gets them, for the same filters as the screen.
async function statistics(page: Page, input: Record<string, unknown>): Promise<Statistics> {
  const answer = await callAsPage(page, 'POST', 'statistics/house_list', { page: 1, limit: 20, group_by: 'person', sort: 'houses', ...input });
  expect(answer.code, answer.message).toBe('200000');
  return answer.data as Statistics;
}

// Every row of the statistics for the filters, page by page.
async function everyRow(page: Page, input: Record<string, unknown>): Promise<Row[]> {
  const all: Row[] = [];
  for (let at = 1; ; at++) {
    const answer = await statistics(page, { ...input, page: at, limit: 100 });
    all.push(...answer.list);
    if (all.length >= answer.page.total) return all;
  }
}

const screen = (page: Page) => page.getByTestId('house-statistics-page');
const rows = (page: Page) => screen(page).getByTestId('house-statistics-table').locator('tr.ant-table-row');
const rowOf = (page: Page, id: number) => rows(page).and(page.locator(`[data-id="${id}"]`));

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

test('the house statistics open from the menu with the API\'s totals, rows and trend, and group by store', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN);
  // The admin, of no store, follows a house up: the stores' rows then include the one of the people without a store.
  const house = (await callAsPage(page, 'GET', 'house', { kind: 'sale', limit: 1 })).data as { list: { id: number }[] };
  const written = await callAsPage(page, 'POST', 'followup/house', { house_id: house.list[0]!.id, content: `e2e ${Date.now()} 业主说周末在家` });
  expect(written.code, written.message).toBe('200000');
  const sidebar = await openStatistics(page, 'menu-ProcessAssessment');
  await sidebar.getByTestId('menu-ProcessAssessment').click();
  await expect(page).toHaveURL(new RegExp(`#${PAGE}$`));
  await expect(screen(page)).toBeVisible();

  // The totals are the server's for the last 30 days, by person, and the sums of its rows.
  const range = lastThirtyDays();
  const expected = await statistics(page, range);
  expect(expected.totals.houses + expected.totals.followups, 'the demo seed has house work in the last 30 days').toBeGreaterThan(0);
  const all = await everyRow(page, range);
  for (const kpi of KPIS) expect(all.reduce((s, r) => s + r[kpi], 0), kpi).toBe(expected.totals[kpi]);
  const totals = screen(page).getByTestId('house-statistics-totals');
  for (const kpi of KPIS) {
    await expect(totals).toHaveAttribute(`data-${kpi}`, String(expected.totals[kpi]));
    await expect(screen(page).getByTestId(`house-statistics-total-${kpi}`)).toContainText(expected.totals[kpi].toLocaleString('en-US'));
  }
  const header = screen(page).getByTestId('house-statistics-table').locator('thead');
  for (const title of ['Person', 'Store', 'Team', ...TITLES]) await expect(header).toContainText(title);
  await expect(rows(page).first()).toHaveAttribute('data-group', 'person');
  await expect(rows(page)).toHaveCount(expected.list.length);
  // Most houses entered first; each person's counts are the server's, in the columns' order after name, store and team.
  await expect(rows(page).first()).toContainText(expected.list[0]!.name);
  for (const r of expected.list.slice(0, 5)) {
    const cells = rowOf(page, r.id).locator('td');
    for (const [i, kpi] of KPIS.entries()) await expect(cells.nth(3 + i), `${r.name} ${kpi}`).toHaveText(String(r[kpi]));
  }

  // The trend: a day a point over 30 days, summing to the totals, drawn inside its labelled box.
  const trend = await callAsPage(page, 'GET', 'chart/statistics', range);
  const points = trend.data as Trend;
  expect(points.unit).toBe('day');
  expect(points.list.map((p) => p.period)).toHaveLength(30);
  for (const kpi of KPIS) expect(points.list.reduce((s, p) => s + p[kpi], 0), kpi).toBe(expected.totals[kpi]);
  const chart = screen(page).getByTestId('house-statistics-chart');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart).toHaveAttribute('aria-label', `Chart: house work per day, ${range.date_from} to ${range.date_to}`);
  await expect(chart.locator('canvas').first()).toBeVisible();

  // Grouped by store: the rows are the stores the server counts, the person's columns are gone, the totals stay.
  await screen(page).getByTestId('house-statistics-filter-group').getByText('Store', { exact: true }).click();
  await expect(page).toHaveURL(/group_by=store/);
  const byStore = await statistics(page, { ...range, group_by: 'store' });
  await expect(rows(page).first()).toHaveAttribute('data-group', 'store');
  await expect(rows(page)).toHaveCount(byStore.list.length);
  expect(await rows(page).evaluateAll((shown) => shown.map((r) => Number(r.getAttribute('data-id'))))).toEqual(byStore.list.map((r) => r.id));
  await expect(header).not.toContainText('Team');
  expect(byStore.totals).toEqual(expected.totals);
  expect(byStore.list.find((r) => r.id === 0)?.name, 'the people without a store have a row, nameless in the answer').toBe('');
  await expect(rowOf(page, 0).locator('td').first()).toHaveText('No store');

  // Sorted by viewings: the order is the server's.
  await screen(page).getByTestId('house-statistics-filter-sort').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Sort by: Viewings', { exact: true }).click();
  await expect(page).toHaveURL(/sort=looks/);
  const byLooks = await statistics(page, { ...range, group_by: 'store', sort: 'looks' });
  await expect(async () => {
    expect(await rows(page).evaluateAll((shown) => shown.map((r) => Number(r.getAttribute('data-id'))))).toEqual(byLooks.list.map((r) => r.id));
  }).toPass({ timeout: 5_000 });

  // The export holds the same stores in the same order, with their counts.
  const [download] = await Promise.all([page.waitForEvent('download'), screen(page).getByTestId('export-statistics-house-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^House statistics-\d{8}-\d{4}\.xlsx$/);
  const [titles, ...sheet] = await readSheet(await download.path());
  expect(titles).toEqual(['Name', 'Store', 'Team', ...TITLES.slice(0, 5), 'Entrust books', ...TITLES.slice(5)]);
  // The row of the people without a store is named so, in the caller's language.
  expect(sheet.map((r) => r[0])).toEqual(byLooks.list.map((r) => (r.id === 0 ? 'No store' : r.name)));
  expect(sheet.map((r) => r.slice(3).map(Number))).toEqual(byLooks.list.map((r) => KPIS.map((kpi) => r[kpi])));
});

test('a range over 62 days is charted per month; the server refuses one over 366 days', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const today = dayBefore(0);
  const from = dayBefore(99);
  await signIn(page, ADMIN, `${PAGE}?date_from=${from}&date_to=${today}`);
  const range = { date_from: from, date_to: today };
  const expected = await statistics(page, range);
  await expect(screen(page).getByTestId('house-statistics-totals')).toHaveAttribute('data-houses', String(expected.totals.houses));
  const trend = (await callAsPage(page, 'GET', 'chart/statistics', range)).data as Trend;
  expect(trend.unit).toBe('month');
  expect(trend.list[0]!.period).toBe(from.slice(0, 7));
  expect(trend.list.at(-1)!.period).toBe(today.slice(0, 7));
  for (const kpi of KPIS) expect(trend.list.reduce((s, p) => s + p[kpi], 0), kpi).toBe(expected.totals[kpi]);
  await expect(screen(page).getByTestId('house-statistics-chart')).toHaveAttribute('aria-label', `Chart: house work per month, ${from} to ${today}`);

  await expect(screen(page).getByTestId('house-statistics-filter-days').locator('input').first()).toHaveValue(from);
  const beyond = dayBefore(366);
  for (const [method, path] of [['POST', 'statistics/house_list'], ['GET', 'chart/statistics']] as const) {
    const refused = await callAsPage(page, method, path, { date_from: beyond, date_to: today, ...(method === 'POST' ? { page: 1, limit: 20 } : {}) });
    expect(refused.code, path).toBe('400001');
    expect(refused.message, path).toContain('366 days');
  }
});

test('a range over 366 days cannot be picked, and a link with one opens on the last 30 days', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const today = dayBefore(0);
  const beyond = dayBefore(366);
  await signIn(page, ADMIN, `${PAGE}?date_from=${beyond}&date_to=${today}`);
  const range = lastThirtyDays();
  await expect(screen(page).getByTestId('house-statistics-totals')).toHaveAttribute('data-houses', String((await statistics(page, range)).totals.houses));
  const picker = screen(page).getByTestId('house-statistics-filter-days');
  await expect(picker.locator('input').first()).toHaveValue(range.date_from);
  await picker.locator('input').first().click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toContainText('At most 366 days');
  await expectOutOfReach(page, { picked: today, furthest: dayBefore(365), beyond });
});

test('a team picked in the filters narrows the rows and totals to its people, as the API answers for it', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const range = { date_from: dayBefore(365), date_to: dayBefore(0) };
  await signIn(page, ADMIN, `${PAGE}?date_from=${range.date_from}&limit=100`);
  const team = (await everyRow(page, range)).find((r) => r.department_name.endsWith('组'))?.department_name;
  expect(team, 'the demo seed has people in teams').toBeDefined();

  await screen(page).getByTestId('house-statistics-filter-team').click();
  await page.keyboard.type(team!);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').getByText(team!, { exact: true }).click();
  await expect(page).toHaveURL(/department_id=\d+/);
  const teamId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('department_id'));
  const answer = await statistics(page, { ...range, department_id: teamId, limit: 100 });
  expect(answer.list.length).toBeGreaterThan(0);
  expect(answer.list.every((r) => r.department_name === team)).toBe(true);
  await expect(rows(page)).toHaveCount(answer.list.length);
  expect(new Set(await rows(page).evaluateAll((shown) => shown.map((r) => Number(r.getAttribute('data-id')))))).toEqual(new Set(answer.list.map((r) => r.id)));
  await expect(screen(page).getByTestId('house-statistics-totals')).toHaveAttribute('data-houses', String(answer.totals.houses));
  await expect(screen(page).getByTestId('house-statistics-totals')).toHaveAttribute('data-followups', String(answer.totals.followups));
});

test('a store manager sees only the people of their own store', async ({ page, request }) => {
  const store = await managerStore(request);
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const range = { date_from: dayBefore(365), date_to: dayBefore(0) };
  await signIn(page, MANAGER, `${PAGE}?date_from=${range.date_from}&limit=100`);
  const answer = await statistics(page, { ...range, limit: 100 });
  expect(answer.list.length).toBeGreaterThan(0);
  expect(answer.list.every((r) => r.store_name === store)).toBe(true);
  await expect(rows(page)).toHaveCount(answer.list.length);
  const stores = await rows(page).evaluateAll((shown) => shown.map((r) => r.getAttribute('data-store')));
  expect(new Set(stores)).toEqual(new Set([store]));
  await expect(screen(page).getByTestId('house-statistics-totals')).toHaveAttribute('data-houses', String(answer.totals.houses));
});

test('an agent has no house statistics in the menu and is refused them', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT);
  const sidebar = await openStatistics(page, 'menu-IndexStatistics');
  await expect(sidebar.getByTestId('menu-ProcessAssessment')).toHaveCount(0);
  const refused = await callAsPage(page, 'POST', 'statistics/house_list', { ...lastThirtyDays(), page: 1, limit: 20 });
  expect(refused.code).toBe('403001');
  expect((await callAsPage(page, 'GET', 'chart/statistics', lastThirtyDays())).code).toBe('403001');
});
