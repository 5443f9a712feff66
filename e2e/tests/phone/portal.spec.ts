import { expect, test } from '../fixtures';
import { AGENT, signIn, withoutAnnouncements, withoutTargetDialog } from '../account-helpers';
import { call, login } from '../member-helpers';
import { openDetailTab } from '../house-helpers';

type Listing = { portal: string; state: string };

// On a phone the portal tab of a demo house already on the portals fits the screen: the three portals stand one under
// another with their states, reasons and actions, and nothing scrolls sideways.
test('on a phone the portal tab shows each portal\'s state and actions without scrolling sideways', async ({ page, request }) => {
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  let houseId: number | undefined;
  for (const kind of ['sale', 'rent']) {
    const houses = (await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind, status: 'valid', pool: 'private', limit: 100 })).data.list;
    for (const house of houses.sort((a, b) => a.id - b.id).slice(0, 5)) {
      const listings = (await call<{ list: Listing[] }>(request, token, 'GET', 'sync/list', { house_id: house.id })).data.list;
      if (listings.length >= 3) houseId = house.id;
      if (houseId) break;
    }
    if (houseId) break;
  }
  if (!houseId) throw new Error('no demo house on the portals');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/house/detail?id=${houseId}`);
  await openDetailTab(page, 'portals');
  const tab = page.getByTestId('portals-tab');
  await expect(tab.getByTestId('portal-state-anjuke')).toHaveText('Online');
  await expect(tab.getByTestId('portal-state-wuba')).toHaveText('Withdrawn');
  await expect(tab.getByTestId('portal-state-xingfuli')).toHaveText('Rejected');
  await expect(tab.getByTestId('portal-reason-xingfuli')).toHaveText('房源图片少于3张');
  // Measured in the page (the e2e code is typed without the DOM).
  const widths = JSON.parse(String(await page.evaluate('JSON.stringify({ doc: document.documentElement.scrollWidth, view: window.innerWidth })'))) as { doc: number; view: number };
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
  for (const portal of ['anjuke', 'wuba', 'xingfuli']) {
    const box = await tab.getByTestId(`portal-card-${portal}`).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= widths.view + 1, portal).toBe(true);
  }
});
