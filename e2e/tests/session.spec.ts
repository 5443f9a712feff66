import { expect, test } from './fixtures';

test('a session ended elsewhere sends the person back to login, keeping where they were', async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('login-username').fill('manager');
  await page.getByTestId('login-password').fill('manager123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu-name')).toHaveText('李明');

  // End this very session from outside the page (as another tab logging out would), while the page is away: a call
  // the open app made in between (its dashboard's, its bell's) would meet the ended session first, show the message
  // and go to login, and the reload this test did next then lost the message (seen once in CI on a loaded machine).
  const state = await page.context().storageState();
  const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'brokerage_token')?.value;
  expect(token).toBeTruthy();
  await page.goto('about:blank');
  await request.get('/api/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } });

  // The app opened afresh with the ended session's token.
  await page.goto('/#/index');
  await expect(page.getByText('You have logged out')).toBeVisible();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Findex$/);

  // Signing in again returns to the page the person was on.
  await page.getByTestId('login-username').fill('manager');
  await page.getByTestId('login-password').fill('manager123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('account-menu-name')).toHaveText('李明');
});
