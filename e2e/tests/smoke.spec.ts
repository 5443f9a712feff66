import { expect, test, type Page } from './fixtures';
import { logOut } from './shell-helpers';

const ADMIN = { username: 'admin', password: 'admin123', name: '王建国' };

async function signIn(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function storedToken(page: Page): Promise<string | undefined> {
  const state = await page.context().storageState();
  const origin = state.origins.find((o) => o.origin === new URL(page.url()).origin);
  return origin?.localStorage.find((item) => item.name === 'brokerage_token')?.value;
}

test('the app opens on the login page and remembers where it was going', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login\?redirect=%2F$/);
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expect(page.getByText('Sign in to your account', { exact: false })).toBeVisible();
});

test('empty fields show validation messages in the current language', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
});

test('signing in with a padded username shows the dashboard', async ({ page }) => {
  await page.goto('/');
  await signIn(page, `  ${ADMIN.username}  `, ADMIN.password);
  await expect(page.getByTestId('account-menu-name')).toHaveText(ADMIN.name);
  await expect(page).toHaveURL(/#\/index$/);
  // Menus of the admin role that have pages, in English.
  await expect(page.getByTestId('sidebar')).toContainText('Messages');
  expect(await storedToken(page)).toBeTruthy();
});

test('switching the language to Chinese shows Chinese labels', async ({ page }) => {
  await page.goto('/');
  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByText('账号', { exact: true })).toBeVisible();
  await expect(page.getByText('密码', { exact: true })).toBeVisible();
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  // The choice is kept in the `language` cookie and survives a reload.
  await page.reload();
  await expect(page.getByText('账号', { exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('zh');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN.username, 'not-the-password');
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('logging out returns to login and the old token no longer works', async ({ page, request }) => {
  await page.goto('/');
  // Announcements are not what this test is about: none, so no dialog covers the account menu.
  await page.route('**/api/v1/message/alert*', (route) => route.fulfill({ json: { code: '200000', message: '', error: '', data: { unread: 0, announcements: [] } } }));
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('account-menu-name')).toHaveText(ADMIN.name);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // Nothing may ask for the profile once the person has left (it would fail and show a stray error).
  const lateInfoCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/user/info')) lateInfoCalls.push(r.url());
  });
  await logOut(page);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(await storedToken(page)).toBeUndefined();

  const response = await request.get('/api/v1/user/info', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: string };
  expect(body.code).toBe('500005');
  expect(lateInfoCalls).toEqual([]);
  await expect(page).toHaveURL(/#\/login$/);
});
