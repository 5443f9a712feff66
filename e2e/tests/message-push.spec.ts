import { expect, test } from './fixtures';
import { signIn, withoutAnnouncements } from './account-helpers';

// Live delivery: a page that is already open learns of a new announcement without reloading and opens it.
// staff004 is a demo agent of 陆家嘴店 (the manager's store) used by no other test; the admin pushes through the API.

const STAFF = { username: 'staff004', password: 'demo123' };

test('an announcement pushed to a store opens on the open page of someone in it, and the bell counts it', async ({ page, request }) => {
  // The demo's own announcements are answered away at sign-in so the one pushed below is the one the dialog shows.
  await withoutAnnouncements(page);
  await signIn(page, STAFF);
  const bell = page.getByTestId('message-bell-count');
  await expect(bell).toBeVisible();
  const before = Number((await bell.locator('.ant-scroll-number').getAttribute('title')) ?? 0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const login = await request.post('api/v1/user/login', { data: { username: 'admin', password: 'admin123' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const stores = (await (await request.get('api/v1/store', { headers, params: { limit: 100 } })).json()) as { data: { list: { id: number; name: string }[] } };
  const store = stores.data.list.find((s) => s.name === '陆家嘴店');
  expect(store).toBeDefined();

  const pushed = await request.post('api/v1/message/save', {
    headers,
    data: { message_category: 3, message_title: '门店临时会议', message_info: '<p>今晚七点<strong>门店会议</strong></p>', message_needread: 1, to_stores: [store!.id] },
  });
  expect(((await pushed.json()) as { code: string }).code).toBe('200000');

  // Within two seconds, without a reload: the dialog opens with the announcement, must-read.
  await expect(page.getByTestId('announcement-title')).toHaveText('门店临时会议', { timeout: 2_000 });
  await expect(page.getByTestId('announcement-body').locator('strong')).toHaveText('门店会议');
  await expect(page.getByTestId('announcement-confirm')).toBeDisabled();
  await expect(bell.locator('.ant-scroll-number')).toHaveAttribute('title', String(before + 1));
  await page.getByTestId('announcement-tick').click();
  await page.getByTestId('announcement-confirm').click();
  await expect(page.getByTestId('announcement-dialog')).toBeHidden();
  await expect(bell.locator('.ant-scroll-number')).toHaveAttribute('title', String(before));
});
