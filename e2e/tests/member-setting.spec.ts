import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken, agentRoleId, call, choose, unique } from './member-helpers';

test('company settings, security settings and the role permission editor', async ({ page }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  const name = page.getByTestId('company-name');
  await expect(name).not.toHaveValue('');
  const short = unique('E2E');
  await page.getByTestId('company-form').getByLabel('Short name').fill(short);
  await page.getByTestId('company-save').click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('company-form').getByLabel('Short name')).toHaveValue(short);

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('safe-form')).toBeVisible();
  await expect(page.getByTestId('bind-table')).toBeVisible();

  await page.getByRole('tab', { name: 'Modules' }).click();
  await expect(page.getByTestId('module-list').locator('.ant-switch').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Role permissions' }).click();
  await choose(page, 'access-role', /Agent|经纪人/);
  await expect(page.getByTestId('access-editor')).toContainText('Staff');
  await page.getByTestId('access-save').click();
  await expect(toast(page, 'Saved')).toBeVisible();
});

test('a role\'s daily phone views out of range or left empty are refused on the field as typed, and nothing is saved', async ({ page, request }) => {
  const admin = await adminToken(request);
  const roleId = await agentRoleId(request, admin);
  const limit = async () => (await call<{ role: { phone_view_daily_limit: number } }>(request, admin, 'GET', 'setting/getauth', { role_id: roleId })).data.role.phone_view_daily_limit;
  const before = await limit();

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  await page.getByRole('tab', { name: 'Role permissions' }).click();
  await choose(page, 'access-role', /Agent|经纪人/);
  const views = page.getByTestId('access-phone-views');
  await views.fill('1001');
  await views.blur();
  await expect(page.getByTestId('access-editor').locator('.ant-form-item-explain-error').filter({ hasText: 'At most 1000' })).toBeVisible();
  await expect(views).toHaveValue('1001');
  await page.getByTestId('access-save').click();
  await expect(views).toHaveValue('1001');
  await views.fill('');
  await page.getByTestId('access-save').click();
  await expect(page.getByTestId('access-editor').locator('.ant-form-item-explain-error').filter({ hasText: 'Required' })).toBeVisible();
  expect(await limit()).toBe(before);
});

test('the pool rules are saved with the company; one out of range is refused on its field as typed, and nothing is saved', async ({ page, request }) => {
  const admin = await adminToken(request);
  const company = async () => (await call<Record<string, unknown>>(request, admin, 'GET', 'setting/company')).data;
  const before = await company();

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
  const form = page.getByTestId('company-form');
  const protect = page.getByTestId('company-hold_protect_days');
  await expect(protect).toHaveValue(String(before.hold_protect_days));
  await protect.fill('366');
  await protect.blur();
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: 'At most 365' })).toBeVisible();
  await page.getByTestId('company-save').click();
  await expect(protect).toHaveValue('366');
  expect((await company()).hold_protect_days).toBe(before.hold_protect_days);

  await protect.fill('45');
  await page.getByTestId('company-pool_claim_daily_cap').fill('0');
  await page.getByTestId('company-save').click();
  await expect(toast(page, 'Saved')).toBeVisible();
  expect(await company()).toMatchObject({ hold_protect_days: 45, pool_claim_daily_cap: 0 });
  await page.reload();
  await expect(page.getByTestId('company-hold_protect_days')).toHaveValue('45');
  await expect(form.getByLabel('Days a reservation, hold or seal keeps a house or customer private (0: not at all)')).toHaveValue('45');
  expect((await call(request, admin, 'POST', 'setting/company', before)).code).toBe('200000');
});

test('the minimum gap between follow-ups and whether a duplicate customer blocks are saved with the company', async ({ page, request }) => {
  const admin = await adminToken(request);
  const company = async () => (await call<Record<string, unknown>>(request, admin, 'GET', 'setting/company')).data;
  const before = await company();
  try {
    await withoutAnnouncements(page);
    await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
    const form = page.getByTestId('company-form');
    const gap = page.getByTestId('company-followup_min_gap_minutes');
    const blocks = page.getByTestId('company-customer_duplicate_blocks');
    await expect(gap).toHaveValue(String(before.followup_min_gap_minutes));
    await expect(blocks).toHaveAttribute('aria-checked', 'true');
    await gap.fill('1441');
    await gap.blur();
    await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: 'At most 1440' })).toBeVisible();
    await page.getByTestId('company-save').click();
    expect((await company()).followup_min_gap_minutes).toBe(before.followup_min_gap_minutes);

    await gap.fill('5');
    await blocks.click();
    await page.getByTestId('company-save').click();
    await expect(toast(page, 'Saved')).toBeVisible();
    expect(await company()).toMatchObject({ followup_min_gap_minutes: 5, customer_duplicate_blocks: 0 });
    await page.reload();
    await expect(form.getByLabel('Minutes between one person\'s follow-ups on the same house, new-house project or customer (0: no minimum)')).toHaveValue('5');
    await expect(blocks).toHaveAttribute('aria-checked', 'false');
  } finally {
    expect((await call(request, admin, 'POST', 'setting/company', before)).code).toBe('200000');
  }
});
