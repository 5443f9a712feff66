import { expect, test, type Page } from './fixtures';
import { ADMIN, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { call, login } from './member-helpers';

const KPIS = ['houses', 'customers', 'followups', 'looks', 'second_looks', 'keys', 'pictures', 'phone_views'] as const;
type Counts = Record<(typeof KPIS)[number], number>;
type AssessRow = { staff_id: number; name: string; position_id: number | null; actual: Counts; quota: Counts | null; met: Record<string, boolean> | null };
type QuotaRow = { position_id: number; quota: Counts | null };
type Customer = { id: number; name: string };

const PAGE = '/statistics/process-assessment';
// The largest target a KPI may have (the contract's ASSESS_QUOTA_MAX).
const QUOTA_MAX = 10_000;

// This month as 'YYYY-MM' in the browser's days (the tests run in the company's time zone).
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

async function view(page: Page, name: 'assess' | 'quota' | 'look') {
  await page.getByTestId(`assess-view-${name}`).click();
  await expect(page).toHaveURL(new RegExp(`view=${name}`));
}

test('a manager sets a position\'s quota, sees the assessment as the API answers, a person\'s days and the customers never shown a house', async ({ page, request }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const month = thisMonth();
  const { token } = await login(request, MANAGER.username, MANAGER.password);
  const assessed = await call<{ list: AssessRow[] }>(request, token, 'GET', 'statistics/assess', { month, page: 1, limit: 20 });
  expect(assessed.code, assessed.message).toBe('200000');
  const person = assessed.data.list.find((r) => r.position_id !== null);
  expect(person, 'someone with a position in the manager\'s scope').toBeDefined();
  const positionId = person?.position_id ?? 0;
  const before = await call<QuotaRow>(request, token, 'GET', 'statistics/quotadetail', { position_id: positionId, month });
  expect(before.code, before.message).toBe('200000');
  // Targets unlike the demo's (or a previous run's): one more than what is set, small enough to be met by some.
  const targets = Object.fromEntries(KPIS.map((k, i) => [k, ((before.data.quota?.[k] ?? i) + 1) % QUOTA_MAX])) as Counts;

  await signIn(page, MANAGER, PAGE);
  await expect(page.getByTestId('house-statistics-page')).toBeVisible();

  await view(page, 'quota');
  const quotaRow = page.getByTestId('quota-table').locator(`tr[data-id="${positionId}"]`);
  await quotaRow.getByTestId('quota-edit').click();
  const dialog = page.getByTestId('quota-dialog');
  for (const kpi of KPIS) {
    const field = dialog.getByTestId(`quota-${kpi}`);
    const input = (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
    await input.fill(String(targets[kpi]));
  }
  await dialog.getByTestId('quota-save').click();
  await expect(dialog).toBeHidden();
  for (const kpi of KPIS) await expect(quotaRow.getByTestId(`quota-cell-${kpi}`)).toHaveText(String(targets[kpi]));

  await view(page, 'assess');
  const after = await call<{ list: AssessRow[] }>(request, token, 'GET', 'statistics/assess', { month, page: 1, limit: 20 });
  const row = after.data.list.find((r) => r.staff_id === person?.staff_id);
  expect(row?.quota).toEqual(targets);
  const shown = page.getByTestId('assess-table').locator(`tr[data-id="${row?.staff_id}"]`);
  for (const kpi of KPIS) {
    const cell = shown.getByTestId(`assess-cell-${kpi}`);
    await expect(cell).toHaveText(`${row?.actual[kpi]} / ${targets[kpi]}`);
    await expect(cell).toHaveAttribute('data-met', row?.met?.[kpi] ? 'yes' : 'no');
  }

  await shown.getByText(row?.name ?? '', { exact: true }).click();
  const drawer = page.getByTestId('assess-detail');
  await expect(drawer).toBeVisible();
  const detail = await call<AssessRow & { days: unknown[] }>(request, token, 'GET', 'statistics/assessdetail', { staff_id: row?.staff_id, month });
  expect(detail.code, detail.message).toBe('200000');
  await expect(drawer.getByTestId('assess-detail-days').locator('tr.ant-table-row')).toHaveCount(detail.data.days.length);
  for (const kpi of KPIS) {
    await expect(drawer.getByTestId('assess-detail-kpis').locator(`tr[data-kpi="${kpi}"]`).getByTestId('assess-detail-cell'))
      .toHaveText(`${detail.data.actual[kpi]} / ${targets[kpi]}`);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await view(page, 'look');
  const never = await call<{ list: Customer[]; page: { total: number } }>(request, token, 'GET', 'assess/nolookcustomer', { page: 1, limit: 10 });
  expect(never.code, never.message).toBe('200000');
  const table = page.getByTestId('nolook-table');
  if (never.data.list.length === 0) {
    await expect(table.locator('.ant-table-placeholder')).toBeVisible();
  } else {
    await expect(table.locator('tr.ant-table-row')).toHaveCount(never.data.list.length);
    for (const customer of never.data.list) await expect(table.locator(`tr[data-id="${customer.id}"]`)).toContainText(customer.name);
    await expect(page.getByTestId('nolook-total')).toHaveText(String(never.data.page.total));
  }

  // The days and the range are kept in the link: reopened, the screen asks for the same.
  const longer = await call<{ list: Customer[]; page: { total: number } }>(request, token, 'GET', 'assess/nolookcustomer', { page: 1, limit: 10, days: 30 });
  expect(longer.code, longer.message).toBe('200000');
  // antd puts the test id on the input or on its wrapper, depending on the version.
  const days = page.locator('input[data-testid="nolook-days"], [data-testid="nolook-days"] input');
  await days.fill('30');
  await expect(page).toHaveURL(/days=30/);
  await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}/);
  await page.reload();
  await expect(days).toHaveValue('30');
  if (longer.data.page.total > 0) await expect(page.getByTestId('nolook-total')).toHaveText(String(longer.data.page.total));
  else await expect(page.getByTestId('nolook-table').locator('.ant-table-placeholder')).toBeVisible();
});

test('the pass rates per store are the API\'s, the row of the people without a store named so', async ({ page, request }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const { token } = await login(request, ADMIN.username, ADMIN.password);
  const groups = await call<{ list: { id: number; name: string }[] }>(request, token, 'GET', 'statistics/list', { month: thisMonth(), group: 'store' });
  expect(groups.code, groups.message).toBe('200000');
  // The admin, of no store, is among the people without a store, whose row the answer leaves nameless.
  expect(groups.data.list.find((r) => r.id === 0)?.name).toBe('');

  await signIn(page, ADMIN, `${PAGE}?view=assess`);
  const rows = page.getByTestId('assess-groups').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(groups.data.list.length);
  await expect(rows.locator('td:first-child')).toHaveText(groups.data.list.map((r) => (r.id === 0 ? 'No store' : r.name)));
});
