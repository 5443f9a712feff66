import { expect, test } from './fixtures';
import { AGENT, signIn, withoutAnnouncements } from './account-helpers';

test.beforeEach(async ({ page }) => withoutAnnouncements(page));

// A page of the app the person's roles do not open is refused with the 401 page; only a path of no page is 404.
test('an agent opening the company settings or the staff list gets the 401 page; an unknown path stays 404', async ({ page }) => {
  await signIn(page, AGENT);
  await page.goto('/#/enterprise-setup/enterprise-setuper');
  await expect(page).toHaveURL(/#\/401$/);
  await expect(page.getByTestId('page-401')).toBeVisible();
  await page.goto('/#/member/management');
  await expect(page).toHaveURL(/#\/401$/);
  await expect(page.getByTestId('page-401')).toBeVisible();
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
});
