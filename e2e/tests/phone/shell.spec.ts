import { expect, test, type Locator, type Page } from '../fixtures';
import { ADMIN, signIn, withoutAnnouncements } from '../account-helpers';
import { adminToken, call } from '../member-helpers';
import { HOUSE_LIST_PATH } from '../house-helpers';

// The shell on a phone 390 × 844 (the playwright project `phone`): one header row above the tabs, a one-line
// breadcrumb, the menu as a drawer over the page, dialogs as full-screen sheets.

const WIDTH = 390;
const HEIGHT = 844;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

// Nothing wider than the screen; the header's row ends above the tabs bar; the breadcrumb keeps to one line.
async function shellFits(page: Page) {
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(WIDTH);
  const bar = await box(page.getByTestId('navbar'));
  const tabs = await box(page.getByTestId('tags-view'));
  expect(bar.y + bar.height).toBeLessThanOrEqual(tabs.y + 0.5);
  for (const control of await page.getByTestId('navbar').locator('button:visible').all()) {
    const b = await box(control);
    expect(b.y + b.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    expect(b.x + b.width).toBeLessThanOrEqual(WIDTH + 0.5);
  }
  const crumbs = page.getByTestId('breadcrumb');
  const line = await box(crumbs.locator('li').last());
  const whole = await box(crumbs);
  expect(whole.height).toBeLessThanOrEqual(line.height + 1);
  expect(whole.x + whole.width).toBeLessThanOrEqual(WIDTH + 0.5);
}

test.beforeEach(async ({ page }) => {
  await withoutAnnouncements(page);
});

test('on a phone the header, breadcrumb and tabs keep to their rows on the dashboard, the house list and a house', async ({ page, request }) => {
  const token = await adminToken(request);
  const houses = await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 1 });
  const id = houses.data.list[0]?.id;
  expect(id).toBeDefined();

  await signIn(page, ADMIN, '/index');
  await expect(page.getByTestId('layout')).toHaveAttribute('data-device', 'mobile');
  await shellFits(page);

  await page.goto(`/#${HOUSE_LIST_PATH}`);
  await expect(page.getByTestId('house-table')).toBeVisible();
  await shellFits(page);

  await page.goto(`/#/house/detail?id=${id}`);
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(id));
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  await shellFits(page);

  // The desk-only controls are folded into one menu that still reaches them.
  await expect(page.getByTestId('size-switch')).toBeHidden();
  await page.getByTestId('navbar-more').click();
  await expect(page.getByTestId('navbar-more-settings')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByTestId('language-zh').click();
  await expect(page.getByTestId('navbar-more')).toHaveAttribute('aria-label', '更多');
  await shellFits(page);
});

test('on a phone the menu opens as a drawer over the page, and a choice goes there and closes it', async ({ page }) => {
  await signIn(page, ADMIN, HOUSE_LIST_PATH);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-opened', '0');
  // The header moves to the left edge as the sidebar closes itself after sign-in: measured once it has got there.
  await expect.poll(async () => (await box(page.getByTestId('header'))).x).toBe(0);

  await page.getByTestId('hamburger').click();
  await expect(sidebar).toHaveAttribute('data-opened', '1');
  await expect(page.getByTestId('sidebar-backdrop')).toBeVisible();
  const drawer = await box(sidebar);
  expect(drawer.x).toBe(0);
  expect(drawer.width).toBeGreaterThan(150);
  // Over the page: the header underneath has not moved aside.
  expect((await box(page.getByTestId('header'))).x).toBe(0);

  await sidebar.getByTestId('menu-Dashboard').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(sidebar).toHaveAttribute('data-opened', '0');
  await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
});

// The open dialog covers the screen from its top-left corner.
async function isSheet(page: Page) {
  const dialog = page.locator('.ant-modal:visible');
  await expect(async () => {
    const sheet = await box(dialog);
    expect(sheet.x).toBe(0);
    expect(sheet.width).toBe(WIDTH);
    expect(sheet.y).toBe(0);
    expect(sheet.height).toBeGreaterThanOrEqual(HEIGHT - 1);
  }).toPass({ timeout: 5_000 });
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(WIDTH);
}

test('on a phone a dialog opens as a full-screen sheet with its buttons in view', async ({ page, request }) => {
  await signIn(page, ADMIN, '/index');
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-change-password').click();
  const submit = page.getByTestId('password-submit');
  await expect(submit).toBeVisible();
  await isSheet(page);
  await expect(submit).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(submit).toBeHidden();

  // A form dialog's own footer stays at the bottom of the screen.
  const houses = await call<{ list: { id: number }[] }>(request, await adminToken(request), 'GET', 'house', { kind: 'sale', limit: 1 });
  await page.goto(`/#/house/detail?id=${houses.data.list[0]?.id}`);
  await page.getByTestId('house-change-price').click();
  const ok = page.getByTestId('house-price-ok');
  await expect(ok).toBeVisible();
  await isSheet(page);
  await expect(ok).toBeInViewport({ ratio: 1 });
  // Measured once the sheet has settled, as isSheet measures the sheet.
  await expect(async () => {
    const button = await box(ok);
    expect(button.y + button.height).toBeGreaterThan(HEIGHT - 80);
  }).toPass({ timeout: 5_000 });
});
