import { expect, test, type Locator, type Page } from './fixtures';
import { MANAGER, confirmOk, signIn, toast, useChinese, withoutAnnouncements } from './account-helpers';
import { logOut } from './shell-helpers';

// The switcher is a hover submenu: hover until it has opened (a toast or a re-render can close it in between).
async function openPhoneSwitcher(page: Page, item: Locator) {
  await expect(async () => {
    await page.getByTestId('account-switch-phone').hover();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

// Confirms the switch and waits for its message. Once in .ci/run (a busy machine, the second test after the server
// started) the click on 确定 left the dialog open with no request made; the click is repeated while the dialog is
// still there (a click on its button while the switch runs is ignored by the button's loading state).
async function confirmSwitch(page: Page) {
  await expect(async () => {
    if (await confirmOk(page).isVisible()) await confirmOk(page).click({ timeout: 2000 });
    await expect(toast(page, '切换成功').first()).toBeVisible({ timeout: 3000 });
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
});

test('the account menu shows the person and switches the outbound number with the spec texts', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.getByTestId('account-menu').click();
  const details = page.getByTestId('account-details');
  await expect(details.getByTestId('account-name')).toHaveText(MANAGER.name);
  await expect(details.getByTestId('account-account')).toHaveText('manager');
  for (const key of ['position', 'company', 'department', 'role', 'level', 'points']) {
    await expect(details.getByTestId(`account-${key}`)).not.toBeEmpty();
  }
  const current = (await details.getByTestId('account-phone').textContent()) ?? '';
  expect(current).toMatch(/^\d+$/);

  // Choosing the number in use is refused.
  const numbers = page.locator('[data-testid^="account-phone-"]');
  await openPhoneSwitcher(page, page.getByTestId(`account-phone-${current}`));
  await expect(numbers).toHaveCount(2);
  await page.getByTestId(`account-phone-${current}`).click();
  await expect(toast(page, '切换的外呼号与当前外呼号相同')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  // Any other number is confirmed first, then switched.
  await page.getByTestId('account-menu').click();
  await openPhoneSwitcher(page, numbers.first());
  const texts = await numbers.allTextContents();
  const other = texts.find((n) => n !== current) ?? '';
  await page.getByTestId(`account-phone-${other}`).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`确定要将外呼号切换为 ${other}？`);
  await confirmSwitch(page);
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-details').getByTestId('account-phone')).toHaveText(other);

  // Back to the first number, so other tests see the seeded state.
  await page.getByTestId('account-switch-phone').hover();
  await page.getByTestId(`account-phone-${current}`).click();
  await confirmSwitch(page);
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-details').getByTestId('account-phone')).toHaveText(current);
});

test('the account menu leads to the profile page and logs out', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-profile').click();
  await expect(page).toHaveURL(/#\/profile\/index$/);
  await expect(page.getByTestId('profile-name')).toHaveText(MANAGER.name);
  await logOut(page);
});
