import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { housePictureList, lookAdd, lookGet, type DataOf, type lookUpfile } from '@brokerage/contract';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.js';
import { enterHouse, nowSeconds } from '../test/houses.js';
import { enterCustomer } from '../modules/customer/customer.test-helpers.js';
import { uploadLinksWith } from './upload-links.js';

// People's documents among the uploads (viewing agreements, house certificates) only through the signed links the
// API hands out; house pictures of the other groups by their address as before.

let t: TestApp;
let base: string;
let agent: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [agent, admin] = await Promise.all([t.login('agent'), t.login('admin')]);
});
afterAll(async () => {
  await t.close();
});

const image = () => sharp({ create: { width: 600, height: 800, channels: 3, background: '#fafafa' } }).jpeg().toBuffer();

async function upload(path: string, fields: Record<string, string>, token: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(await image())], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/v1/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await response.json() as { code: string; data: { url: string; thumb_url: string; id: number } };
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

const status = async (url: string, app: FastifyInstance = t.app) => (await app.inject({ method: 'GET', url })).statusCode;
const bare = (url: string) => url.split('?')[0] ?? url;

describe('viewing agreements', () => {
  it('are refused without a signature, with a forged or an expired one, and served through the link the API gives', async () => {
    const file = await upload('customerlook/upfile', {}, agent) as DataOf<typeof lookUpfile>;
    expect(file.url).toMatch(/^\/uploads\/look-agreements\/[0-9a-f]{32}\.jpg\?exp=\d+&sig=[\w-]+$/);
    expect(await status(file.url)).toBe(200);
    expect(await status(file.thumb_url)).toBe(200);

    expect(await status(bare(file.url))).toBe(403);
    expect(await status(bare(file.thumb_url))).toBe(403);
    const exp = Number(new URL(file.url, base).searchParams.get('exp'));
    const sig = new URL(file.url, base).searchParams.get('sig') ?? '';
    const forged = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await status(`${bare(file.url)}?exp=${exp}&sig=${forged}`)).toBe(403);
    // Another expiry under the same signature, and the signature of one file on another.
    expect(await status(`${bare(file.url)}?exp=${exp + 600}&sig=${sig}`)).toBe(403);
    expect(await status(`${bare(file.thumb_url)}?exp=${exp}&sig=${sig}`)).toBe(403);
    // Reached through another folder's path.
    expect(await status(`/uploads/house-pictures/..%2flook-agreements/${bare(file.url).split('/').pop()}`)).not.toBe(200);

    // Signed with the server's own key, but long ago.
    const key = await t.db.selectFrom('app_secret').select('value').where('name', '=', 'upload_link_key').executeTakeFirstOrThrow();
    const expired = uploadLinksWith(Buffer.from(key.value, 'base64')).sign(bare(file.url), nowSeconds() - 3 * 3600);
    expect(expired).not.toBe(bare(file.url));
    expect(await status(expired)).toBe(403);

    // A second server on the database takes the first one's links.
    const other = await t.secondServer();
    expect(await status(file.url, other)).toBe(200);
    expect(await status(bare(file.url), other)).toBe(403);
  });

  it('reach the viewing\'s readers as signed links', async () => {
    const customer = await enterCustomer(t, agent);
    const house = await enterHouse(t, agent);
    const file = await upload('customerlook/upfile', {}, agent);
    const look = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds() - 3600, house_ids: [house.id], file_id: file.id }, { token: agent });
    const read = (await t.call(lookGet, { id: look.body.data.id }, { token: agent })).body.data;
    expect(read.agreement?.url).toContain('?exp=');
    expect(bare(read.agreement?.url ?? '')).toBe(bare(file.url));
    expect(await status(read.agreement?.url ?? '')).toBe(200);
    expect(await status(read.agreement?.thumb_url ?? '')).toBe(200);
  });
});

describe('house pictures', () => {
  it('serve certificates only through signed links, the other groups by their address', async () => {
    const house = await enterHouse(t, admin);
    const certificate = await upload('housepicture/upload', { house_id: String(house.id), group: 'certificate' }, admin);
    const indoor = await upload('housepicture/upload', { house_id: String(house.id), group: 'indoor' }, admin);

    expect(certificate.url).toMatch(/^\/uploads\/house-certificates\/.+\?exp=\d+&sig=/);
    expect(await status(bare(certificate.url))).toBe(403);
    expect(await status(bare(certificate.thumb_url))).toBe(403);
    const listed = (await t.call(housePictureList, { house_id: house.id }, { token: admin })).body.data.list;
    const listedCertificate = listed.find((p) => p.id === certificate.id);
    expect(await status(listedCertificate?.url ?? '')).toBe(200);
    expect(await status(listedCertificate?.thumb_url ?? '')).toBe(200);

    expect(indoor.url).toMatch(/^\/uploads\/house-pictures\/[0-9a-f]{32}\.jpg$/);
    expect(indoor.thumb_url).toMatch(/^\/uploads\/house-pictures\/[0-9a-f]{32}\.webp$/);
    expect(await status(indoor.url)).toBe(200);
    expect(await status(indoor.thumb_url)).toBe(200);
  });
});
