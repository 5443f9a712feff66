import { expect, test, type Page } from './fixtures';
import { envelope, openSignedIn, quietAnnouncements, signIn, storedToken } from './shell-helpers';

// Spec §8: the client's handling of each class of code, driven by answering a real call with a forged
// envelope. message/alert is asked right after sign-in by the shell's dialogs.
const ALERT = '**/api/v1/message/alert*';
const toast = (page: Page) => page.locator('.ant-message-notice');


test('a session code (500010) shows its message, logs out and ends on the login page', async ({ page }) => {
  await openSignedIn(page, '/profile/index');
  await page.route('**/api/v1/user/info*', (route) => route.fulfill(envelope('500010', 'This account has left the company (test)')));
  await page.reload();
  await expect(toast(page).getByText('This account has left the company (test)')).toBeVisible();
  // Via / to login, keeping the page the person was on.
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fprofile%2Findex$/);
  expect(await storedToken(page)).toBeUndefined();
});

test('600036 shows its message and goes to the target management page', async ({ page }) => {
  await page.goto('/');
  await page.route(ALERT, (route) => route.fulfill(envelope('600036', 'Set your target first (test)')));
  await signIn(page);
  await expect(toast(page).getByText('Set your target first (test)')).toBeVisible();
  await expect(page).toHaveURL(/#\/statistics\/target-management$/);
  await expect(page.locator('[data-testid="page-view"][data-path="/statistics/target-management"]')).toBeVisible();
});

test('602144 is rejected silently', async ({ page }) => {
  await page.goto('/');
  await page.route(ALERT, (route) => route.fulfill(envelope('602144', 'Stale record (test)')));
  await signIn(page);
  await expect(page.getByTestId('layout')).toBeVisible();
  // Give the (already answered) alert call time to show a message, should it wrongly do so.
  await page.waitForTimeout(1500);
  await expect(page.getByText('Stale record (test)')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/index$/);
});

test('601020 and any other code show the message for a while and keep the person where they are', async ({ page }) => {
  await page.goto('/');
  await page.route(ALERT, (route) => route.fulfill(envelope('601020', 'Duplicate record (test)', [{ id: 1 }])));
  await signIn(page);
  await expect(toast(page).getByText('Duplicate record (test)').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/index$/);
  expect(await storedToken(page)).toBeTruthy();
});

test('codes are compared as text: a numeric 200000 is success', async ({ page }) => {
  await page.goto('/');
  await page.route(ALERT, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200000, message: '', error: '', data: { unread: 0, announcements: [] } }) }));
  await signIn(page);
  await expect(page.getByTestId('layout')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(toast(page)).toHaveCount(0);
});

test('a transport failure without a server message shows 出错了', async ({ page }) => {
  await page.goto('/');
  await page.route(ALERT, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }));
  await signIn(page);
  await expect(toast(page).getByText('出错了', { exact: true })).toBeVisible();
});

test('a transport failure with a server message shows that message', async ({ page }) => {
  await page.goto('/');
  await page.route(ALERT, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for maintenance (test)' }) }));
  await signIn(page);
  await expect(toast(page).getByText('Down for maintenance (test)')).toBeVisible();
});

test('a failed info load resets the token, shows the error and returns to login with the redirect', async ({ page }) => {
  await openSignedIn(page, '/profile/index');
  // An answer without roles is the spec's own failure.
  await page.route('**/api/v1/user/info*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, roles: [] } } });
  });
  await page.reload();
  await expect(page.getByText('getInfo: roles must be a non-null array!')).toBeVisible();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fprofile%2Findex$/);
  expect(await storedToken(page)).toBeUndefined();
});

test('the loading overlay shows while a request is pending', async ({ page }) => {
  await quietAnnouncements(page);
  await page.goto('/');
  await page.route('**/api/v1/user/info*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page);
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await expect(page.getByTestId('loading-text')).toHaveText('Loading……');
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the loading overlay reads 加载中……', async ({ page }) => {
    await quietAnnouncements(page);
    await page.goto('/');
    await page.route('**/api/v1/user/info*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signIn(page);
    await expect(page.getByTestId('loading-text')).toHaveText('加载中……');
  });
});
