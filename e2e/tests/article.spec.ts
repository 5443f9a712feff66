import { expect, test } from './fixtures';
import { ADMIN, withoutTargetDialog, signIn, toast, withoutAnnouncements } from './account-helpers';

// Articles: the admin writes one on /article/articleList (a draft nobody else sees), publishes and pins it, and
// an agent reads it in the message centre's reader, which counts the reading once. staff005 is a demo agent no
// other test signs in as.
const READER = { username: 'staff005', password: 'demo123' };
const TITLE = `门店带看流程 ${Date.now()}`;

test('an article is written, published, pinned and read in the message centre', async ({ browser }) => {
  const admin = await browser.newPage();
  await withoutAnnouncements(admin);
  await withoutTargetDialog(admin);
  await signIn(admin, ADMIN, '/article/articleList');
  await expect(admin.getByTestId('article-page')).toBeVisible();

  // Written as a draft, with a heading, bold text and a list typed through the editor's toolbar.
  await admin.getByTestId('article-add').click();
  const form = admin.getByTestId('article-form');
  await form.getByTestId('article-title').fill(TITLE);
  const editor = form.getByTestId('article-editor').locator('.tiptap');
  await expect(editor).toBeVisible();
  await editor.click();
  await form.getByTestId('article-editor-heading').click();
  await admin.keyboard.type('带看前');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('提前确认');
  await form.getByTestId('article-editor-bold').click();
  await admin.keyboard.type('钥匙');
  await form.getByTestId('article-editor-bold').click();
  await admin.keyboard.press('Enter');
  await form.getByTestId('article-editor-bullets').click();
  await admin.keyboard.type('核对房源信息');
  await form.getByTestId('article-form-submit').click();
  await expect(toast(admin, 'Saved')).toBeVisible();
  await expect(form).toBeHidden();

  const row = admin.getByTestId('article-table').locator('tr', { hasText: TITLE });
  await expect(row.getByTestId('article-status')).toHaveText('Draft');

  // A draft is not in the centre's list: the reader sees it only once published.
  const reader = await browser.newPage();
  await withoutAnnouncements(reader);
  await withoutTargetDialog(reader);
  await signIn(reader, READER, '/news/center');
  await reader.getByTestId('center-articles-tab').click();
  await expect(reader.getByTestId('center-articles')).toBeVisible();
  await expect(reader.getByTestId('center-articles').getByText(TITLE)).toHaveCount(0);

  // Published and pinned from the editor: it heads the list with its pinned mark.
  await row.getByTestId('article-edit').click();
  await expect(form.getByTestId('article-title')).toHaveValue(TITLE);
  await expect(form.getByTestId('article-editor').locator('h2')).toHaveText('带看前');
  await form.getByTestId('article-published').click();
  await form.getByTestId('article-pinned').click();
  await form.getByTestId('article-form-submit').click();
  await expect(form).toBeHidden();
  await expect(row.getByTestId('article-status')).toHaveText('Published');
  await expect(row.getByTestId('article-pinned-tag')).toBeVisible();
  await expect(row.getByTestId('article-reads')).toHaveText('0');

  // The agent's centre shows it first, new to them; the reader shows the sanitised body as written.
  await reader.reload();
  await reader.getByTestId('center-articles-tab').click();
  const first = reader.getByTestId('center-articles').locator('[data-article-id]').first();
  await expect(first).toContainText(TITLE);
  await expect(first.getByTestId('article-pinned-tag')).toBeVisible();
  await first.getByTestId('article-open').click();
  await expect(reader.getByTestId('article-reader-title')).toHaveText(TITLE);
  const body = reader.getByTestId('article-reader-body');
  await expect(body.locator('h2')).toHaveText('带看前');
  await expect(body.locator('strong')).toHaveText('钥匙');
  await expect(body.locator('ul li')).toHaveText('核对房源信息');
  await expect(reader.getByTestId('article-reader-meta')).toContainText('1 reads');
  await reader.keyboard.press('Escape');
  await expect(first.locator('.ant-badge')).toHaveCount(0);

  // The editor's list counts the reading.
  await admin.reload();
  await expect(admin.getByTestId('article-table').locator('tr', { hasText: TITLE }).getByTestId('article-reads')).toHaveText('1');
});
