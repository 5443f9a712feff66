import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, signIn, toast, useChinese, withoutAnnouncements } from './account-helpers';
import { png } from './image-helpers';
import { adminToken, call, unique } from './member-helpers';

type Picture = { id: number; url: string; thumb_url: string; original_name: string; locked: number };

// A demo sale house the admin sees (the first of the list).
async function demoHouse(request: APIRequestContext, token: string): Promise<number> {
  const list = await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 5 });
  expect(list.code).toBe('200000');
  return (list.data.list[0] as { id: number }).id;
}

test('a picture uploaded on the house detail shows as a thumbnail, previews, locks against deletion, is flagged, and is in the timeline', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const houseId = await demoHouse(request, token);
  const name = `${unique('e2e')}.png`;
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/house/detail?id=${houseId}`);
  await page.getByTestId('house-tab-pictures').click();
  const tab = page.getByTestId('house-pictures');
  await expect(tab.getByTestId('picture-count')).toBeVisible();

  // Upload into "Outdoor": the answer names the new picture.
  await tab.getByTestId('picture-upload-group').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Outdoor' }).click();
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/housepicture/upload'));
  await tab.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: png(640, 480, [40, 140, 220]) });
  const picture = ((await (await answered).json()) as { data: Picture }).data;
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  const card = tab.getByTestId(`picture-${picture.id}`);
  await expect(tab.getByTestId('picture-group-outdoor')).toContainText('Outdoor');
  await expect(tab.getByTestId('picture-group-outdoor').getByTestId(`picture-${picture.id}`)).toBeVisible();
  await expect(card).toContainText(name);

  // The thumbnail loads; a click previews the original.
  const thumb = card.locator('img').first();
  await expect(thumb).toHaveAttribute('src', picture.thumb_url);
  await expect.poll(() => thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await thumb.click();
  const preview = page.locator('.ant-image-preview img').first();
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', picture.url);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview')).toBeHidden();

  // The download saves the original under its own name.
  const downloading = page.waitForEvent('download');
  await card.getByTestId('picture-download').click();
  expect((await downloading).suggestedFilename()).toBe(name);

  // Locked: the delete button is disabled with the reason, and the server refuses it too.
  await card.getByTestId('picture-lock').click();
  await expect(toast(page, 'Picture locked')).toBeVisible();
  await expect(card.getByTestId('picture-locked')).toHaveText('Locked');
  await expect(card.getByTestId('picture-delete')).toBeDisabled();
  await card.getByTestId('picture-delete-locked').hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText('A locked picture cannot be deleted');
  const refused = await call(request, token, 'POST', 'housepicture/delete', { id: picture.id });
  expect(refused.code).toBe('409001');
  expect(refused.message).toContain('the picture is locked');

  // Flagged as wrong, with a reason.
  await card.getByTestId('picture-alert').click();
  await page.getByTestId('picture-alert-reason').fill('这不是这套房子的照片');
  await page.getByTestId('picture-alert-submit').click();
  await expect(toast(page, 'Picture flagged')).toBeVisible();
  await expect(card.getByTestId('picture-alerted')).toHaveText('Flagged: 这不是这套房子的照片');

  // The house's history has each change.
  await page.getByRole('tab', { name: 'Follow-ups' }).click();
  const pictureLines = page.locator('[data-testid="followup-item"][data-kind="picture"]').filter({ hasText: name });
  await expect(pictureLines.filter({ hasText: 'Picture uploaded to Outdoor' })).toHaveCount(1);
  await expect(pictureLines.filter({ hasText: 'Picture locked' })).toHaveCount(1);
  await expect(pictureLines.filter({ hasText: 'Picture flagged as wrong' })).toContainText('这不是这套房子的照片');
});

test('in Chinese the pictures tab, the group and the locked badge read in Chinese', async ({ page, context, baseURL, request }) => {
  const token = await adminToken(request);
  const houseId = await demoHouse(request, token);
  const upload = await request.post('/api/v1/housepicture/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { house_id: String(houseId), group: 'certificate', file: { name: '产证.png', mimeType: 'image/png', buffer: png(200, 150, [120, 60, 200]) } },
  });
  const picture = ((await upload.json()) as { data: Picture }).data;
  expect((await call(request, token, 'POST', 'housepicture/lock', { id: picture.id, locked: 1 })).code).toBe('200000');

  await useChinese(context, baseURL);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/house/detail?id=${houseId}`);
  await page.getByTestId('house-tab-pictures').click();
  await expect(page.getByTestId('house-tab-pictures')).toHaveText('图片');
  const card = page.getByTestId(`picture-${picture.id}`);
  await expect(page.getByTestId('picture-group-certificate').getByRole('heading')).toContainText('证件');
  await expect(card.getByTestId('picture-locked')).toHaveText('已锁定');
  await expect(page.getByTestId('picture-upload')).toContainText('上传图片');
});
