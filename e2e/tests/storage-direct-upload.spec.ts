import { expect, test, type APIRequestContext, type Page, type Request } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { png } from './image-helpers';
import { adminToken, call, unique } from './member-helpers';

type Policy = { host: string; key_prefix: string; fields: Record<string, string>; max_bytes: number };
type Picture = { id: number; url: string; thumb_url: string; original_name: string };

// A demo sale house the admin sees (the first of the list).
async function demoHouse(request: APIRequestContext, token: string): Promise<number> {
  const list = await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 5 });
  expect(list.code).toBe('200000');
  return (list.data.list[0] as { id: number }).id;
}

// The names of a multipart body's parts, in order, with a file part's file name.
function partsOf(body: Buffer): { name: string; filename: string | null }[] {
  return [...body.toString('latin1').matchAll(/Content-Disposition: form-data; name="([^"]*)"(?:; filename="([^"]*)")?/g)]
    .map((match) => ({ name: match[1] ?? '', filename: match[2] ?? null }));
}

// The text value of a multipart body's part.
function valueOf(body: Buffer, name: string): string | undefined {
  const text = body.toString('utf8');
  const at = text.indexOf(`name="${name}"\r\n\r\n`);
  if (at < 0) return undefined;
  const start = at + `name="${name}"\r\n\r\n`.length;
  return text.slice(start, text.indexOf('\r\n--', start));
}

async function openPictures(page: Page, request: APIRequestContext) {
  const token = await adminToken(request);
  const houseId = await demoHouse(request, token);
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/house/detail?id=${houseId}`);
  await page.getByTestId('house-tab-pictures').click();
  const tab = page.getByTestId('house-pictures');
  await expect(tab.getByTestId('picture-count')).toBeVisible();
  return tab;
}

test('a house picture goes straight to the object store and the upload endpoint is sent its key instead of the file', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tab = await openPictures(page, request);
  const name = `${unique('直传')}.png`;
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));

  const policyAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/service/getpolicy'));
  const endpointRequest = page.waitForRequest((r) => r.url().includes('/api/v1/housepicture/upload'));
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/housepicture/upload'));
  await tab.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: png(640, 480, [200, 90, 40]) });

  const policy = ((await (await policyAnswer).json()) as { data: Policy }).data;
  const key = policy.key_prefix + name;
  const storeUrl = new URL(policy.host, page.url()).href;
  const picture = ((await (await answered).json()) as { code: string; data: Picture });
  expect(picture.code).toBe('200000');

  // The file went to the policy's host as a form: the key, the policy's fields, the file last; without the app's token.
  const stored = sent.filter((r) => r.url() === storeUrl && r.method() === 'POST');
  expect(stored).toHaveLength(1);
  const store = stored[0] as Request;
  expect(await store.headerValue('authorization')).toBeNull();
  const storeBody = store.postDataBuffer() ?? Buffer.alloc(0);
  expect(partsOf(storeBody).map((part) => part.name)).toEqual(['key', ...Object.keys(policy.fields), 'file']);
  expect(valueOf(storeBody, 'key')).toBe(key);
  expect((await store.response())?.ok()).toBe(true);
  // It was posted after the policy was asked for and before the endpoint was called.
  const order = sent.map((r) => r.url());
  expect(order.findIndex((url) => url === storeUrl)).toBeGreaterThan(order.findIndex((url) => url.includes('/api/v1/service/getpolicy')));
  expect(order.findIndex((url) => url === storeUrl)).toBeLessThan(order.findIndex((url) => url.includes('/api/v1/housepicture/upload')));

  // The endpoint got the form's fields and the object's key, and no file.
  const endpointBody = (await endpointRequest).postDataBuffer() ?? Buffer.alloc(0);
  const parts = partsOf(endpointBody);
  expect(parts.map((part) => part.name).sort()).toEqual(['group', 'house_id', 'object_key']);
  expect(parts.every((part) => part.filename === null)).toBe(true);
  expect(valueOf(endpointBody, 'object_key')).toBe(key);

  // The picture shows under its own name with its thumbnail.
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  const card = tab.getByTestId(`picture-${picture.data.id}`);
  await expect(card).toContainText(name);
  const thumb = card.locator('img').first();
  await expect(thumb).toHaveAttribute('src', picture.data.thumb_url);
  await expect.poll(() => thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
});

test('a file larger than the store takes is refused before it is sent, in the words of the server\'s 413', async ({ page, request }) => {
  const tab = await openPictures(page, request);
  const sent: string[] = [];
  page.on('request', (r) => sent.push(r.url()));
  const policyAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/service/getpolicy'));
  const big = Buffer.concat([png(10, 10, [0, 0, 0]), Buffer.alloc(10 * 1024 * 1024)]);
  await tab.locator('input[type=file]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  const policy = ((await (await policyAnswer).json()) as { data: Policy }).data;
  expect(big.length).toBeGreaterThan(policy.max_bytes);
  await expect(toast(page, 'The request is too large')).toBeVisible();
  expect(sent.filter((url) => url === new URL(policy.host, page.url()).href || url.includes('/api/v1/housepicture/upload'))).toEqual([]);
});

test('a store that refuses the file is told as an outside service\'s failure, and the upload endpoint is not called', async ({ page, request }) => {
  const tab = await openPictures(page, request);
  const sent: string[] = [];
  page.on('request', (r) => sent.push(r.url()));
  const policyAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/service/getpolicy'));
  // The form's key is moved out of the policy's folder on its way (same length), so the real store refuses it.
  await page.route((url) => url.pathname.startsWith('/sandbox-storage/'), async (route) => {
    const body = (route.request().postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
    await route.continue({ postData: Buffer.from(body.replace('name="key"\r\n\r\nwaiting/', 'name="key"\r\n\r\nwaitinx/'), 'latin1') });
  });
  const refused = page.waitForResponse((r) => r.url().includes('/sandbox-storage/'));
  await tab.locator('input[type=file]').setInputFiles({ name: 'refused.png', mimeType: 'image/png', buffer: png(64, 48, [10, 200, 10]) });
  const policy = ((await (await policyAnswer).json()) as { data: Policy }).data;
  expect(policy.key_prefix.startsWith('waiting/')).toBe(true);
  expect((await refused).status()).toBe(403);
  await expect(toast(page, 'An outside service is unavailable: the file storage service did not answer; try again later')).toBeVisible();
  expect(sent.filter((url) => url.includes('/api/v1/housepicture/upload'))).toEqual([]);
});

test.describe('the app opened at another address than PUBLIC_URL', () => {
  // The server's PUBLIC_URL names 127.0.0.1; staff here reach the same server as localhost.
  test.use({ baseURL: async ({ server }, use) => use(server.replace('127.0.0.1', 'localhost')) });

  test('a picture still goes to the store on the server the app came from', async ({ page, request, server }) => {
    const tab = await openPictures(page, request);
    expect(new URL(page.url()).host).not.toBe(new URL(server).host);
    const stored = page.waitForRequest((r) => r.url().includes('/sandbox-storage/') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/housepicture/upload'));
    await tab.locator('input[type=file]').setInputFiles({ name: `${unique('另一地址')}.png`, mimeType: 'image/png', buffer: png(64, 48, [20, 120, 200]) });
    expect(new URL((await stored).url()).origin).toBe(new URL(page.url()).origin);
    const picture = (await (await answered).json()) as { code: string; data: Picture };
    expect(picture.code).toBe('200000');
    await expect(tab.getByTestId(`picture-${picture.data.id}`)).toBeVisible();
  });
});
