import { expect, test } from './fixtures';
import { ADMIN, withoutTargetDialog, signIn, toast, withoutAnnouncements } from './account-helpers';

// The push screen: the admin writes an announcement on /sendNews/send, picks a store, sees how many people it
// reaches and a preview, sends it; the open page of an agent of that store opens it without a reload, and the
// sent history counts the reading. staff006 is a demo agent of 陆家嘴店 no other test signs in as.
const AGENT = { username: 'staff006', password: 'demo123' };
const TITLE = `周末开放日安排 ${Date.now()}`;

test('an announcement pushed to a store from the composer opens on an agent\'s open page and is counted read', async ({ browser, request }) => {
  const agent = await browser.newPage();
  await withoutAnnouncements(agent);
  await withoutTargetDialog(agent);
  // The demo's own announcements stay answered away: the live stream, not the alert, brings the pushed one.
  await signIn(agent, AGENT);

  const admin = await browser.newPage();
  await withoutAnnouncements(admin);
  await withoutTargetDialog(admin);
  await signIn(admin, ADMIN, '/sendNews/send');
  await expect(admin.getByTestId('push-page')).toBeVisible();

  // Nobody chosen yet: nothing to count, nothing to send.
  await expect(admin.getByTestId('push-reach')).toHaveText('Choose who receives the message');
  await expect(admin.getByTestId('push-send')).toBeDisabled();

  await admin.getByTestId('push-category').getByText('Announcement').click();
  await admin.getByTestId('push-title').fill(TITLE);
  await admin.getByTestId('push-info').fill('周六上午九点集合\n带好工牌\n\n<b>不得缺席</b>');
  await admin.getByTestId('push-needread').click();
  // Picked again should a busy machine swallow the pick (the option list still loading, the dropdown still opening).
  const picked = admin.getByTestId('push-stores').locator('.ant-select-selection-item').filter({ hasText: '陆家嘴店' });
  await expect(async () => {
    if (!(await picked.count())) {
      await admin.getByTestId('push-stores').click();
      await admin.keyboard.type('陆家嘴');
      await admin.locator('.ant-select-item-option').filter({ hasText: '陆家嘴店' }).click({ timeout: 5_000 });
      await admin.keyboard.press('Escape');
    }
    await expect(picked).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The reach is the server's count for that store.
  const login = await request.post('api/v1/user/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const stores = (await (await request.get('api/v1/store', { headers, params: { limit: 100 } })).json()) as { data: { list: { id: number; name: string }[] } };
  const store = stores.data.list.find((s) => s.name === '陆家嘴店');
  const counted = (await (await request.post('api/v1/message/audience', { headers, data: { to_stores: [store?.id] } })).json()) as { data: { recipients: number } };
  const reach = counted.data.recipients;
  expect(reach).toBeGreaterThan(1);
  await expect(admin.getByTestId('push-reach')).toHaveText(`Reaches ${reach} people`, { timeout: 20_000 });

  // The preview shows it as readers will: typed markup stays text.
  await admin.getByTestId('push-preview').click();
  await expect(admin.getByTestId('push-preview-title')).toHaveText(TITLE);
  await expect(admin.getByTestId('push-preview-body').locator('p')).toHaveCount(2);
  await expect(admin.getByTestId('push-preview-body')).toContainText('<b>不得缺席</b>');
  await admin.keyboard.press('Escape');
  await expect(admin.getByTestId('push-preview-dialog')).toBeHidden();

  await admin.getByTestId('push-send').click();
  await expect(toast(admin, `Sent to ${reach} people`)).toBeVisible();
  await expect(admin.getByTestId('push-title')).toHaveValue('');

  // The agent's page, open all along, opens the announcement: must-read, its line breaks kept.
  await expect(agent.getByTestId('announcement-title')).toHaveText(TITLE, { timeout: 5_000 });
  await expect(agent.getByTestId('announcement-body').locator('br')).toHaveCount(1);
  await expect(agent.getByTestId('announcement-confirm')).toBeDisabled();
  await agent.getByTestId('announcement-tick').click();
  await agent.getByTestId('announcement-confirm').click();
  await expect(agent.getByTestId('announcement-dialog')).toBeHidden();

  // The history: the store as the audience, every recipient counted, the agent's reading among them.
  const row = admin.getByTestId('sent-table').locator('tr', { hasText: TITLE });
  await expect(row.getByTestId('sent-audience')).toHaveText('陆家嘴店');
  await expect(row.getByTestId('sent-recipients')).toHaveText(String(reach));
  await admin.reload();
  await expect(row.getByTestId('sent-read')).toHaveAttribute('data-read', '1');
  await expect(row.getByTestId('sent-read')).toContainText(`1 of ${reach}`);
});
