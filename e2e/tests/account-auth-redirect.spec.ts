import { expect, test } from './fixtures';
import { ADMIN, MANAGER, openSignedIn, storedToken } from './shell-helpers';

// A sign-in link (/#/auth-redirect?token=…) never swaps the signed-in person for another without asking.

async function tokenOf(request: import('@playwright/test').APIRequestContext, user: { username: string; password: string }) {
  const login = await request.post('/api/v1/user/login', { data: { username: user.username, password: user.password } });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

test('a link with another person\'s token asks first: cancel keeps the session, confirm ends it and signs in anew', async ({ page, request }) => {
  await openSignedIn(page, '/index', ADMIN);
  const adminToken = await storedToken(page);
  expect(adminToken).toBeTruthy();
  const managerToken = await tokenOf(request, MANAGER);

  await page.goto(`/#/auth-redirect?token=${managerToken}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Switch account?');
  await expect(page.getByTestId('switch-session')).toContainText('ends the current session');
  await page.getByTestId('switch-session-cancel').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('switch-session')).toHaveCount(0);
  expect(await storedToken(page)).toBe(adminToken);

  await page.goto(`/#/auth-redirect?token=${managerToken}`);
  await page.getByTestId('switch-session-confirm').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect.poll(() => storedToken(page)).toBe(managerToken);
  // The person signed in now is the manager, and the administrator's session ended on the server.
  await expect(page.getByTestId('account-menu-name')).toHaveText(MANAGER.name);
  const old = await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(((await old.json()) as { code: string }).code).toBe('500005');
});

test('a link with the token already in use goes home without asking', async ({ page }) => {
  await openSignedIn(page, '/index', ADMIN);
  const token = await storedToken(page);
  await page.goto('/#/profile/index');
  await page.goto(`/#/auth-redirect?token=${token}`);
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('switch-session')).toHaveCount(0);
  expect(await storedToken(page)).toBe(token);
});
