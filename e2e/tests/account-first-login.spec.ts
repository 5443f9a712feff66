import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';

type Envelope<T> = { code: string; data: T };

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, body?: object) {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { data: body } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

test('a new person signs in with the one-time password and must set their own before anything else', async ({ page, request }) => {
  const admin = (await call<{ token: string }>(request, 'POST', 'user/login', null, { username: ADMIN.username, password: ADMIN.password })).data.token;
  const roles = await call<{ list: { id: number; code: string }[] }>(request, 'GET', 'role', admin);
  const agentRole = roles.data.list.find((r) => r.code === 'agent')!.id;
  const added = await call<{ password: string }>(request, 'POST', 'user/add', admin, {
    account: 'firstlogin', name: '新同事', mobile: '13912345678', store_id: null, department_id: null, role_id: agentRole,
  });
  expect(added.code).toBe('200000');

  await withoutAnnouncements(page);
  await signIn(page, { username: 'firstlogin', password: added.data.password });
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('password-forced') });
  await expect(dialog).toBeVisible();
  // It cannot be closed: no close button, Esc does nothing.
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // Every refused call says the same: one message, not one per call.
  await expect(toast(page, 'Please change your one-time password first')).toHaveCount(1);

  await page.getByTestId('password-old').fill(added.data.password);
  await page.getByTestId('password-new').fill('mypass88');
  await page.getByTestId('password-again').fill('mypass88');
  await page.getByTestId('password-submit').click();
  await expect(toast(page, 'Changed successfully! Please sign in again')).toBeVisible();
  await expect(page.getByTestId('login-username')).toBeVisible();

  await signIn(page, { username: 'firstlogin', password: 'mypass88' });
  await expect(page.getByTestId('password-forced')).toHaveCount(0);
});
