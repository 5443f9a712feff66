import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, openSignedIn, settingsApplied } from './shell-helpers';

async function setDebugGuard(request: APIRequestContext, enabled: 0 | 1) {
  const login = await request.post('/api/v1/user/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await request.post('/api/v1/setting/safe', { headers: { Authorization: `Bearer ${data.token}` }, data: { debug_guard_enabled: enabled } });
  expect(((await response.json()) as { code: string }).code).toBe('200000');
  await settingsApplied();
}

// Opens the page's debugger as developer tools would: each `debugger` statement stops the page for `ms`, then resumes.
async function withDevtools(page: Page, ms: number) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.paused', () => {
    setTimeout(() => void cdp.send('Debugger.resume').catch(() => undefined), ms);
  });
  await cdp.send('Debugger.enable');
}

// Keeps the page's only thread busy, as a long render or an export does.
async function busy(page: Page, ms: number) {
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

// Back to the default for the tests that follow.
test.afterEach(async ({ request }) => setDebugGuard(request, 1));

test('with the guard on, a page stopped in the debugger is replaced by a blank page', async ({ page, request }) => {
  await setDebugGuard(request, 1);
  await openSignedIn(page);
  await withDevtools(page, 300);
  await expect(page).toHaveURL('about:blank', { timeout: 8000 });
});

test('with the guard on, a busy page or a hidden tab is left alone', async ({ page, request }) => {
  await setDebugGuard(request, 1);
  await openSignedIn(page);
  await busy(page, 2500);
  await setHidden(page, true);
  await busy(page, 2500);
  await setHidden(page, false);
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(/#\/index$/);
});

// The guard is on by default; a company may switch it off in its security settings.
test('with the guard switched off, developer tools change nothing', async ({ page, request }) => {
  await setDebugGuard(request, 0);
  await openSignedIn(page);
  await withDevtools(page, 300);
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(/#\/index$/);
});
