import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { MANAGER, signIn, toast, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { call, login } from './member-helpers';
import { openDetailTab } from './house-helpers';
import { confirm } from './operate-helpers';

type House = { id: number; picture_count: number };
type Listing = { portal: string; state: string };
type Counts = Record<'layout' | 'indoor' | 'outdoor' | 'certificate', number>;

// Available private houses of the manager's store: one with at least three pictures a portal may show (not the
// certificates) and not on anjuke yet, and one without pictures and not on xingfuli yet.
async function housesToPush(request: APIRequestContext, token: string): Promise<{ pictured: House; bare: House }> {
  let pictured: House | undefined;
  let bare: House | undefined;
  const listed = async (id: number, portal: string) =>
    (await call<{ list: Listing[] }>(request, token, 'GET', 'sync/list', { house_id: id })).data.list.some((l) => l.portal === portal);
  for (let page = 1; page <= 5 && !(pictured && bare); page += 1) {
    const answer = await call<{ list: House[] }>(request, token, 'GET', 'house', { kind: 'sale', status: 'valid', pool: 'private', page, limit: 100 });
    expect(answer.code).toBe('200000');
    for (const house of answer.data.list) {
      if (!bare && house.picture_count === 0 && !(await listed(house.id, 'xingfuli'))) bare = house;
      if (!pictured && house.picture_count >= 3) {
        const { counts } = (await call<{ counts: Counts }>(request, token, 'GET', 'housepicture/list', { house_id: house.id })).data;
        if (counts.layout + counts.indoor + counts.outdoor >= 3 && !(await listed(house.id, 'anjuke'))) pictured = house;
      }
      if (pictured && bare) break;
    }
  }
  if (!pictured || !bare) throw new Error('no demo house to push');
  return { pictured, bare };
}

// The tab sits near the end of a long tab bar, which may still be laying out its last tabs when first measured: tried
// again until it is open.
async function openPortals(page: Page) {
  await expect(page.getByTestId('house-tab-portals')).toBeAttached();
  await expect(async () => openDetailTab(page, 'portals')).toPass({ timeout: 45_000 });
}

test('a manager pushes a house with pictures to anjuke and sees it online; one without pictures is rejected by xingfuli, whose reason is fetched; then withdrawn', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = (await login(request, MANAGER.username, MANAGER.password)).token;
  const { pictured, bare } = await housesToPush(request, token);

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, MANAGER, `/house/detail?id=${pictured.id}`);
  await openPortals(page);
  const anjuke = page.getByTestId('portal-card-anjuke');
  await expect(anjuke.getByTestId('portal-state-anjuke')).toHaveText('Not pushed');
  await anjuke.getByTestId('portal-push-anjuke').click();
  await expect(toast(page, 'Pushed to Anjuke: in review')).toBeVisible();
  // The tab asks again while the portal reviews it.
  await expect(anjuke.getByTestId('portal-state-anjuke')).toHaveText('Online');
  await expect(anjuke.getByTestId('portal-push-anjuke')).toHaveText('Push again');
  // No VR tour yet: the sync waits, and xingfuli takes none.
  await expect(anjuke.getByTestId('portal-vr-anjuke')).toBeDisabled();
  await expect(page.getByTestId('portal-vr-xingfuli')).toHaveCount(0);

  await page.goto(`/#/house/detail?id=${bare.id}`);
  await openPortals(page);
  const xingfuli = page.getByTestId('portal-card-xingfuli');
  await xingfuli.getByTestId('portal-push-xingfuli').click();
  await expect(xingfuli.getByTestId('portal-state-xingfuli')).toHaveText('Rejected');
  await expect(xingfuli.getByTestId('portal-reason-xingfuli')).toHaveText('Not given by the portal: fetch it');
  await xingfuli.getByTestId('portal-reason-fetch-xingfuli').click();
  await expect(xingfuli.getByTestId('portal-reason-xingfuli')).toHaveText('房源图片少于3张');

  // The tab meets WCAG 2.1 AA (no serious or critical axe violation) with its states, reasons and disabled actions, but
  // for the contrast of the spec's own theme blue (#1890ff), which the whole-app walk leaves out too (a11y.spec.ts).
  const axe = await new AxeBuilder({ page }).include('[data-testid="portals-tab"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.filter((n) => v.id !== 'color-contrast' || !/#1890ff/i.test(n.failureSummary ?? '')).map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
  expect(serious).toEqual([]);

  await confirm(page, xingfuli.getByTestId('portal-withdraw-xingfuli'), 'portal-withdraw-ok');
  await expect(toast(page, 'Withdrawn from Xingfuli')).toBeVisible();
  await expect(xingfuli.getByTestId('portal-state-xingfuli')).toHaveText('Withdrawn');
  await expect(xingfuli.getByTestId('portal-withdraw-xingfuli')).toHaveCount(0);
  // Withdrawn twice: refused in the server's words.
  const again = await call(request, token, 'POST', 'sync/xingfuli/delete', { house_id: bare.id });
  expect([again.code, again.message]).toEqual(['409001', expect.stringContaining('the house is not listed on Xingfuli')]);
});
