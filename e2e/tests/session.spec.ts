import { expect, test } from '@playwright/test';

test('a session ended elsewhere sends the person back to login, keeping where they were', async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('login-username').fill('manager');
  await page.getByTestId('login-password').fill('manager123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu-name')).toHaveText('李明');

  // End this very session from outside the page (as another tab logging out would).
  const state = await page.context().storageState();
  const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'brokerage_token')?.value;
  expect(token).toBeTruthy();
  await request.get('/api/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } });

  await page.goto('/#/index');
  await page.reload();
  await expect(page.getByText('You have logged out')).toBeVisible();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Findex$/);

  // Signing in again returns to the page the person was on.
  await page.getByTestId('login-username').fill('manager');
  await page.getByTestId('login-password').fill('manager123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('account-menu-name')).toHaveText('李明');
});
