import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';
import { adminToken, call, choose, unique, uniqueMobile } from './member-helpers';

// Spec §3: the staff form picks education and work type from the dictionaries staff_education and staff_worktype.
test('a new person\'s education and work type are picked from their dictionaries and saved as their codes', async ({ page, request }) => {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/member/management');
  await page.getByTestId('staff-add').click();
  await expect(page.getByTestId('staff-form')).toBeVisible();
  const account = unique('dict').toLowerCase();
  await page.getByTestId('staff-form-account').fill(account);
  await page.getByTestId('staff-form-name').fill('字典测试');
  await page.getByTestId('staff-form-mobile').fill(uniqueMobile());
  await choose(page, 'staff-form-role', /Agent|经纪人/);
  await choose(page, 'staff-form-education', 'Bachelor');
  await choose(page, 'staff-form-work-type', 'Intern');
  await page.getByTestId('staff-form-submit').click();
  await expect(page.getByTestId('one-time-password-value')).toBeVisible();

  const token = await adminToken(request);
  const list = await call<{ list: { id: number; account: string }[] }>(request, token, 'GET', 'users', { keyword: account });
  const person = list.data.list.find((p) => p.account === account);
  expect(person).toBeDefined();
  const detail = await call<{ education: string; work_type: string }>(request, token, 'GET', `user/${person?.id}`, {});
  expect(detail.data).toMatchObject({ education: 'bachelor', work_type: 'intern' });
});
