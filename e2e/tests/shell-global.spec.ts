import { expect, test } from './fixtures';
import { logOut, openSignedIn } from './shell-helpers';

const WATERMARK = '#brokerage-watermark';

test('the watermark (on in the demo security settings) comes back when removed or altered', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.locator(WATERMARK)).toHaveCount(1);
  // Page code as text: the e2e project has no DOM types.
  await page.evaluate(`document.querySelector('${WATERMARK}').remove()`);
  await expect(page.locator(WATERMARK)).toHaveCount(1, { timeout: 2000 });
  await page.evaluate(`document.querySelector('${WATERMARK}').style.setProperty('display', 'none')`);
  await expect(page.locator(WATERMARK)).toBeAttached();
  await expect.poll(() => page.evaluate(`document.querySelector('${WATERMARK}').style.display`), { timeout: 2000 }).toBe('block');
});

test('the watermark is gone after logging out', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.locator(WATERMARK)).toHaveCount(1);
  await logOut(page);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator(WATERMARK)).toHaveCount(0);
});

test('under 992 px the layout is mobile and the sidebar closes itself', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', '1');
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByTestId('layout')).toHaveAttribute('data-device', 'mobile');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', '0');
  // Opening it on a phone covers the page; choosing a page closes it again.
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', '1');
  await page.getByTestId('sidebar-backdrop').click({ position: { x: 700, y: 400 } });
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', '0');
});

test('the sidebar state is kept in a cookie', async ({ page }) => {
  await openSignedIn(page);
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', '0');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', '0');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
});

test('the guide page tours the shell with driver.js', async ({ page }) => {
  await openSignedIn(page, '/guide/index');
  await page.getByTestId('guide-start').click();
  const popover = page.locator('.driver-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Menu');
  await popover.getByRole('button', { name: 'Next' }).click();
  await expect(popover).toContainText('Menu toggle');
});
