import { expect, test } from './fixtures';
import { AGENT, withoutTargetDialog, signIn, withoutAnnouncements } from './account-helpers';

test('the message centre: 10 per page, load more until the no-more state, filters and mark read', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, '/news/center');
  const items = page.getByTestId('center-item');
  await expect(items).toHaveCount(10);
  await expect(page.getByTestId('center-no-more')).toHaveCount(0);
  // The demo's messages plus the system notices its approvals and customers sent: 10 a page until all are shown.
  const total = Number(await page.getByTestId('center-total').getAttribute('data-total'));
  expect(total).toBeGreaterThan(10);
  for (let shown = 10; shown < total;) {
    await page.getByTestId('center-load-more').click();
    shown = Math.min(total, shown + 10);
    await expect(items).toHaveCount(shown);
  }
  await expect(page.getByTestId('center-no-more')).toHaveText('No more messages');
  await expect(page.getByTestId('center-load-more')).toHaveCount(0);

  // Announcements only: three, one of them untitled.
  await page.getByRole('tab', { name: 'Announcement' }).click();
  await expect(items).toHaveCount(3);
  await expect(items.getByTestId('message-item-title').filter({ hasText: /^Announcement$/ })).toHaveCount(1);
  await expect(page.getByTestId('center-no-more')).toBeVisible();

  // Marking one read (any category) moves it out of the unread filter.
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByTestId('center-read-filter').getByText('Unread').click();
  await expect(items.first()).toHaveAttribute('data-read', '0');
  // Titles repeat (two approvals of the same kind), so the message is followed by its id.
  const id = (await items.first().getAttribute('data-id')) ?? '';
  await items.first().getByTestId('center-toggle-read').click();
  await expect(page.locator(`[data-testid="center-item"][data-id="${id}"]`)).toHaveCount(0);
  await page.getByTestId('center-read-filter').getByText('Read', { exact: true }).click();
  await expect(page.locator(`[data-testid="center-item"][data-id="${id}"]`)).toHaveAttribute('data-read', '1');
});
