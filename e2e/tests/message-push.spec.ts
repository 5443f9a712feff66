import { expect, test } from './fixtures';
import { signIn } from './account-helpers';

// Live delivery: a page that is already open learns of a new announcement without reloading and opens it.
// staff004 is a demo agent of 陆家嘴店 (the manager's store) used by no other test; the admin pushes through the API.

const STAFF = { username: 'staff004', password: 'demo123' };

test('an announcement pushed to a store opens on the open page of someone in it, and the bell counts it', async ({ page, request }) => {
  // The demo's own announcements are read first, so the one pushed below is the one the dialog shows whenever the page
  // asks the server for its queue.
  const own = await request.post('api/v1/user/login', { data: STAFF });
  const ownHeaders = { authorization: `Bearer ${((await own.json()) as { data: { token: string } }).data.token}` };
  const alert = (await (await request.get('api/v1/message/alert', { headers: ownHeaders })).json()) as { data: { announcements: { message_id: number }[] } };
  const waiting = alert.data.announcements.map((a) => a.message_id);
  if (waiting.length) {
    const read = await request.post('api/v1/message/read', { headers: ownHeaders, data: { message_id: waiting, read: 1 } });
    expect(((await read.json()) as { code: string }).code).toBe('200000');
  }
  await signIn(page, STAFF);
  const bell = page.getByTestId('message-bell-count');
  await expect(bell).toBeVisible();
  // The bell shows the server's unread count; the demo's jobs may add messages for the person meanwhile, so the count
  // is compared with the server's own rather than with a number taken earlier.
  const unread = async () => ((await (await request.get('api/v1/message/alert', { headers: ownHeaders })).json()) as { data: { unread: number } }).data.unread;
  const bellFollows = () => expect(async () => {
    expect(await bell.locator('.ant-scroll-number').getAttribute('title')).toBe(String(await unread()));
  }).toPass({ timeout: 10_000 });
  await bellFollows();

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
  await bellFollows();
  const confirm = page.getByTestId('announcement-confirm');
  await page.getByTestId('announcement-tick').click();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByTestId('announcement-dialog')).toBeHidden();
  await bellFollows();
});
