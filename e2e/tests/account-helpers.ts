import { expect, type BrowserContext, type Page } from './fixtures';

export const AGENT = { username: 'agent', password: 'agent123', name: '张伟' };
export const MANAGER = { username: 'manager', password: 'manager123', name: '李明' };
export const ADMIN = { username: 'admin', password: 'admin123', name: '王建国' };
type User = { username: string; password: string };

export async function useChinese(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL ?? 'http://127.0.0.1' }]);
}

// Announcements of the sign-in flow are tested on their own; elsewhere the alert answers without them,
// so they cannot cover what a test is looking at (the unread count stays the server's).
export async function withoutAnnouncements(page: Page) {
  await page.route('**/api/v1/message/alert', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { announcements?: unknown[] } };
      if (body.data) body.data.announcements = [];
      await route.fulfill({ response, json: body });
    } catch {
      // The page navigated away meanwhile (a logout): nothing is waiting for this answer any more.
      await route.abort().catch(() => undefined);
    }
  });
}

// The dialog that asks for this month's targets is tested on its own (target-dialog.spec.ts): elsewhere user/info
// says they are set, whoever signs in, and the page underneath is free to use.
export async function withoutTargetDialog(page: Page) {
  await page.route('**/api/v1/user/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { input_target?: number } };
    if (body.data) body.data.input_target = 1;
    await route.fulfill({ response, json: body });
  });
}

export async function signIn(page: Page, user: User, path = '/index') {
  await page.goto(`/#${path}`);
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('layout')).toBeVisible();
}

// The message antd shows for a moment (success, warning, error).
export function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

// The primary button of the open confirm dialog (antd spaces two-character Chinese labels: '确 定').
export function confirmOk(page: Page) {
  return page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary');
}
