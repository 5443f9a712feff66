import { expect, test, type APIRequestContext } from './fixtures';
import { settingsApplied } from './shell-helpers';

// The signed-in API as an administrator on an approved machine, to switch binding on and approve devices.
type Envelope<T> = { code: string; message: string; data: T };

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, body?: object) {
  const headers = { 'x-machine-address': 'e2e-admin-machine', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = method === 'GET'
    ? await request.get(`/api/v1/${path}`, { headers })
    : await request.post(`/api/v1/${path}`, { headers, data: body ?? {} });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe('200000');
  return envelope.data;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const data = await call<{ token: string }>(request, 'POST', 'user/login', null, { username: 'admin', password: 'admin123' });
  return data.token;
}

async function setBinding(request: APIRequestContext, token: string, on: boolean) {
  await call(request, 'POST', 'setting/safe', token, { bind_enabled: on ? 1 : 0 });
  await settingsApplied();
}

test.afterEach(async ({ request }) => {
  // Other tests expect binding off, as the demo company starts.
  await setBinding(request, await adminToken(request), false);
});

test('an unapproved device asks for approval and reaches home once approved', async ({ page, request }) => {
  const admin = await adminToken(request);
  await setBinding(request, admin, true);

  await page.goto('/');
  await page.getByTestId('login-username').fill('agent');
  await page.getByTestId('login-password').fill('agent123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('This device is waiting for approval')).toBeVisible();
  await expect(page.getByTestId('account-menu-name')).toHaveCount(0);

  await page.getByTestId('bind-request').click();
  await expect(page.getByText('Request sent, waiting for approval')).toBeVisible();
  await page.getByTestId('bind-status').click();
  await expect(page.getByText('Still waiting for approval')).toBeVisible();

  const pending = await call<{ list: { id: number; loginid: string }[] }>(request, 'GET', 'binds?status=pending&keyword=agent', admin);
  const mine = pending.list.find((item) => item.loginid === 'agent');
  expect(mine).toBeDefined();
  await call(request, 'POST', 'bind/operate', admin, { id: mine?.id, action: 'approve' });

  await page.getByTestId('bind-status').click();
  await expect(page.getByTestId('account-menu-name')).toHaveText('张伟');
});

test('after the request the status is polled, so approval alone lets the person in', async ({ page, request }) => {
  const admin = await adminToken(request);
  await setBinding(request, admin, true);

  await page.goto('/');
  await page.getByTestId('login-username').fill('manager');
  await page.getByTestId('login-password').fill('manager123');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('bind-request').click();
  await expect(page.getByText('Request sent, waiting for approval')).toBeVisible();

  const pending = await call<{ list: { id: number; loginid: string }[] }>(request, 'GET', 'binds?status=pending&keyword=manager', admin);
  const mine = pending.list.find((item) => item.loginid === 'manager');
  expect(mine).toBeDefined();
  await call(request, 'POST', 'bind/operate', admin, { id: mine?.id, action: 'approve' });

  // No click: the poll notices the approval within a few seconds.
  await expect(page.getByTestId('account-menu-name')).toHaveText('李明', { timeout: 10_000 });
});
