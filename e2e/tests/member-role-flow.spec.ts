import { expect, test } from './fixtures';
import { ERRORS } from '@brokerage/contract';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import {
  addStaffInDrawer, callAsPage, changeOneTimePassword, createRoleInEditor, pageToken, resignInList, row, setMonthlyTargets, unique, uniqueMobile,
} from './member-helpers';

// Issue #6 item 5: a role made in the permission editor decides, end to end, what its holder sees and may do.
test('a role granting only the staff list and the blacklist: the person sees and may do only that; resigning them ends their session', async ({ page, browser, baseURL }) => {
  // Two people, two sign-ins and a password change on a two-core machine.
  test.setTimeout(180_000);
  const roleName = unique('只读人事');
  const roleCode = unique('e2eview');
  const account = unique('e2e');
  const name = unique('受限');
  const newPassword = 'viewer88';

  // 1. As admin, create the role and grant it the staff list and the blacklist list only.
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  const editor = await createRoleInEditor(page, roleName, roleCode);
  const box = (label: string) => editor.getByRole('checkbox', { name: label, exact: true });
  await expect(editor.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await box('View staff').check();
  await box('View the blacklist').check();
  // A button permission brings its menu along.
  await expect(box('Staff')).toBeChecked();
  await expect(box('Blacklist')).toBeChecked();
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/setting/auth' && r.request().method() === 'POST');
  await page.getByTestId('access-save').click();
  expect(((await (await saved).json()) as { code: string }).code).toBe(ERRORS.OK.code);
  // The editor reloads the role from the server: exactly what was granted, nothing more.
  await expect(box('View staff')).toBeChecked();
  await expect(box('View the blacklist')).toBeChecked();
  for (const other of ['Add staff', 'Resign and rejoin staff', 'Edit staff', 'Add to the blacklist', 'Stores', 'Departments', 'View stores']) {
    await expect(box(other)).not.toBeChecked();
  }
  await expect(editor.getByRole('checkbox', { checked: true })).toHaveCount(4);

  // 2. Add a person with that role; their one-time password is shown once.
  await page.goto('/#/member/management');
  const oneTimePassword = await addStaffInDrawer(page, { account, name, mobile: uniqueMobile(), role: roleName });

  // 3. In a separate browser, the person signs in, must replace the one-time password, and signs in again.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const person = await other.newPage();
    await withoutAnnouncements(person);
    // Every refused call the person's pages make on their own (there must be none: they ask only what they may).
    const denied: string[] = [];
    person.on('response', (response) => {
      if (!response.url().includes('/api/v1/')) return;
      response.json().then((body: { code?: string }) => {
        if (body.code === ERRORS.PERMISSION_DENIED.code) denied.push(response.url());
      }, () => undefined);
    });
    await signIn(person, { username: account, password: oneTimePassword });
    await changeOneTimePassword(person, oneTimePassword, newPassword);
    await signIn(person, { username: account, password: newPassword });
    await expect(person.getByTestId('password-forced')).toHaveCount(0);
    // Like everyone, they first set this month's targets (a dialog that cannot be dismissed).
    await setMonthlyTargets(person);

    // The sidebar holds the dashboard and the granted menus only.
    const sidebar = person.getByTestId('sidebar');
    await expect(sidebar.getByText('Members', { exact: true })).toBeVisible();
    for (const absent of ['Company settings', 'Messages', 'Company data', 'Statistics']) {
      await expect(sidebar.getByText(absent, { exact: true })).toHaveCount(0);
    }
    await sidebar.getByText('Members', { exact: true }).click();
    await expect(sidebar.getByTestId('menu-Management')).toBeVisible();
    await expect(sidebar.getByTestId('menu-Blacklist')).toBeVisible();
    await expect(sidebar.locator('[data-testid^="menu-"]')).toHaveCount(3);
    await expect(sidebar.getByTestId('menu-Dashboard')).toBeVisible();
    for (const absent of ['Stores', 'Departments']) await expect(sidebar.getByText(absent, { exact: true })).toHaveCount(0);

    // Staff: the list is there (themselves among it), without Add, Edit or the actions menu (Resign).
    await sidebar.getByTestId('menu-Management').click();
    await expect(person).toHaveURL(/#\/member\/management/);
    await person.getByTestId('staff-filter-keyword').fill(account);
    await person.getByTestId('staff-search').click();
    const self = row(person, 'staff-table', name);
    await expect(self).toHaveCount(1);
    await expect(self).toContainText(roleName);
    await expect(self.getByTestId('staff-detail')).toBeVisible();
    await expect(self.getByTestId('staff-edit')).toHaveCount(0);
    await expect(self.getByTestId('staff-more')).toHaveCount(0);
    await expect(person.getByTestId('staff-add')).toHaveCount(0);
    // The page asks only for what the role may read: no "no permission" message (the filters' stores,
    // departments, roles and positions are simply not offered).
    await expect(toast(person, ERRORS.PERMISSION_DENIED.message.en)).toHaveCount(0);

    // Blacklist: the list loads, without the add button.
    const blacklistLoaded = person.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/black');
    await sidebar.getByTestId('menu-Blacklist').click();
    await expect(person).toHaveURL(/#\/member\/blacklist$/);
    expect(((await (await blacklistLoaded).json()) as { code: string }).code).toBe(ERRORS.OK.code);
    await expect(person.getByTestId('blacklist-table')).toBeVisible();
    await expect(person.getByTestId('blacklist-add')).toHaveCount(0);
    expect(denied).toEqual([]);

    // 4. The server refuses what the role lacks, even when asked directly with the person's own token.
    const listed = await callAsPage(person, 'GET', 'users', { keyword: account });
    expect(listed.code).toBe(ERRORS.OK.code);
    const selfId = (listed.data as { list: { id: number; account: string }[] }).list.find((s) => s.account === account)?.id;
    expect(selfId).toBeDefined();
    expect((await callAsPage(person, 'POST', 'user/resign', { id: selfId, reason: 'e2e' })).code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await callAsPage(person, 'GET', 'store')).code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await callAsPage(person, 'POST', 'user/add', {
      account: unique('e2e'), name: unique('越权'), mobile: uniqueMobile(), role_id: 1, store_id: null, department_id: null,
    })).code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await callAsPage(person, 'POST', 'user/blacklist', { name: unique('越权'), mobile: uniqueMobile(), reason: 'e2e' })).code)
      .toBe(ERRORS.PERMISSION_DENIED.code);

    // 5. Back as admin, resign the person; their next step ends the session and lands them on login.
    await resignInList(page, account, name);
    await person.reload();
    await expect(toast(person, ERRORS.ACCOUNT_RESIGNED.message.en)).toBeVisible();
    await expect(person).toHaveURL(/#\/login\?redirect=%2Fmember%2Fblacklist$/);
    await expect(person.getByTestId('login-username')).toBeVisible();
    expect(await pageToken(person)).toBeNull();
  } finally {
    await other.close();
  }
});
