import { expect, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, confirmOk } from './account-helpers';

type Envelope<T> = { code: string; message: string; data: T };

// Calls the API directly (as another person, or to arrange and check data behind the page).
export async function call<T = unknown>(
  request: APIRequestContext, token: string | null, method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': 'en' };
  const url = `/api/v1/${path}`;
  const response = method === 'GET'
    ? await request.get(url, { headers, params: input as Record<string, string | number> })
    : await request.post(url, { headers, data: input });
  return (await response.json()) as Envelope<T>;
}

export async function login(request: APIRequestContext, username: string, password: string) {
  const answer = await call<{ token: string; must_change_password: number }>(request, null, 'POST', 'user/login', { username, password });
  expect(answer.code).toBe('200000');
  return answer.data;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await login(request, ADMIN.username, ADMIN.password)).token;
}

// The id of the agent role (people added behind the page get it, not the admin role).
export async function agentRoleId(request: APIRequestContext, token: string): Promise<number> {
  const roles = await call<{ list: { id: number; code: string }[] }>(request, token, 'GET', 'role');
  const agent = roles.data.list.find((r) => r.code === 'agent');
  expect(agent).toBeDefined();
  return agent?.id ?? 0;
}

// Unique per run, so the tests can be repeated against one database.
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export function uniqueMobile(): string {
  return `139${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

// Opens an antd select (by its test id) and picks the option showing `text`.
// Retried until the select shows the choice: a list that re-renders while it opens can swallow the click.
export async function choose(page: Page, testId: string, text: string | RegExp) {
  await expect(async () => {
    await page.getByTestId(testId).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 2000 });
    await expect(page.getByTestId(testId)).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

// The row of an antd table containing `text`.
export function row(page: Page, tableTestId: string, text: string) {
  return page.getByTestId(tableTestId).locator('tr.ant-table-row').filter({ hasText: text });
}

// On the company settings page: opens the role permission editor, creates a role with no grants and
// returns the editor, opened on it.
export async function createRoleInEditor(page: Page, name: string, code: string) {
  await page.getByRole('tab', { name: 'Role permissions' }).click();
  await page.getByTestId('access-role-add').click();
  const form = page.getByTestId('access-role-form');
  await expect(form).toBeVisible();
  await page.getByTestId('access-role-form-name').fill(name);
  await page.getByTestId('access-role-form-code').fill(code);
  await page.getByTestId('access-role-form-ok').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('access-role')).toContainText(name);
  const editor = page.getByTestId('access-editor');
  await expect(editor).toBeVisible();
  return editor;
}

// On the staff page: adds a person through the drawer and returns their one-time password (closing its dialog).
export async function addStaffInDrawer(page: Page, person: { account: string; name: string; mobile: string; role: string | RegExp }) {
  await page.getByTestId('staff-add').click();
  await expect(page.getByTestId('staff-form')).toBeVisible();
  await page.getByTestId('staff-form-account').fill(person.account);
  await page.getByTestId('staff-form-name').fill(person.name);
  await page.getByTestId('staff-form-mobile').fill(person.mobile);
  await choose(page, 'staff-form-role', person.role);
  await page.getByTestId('staff-form-submit').click();
  const shown = page.getByTestId('one-time-password-value');
  await expect(shown).toBeVisible();
  const password = (await shown.innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(6);
  await page.locator('.ant-modal').filter({ has: shown }).getByRole('button', { name: /OK/ }).click();
  await expect(shown).toHaveCount(0);
  return password;
}

// Right after signing in with a one-time password: sets a new one in the dialog that cannot be closed;
// the person is then signed out to sign in again.
export async function changeOneTimePassword(page: Page, oldPassword: string, newPassword: string) {
  await expect(page.getByTestId('password-forced')).toBeVisible();
  await page.getByTestId('password-old').fill(oldPassword);
  await page.getByTestId('password-new').fill(newPassword);
  await page.getByTestId('password-again').fill(newPassword);
  const submit = page.getByTestId('password-submit');
  const changed = page.locator('.ant-message-notice').filter({ hasText: 'Changed successfully' });
  await submit.click();
  await expect(changed.or(page.getByTestId('login-username')).first()).toBeVisible();
  await expect(page.getByTestId('login-username')).toBeVisible();
}

// Right after a person's first sign-in of the month: the target dialog that cannot be dismissed asks for this
// month's deal targets; sets small ones and confirms.
export async function setMonthlyTargets(page: Page) {
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('target-form') });
  await expect(dialog).toBeVisible();
  for (const kind of ['loan', 'old', 'new']) {
    await page.getByTestId(`target-target_number_${kind}`).fill('1');
    await page.getByTestId(`target-target_money_${kind}`).fill('1000');
  }
  // Submit asks for a confirmation; the dialog closes once user info has been reloaded.
  await page.getByTestId('target-submit').click();
  await confirmOk(page).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
}

// The e2e code is typed without the DOM library: just what it reads in the page.
type BrowserStorage = { localStorage: { getItem: (key: string) => string | null } };

// The session token the app keeps in localStorage (key from web/src/lib/storage.ts), null when signed out.
export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as BrowserStorage).localStorage.getItem('brokerage_token'));
}

// Calls the API from inside the page, with the token the app keeps in localStorage (web/src/lib/storage.ts),
// exactly as the signed-in person's browser would.
export async function callAsPage(page: Page, method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}) {
  return page.evaluate(async ({ method, path, input }) => {
    const token = (globalThis as unknown as BrowserStorage).localStorage.getItem('brokerage_token');
    const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
    const response = await fetch(`api/v1/${path}${query}`, {
      method,
      headers: { Authorization: `Bearer ${token ?? ''}`, 'Accept-Language': 'en', ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
    });
    return (await response.json()) as { code: string; message: string; data: unknown };
  }, { method, path, input });
}

// On the staff page: finds a person by account and resigns them through the row's actions menu.
export async function resignInList(page: Page, account: string, name: string) {
  await page.getByTestId('staff-filter-keyword').fill(account);
  await page.getByTestId('staff-search').click();
  const line = row(page, 'staff-table', name);
  await expect(line).toHaveCount(1);
  await line.getByTestId('staff-more').click();
  await page.getByTestId('staff-action-resign-item').click();
  await expect(page.getByTestId('staff-action-resign')).toBeVisible();
  await page.getByTestId('staff-action-reason').fill('e2e');
  await page.getByTestId('staff-action-ok').click();
  await expect(line.getByTestId('staff-row-status')).toHaveText('Left');
}
