import { expect, type Page } from './fixtures';

export const ADMIN = { username: 'admin', password: 'admin123', name: '王建国' };
export const MANAGER = { username: 'manager', password: 'manager123', name: '李明' };

export async function signIn(page: Page, user: { username: string; password: string } = ADMIN) {
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
}

// The shell tests are not about announcements: answer the login-time alert call with none, so no dialog
// covers the shell (the other feature's e2e tests cover the announcement flow).
export async function quietAnnouncements(page: Page) {
  await page.route('**/api/v1/message/alert*', (route) => route.fulfill(envelope('200000', '', { unread: 0, announcements: [] })));
}

// Opens the app at `path`, signs in and waits for the shell.
export async function openSignedIn(page: Page, path = '/index', user = ADMIN) {
  await quietAnnouncements(page);
  await page.goto(`/#${path}`);
  await signIn(page, user);
  await expect(page.getByTestId('layout')).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | undefined> {
  const state = await page.context().storageState();
  return state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'brokerage_token')?.value;
}

export function envelope(code: string, message: string, data: unknown = null) {
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ code, message, error: '', data }) };
}

// Logs out through the account menu. The menu may still be opening when the click comes (its animation
// swallows an early click now and then on a loaded machine): retry until the login page shows.
export async function logOut(page: Page) {
  await expect(async () => {
    if (!/#\/login/.test(page.url())) {
      const item = page.getByTestId('account-logout');
      if (!(await item.isVisible())) await page.getByTestId('account-menu').click({ timeout: 3000 });
      await item.click({ timeout: 3000 });
    }
    await expect(page).toHaveURL(/#\/login/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

// Each server process keeps the security settings for up to 5 s (README: "Several server processes") and the e2e
// server runs two: after a change, wait that out before a step another process may answer relies on it.
export async function settingsApplied() {
  await new Promise((resolve) => setTimeout(resolve, 5_500));
}
