import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken, agentRoleId, call, choose, login, row, unique, uniqueMobile } from './member-helpers';

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
  await withoutAnnouncements(page);
});

test('add a person, see the one-time password once, they must change it; resign ends their session', async ({ page, request }) => {
  await signIn(page, ADMIN, '/member/management');
  await expect(page.getByTestId('member-management')).toBeVisible();
  const working = Number(await page.getByTestId('staff-summary1').locator('.ant-statistic-content-value').innerText());
  expect(working).toBeGreaterThan(0);

  const account = unique('e2e');
  const name = unique('测试');
  await page.getByTestId('staff-add').click();
  // The contract's rules are checked in the form first.
  await page.getByTestId('staff-form-submit').click();
  await expect(page.getByTestId('staff-form')).toContainText('Required');
  await page.getByTestId('staff-form-mobile').fill('123');
  await expect(page.getByTestId('staff-form')).toContainText('A mainland mobile number of 11 digits');

  await page.getByTestId('staff-form-account').fill(account);
  await page.getByTestId('staff-form-name').fill(name);
  await page.getByTestId('staff-form-mobile').fill(uniqueMobile());
  await choose(page, 'staff-form-role', /Agent|经纪人/);
  await choose(page, 'staff-form-store', /陆家嘴店/);
  await page.getByTestId('staff-form-add-phone').click();
  await page.getByTestId('staff-form-phone').fill('021-55550000');
  await page.getByTestId('staff-form-submit').click();

  const shown = page.getByTestId('one-time-password-value');
  await expect(shown).toBeVisible();
  const password = (await shown.innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(6);
  await page.locator('.ant-modal').filter({ has: shown }).getByRole('button', { name: /OK/ }).click();
  await expect(shown).toHaveCount(0);

  // The new person signs in and is told to change the one-time password before anything else.
  const session = await login(request, account, password);
  expect(session.must_change_password).toBe(1);
  expect((await call(request, session.token, 'GET', 'users')).code).toBe('403002');
  expect((await call(request, session.token, 'GET', 'user/info')).code).toBe('200000');

  // Find them through the URL-kept filter and resign them.
  await page.getByTestId('staff-filter-keyword').fill(account);
  await page.getByTestId('staff-search').click();
  await expect(page).toHaveURL(new RegExp(`keyword=${account}`));
  const line = row(page, 'staff-table', name);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('陆家嘴店');
  await line.getByTestId('staff-more').click();
  await page.getByTestId('staff-action-resign-item').click();
  await page.getByTestId('staff-action-reason').fill('e2e');
  await page.getByTestId('staff-action-ok').click();
  await expect(line.getByTestId('staff-row-status')).toHaveText('Left');

  // Their session has ended.
  expect((await call(request, session.token, 'GET', 'user/info')).code).toBe('500010');

  // The filter survives a reload.
  await page.reload();
  await expect(page.getByTestId('staff-filter-keyword')).toHaveValue(account);
  await expect(row(page, 'staff-table', name)).toHaveCount(1);

  // Rejoin them, then reset the password: a new one-time password is shown once.
  await row(page, 'staff-table', name).getByTestId('staff-more').click();
  await page.getByTestId('staff-action-rejoin-item').click();
  await expect(page.getByTestId('staff-action-rejoin')).toBeVisible();
  // CI once found the dialog still open ten seconds after OK, nothing sent: OK is clicked again while it stays open
  // (a click during the request meets antd's loading button and does nothing).
  await expect(async () => {
    if (await page.getByTestId('staff-action-rejoin').isVisible()) await page.getByTestId('staff-action-ok').click({ timeout: 2_000 });
    await expect(page.getByTestId('staff-action-rejoin')).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row(page, 'staff-table', name).getByTestId('staff-row-status')).toHaveText('Working', { timeout: 10_000 });
  await row(page, 'staff-table', name).getByTestId('staff-more').click();
  await page.getByTestId('staff-action-resetPassword-item').click();
  await page.getByTestId('staff-action-ok').click();
  await expect(page.getByTestId('one-time-password-value')).toBeVisible();
  const reset = (await page.getByTestId('one-time-password-value').innerText()).trim();
  expect((await login(request, account, reset)).must_change_password).toBe(1);
});

test('points, details with growth records and operations', async ({ page, request }) => {
  const token = await adminToken(request);
  const added = await call<{ staff: { id: number; name: string } }>(request, token, 'POST', 'user/add', {
    account: unique('e2e'), name: unique('积分'), mobile: uniqueMobile(), role_id: await agentRoleId(request, token), store_id: null, department_id: null,
  });
  expect(added.code).toBe('200000');
  const name = added.data.staff.name;

  await signIn(page, ADMIN, `/member/management?keyword=${encodeURIComponent(name)}`);
  const line = row(page, 'staff-table', name);
  await line.getByTestId('staff-more').click();
  await page.getByTestId('staff-action-points-item').click();
  await page.getByTestId('staff-action-change').fill('15');
  await page.getByTestId('staff-action-reason').fill('e2e bonus');
  await page.getByTestId('staff-action-ok').click();
  await expect(line).toContainText('15');

  await line.getByTestId('staff-detail').click();
  await expect(page.getByTestId('staff-detail-info')).toContainText(name);
  // The picture goes up as multipart; the avatar shows it afterwards.
  await page.getByTestId('staff-detail').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  await expect(page.getByTestId('staff-detail-avatar').locator('img')).toHaveAttribute('src', /.+/);
  await page.getByRole('tab', { name: 'Growth records' }).click();
  await page.getByTestId('growth-add').click();
  await page.getByTestId('growth-date').fill('2026-01-15');
  await page.getByTestId('growth-date').press('Enter');
  await page.getByTestId('growth-title').fill('Promoted');
  await page.locator('.ant-modal:visible').getByRole('button', { name: /OK/ }).click();
  await expect(page.getByTestId('growth-table')).toContainText('Promoted');
  await page.getByRole('tab', { name: 'Operations' }).click();
  await expect(page.getByTestId('staff-operations')).toContainText('Changed points');
  await expect(page.getByTestId('staff-operations')).not.toContainText('user/setuppoint');
});

test('the team follows the store: only the chosen store\'s teams, a team of another store cleared', async ({ page, request }) => {
  const titles = page.locator('.ant-select-dropdown:visible .ant-select-tree-title');
  // Opens the team picker, finds `offered` in it (all of it) and picks `name`.
  const pickTeam = async (testId: string, name: string, offered: string[]) => {
    await expect(async () => {
      await page.getByTestId(testId).click();
      await expect(titles).toHaveText(offered, { timeout: 2000 });
      await titles.getByText(name, { exact: true }).click({ timeout: 2000 });
      await expect(page.getByTestId(testId)).toContainText(name, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  };
  await signIn(page, ADMIN, '/member/management');

  // The form: a store's teams only; another store clears the team.
  const account = unique('e2e');
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-form-account').fill(account);
  await page.getByTestId('staff-form-name').fill(unique('测试'));
  await page.getByTestId('staff-form-mobile').fill(uniqueMobile());
  await choose(page, 'staff-form-role', /Agent|经纪人/);
  await choose(page, 'staff-form-store', '张江店');
  await pickTeam('staff-form-department', '张江店一组', ['张江店', '张江店一组', '张江店二组']);
  await choose(page, 'staff-form-store', '陆家嘴店');
  await expect(page.getByTestId('staff-form-department')).not.toContainText('张江店一组');
  await pickTeam('staff-form-department', '陆家嘴店二组', ['陆家嘴店', '陆家嘴店一组', '陆家嘴店二组']);
  await page.getByTestId('staff-form-submit').click();
  await page.locator('.ant-modal').filter({ has: page.getByTestId('one-time-password-value') }).getByRole('button', { name: /OK/ }).click();
  const token = await adminToken(request);
  const found = await call<{ list: { account: string; store_name: string; department_name: string }[] }>(request, token, 'GET', `users?keyword=${account}`);
  expect(found.data.list).toEqual([expect.objectContaining({ account, store_name: '陆家嘴店', department_name: '陆家嘴店二组' })]);

  // The filter bar the same way.
  await choose(page, 'staff-filter-store', '张江店');
  await pickTeam('staff-filter-department', '张江店二组', ['张江店', '张江店一组', '张江店二组']);
  await page.getByTestId('staff-search').click();
  await expect(page).toHaveURL(/department_id=\d+/);
  await choose(page, 'staff-filter-store', '陆家嘴店');
  await expect(page.getByTestId('staff-filter-department')).not.toContainText('张江店二组');
  await page.getByTestId('staff-search').click();
  await expect(page).not.toHaveURL(/department_id=/);
});
