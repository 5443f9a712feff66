import { expect, test, type Page } from './fixtures';
import { AGENT, signIn, toast, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { DEMO_COMMUNITY, pick } from './house-helpers';
import { png } from './image-helpers';
import { adminToken, call, choose, login, row, unique, uniqueMobile } from './member-helpers';

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
  await matchRow.getByTestId('customer-match-book').click();
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

type HousePick = Pick & { building_name: string; unit_name: string; door_name: string; price: number; area: number; rooms: number };
const pickTitle = (h: HousePick) => `${[h.region_name, h.building_name, h.unit_name, h.door_name].filter(Boolean).join(' ')} (#${h.id})`;

test('a viewing of two houses is recorded from its appointment with the agreement photo and counts, a later one gets its agreement afterwards as a second viewing, and the customer shows on the house', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const houses = await call<{ list: HousePick[] }>(request, token, 'GET', 'house/house_list', { kind: 'sale', keyword: DEMO_COMMUNITY.name, limit: 10 });
  expect(houses.code).toBe('200000');
  const [first, second] = houses.data.list;
  if (!first || !second) throw new Error('the demo community needs two sale houses the agent sees');
  const regions = await call<{ list: { id: number; name: string }[] }>(request, token, 'GET', 'house/region_list', { keyword: DEMO_COMMUNITY.initials, limit: 50 });
  const region = regions.data.list.find((r) => r.name === DEMO_COMMUNITY.name);
  if (!region) throw new Error('no demo community');
  // Wants the first house meets on four counts, so the customer ranks high among the house's interested customers.
  const added = await call<Customer>(request, token, 'POST', 'customer/add', {
    kind: 'buy', name: unique('看房'), sex: 'male', phones: [uniqueMobile()], source: 'phone', region_ids: [region.id], rooms: [first.rooms],
    area_min: Math.floor(first.area) - 1, area_max: Math.ceil(first.area) + 1, price_min: Math.floor(first.price * 0.95), price_max: Math.ceil(first.price * 1.05),
  });
  expect(added.code).toBe('200000');
  const customerId = added.data.id;
  const booked = await call<{ id: number }>(request, token, 'POST', 'customer/customerappointupdate', {
    customer_id: customerId, day: Math.floor(Date.now() / 1000), slot: 'evening', house_ids: [first.id, second.id],
  });
  expect(booked.code).toBe('200000');

  // The week's calendar holds the appointment; confirmed once the customer says they come, it is listed as 已确认, and
  // recording it fills in its houses.
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, '/customer/appoint-look');
  await expect(page.getByTestId('appoint-look-page')).toBeVisible();
  const card = page.locator(`[data-testid="appoint-card"][data-id="${booked.data.id}"]`);
  await expect(card).toHaveAttribute('data-status', 'pending');
  await card.getByTestId('appoint-confirm').click();
  await expect(toast(page, 'Appointment confirmed')).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'confirmed');
  await expect(card.getByTestId('appoint-confirm')).toHaveCount(0);
  await choose(page, 'appoint-status', 'Confirmed');
  await expect(card).toBeVisible();
  await card.getByTestId('appoint-record').click();
  const drawer = page.getByTestId('look-entry');
  await expect(drawer.getByTestId('look-entry-appointment')).toBeVisible();
  await expect(drawer.getByTestId('customer-house-picker')).toContainText(`#${first.id}`);
  await expect(drawer.getByTestId('customer-house-picker')).toContainText(`#${second.id}`);

  // The agreement to sign, printed from the server's wording with the houses' addresses.
  await drawer.getByTestId('look-entry-print').click();
  const sheet = page.getByTestId('look-agreement-print');
  await expect(sheet.getByTestId('look-agreement-clause')).toContainText('will not deal for them directly with the owners');
  await expect(sheet).toContainText(`#${second.id}`);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  // The signed photo is uploaded and previewed before saving.
  await drawer.getByTestId('look-entry-feedback').fill('客户喜欢第一套的采光');
  await drawer.getByTestId('look-agreement').locator('input[type=file]').setInputFiles({ name: '看房确认书.png', mimeType: 'image/png', buffer: png(320, 240, [230, 230, 220]) });
  await expect(drawer.getByTestId('look-agreement-thumb')).toBeVisible();
  await page.getByTestId('look-entry-ok').click();
  await expect(toast(page, 'Viewing recorded')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(card).toBeHidden();
  await choose(page, 'appoint-status', 'All statuses');
  await expect(card).toHaveAttribute('data-status', 'viewed');

  // The customer's viewings: one, effective, of both houses, with its agreement's thumbnail.
  await page.goto(`/#/customer/detail?id=${customerId}`);
  await page.getByTestId('customer-tab-looks').click();
  const looks = page.getByTestId('look-list');
  const counted = looks.locator('[data-id][data-effective="1"]');
  await expect(counted).toHaveCount(1);
  await expect(counted.getByTestId('look-house')).toHaveCount(2);
  await expect(counted.getByTestId('look-agreement-thumb')).toBeVisible();

  // A second viewing of the first house without its agreement does not count until the photo is attached; then it is a 二看.
  await page.getByTestId('customer-look').click();
  await expect(drawer).toBeVisible();
  await pick(page, 'customer-house-picker', pickTitle(first), String(first.id));
  await page.getByTestId('look-entry-ok').click();
  await expect(toast(page, 'It counts once the signed agreement is attached')).toBeVisible();
  const pending = looks.locator('[data-id][data-effective="0"]');
  await expect(pending).toHaveCount(1);
  await pending.locator('input[type=file]').setInputFiles({ name: '确认书.png', mimeType: 'image/png', buffer: png(200, 300, [220, 220, 230]) });
  await expect(toast(page, 'Agreement attached')).toBeVisible();
  await expect(looks.locator('[data-id][data-effective="1"]')).toHaveCount(2);
  await expect(looks.locator(`[data-testid="look-house"][data-house-id="${first.id}"][data-second="1"]`)).toHaveCount(1);
  const customer = await call<{ look_count: number; looks_30d: number; last_look_at: number | null }>(request, token, 'GET', `customer/${customerId}`);
  expect(customer.data.look_count).toBe(2);
  expect(customer.data.looks_30d).toBe(2);
  expect(customer.data.last_look_at).not.toBeNull();

  // The house's side: the customer among those who want it, and the viewings of it.
  await page.goto(`/#/house/detail?id=${first.id}`);
  await page.getByTestId('house-tab-customers').click();
  await expect(page.getByTestId('house-customers').locator(`[data-customer-id="${customerId}"]`)).toBeVisible();
  await page.getByTestId('house-tab-looks').click();
  await expect(page.getByTestId('look-list').locator('[data-id]').filter({ hasText: added.data.name }).first()).toBeVisible();
});

test('the list shows how long ago a customer was followed up, with the exact time on hover', async ({ page, request }) => {
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const name = unique('买家');
  const added = await call<Customer>(request, token, 'POST', 'customer/add', { kind: 'buy', name, sex: 'male', phones: [uniqueMobile()], source: 'phone' });
  expect(added.code).toBe('200000');
  const followed = await call<{ created_at: number }>(request, token, 'POST', 'followup/customer', { customer_id: added.data.id, way: 'call', content: '电话沟通了预算和区域，周末再约' });
  expect(followed.code).toBe('200000');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/customer/customers?keyword=${encodeURIComponent(name)}`);
  const cell = row(page, 'customer-table', name).getByTestId('ago-time');
  await expect(cell).toHaveText('just now');
  await expect(cell).toHaveAttribute('datetime', new Date(followed.data.created_at * 1000).toISOString());
  await cell.hover();
  await expect(page.locator('.ant-tooltip').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ })).toBeVisible();
});

test('with duplicates let through, a second buyer with the same phone is saved with a warning naming the first; a recovery into a phone another holds is refused naming it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const company = (await call<Record<string, unknown>>(request, admin, 'GET', 'setting/company')).data;
  const first = unique('原客');
  const phone = uniqueMobile();
  expect((await call(request, token, 'POST', 'customer/add', { kind: 'buy', name: first, sex: 'male', phones: [phone], source: 'phone' })).code).toBe('200000');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  expect((await call(request, admin, 'POST', 'setting/company', { ...company, customer_duplicate_blocks: 0 })).code).toBe('200000');
  try {
    await signIn(page, AGENT, '/customer/customers');
    await expect(page.getByTestId('customer-list-page')).toBeVisible();
    await enterCustomer(page, unique('同号'), phone);
    await expect(toast(page, 'Saved. The same phone is also held by')).toContainText(first);
    await expect(page.getByTestId('customer-detail-page')).toBeVisible();
  } finally {
    expect((await call(request, admin, 'POST', 'setting/company', company)).code).toBe('200000');
  }

  // A customer whose phone was wrong is made active again while another holds its phone: refused, the holder named.
  const other = uniqueMobile();
  const closed = await call<Customer & { version: number }>(request, token, 'POST', 'customer/add', { kind: 'buy', name: unique('错号'), sex: 'male', phones: [other], source: 'phone' });
  const wrong = await call<{ version: number }>(request, token, 'POST', 'customeroffline/add', { id: closed.data.id, version: closed.data.version, status: 'wrong_phone', reason: '号码错误' });
  expect(wrong.code).toBe('200000');
  const holder = unique('新客');
  expect((await call(request, token, 'POST', 'customer/add', { kind: 'buy', name: holder, sex: 'female', phones: [other], source: 'phone' })).code).toBe('200000');
  await page.goto(`/#/customer/detail?id=${closed.data.id}`);
  const detail = page.getByTestId('customer-detail-page');
  await expect(detail).toHaveAttribute('data-status', 'wrong_phone');
  await page.getByTestId('customer-recovery').click();
  await page.getByTestId('customer-status-ok').click();
  const notice = page.getByTestId('customer-status-dialog').getByTestId('customer-duplicate');
  await expect(notice).toContainText(holder);
  await expect(notice).toContainText('Nothing was changed');
  await expect(detail).toHaveAttribute('data-status', 'wrong_phone');
});
