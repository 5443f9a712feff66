import { expect, test, type Page } from './fixtures';
import { MANAGER, signIn, toast, useChinese, withoutAnnouncements, withoutTargetDialog } from './account-helpers';

const NEW_PASSWORD = 'changed12';
// A person of the demo whose password only this test changes (the history refuses changing it back).
const PERSON = { username: 'staff030', password: 'demo123' };

test.beforeEach(async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
});

function field(page: Page, testId: string) {
  return page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) });
}

test('change password: every rule message, success, logout after 1 s, the new password works and the old one cannot come back', async ({ page }) => {
  await withoutTargetDialog(page);
  await signIn(page, PERSON);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-change-password').click();
  const submit = page.getByTestId('password-submit');

  // All three are required.
  await submit.click();
  await expect(field(page, 'password-old')).toContainText('请输入原密码');
  await expect(field(page, 'password-new')).toContainText('请输入新密码');
  await expect(field(page, 'password-again')).toContainText('请再次输入密码');

  // Length 6 to 12; typing stops at 12 characters.
  await page.getByTestId('password-new').fill('12345');
  await expect(field(page, 'password-new')).toContainText('长度在 6 到 12个字符');
  await page.getByTestId('password-old').fill('1234567890123');
  await expect(page.getByTestId('password-old')).toHaveValue('123456789012');
  await page.getByTestId('password-new').fill('1234567890123');
  await expect(page.getByTestId('password-new')).toHaveValue('123456789012');
  await expect(field(page, 'password-new')).not.toContainText('长度在 6 到 12个字符');

  // An easy guess is refused before sending.
  await page.getByTestId('password-new').fill('111111');
  await expect(field(page, 'password-new')).toContainText('密码过于简单');
  await page.getByTestId('password-new').fill('1234567890123');

  // The confirmation must match.
  await page.getByTestId('password-again').fill('something');
  await expect(field(page, 'password-again')).toContainText('两次输入的密码不一致');

  await page.getByTestId('password-old').fill(PERSON.password);
  await page.getByTestId('password-new').fill(NEW_PASSWORD);
  await page.getByTestId('password-again').fill(NEW_PASSWORD);
  await expect(field(page, 'password-again')).not.toContainText('两次输入的密码不一致');
  const started = Date.now();
  await submit.click();
  await expect(toast(page, '修改成功！请重新登录')).toBeVisible();
  // Still here for a moment, then signed out.
  await expect(page).toHaveURL(/#\/login/, { timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);

  // The new password signs in; changing back to the old one on the profile page is refused, and nothing changes.
  await signIn(page, { username: PERSON.username, password: NEW_PASSWORD }, '/profile/index');
  await page.getByTestId('password-old').fill(NEW_PASSWORD);
  await page.getByTestId('password-new').fill(PERSON.password);
  await page.getByTestId('password-again').fill(PERSON.password);
  await page.getByTestId('password-submit').click();
  await expect(page.locator('.ant-message-error').filter({ hasText: '新密码不能与最近5次使用过的密码相同' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/#\/profile\/index/);
});

test('a wrong old password keeps the person signed in', async ({ page }) => {
  await signIn(page, MANAGER, '/profile/index');
  await page.getByTestId('password-old').fill('wrong-old');
  await page.getByTestId('password-new').fill('Kx8-harbor');
  await page.getByTestId('password-again').fill('Kx8-harbor');
  await page.getByTestId('password-submit').click();
  await expect(page.locator('.ant-message-error')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/#\/profile\/index$/);
});
