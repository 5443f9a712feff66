import { expect, test, type Page } from '../fixtures';
import { AGENT, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from '../account-helpers';
import { call, login } from '../member-helpers';
import { openDetailTab } from '../house-helpers';

type Task = { id: number; state: string };

// Measured in the page (the e2e code is typed without the DOM).
async function expectNoSidewaysScroll(page: Page) {
  const widths = JSON.parse(String(await page.evaluate('JSON.stringify({ doc: document.documentElement.scrollWidth, view: window.innerWidth })'))) as { doc: number; view: number };
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
}

test('on a phone the VR tab of a demo house shows its finished shoot as a card with the tour, without scrolling sideways', async ({ page, request }) => {
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  // Page by page: houses other tests entered on this worker's server come first in the list.
  let houseId: number | undefined;
  for (let listPage = 1; !houseId && listPage <= 20; listPage++) {
    const houses = (await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 100, page: listPage })).data.list;
    if (!houses.length) break;
    for (const house of houses) {
      const tasks = (await call<{ list: Task[] }>(request, token, 'GET', 'vr/tasks', { house_id: house.id })).data.list;
      if (tasks.some((k) => k.state === 'done')) houseId = house.id;
      if (houseId) break;
    }
  }
  if (!houseId) throw new Error('no demo house with a VR tour');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/house/detail?id=${houseId}`);
  await openDetailTab(page, 'vr');
  const table = page.getByTestId('vr-tab').getByTestId('vr-task-table');
  await expect(table).toHaveAttribute('data-layout', 'cards');
  await expect(table.getByTestId('vr-task-state').first()).toHaveText('Done');
  await expect(table.getByTestId('vr-tour-link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone the VR accounts drawer lists the accounts and packages as cards, without scrolling sideways', async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, MANAGER, '/member/management');
  await page.getByTestId('vr-accounts-open').click();
  const drawer = page.getByTestId('vr-accounts');
  const users = drawer.getByTestId('vr-user-table');
  await expect(users).toHaveAttribute('data-layout', 'cards');
  await expect(users.getByTestId('vr-user-status').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await drawer.getByTestId('vr-tab-packages').click();
  await expect(drawer.getByTestId('vr-package-table')).toContainText('体验套餐');
  await expectNoSidewaysScroll(page);
});
