import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { ADMIN, AGENT, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call, login } from './member-helpers';
import { freeSaleDoor, pick } from './house-helpers';

type House = { id: number; version: number; status: string; pool: string; pending_approval: { id: number; item_type: string } | null };
type Approval = { id: number; status: string; current_step: number | null; current_approvers: string[]; steps: { mode: string; approver_kind: string }[] };
type Flow = { id: number; item_type: string; store_id: number | null; version: number };


// Opens a select of one step and picks the option titled `title` (retried: the options may still be loading).
async function choose(page: Page, select: Locator, title: string) {
  await expect(async () => {
    await select.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).first().click({ timeout: 3000 });
    await expect(select).toContainText(title, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

// A sale house the agent enters on a free door of the demo community.
async function agentHouse(request: APIRequestContext, agentToken: string, adminTokenValue: string): Promise<House> {
  const door = await freeSaleDoor(request, adminTokenValue);
  const answer = await call<House>(request, agentToken, 'POST', 'house/add', {
    kind: 'sale', door_id: door.door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 80, total_floors: 30, orientation: 'south',
    decoration: 'fine', rent_payment: null, source: 'walk_in', current_use: 'vacant', level: 'normal', label_ids: [], remarks: '',
    price: 4_200_000, base_price: null, grade: 'b',
  });
  expect(answer.code).toBe('200000');
  return answer.data;
}

test('an agent sets a house 无效, the store manager approves it in business approvals, the house is 无效 and the agent is told', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const house = await agentHouse(request, agentToken, admin);

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/house/detail?id=${house.id}`);
  await page.getByTestId('house-change-status').click();
  await pick(page, 'house-status-next', 'Invalid');
  await page.getByTestId('house-status-reason').fill('业主不卖了');
  await page.getByTestId('house-status-ok').click();
  await expect(page.getByTestId('house-pending-approval')).toBeVisible();
  await expect(page.getByTestId('house-header').getByTestId('house-status')).toHaveText('Available');

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await withoutAnnouncements(managerPage);
  await signIn(managerPage, MANAGER);
  await expect(managerPage.getByTestId('menu-count-Approval')).toBeVisible();
  await managerPage.getByTestId('sidebar').getByText('Approvals').click();
  await managerPage.getByTestId('menu-ApprovalBusiness').click();
  const screen = managerPage.getByTestId('approval-business-page');
  const detail = await call<House>(request, agentToken, 'GET', `house/${house.id}`);
  const approvalId = detail.data.pending_approval?.id;
  expect(approvalId).toBeDefined();
  const row = screen.getByTestId('approval-table').locator(`[data-id="${approvalId}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('approval-open').click();
  const drawer = managerPage.getByTestId('approval-drawer');
  await expect(drawer.getByTestId('approval-change-line').first()).toHaveText('Available → Invalid');
  await drawer.getByTestId('approval-approve').click();
  await managerPage.getByTestId('approval-comment').fill('情况属实');
  await managerPage.getByTestId('approval-dialog-ok').click();
  await expect(drawer.getByTestId('approval-status')).toHaveAttribute('data-status', 'approved');
  await expect(drawer.locator('[data-testid="approval-chain-entry"][data-action="applied"]')).toBeVisible();
  await managerContext.close();

  const after = await call<House>(request, agentToken, 'GET', `house/${house.id}`);
  expect(after.data).toMatchObject({ status: 'invalid', pending_approval: null });
  const messages = await call<{ list: { message_title: string }[] }>(request, agentToken, 'GET', 'messages', { category: 1, limit: 5 });
  // Worded in the reader's language (the helper asks in English).
  expect(messages.data.list[0]?.message_title).toBe('House set invalid: Approved');
  await page.reload();
  await expect(page.getByTestId('house-header').getByTestId('house-status')).toHaveText('Invalid');
});

test('the flow editor saves a two-step flow whose second step is 会签, and it governs the next request', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const flows = await call<{ list: Flow[] }>(request, admin, 'GET', 'item/flow_set', { item_type: 'house_to_public' });
  const flow = flows.data.list.find((f) => f.store_id === null);
  expect(flow).toBeDefined();

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/approval/set');
  await page.locator('[data-testid="approval-flow"][data-item="house_to_public"][data-store=""]').getByTestId('approval-flow-edit').click();
  await expect(page).toHaveURL(new RegExp(`/approvals/release/${flow!.id}$`));
  const editor = page.getByTestId('flow-editor');
  await editor.getByTestId('flow-enabled').click();
  await editor.getByTestId('flow-step-add').click();
  await editor.getByTestId('flow-step-add').click();
  const firstStep = editor.getByTestId('flow-step').nth(0);
  await choose(page, firstStep.getByTestId('flow-step-kind'), 'Role');
  await choose(page, firstStep.getByTestId('flow-step-role'), '店长');
  await choose(page, firstStep.getByTestId('flow-step-mode'), 'All must approve');
  // The role step moves down: the applicant's store manager first, then every store manager together.
  await editor.getByTestId('flow-step').nth(0).getByTestId('flow-step-down').click();
  await editor.getByTestId('flow-save').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Flow saved' })).toBeVisible();

  const saved = await call<{ enabled: number; steps: { approver_kind: string; mode: string; target_name: string }[] }>(request, admin, 'GET', `flow/${flow!.id}`);
  expect(saved.data.enabled).toBe(1);
  expect(saved.data.steps.map((s) => [s.approver_kind, s.mode])).toEqual([['store_manager', 'sequential'], ['role', 'all']]);

  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const house = await agentHouse(request, agentToken, admin);
  const released = await call<House>(request, agentToken, 'POST', 'house/release', { id: house.id, version: house.version, reason: '' });
  expect(released.data).toMatchObject({ pool: 'private', pending_approval: { item_type: 'house_to_public' } });
  const managerToken = (await login(request, MANAGER.username, MANAGER.password)).token;
  const id = released.data.pending_approval!.id;
  const first = await call<Approval>(request, managerToken, 'POST', 'approve/operate', { id, action: 'approve' });
  expect(first.data).toMatchObject({ status: 'pending', current_step: 2 });
  expect(first.data.current_approvers.length).toBeGreaterThan(1);

  // Back as it was, for the other tests of the run.
  const now = await call<{ version: number }>(request, admin, 'GET', `flow/${flow!.id}`);
  await call(request, admin, 'POST', 'approve/update', { action: 'save', id: flow!.id, version: now.data.version, enabled: 0, steps: [] });
});

test('an overdue time beyond the contract\'s range is refused on the field as typed, not clamped, and nothing is saved', async ({ page, request }) => {
  const admin = await adminToken(request);
  const flows = await call<{ list: Flow[] }>(request, admin, 'GET', 'item/flow_set', { item_type: 'house_to_public' });
  const flow = flows.data.list.find((f) => f.store_id === null);
  expect(flow).toBeDefined();
  const before = await call(request, admin, 'GET', `flow/${flow!.id}`);

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/approvals/release/${flow!.id}`);
  const editor = page.getByTestId('flow-editor');
  await editor.getByTestId('flow-step-add').click();
  const step = editor.getByTestId('flow-step').last();
  const hours = step.getByTestId('flow-step-hours');
  await hours.fill('1000');
  await hours.blur();
  await expect(step.locator('.ant-form-item-explain-error').filter({ hasText: 'At most 720' })).toBeVisible();
  await expect(hours).toHaveValue('1000');
  await hours.fill('0');
  await expect(step.locator('.ant-form-item-explain-error').filter({ hasText: 'At least 1' })).toBeVisible();
  await editor.getByTestId('flow-save').click();
  await expect(hours).toHaveValue('0');
  expect((await call(request, admin, 'GET', `flow/${flow!.id}`)).data).toEqual(before.data);
});
