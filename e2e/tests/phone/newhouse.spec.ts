import { expect, test, type Page } from '../fixtures';
import { AGENT, signIn, toast, withoutAnnouncements, withoutTargetDialog } from '../account-helpers';
import { adminToken, call, unique, uniqueMobile } from '../member-helpers';

// A field agent on a phone 390 × 844 (the playwright project `phone`) finds a new-house project among the cards and
// reports a customer to it; each screen fits the width.

const WIDTH = 390;

async function fitsTheScreen(page: Page) {
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(WIDTH);
}

const cards = (page: Page, list: string) => page.getByTestId(list).getByTestId('list-card');

test('on a phone an agent finds a project among the cards, opens it and reports a customer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const added = await call<{ id: number; version: number; name: string }>(request, token, 'POST', 'newhouse/add', { name: unique('e2e手机盘'), commission: '每套2万' });
  expect(added.code, added.message).toBe('200000');
  const published = await call(request, token, 'POST', 'newhouse/newhousepublic', { id: added.data.id, version: added.data.version, published: 1 });
  expect(published.code, published.message).toBe('200000');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  // The list's filters live in its address (their folding behind one button is the list block's, tested elsewhere).
  await signIn(page, AGENT, `/newhouse/distribution?keyword=${encodeURIComponent(added.data.name)}`);
  const card = cards(page, 'newhouse-table').first();
  await expect(card.getByTestId('newhouse-name')).toHaveText(added.data.name);
  await fitsTheScreen(page);

  await card.getByTestId('newhouse-name').click();
  const detail = page.getByTestId('newhouse-detail-page');
  await expect(detail).toHaveAttribute('data-newhouse-id', String(added.data.id));
  await fitsTheScreen(page);

  const customer = unique('手机客户');
  await detail.getByTestId('newhouse-report').click();
  const form = page.getByTestId('report-form');
  await expect(form.getByTestId('report-form-terms')).toContainText('每套2万');
  await form.getByText('Enter name and phone').click();
  await form.getByTestId('report-form-name').fill(customer);
  await form.getByTestId('report-form-phone').fill(uniqueMobile());
  await form.getByTestId('report-form-submit').click();
  await expect(toast(page, 'Customer reported')).toBeVisible();

  await page.goto('/#/newhouse/filingrecords');
  await expect(cards(page, 'report-table').filter({ hasText: customer })).toHaveCount(1);
  await fitsTheScreen(page);
});
