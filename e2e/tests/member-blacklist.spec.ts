import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { choose, row, unique, uniqueMobile } from './member-helpers';

test('a blacklisted mobile cannot be hired', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/member/blacklist');
  const name = unique('黑名单');
  const mobile = uniqueMobile();

  await page.getByTestId('blacklist-add').click();
  await page.getByTestId('blacklist-form-name').fill(name);
  await page.getByTestId('blacklist-form-reason').fill('fraud');
  await page.getByTestId('blacklist-form-ok').click();
  // A mobile or an ID number is needed.
  await expect(page.getByTestId('blacklist-form')).toContainText('Give a mobile number or an ID number');
  await page.getByTestId('blacklist-form-mobile').fill(mobile);
  await page.getByTestId('blacklist-form-ok').click();
  await expect(row(page, 'blacklist-table', name)).toContainText(mobile);

  await page.getByTestId('blacklist-keyword').locator('input').fill(name);
  await page.getByTestId('blacklist-keyword').locator('input').press('Enter');
  await expect(page.getByTestId('blacklist-table').locator('tr.ant-table-row')).toHaveCount(1);

  // Hiring someone with that mobile is refused with the server's message.
  await page.goto('/#/member/management');
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-form-account').fill(unique('e2e'));
  await page.getByTestId('staff-form-name').fill(unique('应聘'));
  await page.getByTestId('staff-form-mobile').fill(mobile);
  await choose(page, 'staff-form-role', /Agent|经纪人/);
  await page.getByTestId('staff-form-submit').click();
  await expect(toast(page, 'on the blacklist')).toBeVisible();
  await expect(page.getByTestId('one-time-password')).toHaveCount(0);
  await expect(page.getByTestId('staff-form')).toBeVisible();
});
