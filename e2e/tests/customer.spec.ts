import { expect, test, type Page } from '@playwright/test';
import { AGENT, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { DEMO_COMMUNITY, pick } from './house-helpers';
import { call, login, unique, uniqueMobile } from './member-helpers';

type Pick = { id: number; region_name: string; score: number };
type Customer = { id: number; name: string };

// Fills the customer drawer's name, phone and wanted community, and saves.
async function enterCustomer(page: Page, name: string, phone: string) {
  await page.getByTestId('customer-add').click();
  const drawer = page.getByTestId('customer-form');
  await expect(drawer).toBeVisible();
  await page.getByTestId('customer-form-name').fill(name);
  await page.getByTestId('customer-form-phone-0').fill(phone);
  await pick(page, 'customer-form-communities', DEMO_COMMUNITY.name, DEMO_COMMUNITY.initials);
  await page.getByTestId('customer-form-submit').click();
}

test('an agent adds a buyer, a second one with the same phone is refused naming the first, and the buyer\'s matches and appointment follow', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const name = unique('买家');
  const phone = uniqueMobile();

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, '/customer/customers');
  const list = page.getByTestId('customer-list-page');
  await expect(list).toBeVisible();
  await expect(page.getByTestId('customer-tab-mine')).toHaveAttribute('data-count', /\d+/);

  // Added: the drawer closes on the new customer's detail.
  await enterCustomer(page, name, phone);
  const detail = page.getByTestId('customer-detail-page');
  await expect(detail).toBeVisible();
  await expect(page.getByTestId('customer-name')).toHaveText(name);
  await expect(page.getByTestId('customer-pool')).toHaveAttribute('data-pool', 'private');
  await expect(page.getByTestId('customer-phones')).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  const customerId = Number(await detail.getAttribute('data-customer-id'));

  // The same phone again: nothing entered, the holder named with a link to it.
  await page.goto('/#/customer/customers');
  await expect(list).toBeVisible();
  await enterCustomer(page, unique('重复'), phone);
  const duplicate = page.getByTestId('customer-duplicate');
  await expect(duplicate).toBeVisible();
  await expect(duplicate.getByTestId('customer-duplicate-match')).toHaveAttribute('data-id', String(customerId));
  await expect(duplicate).toContainText(name);
  await duplicate.getByTestId('customer-duplicate-open').click();
  await expect(detail).toHaveAttribute('data-customer-id', String(customerId));

  // The list finds the customer by its phone in the agent's own private tab.
  const found = await call<{ list: Customer[] }>(request, token, 'GET', 'customers', { tab: 'mine', keyword: phone });
  expect(found.data.list.map((c) => c.id)).toEqual([customerId]);

  // Matches: houses of the wanted community, ranked by the wants they meet.
  const picks = await call<{ list: Pick[] }>(request, token, 'GET', 'house/house_list', { customer_id: customerId, limit: 5 });
  expect(picks.code).toBe('200000');
  const house = picks.data.list[0];
  expect(house?.region_name).toBe(DEMO_COMMUNITY.name);
  await page.getByTestId('customer-tab-matches').click();
  const matches = page.getByTestId('customer-matches');
  const matchRow = matches.locator(`[data-house-id="${house?.id}"]`);
  await expect(matchRow).toBeVisible();
  await expect(matchRow.getByTestId('customer-match-met')).toHaveAttribute('data-score', String(house?.score));

  // Book a viewing of the first match from its row: the appointment is 预约中 on the appointments tab.
  await matchRow.getByRole('button').click();
  const book = page.getByTestId('customer-appointment-ok');
  await expect(book).toBeVisible();
  await expect(page.getByTestId('customer-house-picker')).toContainText(DEMO_COMMUNITY.name);
  await book.click();
  await expect(book).toBeHidden();
  await page.getByTestId('customer-tab-appointments').click();
  const appointment = page.getByTestId('customer-appointments').locator('[data-id][data-status="pending"]');
  await expect(appointment).toHaveCount(1);
  await expect(appointment).toContainText(DEMO_COMMUNITY.name);

  // The operation log names what was done, in words.
  await page.getByTestId('customer-tab-log').click();
  await expect(page.getByTestId('customer-operations').locator('[data-endpoint="customer/add"]')).toContainText('Entered');
});

test('a customer is taken offline with a reason and made active again, and the public pool\'s customer is claimed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const added = await call<Customer & { version: number }>(request, token, 'POST', 'customer/add', {
    kind: 'rent', name: unique('租客'), sex: 'female', phones: [uniqueMobile()], source: 'phone',
  });
  expect(added.code).toBe('200000');
  const released = await call(request, token, 'POST', 'customer/customerprivate', { id: added.data.id, version: added.data.version, pool: 'public' });
  expect(released.code).toBe('200000');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/customer/detail?id=${added.data.id}`);
  const detail = page.getByTestId('customer-detail-page');
  await expect(detail).toHaveAttribute('data-pool', 'public');
  await page.getByTestId('customer-claim').click();
  await page.getByTestId('customer-status-ok').click();
  await expect(detail).toHaveAttribute('data-pool', 'private');

  await page.getByTestId('customer-offline').click();
  await pick(page, 'customer-status-select', 'On hold');
  await page.getByTestId('customer-status-reason').fill('客户下月再看');
  await page.getByTestId('customer-status-ok').click();
  await expect(detail).toHaveAttribute('data-status', 'paused');
  await expect(page.locator('[data-testid="customer-followup-item"][data-kind="status"]').first()).toContainText('客户下月再看');

  await page.getByTestId('customer-recovery').click();
  await page.getByTestId('customer-status-ok').click();
  await expect(detail).toHaveAttribute('data-status', 'valid');
});
