import { expect, test, type Page } from './fixtures';
import { ADMIN, AGENT, MANAGER, withoutTargetDialog, signIn } from './account-helpers';

// Each person starts with three unread announcements, oldest first: '年终冲刺动员', the must-read
// '关于规范房源跟进的通知', and one without a title. Each test uses its own person: read is read for good.

const announcement = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('announcement-confirm') });

// The dialog once it is open and has stopped zooming in: a click while it grows can land beside the moving button and
// be lost. Once in CI the counter stayed at 1 / 3 after a first confirm made straight after signing in (not
// reproduced in 65 runs here; this is the likeliest reading, as in the other dialogs' tests).
type Animated = { getAnimations(options: { subtree: boolean }): { finished: Promise<unknown> }[] };
async function openedAnnouncement(page: Page) {
  const dialog = announcement(page);
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => Promise.allSettled((element as unknown as Animated).getAnimations({ subtree: true }).map((running) => running.finished)));
  return dialog;
}

test('announcements one by one: the must-read needs the tick, confirm advances, close acts as confirm', async ({ page }) => {
  const reads: number[][] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/message/read')) reads.push((request.postDataJSON() as { message_id: number[] }).message_id);
  });
  await signIn(page, MANAGER);
  const dialog = await openedAnnouncement(page);
  await expect(dialog).toHaveCSS('width', '700px');
  await expect(page.getByTestId('announcement-title')).toHaveText('年终冲刺动员');
  await expect(page.getByTestId('announcement-counter')).toHaveText('1 / 3');
  await expect(page.getByTestId('announcement-tick')).toHaveCount(0);
  await page.getByTestId('announcement-confirm').click();

  await expect(page.getByTestId('announcement-title')).toHaveText('关于规范房源跟进的通知');
  // Sanitised HTML is rendered as HTML.
  await expect(page.getByTestId('announcement-body').locator('strong')).toHaveText('认真阅读');
  await expect(page.getByTestId('announcement-confirm')).toBeDisabled();
  await page.getByTestId('announcement-tick').click();
  await expect(page.getByTestId('announcement-confirm')).toBeEnabled();
  await page.getByTestId('announcement-confirm').click();

  // The last one has no title: it reads as an announcement; closing acts as confirm.
  await expect(page.getByTestId('announcement-counter')).toHaveText('3 / 3');
  await expect(page.getByTestId('announcement-title')).toHaveText('Announcement');
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
  expect(reads).toHaveLength(3);

  // Read for good: not shown again after a reload.
  await page.reload();
  await expect(page.getByTestId('layout')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(announcement(page)).toBeHidden();
});

test('in Chinese an announcement without a title reads 公告消息, and closing a must-read one acts as confirm', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL ?? '' }]);
  await withoutTargetDialog(page);
  await signIn(page, AGENT);
  await openedAnnouncement(page);
  await page.getByTestId('announcement-confirm').click();
  await expect(page.getByTestId('announcement-counter')).toHaveText('2 / 3');
  // Spec §4 taken literally: closing is confirming, even before the tick.
  await announcement(page).locator('.ant-modal-close').click();
  await expect(page.getByTestId('announcement-counter')).toHaveText('3 / 3');
  await expect(page.getByTestId('announcement-title')).toHaveText('公告消息');
  await page.getByTestId('announcement-confirm').click();
  await expect(announcement(page)).toBeHidden();
});

test('a failed read does not stop the sequence', async ({ page }) => {
  await page.route('**/api/v1/message/read', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await signIn(page, ADMIN);
  await openedAnnouncement(page);
  await page.getByTestId('announcement-confirm').click();
  await expect(page.getByTestId('announcement-counter')).toHaveText('2 / 3');
  await page.getByTestId('announcement-tick').click();
  await page.getByTestId('announcement-confirm').click();
  await expect(page.getByTestId('announcement-counter')).toHaveText('3 / 3');
  await page.getByTestId('announcement-confirm').click();
  await expect(announcement(page)).toBeHidden();
  // Ignored, not reported (spec §8).
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});
