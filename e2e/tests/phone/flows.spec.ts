import { expect, test, type Page } from '../fixtures';
import { AGENT, signIn, toast, withoutAnnouncements, withoutTargetDialog } from '../account-helpers';
import { DEMO_COMMUNITY, HOUSE_LIST_PATH, pick } from '../house-helpers';
import { call, login, unique, uniqueMobile } from '../member-helpers';

// A field agent's day on a phone 390 × 844 (the playwright project `phone`): each screen fits the width.

const WIDTH = 390;

async function fitsTheScreen(page: Page) {
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(WIDTH);
}

const cards = (page: Page, list: string) => page.getByTestId(list).getByTestId('list-card');

test.beforeEach(async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
});

test('on a phone an agent finds a house among the cards, opens it and adds a follow-up', async ({ page }) => {
  // The list's filters live in its address (their folding is tested in lists.spec.ts).
  await signIn(page, AGENT, `${HOUSE_LIST_PATH}?keyword=${DEMO_COMMUNITY.initials}`);
  const first = cards(page, 'house-table').first();
  await expect(first.getByTestId('house-row-region')).toHaveText(DEMO_COMMUNITY.name);
  await fitsTheScreen(page);

  const id = await first.getAttribute('data-house-id');
  await first.getByTestId('house-row-price').click();
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(id));
  await fitsTheScreen(page);
  const text = unique('看房反馈');
  await page.getByTestId('followup-input').fill(text);
  await page.getByTestId('followup-submit').click();
  await expect(toast(page, 'Follow-up added')).toBeVisible();
  await expect(page.getByTestId('followup-line').filter({ hasText: text })).toHaveCount(1);
  await fitsTheScreen(page);
});

test('on a phone an agent adds a customer from the customer list in a full-width form', async ({ page }) => {
  await signIn(page, AGENT, '/customer/customers');
  await expect(cards(page, 'customer-table').first()).toBeVisible();
  await fitsTheScreen(page);

  await page.getByTestId('customer-add').click();
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('customer-form-name') });
  await expect(drawer).toBeVisible();
  await expect(async () => {
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(WIDTH);
  }).toPass({ timeout: 5_000 });
  // Labels above their fields, fields the form's width.
  const name = page.getByTestId('customer-form-name');
  const item = page.locator('.ant-form-item').filter({ has: name });
  const label = await item.locator('.ant-form-item-label').boundingBox();
  const field = await name.boundingBox();
  expect((label?.y ?? 0) + (label?.height ?? 0)).toBeLessThanOrEqual((field?.y ?? 0) + 0.5);
  expect(field?.width).toBeGreaterThan(WIDTH - 80);
  await fitsTheScreen(page);

  const customer = unique('买家');
  await name.fill(customer);
  await page.getByTestId('customer-form-phone-0').fill(uniqueMobile());
  await pick(page, 'customer-form-communities', DEMO_COMMUNITY.name, DEMO_COMMUNITY.initials);
  await expect(page.getByTestId('customer-form-submit')).toBeInViewport();
  await page.getByTestId('customer-form-submit').click();
  await expect(page.getByTestId('customer-detail-page')).toBeVisible();
  await expect(page.getByTestId('customer-name')).toHaveText(customer);
  await fitsTheScreen(page);
});

test('on a phone an agent opens a deal from the sale deals and sees its steps and money', async ({ page, request }) => {
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const deals = await call<{ list: { id: number; contract_no: string }[] }>(request, token, 'GET', 'deal', { kind: 'sale', status: 'effective', limit: 20 });
  // One of the demo's, laid out with its steps (a deal the desk tests made effective has none until they are added).
  let deal: { id: number; contract_no: string } | undefined;
  for (const candidate of deals.data.list) {
    const steps = await call<{ list: unknown[] }>(request, token, 'GET', 'dealstep/list', { deal_id: candidate.id });
    if (steps.data.list.length) {
      deal = candidate;
      break;
    }
  }
  expect(deal).toBeDefined();

  await signIn(page, AGENT, `/transaction/sale?kind=sale&keyword=${deal?.contract_no}`);
  const card = cards(page, 'deal-table').filter({ has: page.getByText(deal?.contract_no ?? '', { exact: true }) });
  await expect(card).toHaveCount(1);
  await fitsTheScreen(page);
  await card.getByTestId('deal-open').click();

  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-deal-id', String(deal?.id));
  await expect(page.getByTestId('deal-commission')).toBeVisible();
  await page.getByTestId('deal-tab-steps').click();
  await expect(page.getByTestId('deal-steps').getByTestId('deal-step').first()).toBeVisible();
  await fitsTheScreen(page);
  // The tabs past the screen's edge are behind the tab bar's "more" button.
  await page.getByTestId('deal-detail-page').locator('.ant-tabs-nav-more').click();
  await page.locator('.ant-tabs-dropdown-menu-item:visible').filter({ hasText: 'Money' }).click();
  await expect(page.getByTestId('deal-money-table')).toBeVisible();
  await fitsTheScreen(page);
});
