import { expect, test } from './fixtures';
import { openSignedIn } from './shell-helpers';

test('English by default: menus and tabs in English', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByTestId('sidebar')).toContainText('Messages');
  await expect(page.getByTestId('tags-view')).toContainText('Dashboard');
});

test('the language cookie wins over the browser language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'es', url: baseURL ?? '' }]);
  await openSignedIn(page);
  await expect(page.getByTestId('sidebar')).toContainText('Mensajes');
  await expect(page.getByTestId('tags-view')).toContainText('Panel');
});

test('switching the language in the top bar translates the menus and is kept in the cookie', async ({ page }) => {
  await openSignedIn(page);
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-ja').click();
  await expect(page.getByTestId('sidebar')).toContainText('メッセージ');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toContainText('メッセージ');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('ja');
});

test.describe('browser in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('menus, tabs and breadcrumb follow the browser language', async ({ page }) => {
    await openSignedIn(page, '/news/center');
    await expect(page.getByTestId('sidebar')).toContainText('消息中心');
    await expect(page.getByTestId('breadcrumb')).toContainText('首页');
    await expect(page.getByTestId('breadcrumb')).toContainText('消息中心');
  });
});

test.describe('browser in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  test('menus follow the browser language', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.getByTestId('sidebar')).toContainText('メッセージ');
  });
});

test.describe('browser in a language the app does not have', () => {
  test.use({ locale: 'fr-FR' });
  test('falls back to English', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.getByTestId('sidebar')).toContainText('Messages');
  });
});
