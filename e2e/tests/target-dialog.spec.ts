import { expect, test, type Page } from './fixtures';
import { AGENT, confirmOk, signIn, toast, withoutAnnouncements } from './account-helpers';
import { callAsPage } from './member-helpers';

// English UI (the e2e default): the spec quotes these messages in English.
function field(page: Page, name: string) {
  return page.locator('.ant-form-item').filter({ has: page.getByTestId(`target-${name}`) });
}

const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('target-form') });

// A demo agent of 世纪公园店 no other test signs in as, asked for the month's targets (the demo accounts have set theirs).
const NEWCOMER = { username: 'staff012', password: 'demo123' };

test('the monthly target dialog: cannot be closed, the rules, the confirm and the result', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, NEWCOMER);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('.ant-modal-close')).toHaveCount(0);
  await expect(dialog(page)).toHaveCSS('width', '1000px');
  await expect(dialog(page).getByTestId('target-card-loan')).toContainText('Rental');
  await expect(dialog(page).getByTestId('target-card-old')).toContainText('Second-hand sale');
  await expect(dialog(page).getByTestId('target-card-new')).toContainText('New house');

  // Neither Esc nor a click on the mask closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeVisible();

  // Every field is required, and nothing is sent while a card is invalid.
  await page.getByTestId('target-submit').click();
  for (const name of ['target_number_loan', 'target_money_loan', 'target_number_old', 'target_money_old', 'target_number_new', 'target_money_new']) {
    await expect(field(page, name)).toContainText("can't be empty");
  }
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  await page.getByTestId('target-target_number_loan').fill('1.5');
  await expect(field(page, 'target_number_loan')).toContainText('only integers');
  await page.getByTestId('target-target_number_loan').fill('-2');
  await expect(field(page, 'target_number_loan')).toContainText('only numbers greater than 0');
  await page.getByTestId('target-target_money_loan').fill('-1');
  await expect(field(page, 'target_money_loan')).toContainText('only numbers greater than 0');
  await page.getByTestId('target-target_money_loan').fill('abc');
  await expect(field(page, 'target_money_loan')).toContainText('only numbers greater than 0');
  await page.getByTestId('target-target_money_loan').fill('12.345');
  await expect(field(page, 'target_money_loan')).toContainText('only two decimals');
  // The server's limits are the form's: said on the field before anything is sent.
  await page.getByTestId('target-target_number_loan').fill('1000001');
  await expect(field(page, 'target_number_loan')).toContainText('at most 1,000,000');
  await page.getByTestId('target-target_money_loan').fill('100000000000.01');
  await expect(field(page, 'target_money_loan')).toContainText('at most 100,000,000,000');

  // Two cards valid, one not: still refused.
  await page.getByTestId('target-target_number_loan').fill('3');
  await page.getByTestId('target-target_money_loan').fill('15000.5');
  await page.getByTestId('target-target_number_old').fill('2');
  await page.getByTestId('target-target_money_old').fill('3000000');
  await page.getByTestId('target-submit').click();
  await expect(field(page, 'target_number_new')).toContainText("can't be empty");
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  await page.getByTestId('target-target_number_new').fill('1');
  await page.getByTestId('target-target_money_new').fill('2500000.25');
  await page.getByTestId('target-submit').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('cannot be changed after adding, confirm?');
  await confirmOk(page).click();
  await expect(toast(page, 'added successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Set for the month: gone after a reload, and the target page shows the figures.
  await page.reload();
  await expect(page.getByTestId('layout')).toBeVisible();
  // Targets against actuals, money in units of ten thousand: the actuals are the person's deals and 应收业绩 of the
  // month as the performance statistics count them (new houses have no deals yet).
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const actual = async (kind: 'rent' | 'sale') => {
    const answer = await callAsPage(page, 'POST', 'statistics/performance_list', { month_from: month, month_to: month, kind, page: 1, limit: 20 });
    expect(answer.code, answer.message).toBe('200000');
    const { deals, receivable } = (answer.data as { totals: { deals: number; receivable: number } }).totals;
    return [String(deals), String(Number((receivable / 10_000).toFixed(2)))];
  };
  const [rentDeals, rentWan] = await actual('rent');
  const summary = page.getByTestId('dashboard-targets').getByTestId('target-summary');
  await expect(summary.locator('tbody tr', { hasText: 'Rental' }).locator('td')).toHaveText(['Rental', '3', rentDeals!, '1.5', rentWan!]);
  await expect(summary.locator('tbody tr', { hasText: 'New house' }).locator('td')).toHaveText(['New house', '1', '0', '250', '0']);
  const [saleDeals, saleWan] = await actual('sale');
  await expect(summary.locator('tbody tr', { hasText: 'Second-hand' }).locator('td').nth(2)).toHaveText(saleDeals!);
  await expect(summary.locator('tbody tr', { hasText: 'Second-hand' }).locator('td').nth(4)).toHaveText(saleWan!);
  await expect(page.getByTestId('dashboard-target-not-set')).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(0);
});

// A route handler still in flight when a test ends (a failed try) would fail the run outside any test.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a refused save says add failed', async ({ page }) => {
  await withoutAnnouncements(page);
  // This person has set the month already; pretend user info says otherwise, so the form shows and the
  // server refuses the save.
  await page.route('**/api/v1/user/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { input_target: number } };
    body.data.input_target = 0;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, AGENT);
  await expect(dialog(page)).toBeVisible();
  for (const name of ['number_loan', 'money_loan', 'number_old', 'money_old', 'number_new', 'money_new']) {
    await page.getByTestId(`target-target_${name}`).fill('1');
  }
  await page.getByTestId('target-submit').click();
  await confirmOk(page).click();
  await expect(toast(page, 'add failed')).toBeVisible();
  // Only the form's own words: the server's refusal is not shown beside them.
  await expect(toast(page, 'Already exists')).toHaveCount(0);
});
