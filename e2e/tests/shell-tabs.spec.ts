import { expect, test, type Page } from './fixtures';
import { openSignedIn } from './shell-helpers';

const tag = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);
const view = (page: Page, path: string) => page.locator(`[data-testid="page-view"][data-path="${path}"]`);

async function contextAction(page: Page, path: string, action: 'refresh' | 'close' | 'close-others' | 'close-all') {
  await tag(page, path).click({ button: 'right' });
  await page.getByTestId(`tag-menu-${action}`).click();
}

test('a half-filled form survives visiting another tab, and closing its tab drops it', async ({ page }) => {
  await openSignedIn(page, '/profile/index');
  const field = view(page, '/profile/index').locator('input:visible').first();
  await field.fill('half typed');
  await tag(page, '/index').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(view(page, '/profile/index')).toBeHidden();
  await tag(page, '/profile/index').click();
  await expect(field).toHaveValue('half typed');

  await tag(page, '/profile/index').getByTestId('tag-close').click();
  await expect(tag(page, '/profile/index')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/index$/);
  await page.goto('/#/profile/index');
  await expect(view(page, '/profile/index').locator('input:visible').first()).toHaveValue('');
});

test('a page state survives switching tabs; refresh from the context menu resets it', async ({ page }) => {
  await openSignedIn(page, '/news/center');
  const filter = view(page, '/news/center').getByTestId('center-read-filter');
  await filter.getByText('Unread', { exact: true }).click();
  await expect(filter.locator('.ant-segmented-item-selected')).toHaveText('Unread');
  await tag(page, '/index').click();
  await tag(page, '/news/center').click();
  await expect(filter.locator('.ant-segmented-item-selected')).toHaveText('Unread');

  await contextAction(page, '/news/center', 'refresh');
  await expect(page).toHaveURL(/#\/news\/center$/);
  await expect(view(page, '/news/center').getByTestId('center-read-filter').locator('.ant-segmented-item-selected')).toHaveText('All');
});

test('close, close others and close all from the context menu; the pinned dashboard stays', async ({ page }) => {
  await openSignedIn(page, '/news/center');
  await page.goto('/#/profile/index');
  await page.goto('/#/guide/index');
  await expect(page.getByTestId('tag')).toHaveCount(4);

  await contextAction(page, '/news/center', 'close');
  await expect(tag(page, '/news/center')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/guide\/index$/);

  await page.goto('/#/news/center');
  await contextAction(page, '/guide/index', 'close-others');
  await expect(page).toHaveURL(/#\/guide\/index$/);
  await expect(page.getByTestId('tag')).toHaveCount(2);
  await expect(tag(page, '/index')).toBeVisible();

  await contextAction(page, '/guide/index', 'close-all');
  await expect(page.getByTestId('tag')).toHaveCount(1);
  await expect(page).toHaveURL(/#\/index$/);

  // The pinned tab offers no close, and close all keeps it.
  await tag(page, '/index').click({ button: 'right' });
  await expect(page.getByTestId('tag-menu-refresh')).toBeVisible();
  await expect(page.getByTestId('tag-menu-close')).toHaveCount(0);
  await page.getByTestId('tag-menu-close-all').click();
  await expect(tag(page, '/index')).toBeVisible();
});

test('the refresh button re-mounts the current page', async ({ page }) => {
  await openSignedIn(page, '/news/center');
  const filter = () => view(page, '/news/center').getByTestId('center-read-filter');
  await filter().getByText('Read', { exact: true }).click();
  await expect(filter().locator('.ant-segmented-item-selected')).toHaveText('Read');
  await page.getByTestId('navbar-refresh').click();
  await expect(page).toHaveURL(/#\/news\/center$/);
  await expect(filter().locator('.ant-segmented-item-selected')).toHaveText('All');
});
