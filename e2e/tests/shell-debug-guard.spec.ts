import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, openSignedIn, settingsApplied } from './shell-helpers';

async function setDebugGuard(request: APIRequestContext, enabled: 0 | 1) {
  const login = await request.post('/api/v1/user/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await request.post('/api/v1/setting/safe', { headers: { Authorization: `Bearer ${data.token}` }, data: { debug_guard_enabled: enabled } });
  expect(((await response.json()) as { code: string }).code).toBe('200000');
  await settingsApplied();
}

// Holds the page's only thread, as a debugger breakpoint would.
async function pause(page: Page, ms: number) {
  await page.evaluate((wait) => {
    const end = performance.now() + wait;
    while (performance.now() < end) { /* busy */ }
  }, ms);
}

// Pretends the browser tab is hidden or shown again (page code as text: the e2e project has no DOM types).
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate(`Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${hidden} });
    document.dispatchEvent(new Event('visibilitychange'));`);
}

test.afterEach(async ({ request }) => setDebugGuard(request, 0));

test('with the guard on, a paused page is replaced by a blank page', async ({ page, request }) => {
  await setDebugGuard(request, 1);
  await openSignedIn(page);
  await pause(page, 2500);
  await expect(page).toHaveURL('about:blank', { timeout: 5000 });
});

test('a hidden tab does not trip the guard', async ({ page, request }) => {
  await setDebugGuard(request, 1);
  await openSignedIn(page);
  await setHidden(page, true);
  await pause(page, 2500);
  await page.waitForTimeout(1500);
  await setHidden(page, false);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/#\/index$/);
});

// The guard is on by default; the run switches it off (global-setup.ts) as a company may in its security settings.
test('with the guard switched off, a pause changes nothing', async ({ page, request }) => {
  await setDebugGuard(request, 0);
  await openSignedIn(page);
  await pause(page, 2500);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/#\/index$/);
});
