import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { AGENT, MANAGER, signIn, toast, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call, choose, login, unique, uniqueMobile } from './member-helpers';
import { freeSaleDoor } from './house-helpers';
import { png } from './image-helpers';

type House = { id: number; version: number; status: string };
type Customer = { id: number; name: string };
type Deal = { id: number; contract_no: string; status: string; approval_id: number | null; price: number; commission: number; house_id: number };
type DealList = { list: Deal[]; totals: { count: number; price: number; commission: number } };
type Money = { id: number; direction: string; status: string; approval_id: number | null; balance: number };
type Pay = { id: number; kind: string; status: string; approval_id: number | null };

// Opens an antd select (by its test id), types `search` and picks the first option containing `text`; retried, as the
// options arrive from the server while the dropdown opens.
async function search(page: Page, select: Locator, text: string, typed = text) {
  await expect(async () => {
    await select.click();
    await select.locator(NUMBER).fill(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 3000 });
    await expect(select).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

type Approval = { id: number; status: string; current_step: number | null };

// An administrator approves the step `step` of an approval (the finance flows' second step).
async function approveAsAdmin(request: APIRequestContext, id: number, step: number) {
  const admin = await adminToken(request);
  await expect.poll(async () => (await call<Approval>(request, admin, 'GET', `approve/${id}`)).data.current_step).toBe(step);
  const done = await call<Approval>(request, admin, 'POST', 'approve/operate', { id, action: 'approve' });
  expect(done.data.status).toBe('approved');
}

// The input of an antd number field, whether the test id is on it or on its wrapper.
const NUMBER = 'xpath=descendant-or-self::input';

// A sale house and a buyer of the agent, both on the market.
async function houseAndBuyer(request: APIRequestContext, agentToken: string): Promise<{ house: House; customer: Customer }> {
  const door = await freeSaleDoor(request, await adminToken(request));
  const house = await call<House>(request, agentToken, 'POST', 'house/add', {
    kind: 'sale', door_id: door.door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 80, total_floors: 30, orientation: 'south',
    decoration: 'fine', rent_payment: null, source: 'walk_in', current_use: 'vacant', level: 'normal', label_ids: [], remarks: '',
    price: 4_200_000, base_price: null, grade: 'b',
  });
  expect(house.code).toBe('200000');
  const customer = await call<Customer>(request, agentToken, 'POST', 'customer/add', {
    kind: 'buy', name: unique('成交买家'), sex: 'male', phones: [uniqueMobile()], source: 'walk_in', level: 'b', urgency: 'normal', remark: '',
    region_ids: [], area_ids: [], rooms: [2], price_min: 3_000_000, price_max: 5_000_000,
  });
  expect(customer.code).toBe('200000');
  return { house: house.data, customer: customer.data };
}

// A deal of the agent on a fresh house and buyer, approved through both steps of its flow, so it is 生效.
async function effectiveDeal(request: APIRequestContext, agentToken: string, managerToken: string, price: number, commission: number): Promise<Deal> {
  const { house, customer } = await houseAndBuyer(request, agentToken);
  const added = await call<Deal>(request, agentToken, 'POST', 'deal/add', {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: customer.name, buyer_phone: uniqueMobile(), seller_name: '李女士',
    seller_phone: '13887654321', price, signed_at: Math.floor(Date.now() / 1000), buyer_commission: commission, seller_commission: 0,
  });
  expect(added.code).toBe('200000');
  if (added.data.status === 'pending') await approveBoth(request, managerToken, added.data.approval_id!);
  return added.data;
}

// The store manager approves the first step of an approval and an administrator the second.
async function approveBoth(request: APIRequestContext, managerToken: string, approvalId: number) {
  expect((await call<Approval>(request, managerToken, 'POST', 'approve/operate', { id: approvalId, action: 'approve' })).code).toBe('200000');
  await approveAsAdmin(request, approvalId, 2);
}

test('an agent records a deal from a house and a customer split 60/40, the store manager approves it, the house is 内成交, the list finds it with its totals', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
  const { house, customer } = await houseAndBuyer(request, agentToken);

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/house/detail?id=${house.id}`);
  await page.getByTestId('house-actions').getByTestId('deal-entry-open').click();

  // Step 1: the house comes chosen from its page, the customer is picked.
  const wizard = page.getByTestId('deal-entry-page');
  await expect(wizard.getByTestId('deal-house-picker')).toContainText(`#${house.id}`);
  await search(page, wizard.getByTestId('deal-customer-picker'), customer.name);
  await wizard.getByTestId('deal-entry-next').click();

  // Step 2: parties and price; the buyer's name comes from the customer.
  await expect(wizard.getByTestId('deal-entry-buyer-name')).toHaveValue(customer.name);
  await wizard.getByTestId('deal-entry-buyer-phone').fill(uniqueMobile());
  await wizard.getByTestId('deal-entry-seller-name').fill('李女士');
  await wizard.getByTestId('deal-entry-seller-phone').fill('13887654321');
  await wizard.getByTestId('deal-entry-price').locator(NUMBER).fill('4100000');
  await wizard.getByTestId('deal-entry-next').click();

  // Step 3: commissions and the split 60/40, the running total reaching 100 %.
  await wizard.getByTestId('deal-entry-buyer-commission').locator(NUMBER).fill('20000');
  await wizard.getByTestId('deal-entry-seller-commission').locator(NUMBER).fill('10000');
  const rows = wizard.getByTestId('deal-split-row');
  await search(page, rows.nth(0).getByTestId('deal-split-person'), AGENT.name);
  await rows.nth(0).getByTestId('deal-split-share').locator(NUMBER).fill('60');
  await search(page, rows.nth(1).getByTestId('deal-split-person'), MANAGER.name);
  await rows.nth(1).getByTestId('deal-split-share').locator(NUMBER).fill('30');
  await expect(wizard.getByTestId('deal-split-total')).toContainText('10.00% short of 100%');
  await rows.nth(1).getByTestId('deal-split-share').locator(NUMBER).fill('40');
  await expect(wizard.getByTestId('deal-split-total')).toHaveAttribute('data-sum', '10000');
  await wizard.getByTestId('deal-entry-next').click();

  // Step 4: confirm; the deal waits for its review.
  await expect(wizard.getByTestId('deal-entry-summary')).toContainText('60.00%');
  await wizard.getByTestId('deal-entry-submit').click();
  await expect(toast(page, 'Deal recorded')).toBeVisible();
  const detail = page.getByTestId('deal-detail-page');
  await expect(detail).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('deal-in-review')).toBeVisible();
  await expect(page.getByTestId('deal-split').locator('[data-role="house"]')).toHaveAttribute('data-share', '6000');
  await expect(page.getByTestId('deal-split').locator('[data-role="customer"]')).toHaveAttribute('data-share', '4000');
  await expect(page.getByTestId('deal-commission')).toHaveText('30,000.00 yuan');
  const dealId = Number(await detail.getAttribute('data-deal-id'));
  const recorded = await call<Deal>(request, agentToken, 'GET', `deal/${dealId}`);
  expect(recorded.data.approval_id).not.toBeNull();

  // The store manager approves it in the finance inbox.
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await withoutAnnouncements(managerPage);
  await signIn(managerPage, MANAGER, '/approval/finance');
  const row = managerPage.getByTestId('approval-finance-page').getByTestId('approval-table').locator(`[data-id="${recorded.data.approval_id}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('approval-open').click();
  const drawer = managerPage.getByTestId('approval-drawer');
  await drawer.getByTestId('approval-approve').click();
  await managerPage.getByTestId('approval-comment').fill('合同无误');
  await managerPage.getByTestId('approval-dialog-ok').click();
  await expect(managerPage.getByTestId('approval-dialog-ok')).toBeHidden();
  // In English the steps and the history name the role and the comment after an English colon, not a Chinese one.
  await expect(drawer.getByTestId('approval-steps')).toContainText('Step 2 · Role: ');
  await expect(drawer.getByTestId('approval-chain-entry').filter({ hasText: '合同无误' })).toContainText(': 合同无误');
  await expect(drawer.getByTestId('approval-steps')).not.toContainText('：');
  await expect(drawer.getByTestId('approval-chain')).not.toContainText('：');
  await managerContext.close();
  // The finance items' second step is the administrators'.
  await approveAsAdmin(request, recorded.data.approval_id!, 2);

  // Effective: the house is 内成交.
  await page.reload();
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'effective');
  const after = await call<House>(request, managerToken, 'GET', `house/${house.id}`);
  expect(after.data.status).toBe('deal_internal');

  // The signed contract's scan among the deal's pictures, and the summary printed.
  await page.getByTestId('deal-tab-pictures').click();
  await page.getByTestId('deal-pictures').locator('input[type=file]').setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: png(640, 480, [200, 60, 60]) });
  await expect(page.getByTestId('deal-picture')).toHaveAttribute('data-kind', 'contract');
  await page.evaluate('window.printed = 0; window.print = () => { window.printed += 1; }');
  await page.getByTestId('deal-print').click();
  await expect(page.getByTestId('deal-print-sheet').locator('.print-sheet')).toContainText(recorded.data.contract_no);
  await expect(page.getByTestId('deal-print-sheet')).toContainText('60.00%');
  await page.getByTestId('deal-print-now').click();
  expect(await page.evaluate('window.printed')).toBe(1);
  await page.keyboard.press('Escape');
  // The deal's log names what was done, not the calls' paths.
  await page.getByTestId('deal-tab-log').click();
  await expect(page.getByTestId('deal-operations').locator('[data-endpoint="deal/add"]')).toContainText('Entered the deal');
  await expect(page.getByTestId('deal-operations')).not.toContainText('deal/add');
  await page.getByTestId('deal-house').click();
  await expect(page.getByTestId('house-header').getByTestId('house-status')).toHaveText('Closed by us');

  // The list finds it by its contract number with the totals of the filter, in the URL.
  await page.goto(`/#/transaction/sale?keyword=${recorded.data.contract_no}&kind=sale`);
  const list = page.getByTestId('deal-list-page');
  await expect(list.getByTestId('deal-table').locator(`[data-deal-id="${dealId}"]`)).toBeVisible();
  await expect(list.getByTestId('deal-totals')).toHaveAttribute('data-count', '1');
  await expect(list.getByTestId('deal-totals')).toContainText('4,100,000.00 yuan');
  await expect(list.getByTestId('deal-totals')).toContainText('30,000.00 yuan');
  const expected = await call<DealList>(request, agentToken, 'GET', 'deal', { status: 'effective' });
  await page.goto('/#/transaction/sale');
  await page.getByTestId('deal-filter-status').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Effective' }).first().click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=effective/);
  await expect(list.getByTestId('deal-totals')).toHaveAttribute('data-count', String(expected.data.totals.count));
  await expect(list.getByTestId('deal-totals')).toHaveAttribute('data-commission', String(expected.data.totals.commission));
});

test('an agent adds a receivable on an effective deal, the customer pays it by the sandbox QR code, the receipt is recorded and the balance is zero', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
  const deal = await effectiveDeal(request, agentToken, managerToken, 3_900_000, 20_000);

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/transaction/detail?id=${deal.id}`);
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'effective');
  await page.getByTestId('deal-tab-money').click();

  // A receivable of 1,000.00 commission from the customer, waiting for its finance approval.
  await page.getByTestId('deal-money-add').click();
  await page.getByTestId('deal-money-amount').locator(NUMBER).fill('1000');
  await page.getByTestId('deal-money-ok').click();
  await expect(toast(page, 'Receivable recorded')).toBeVisible();
  const ledgers = await call<{ money: Money[] }>(request, agentToken, 'GET', 'deal/moneypaylist', { deal_id: deal.id });
  const receivable = ledgers.data.money[0]!;
  if (receivable.status === 'pending') await approveBoth(request, managerToken, receivable.approval_id!);
  await page.reload();
  await page.getByTestId('deal-tab-money').click();
  const row = page.getByTestId('deal-money-table').locator(`[data-money-id="${receivable.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'effective');
  await expect(row).toHaveAttribute('data-balance', '1000');

  // Pay by QR: the code and the payment page's address; the customer pays on the sandbox's page.
  await row.getByTestId('deal-money-qr').click();
  await page.getByTestId('deal-qr-make').click();
  const order = page.getByTestId('deal-qr-order');
  await expect(order).toHaveAttribute('data-state', 'created');
  await expect(page.getByTestId('deal-qr-image')).toBeVisible();
  const payUrl = await page.getByTestId('deal-qr-link').getAttribute('href');
  expect(payUrl).toMatch(/\/sandbox-pay\/[A-Z0-9]+$/);
  const payer = await context.newPage();
  await payer.goto(payUrl!);
  await payer.getByRole('button').click();
  // The page answers once the server has the payment; closing it sooner could cancel the post.
  await expect(payer.locator('.state')).toContainText('Paid.');
  await payer.close();

  // Paid: the dialog says so, the receipt is in the ledger and nothing is left to pay.
  await expect(page.getByTestId('deal-qr-paid')).toBeVisible({ timeout: 30_000 });
  await expect(order).toHaveAttribute('data-state', 'paid');
  await page.keyboard.press('Escape');
  const receipt = page.getByTestId('deal-pay-table').locator('[data-method="qr"]');
  await expect(receipt).toHaveAttribute('data-amount', '1000');
  await expect(receipt).toHaveAttribute('data-status', 'effective');
  await expect(page.getByTestId('deal-money-totals')).toHaveAttribute('data-balance', '0');
  await expect(row).toHaveAttribute('data-balance', '0');
});

test('an agent adds a payable to the owner on an effective deal, pays it out, and the payables\' balance is zero', async ({ page, request }) => {
  test.setTimeout(180_000);
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
  const deal = await effectiveDeal(request, agentToken, managerToken, 3_900_000, 20_000);
  const ledgers = async () => (await call<{ money: Money[]; pays: Pay[] }>(request, agentToken, 'GET', 'deal/moneypaylist', { deal_id: deal.id })).data;

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/transaction/detail?id=${deal.id}`);
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'effective');
  await page.getByTestId('deal-tab-money').click();

  // A payable of 5,000.00 house price to the owner (passed on from escrow), through its finance approval.
  await page.getByTestId('deal-money-add').click();
  await choose(page, 'deal-money-direction', 'Payable');
  await choose(page, 'deal-money-type', 'House price');
  await choose(page, 'deal-money-payer', 'Owner');
  await page.getByTestId('deal-money-amount').locator(NUMBER).fill('5000');
  await page.getByTestId('deal-money-ok').click();
  await expect(toast(page, 'Payable recorded')).toBeVisible();
  const payable = (await ledgers()).money[0]!;
  expect(payable.direction).toBe('payable');
  if (payable.status === 'pending') await approveBoth(request, managerToken, payable.approval_id!);
  await page.reload();
  await page.getByTestId('deal-tab-money').click();
  const row = page.getByTestId('deal-money-table').locator(`[data-money-id="${payable.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'effective');
  await expect(row).toHaveAttribute('data-balance', '5000');
  await expect(page.getByTestId('deal-payable-totals')).toHaveAttribute('data-balance', '5000');

  // Paid out in full: the dialog offers the payment of its whole balance.
  await row.getByTestId('deal-money-pay').click();
  await expect(page.getByTestId('deal-pay-kind')).toContainText('Payment');
  await expect(page.getByTestId('deal-pay-amount').locator(NUMBER)).toHaveValue('5000');
  await page.getByTestId('deal-pay-ok').click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  const payment = (await ledgers()).pays[0]!;
  expect(payment.kind).toBe('payment');
  if (payment.status === 'pending') await approveBoth(request, managerToken, payment.approval_id!);
  await page.reload();
  await page.getByTestId('deal-tab-money').click();
  await expect(page.getByTestId('deal-pay-table').locator(`[data-pay-id="${payment.id}"]`)).toHaveAttribute('data-status', 'effective');
  await expect(row).toHaveAttribute('data-balance', '0');
  await expect(page.getByTestId('deal-payable-totals')).toHaveAttribute('data-paid', '5000');
  await expect(page.getByTestId('deal-payable-totals')).toHaveAttribute('data-balance', '0');
});

test('on a deal terminated after its commission was received, the ledger offers only the refund, which takes the money back', async ({ page, request }) => {
  test.setTimeout(180_000);
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
  const deal = await effectiveDeal(request, agentToken, managerToken, 3_900_000, 20_000);
  const ledgers = async () => (await call<{ money: Money[]; pays: Pay[] }>(request, agentToken, 'GET', 'deal/moneypaylist', { deal_id: deal.id })).data;
  // 1,000.00 commission received in full, each through its finance approval, then the deal is terminated.
  const receivable = await call<Money>(request, agentToken, 'POST', 'dealmoney/add', {
    deal_id: deal.id, money_type: 'commission', payer: 'customer', amount: 1000, due_at: Math.floor(Date.now() / 1000),
  });
  expect(receivable.code).toBe('200000');
  if (receivable.data.status === 'pending') await approveBoth(request, managerToken, receivable.data.approval_id!);
  const receipt = await call<Pay>(request, agentToken, 'POST', 'dealpay/add', {
    deal_id: deal.id, deal_money_id: receivable.data.id, kind: 'receipt', method: 'transfer', amount: 1000, paid_at: Math.floor(Date.now() / 1000),
  });
  expect(receipt.code).toBe('200000');
  if (receipt.data.status === 'pending') await approveBoth(request, managerToken, receipt.data.approval_id!);
  const current = await call<{ version: number }>(request, managerToken, 'GET', `deal/${deal.id}`);
  expect((await call(request, managerToken, 'POST', 'deal/terminate', { id: deal.id, version: current.data.version, reason: '买方违约' })).code).toBe('200000');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/transaction/detail?id=${deal.id}`);
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'terminated');
  await page.getByTestId('deal-tab-money').click();
  const row = page.getByTestId('deal-money-table').locator(`[data-money-id="${receivable.data.id}"]`);
  await expect(row).toHaveAttribute('data-balance', '0');
  await expect(page.getByTestId('deal-ledger-refund-only')).toBeVisible();
  await expect(page.getByTestId('deal-money-add')).toHaveCount(0);
  await expect(page.getByTestId('deal-pay-add')).toHaveCount(0);
  await expect(row.getByTestId('deal-money-receive')).toHaveCount(0);
  await expect(row.getByTestId('deal-money-qr')).toHaveCount(0);

  // A refund of 400.00 of the 1,000.00 received: the dialog offers a refund only, of at most what was received.
  await row.getByTestId('deal-money-refund').click();
  await expect(page.getByTestId('deal-pay-kind')).toContainText('Refund');
  await expect(page.getByTestId('deal-pay-amount').locator(NUMBER)).toHaveValue('1000');
  await page.getByTestId('deal-pay-kind').click();
  const kinds = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(kinds).toHaveCount(1);
  await kinds.first().click();
  await page.getByTestId('deal-pay-amount').locator(NUMBER).fill('400');
  await page.getByTestId('deal-pay-ok').click();
  await expect(toast(page, 'Refund recorded')).toBeVisible();
  const refund = (await ledgers()).pays.find((p) => p.kind === 'refund')!;
  if (refund.status === 'pending') await approveBoth(request, managerToken, refund.approval_id!);
  await page.reload();
  await page.getByTestId('deal-tab-money').click();
  await expect(page.getByTestId('deal-pay-table').locator(`[data-pay-id="${refund.id}"]`)).toHaveAttribute('data-status', 'effective');
  await expect(row).toHaveAttribute('data-balance', '400');
  await expect(page.getByTestId('deal-money-totals')).toHaveAttribute('data-received', '600');
});

type Step = { id: number; code: string; status: string; responsible_name: string; skip_reason: string };

test('an agent hands a deal step to the store manager, skips the next with a reason and reopens it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
  const deal = await effectiveDeal(request, agentToken, managerToken, 3_600_000, 10_000);
  const laid = await call<{ list: Step[] }>(request, agentToken, 'POST', 'dealstep/add', { deal_id: deal.id, plan: 'full' });
  expect(laid.code).toBe('200000');
  const [sign, onlineSign] = laid.data.list;

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/transaction/detail?id=${deal.id}`);
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'effective');
  await page.getByTestId('deal-tab-steps').click();
  const stepOf = (id: number) => page.getByTestId('deal-steps').locator(`[data-step-id="${id}"]`);

  // Handed to the store manager with a new deadline and a note.
  await stepOf(sign!.id).getByTestId('deal-step-edit').click();
  const edit = page.getByTestId('deal-step-edit-dialog');
  await search(page, edit.getByTestId('deal-step-edit-responsible'), MANAGER.name);
  await edit.getByTestId('deal-step-edit-days').locator(NUMBER).fill('2');
  await edit.getByTestId('deal-step-edit-note').fill('原负责人休假');
  await page.getByTestId('deal-step-edit-ok').click();
  await expect(toast(page, 'Step changed')).toBeVisible();
  await expect(stepOf(sign!.id)).toContainText(MANAGER.name);
  await expect(stepOf(sign!.id)).toContainText('原负责人休假');

  // Skipped: the reason is required, then shown with 跳过.
  await stepOf(onlineSign!.id).getByTestId('deal-step-skip').click();
  await page.getByTestId('deal-step-skip-ok').click();
  await expect(page.getByTestId('deal-step-skip-dialog')).toContainText('Say why the step is skipped');
  await page.getByTestId('deal-step-skip-reason').fill('开发商代办网签');
  await page.getByTestId('deal-step-skip-ok').click();
  await expect(toast(page, 'Step skipped')).toBeVisible();
  await expect(stepOf(onlineSign!.id)).toHaveAttribute('data-status', 'skipped');
  await expect(stepOf(onlineSign!.id).getByTestId('deal-step-skipped')).toHaveText('Skipped');
  await expect(stepOf(onlineSign!.id).getByTestId('deal-step-when')).toContainText('开发商代办网签');
  await expect(stepOf(onlineSign!.id).getByTestId('deal-step-edit')).toHaveCount(0);

  // Reopened: open again, its reason gone.
  await stepOf(onlineSign!.id).getByTestId('deal-step-reopen').click();
  await page.locator('.ant-popconfirm:visible .ant-popconfirm-buttons .ant-btn-primary').click();
  await expect(toast(page, 'Step reopened')).toBeVisible();
  await expect(stepOf(onlineSign!.id)).toHaveAttribute('data-status', 'pending');
  const steps = await call<{ list: Step[] }>(request, agentToken, 'GET', 'dealstep/list', { deal_id: deal.id });
  expect(steps.data.list.slice(0, 2).map((s) => [s.responsible_name, s.status, s.skip_reason])).toEqual([[MANAGER.name, 'pending', ''], [AGENT.name, 'pending', '']]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the deal list shows cards, its filters behind one button, and a card opens its deal', async ({ page, request }) => {
    const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
    const expected = await call<DealList>(request, managerToken, 'GET', 'deal', { kind: 'sale' });
    expect(expected.data.totals.count).toBeGreaterThan(0);
    await withoutAnnouncements(page);
    await signIn(page, MANAGER, '/transaction/sale');
    const table = page.getByTestId('deal-table');
    await expect(table).toHaveAttribute('data-layout', 'cards');
    await expect(table.locator('table')).toHaveCount(0);
    await expect(page.getByTestId('deal-filter-kind')).toBeHidden();
    await page.getByTestId('list-filters').click();
    await page.getByTestId('deal-filter-kind').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Sale' }).first().click();
    await page.getByTestId('list-filters-done').click();
    await expect(page).toHaveURL(/kind=sale/);
    await expect(page.getByTestId('deal-totals')).toHaveAttribute('data-count', String(expected.data.totals.count));
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    const first = table.getByTestId('list-card').first();
    const id = await first.getAttribute('data-deal-id');
    await first.getByTestId('deal-contract-no').click();
    await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-deal-id', String(id));
  });
});
