import { expect, test } from './fixtures';
import { ADMIN, storedToken } from './shell-helpers';

// Spec §8: a session or sign-in failure code (a wrong password: 601008) clears the token and goes to /, on the login
// page too; the guard then shows the login page again, still set to open the page the person was going to.
test('a failed sign-in on the login page clears the token and goes to /, then back to login for the same page', async ({ page }) => {
  // Every address the app moves to (the e2e project has no DOM types, so the script is text).
  await page.addInitScript({
    content: `window.seen = [];
      for (const name of ['pushState', 'replaceState']) {
        const original = history[name].bind(history);
        history[name] = (data, unused, url) => { if (url) window.seen.push(String(url)); original(data, unused, url); };
      }`,
  });
  await page.goto('/#/login?redirect=%2Fprofile%2Findex');
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expect.poll(() => page.evaluate("window.seen.some((url) => url.endsWith('#/'))")).toBe(true);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fprofile%2Findex$/);
  expect(await storedToken(page)).toBeUndefined();

  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/profile\/index$/);
});
