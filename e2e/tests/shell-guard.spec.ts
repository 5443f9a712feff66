import { expect, test } from './fixtures';
import { ADMIN, logOut, openSignedIn, quietAnnouncements, signIn, storedToken } from './shell-helpers';

test.beforeEach(async ({ page }) => quietAnnouncements(page));

test('without a token a page sends to login with the intended path, and sign-in returns there', async ({ page }) => {
  await page.goto('/#/profile/index');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fprofile%2Findex$/);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/profile\/index$/);
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
});

test('a signed-in visit to /login goes to / and on to the dashboard', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('layout')).toBeVisible();
});

test('/ leads to the pinned dashboard tab, titled with the product title', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/index$/);
  const dashboardTab = page.locator('[data-testid="tag"][data-path="/index"]');
  await expect(dashboardTab).toHaveAttribute('data-affix', '1');
  await expect(dashboardTab.getByTestId('tag-close')).toHaveCount(0);
  await expect(page).toHaveTitle('安居房产 · 经纪业务平台');
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
});

test('the 401 and 404 pages need no token', async ({ page }) => {
  await page.goto('/#/401');
  await expect(page.getByTestId('page-401')).toBeVisible();
  await page.goto('/#/404');
  await expect(page.getByTestId('page-404')).toBeVisible();
});

test('/auth-redirect takes a token and goes home; without one it goes to login', async ({ page, request }) => {
  await page.goto('/#/auth-redirect');
  await expect(page).toHaveURL(/#\/login/);
  const login = await request.post('/api/v1/user/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.goto(`/#/auth-redirect?token=${data.token}`);
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('layout')).toBeVisible();
  expect(await storedToken(page)).toBe(data.token);
});

test('the sidebar lists only routes with pages, and hidden ones are skipped', async ({ page }) => {
  await openSignedIn(page);
  const sidebar = page.getByTestId('sidebar');
  const menu = (text: string) => sidebar.getByText(text, { exact: true });
  await expect(menu('Messages')).toBeVisible();
  await expect(menu('Houses')).toBeVisible();
  // Approvals carries the count of what waits for the person (the demo's deal reviews wait for the admin).
  await expect(sidebar.getByText(/^Approvals\b/)).toBeVisible();
  await expect(menu('New houses')).toBeVisible();
  // Statistics lists its three screens, not the hidden target page, which the router still has.
  await menu('Statistics').click();
  await expect(sidebar.getByTestId('menu-IndexStatistics')).toBeVisible();
  await expect(sidebar.getByTestId('menu-PerformanceAppraisal')).toBeVisible();
  await expect(sidebar.getByTestId('menu-ProcessAssessment')).toBeVisible();
  await expect(sidebar.getByTestId('menu-TargetManagement')).toHaveCount(0);
  await menu('Messages').click();
  await sidebar.getByText('Message centre').click();
  await expect(page).toHaveURL(/#\/news\/center$/);
  // Breadcrumb: dashboard first; the group (noRedirect) and the last item are not links.
  const crumbs = page.getByTestId('breadcrumb');
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(crumbs.getByRole('link')).toHaveCount(1);
  await expect(crumbs).toContainText('Messages');
  await expect(crumbs).toContainText('Message centre');
});

test('logging out clears the tabs, and the next person starts with only the dashboard', async ({ page }) => {
  await openSignedIn(page, '/profile/index');
  await expect(page.locator('[data-testid="tag"][data-path="/profile/index"]')).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(/#\/login$/);
  expect(await storedToken(page)).toBeUndefined();
  await signIn(page, ADMIN);
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('tag')).toHaveCount(1);
  await expect(page.locator('[data-testid="tag"][data-path="/index"]')).toBeVisible();
});
