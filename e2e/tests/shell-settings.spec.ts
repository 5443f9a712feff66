import { expect, test } from './fixtures';
import { openSignedIn } from './shell-helpers';

test('settings persist across a reload: tags view off, theme colour, element size', async ({ page }) => {
  await openSignedIn(page);
  await page.getByTestId('settings-open').click();
  const drawer = page.getByRole('dialog', { name: 'Page style settings' });
  await expect(drawer).toBeVisible();
  // Defaults of spec §2.
  await expect(page.getByTestId('setting-tagsView')).toBeChecked();
  await expect(page.getByTestId('setting-fixedHeader')).not.toBeChecked();
  await expect(page.getByTestId('setting-sidebarLogo')).toBeChecked();
  // Pinyin search is offered only in Chinese.
  await expect(page.getByTestId('setting-pinyinSearch')).toHaveCount(0);

  await page.getByTestId('setting-tagsView').click();
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await page.getByTestId('setting-sidebarLogo').click();
  await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);

  await drawer.getByText('Small', { exact: true }).click();
  // A preset clicked while the picker's popover is still opening can be lost (CI once reloaded with the default
  // colour): the choice is retried until the store holds it, opening the popover again only when it is closed.
  const storedTheme = async () => (JSON.parse(String(await page.evaluate(`localStorage.getItem('brokerage_settings')`))) as { state?: { theme?: string } }).state?.theme;
  const presets = page.locator('.ant-color-picker-presets-color');
  await expect(async () => {
    if (!(await presets.nth(2).isVisible())) await page.getByTestId('setting-theme').click();
    await presets.nth(2).click({ timeout: 3_000 });
    expect(await storedTheme()).toBe('#11a983');
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
  // The theme colour reaches antd at runtime: the selected menu item is drawn in it.
  expect(await storedTheme()).toBe('#11a983');
  await expect(page.locator('.ant-menu-item-selected').first()).toHaveCSS('background-color', 'rgb(17, 169, 131)');
  // Element size: in a cookie and applied to antd's componentSize.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'size')?.value).toBe('small');
  await expect(page.getByTestId('hamburger')).toHaveClass(/ant-btn-sm/);
});

test('the size switch in the top bar changes the element size', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByTestId('hamburger')).not.toHaveClass(/ant-btn-(sm|lg)/);
  await page.getByTestId('size-switch').click();
  await page.getByTestId('size-large').click();
  await expect(page.getByTestId('hamburger')).toHaveClass(/ant-btn-lg/);
});

test('the header search finds a menu by its title', async ({ page }) => {
  await openSignedIn(page);
  await page.getByTestId('header-search').click();
  await page.keyboard.type('centre');
  await page.locator('.ant-select-item-option').getByText('Messages > Message centre').click();
  await expect(page).toHaveURL(/#\/news\/center$/);
});

test('keys typed before the search box has arrived are kept (a slow connection)', async ({ page }) => {
  // The search box's code is held back until the keys are typed, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/HeaderSearchSelect-[^/]*\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await openSignedIn(page);
  await expect.poll(() => asked).toBe(true);
  await page.getByTestId('header-search').click();
  await expect(page.getByTestId('header-search-pending')).toBeFocused();
  await page.keyboard.type('centre');
  await expect(page.getByTestId('header-search-pending')).toHaveValue('centre');
  release();
  await page.locator('.ant-select-item-option').getByText('Messages > Message centre').click();
  await expect(page).toHaveURL(/#\/news\/center$/);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the header search also matches pinyin initials and full pinyin', async ({ page }) => {
    await openSignedIn(page);
    await page.getByTestId('header-search').click();
    await page.keyboard.type('xxzx');
    await page.locator('.ant-select-item-option').getByText('消息 > 消息中心').click();
    await expect(page).toHaveURL(/#\/news\/center$/);

    await page.getByTestId('header-search').click();
    await page.keyboard.type('geren');
    await expect(page.locator('.ant-select-item-option').getByText('个人中心')).toBeVisible();
  });

  test('pinyin search can be switched off in the settings', async ({ page }) => {
    await openSignedIn(page);
    await page.getByTestId('settings-open').click();
    await page.getByTestId('setting-pinyinSearch').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('header-search').click();
    await page.keyboard.type('xxzx');
    await expect(page.locator('.ant-select-item-option')).toHaveCount(0);
  });
});
