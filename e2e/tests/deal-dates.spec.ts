import { expect, test, type Page } from './fixtures';
import { AGENT, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call, login, unique, uniqueMobile } from './member-helpers';
import { freeSaleDoor } from './house-helpers';

type Deal = { id: number; status: string };
type Ledgers = { money: { id: number; direction: string; status: string; balance: number }[] };

// Tomorrow in the company's time zone (the browsers and this runner run in it, playwright.config.ts), as date cells are titled.
function tomorrow(): string {
  const next = new Date(Date.now() + 86_400_000);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

// The open date panel's cell of `day`.
const cell = (page: Page, day: string) => page.locator(`.ant-picker-dropdown:visible td[title="${day}"]`);

// A deal is signed, and money received or paid out, by today: the pickers offer no later day (the server refuses one).
test('the signing date and the date money is received offer no day after today', async ({ page, request }) => {
  test.setTimeout(120_000);
  const agent = (await login(request, AGENT.username, AGENT.password)).token;
  const door = await freeSaleDoor(request, await adminToken(request));
  const house = await call<{ id: number }>(request, agent, 'POST', 'house/add', {
    kind: 'sale', door_id: door.door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 80, total_floors: 30, orientation: 'south',
    decoration: 'fine', rent_payment: null, source: 'walk_in', current_use: 'vacant', level: 'normal', label_ids: [], remarks: '',
    price: 4_200_000, base_price: null, grade: 'b',
  });
  const customer = await call<{ id: number }>(request, agent, 'POST', 'customer/add', {
    kind: 'buy', name: unique('日期买家'), sex: 'male', phones: [uniqueMobile()], source: 'walk_in', level: 'b', urgency: 'normal', remark: '',
    region_ids: [], area_ids: [], rooms: [2], price_min: 3_000_000, price_max: 5_000_000,
  });
  const deals = await call<{ list: Deal[] }>(request, agent, 'GET', 'deal', { status: 'effective', limit: 50 });
  let live: Deal | undefined;
  for (const d of deals.data.list) {
    const ledgers = await call<Ledgers>(request, agent, 'GET', 'deal/moneypaylist', { deal_id: d.id });
    if (ledgers.data.money.some((m) => m.direction === 'receivable' && m.status === 'effective' && m.balance > 0)) { live = d; break; }
  }
  expect(live, 'an effective deal of the agent with money due').toBeDefined();

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/transaction/entry?house_id=${house.data.id}&customer_id=${customer.data.id}`);
  const wizard = page.getByTestId('deal-entry-page');
  await expect(wizard.getByTestId('deal-customer-picker')).toContainText(`#${customer.data.id}`);
  await wizard.getByTestId('deal-entry-next').click();
  await wizard.getByTestId('deal-entry-signed').click();
  await expect(cell(page, tomorrow())).toHaveClass(/ant-picker-cell-disabled/);
  await page.keyboard.press('Escape');

  await page.goto(`/#/transaction/detail?id=${live!.id}`);
  await page.getByTestId('deal-tab-money').click();
  await page.getByTestId('deal-money-receive').first().click();
  await page.getByTestId('deal-pay-date').click();
  await expect(cell(page, tomorrow())).toHaveClass(/ant-picker-cell-disabled/);
  await page.keyboard.press('Escape');

  // A date cleared is asked for as any required field is, not by repeating the field's name.
  const dialog = page.getByTestId('deal-pay-dialog');
  await page.getByTestId('deal-pay-date').hover();
  await dialog.locator('.ant-picker-clear').click();
  await page.getByTestId('deal-pay-ok').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(['Required']);
});
