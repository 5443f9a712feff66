import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';
import { callAsPage } from './member-helpers';


test('the bell counts unread messages; the drawer scrolls to the end and starts again on each opening', async ({ page }) => {
  await withoutAnnouncements(page);
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/v1/messages')) pages.push(url.searchParams.get('page') ?? '');
  });
  await signIn(page, ADMIN);
  const bell = page.getByTestId('message-bell');
  await expect(bell).toHaveAttribute('aria-label', /\d+ unread/);

  await bell.click();
  // Titled with the notifications label (the dialog's accessible name is its title).
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByTestId('drawer-mark-all')).toBeVisible();
  const items = drawer.getByTestId('drawer-item');
  await expect(items).toHaveCount(10);
  // The demo's messages plus the system notices its approvals sent: the drawer loads 10 more at each scroll to the end.
  const { data } = (await callAsPage(page, 'GET', 'messages', {})) as { data: { page: { total: number } } };
  expect(data.page.total).toBeGreaterThan(10);
  for (let shown = 10; shown < data.page.total;) {
    await items.last().scrollIntoViewIfNeeded();
    shown = Math.min(data.page.total, shown + 10);
    await expect(items).toHaveCount(shown);
  }
  await drawer.getByTestId('drawer-no-more').scrollIntoViewIfNeeded();
  await expect(drawer.getByTestId('drawer-no-more')).toBeVisible();

  // Opening one shows it and marks it read.
  const first = items.first();
  const title = (await first.getByTestId('message-item-title').textContent()) ?? '';
  await first.click();
  await expect(page.getByTestId('message-detail')).toBeVisible();
  await expect(page.locator('.ant-modal-title').filter({ hasText: title })).toBeVisible();
  await expect(first).toHaveAttribute('data-read', '1');
  await page.keyboard.press('Escape');

  // Closing and opening again starts from the first page.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  pages.length = 0;
  await bell.click();
  await expect(items).toHaveCount(10);
  expect(pages[0]).toBe('1');

  await drawer.getByTestId('drawer-mark-all').click();
  await expect(bell).toHaveAttribute('aria-label', /\b0 unread/);
});
