import { expect, test, type Page } from './fixtures';
import { MANAGER, signIn, useChinese, withoutAnnouncements } from './account-helpers';
import { call, choose, login, unique } from './member-helpers';
import { openDetailTab } from './house-helpers';

const DATA_FOLLOWUP_PATH = '/data/data-followup';

function followupRow(page: Page, text: string) {
  return page.getByTestId('followup-data-page').locator('tr[data-testid="followup-row"]').filter({ hasText: text });
}

test('a manager filters follow-ups by kind, marks one invalid with a reason, pins another, then sees themselves in a house\'s browse log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await login(request, MANAGER.username, MANAGER.password);
  const houses = await call<{ list: { id: number; region_name: string }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 1 });
  const house = houses.data.list[0];
  expect(house).toBeDefined();
  if (!house) return;
  const tag = unique('e2e');
  const first = `${tag} 业主表示周末可以看房，价格可谈`;
  const second = `${tag} 业主外地出差，下周回来再约`;
  for (const content of [first, second]) {
    const written = await call(request, token, 'POST', 'followup/house', { house_id: house.id, content });
    expect(written.code).toBe('200000');
  }

  await withoutAnnouncements(page);
  await signIn(page, MANAGER, DATA_FOLLOWUP_PATH);
  const screen = page.getByTestId('followup-data-page');
  await expect(screen).toContainText('Follow-up management');
  // The total is counted up to its cap (2,000): at it, "2000 or more".
  const scoped = await call<{ page: { total: number; total_cap: number } }>(request, token, 'GET', 'followup', { limit: 1 });
  const { total, total_cap: cap } = scoped.data.page;
  await expect(page.getByTestId('followup-total')).toHaveText(total >= cap ? `${cap} or more follow-ups` : `${total} follow-ups`);

  // Kind: only written follow-ups.
  await choose(page, 'followup-filter-kind', /^Follow-up$/);
  const rows = screen.locator('tr[data-testid="followup-row"]');
  await expect(rows.first()).toBeVisible();
  await expect(screen.locator('tr[data-testid="followup-row"]:not([data-kind="manual"])')).toHaveCount(0);
  await page.getByTestId('followup-filter-keyword').locator('input').fill(tag);
  await page.getByTestId('followup-filter-keyword').locator('input').press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('followup-total')).toHaveText('2 follow-ups');

  // Invalid needs a reason.
  await followupRow(page, first).getByTestId('followup-invalid').click();
  await page.getByTestId('followup-invalid-ok').click();
  await expect(page.locator('.ant-modal:visible')).toContainText('Please give the reason');
  await page.getByTestId('followup-invalid-reason').fill('内容与房源无关');
  await page.getByTestId('followup-invalid-ok').click();
  await expect(followupRow(page, first).getByTestId('followup-invalid-badge')).toBeVisible();
  await expect(followupRow(page, first).getByTestId('followup-valid')).toBeVisible();

  await followupRow(page, second).getByTestId('followup-pin').click();
  await expect(followupRow(page, second).getByTestId('followup-pinned-badge')).toBeVisible();
  await expect(followupRow(page, second).getByTestId('followup-pin')).toHaveText('Unpin');
  await expect(followupRow(page, second).getByTestId('followup-invalid-badge')).toHaveCount(0);

  // The house link opens its detail; opening it is in its browse log.
  await followupRow(page, second).getByTestId('followup-house-link').click();
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(house.id));
  await openDetailTab(page, 'browse-log');
  await expect(page.getByTestId('house-browse-log').locator('tbody')).toContainText(MANAGER.name);
  await openDetailTab(page, 'operation-log');
  await expect(page.getByTestId('house-operation-log').locator('tr[data-endpoint="followup/top"]').first()).toContainText('Follow-up pinned');
});

test('the follow-up screen in Chinese', async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
  await signIn(page, MANAGER, DATA_FOLLOWUP_PATH);
  const screen = page.getByTestId('followup-data-page');
  await expect(screen).toContainText('跟进管理');
  await expect(screen.locator('thead')).toContainText('跟进内容');
  await expect(screen.getByTestId('followup-filter-kind')).toContainText('类型');
});
