import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { housePictureList } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse } from '../../test/houses.js';
import { prepareDatabase } from '../../server.js';

// Certificates stored in the public house-pictures folder before the signed links came: the start-up step moves them
// into the private folder, where only a signed link serves them.

let t: TestApp;
let base: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const bare = (url: string) => url.split('?')[0] ?? url;

// A certificate as the old uploads stored it: a picture of the public folder, its row in the certificate group.
async function oldCertificate(houseId: number) {
  const form = new FormData();
  form.append('house_id', String(houseId));
  form.append('group', 'indoor');
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#eeeeee' } }).jpeg().toBuffer();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'certificate.jpg');
  const response = await fetch(`${base}/api/v1/housepicture/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  const { data } = await response.json() as { data: { id: number; url: string; thumb_url: string } };
  await t.db.updateTable('house_picture').set({ group: 'certificate' }).where('id', '=', data.id).execute();
  return data;
}

describe('house certificates of the public folder', () => {
  it('are moved into the private folder at start, served only through signed links; twice at once is safe', async () => {
    const house = await enterHouse(t, admin);
    const old = await oldCertificate(house.id);
    const lost = await oldCertificate(house.id);
    fs.rmSync(path.join(t.dataDir, lost.thumb_url));
    expect(old.url).toMatch(/^\/uploads\/house-pictures\//);
    expect(await status(old.url)).toBe(200);

    // Two servers starting at once on the same database and uploads folder.
    const [first, second] = await Promise.all([1, 2].map(() => prepareDatabase(t.handle, { seed: false, dataDir: t.dataDir })));
    expect((first?.certificates?.moved ?? 0) + (second?.certificates?.moved ?? 0)).toBe(1);
    expect(first?.certificates?.missing).toEqual([{ id: lost.id, url: lost.url }]);

    expect(await status(old.url)).toBe(404);
    expect(await status(old.thumb_url)).toBe(404);
    const moved = old.url.replace('/house-pictures/', '/house-certificates/');
    expect(await status(moved)).toBe(403);
    expect(await status(old.thumb_url.replace('/house-pictures/', '/house-certificates/'))).toBe(403);
    const listed = (await t.call(housePictureList, { house_id: house.id }, { token: admin })).body.data.list;
    const certificate = listed.find((p) => p.id === old.id);
    expect(bare(certificate?.url ?? '')).toBe(moved);
    expect(await status(certificate?.url ?? '')).toBe(200);
    expect(await status(certificate?.thumb_url ?? '')).toBe(200);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'house-certificates')).filter((name) => name.startsWith('.'))).toEqual([]);

    // The one whose thumbnail is gone stays as it was, and a later start reports it again and moves nothing.
    const left = await t.db.selectFrom('house_picture').select('url').where('id', '=', lost.id).executeTakeFirstOrThrow();
    expect(left.url).toBe(lost.url);
    const again = await prepareDatabase(t.handle, { seed: false, dataDir: t.dataDir });
    expect(again.certificates).toEqual({ moved: 0, missing: [{ id: lost.id, url: lost.url }] });
  });
});
