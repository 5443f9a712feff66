import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './account-helpers';

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
