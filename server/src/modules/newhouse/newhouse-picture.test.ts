import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ERRORS, NEWHOUSE_PICTURE_MAX_PER_PROJECT, newhouseGet, newhousePictureDelete, newhousePictureList, type NewhousePicture,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterProject, logged, publishedProject } from './newhouse.test-helpers.js';

let t: TestApp;
let base: string;
let admin: string;
let agent: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#ff8800' } }).png().toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: { code: string; message: string; data: NewhousePicture } };
async function upload(fields: Record<string, string | number>, file?: { bytes: Buffer; name: string }, token = admin, lang = 'en'): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const response = await fetch(`${base}/api/v1/housepicture/newhouseupload`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, body: form,
  });
  return { status: response.status, body: await response.json() as Answer['body'] };
}
const served = (url: string) => fetch(`${base}${url}`);

describe('project pictures', () => {
  it('uploads a picture checked by its content, with a thumbnail, shown as the project\'s cover when it is the first rendering', async () => {
    const project = await publishedProject(t, admin);
    const jpeg = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
    const real = await upload({ new_id: project.id, group: 'real' }, { bytes: png, name: 'C:\\fakepath\\实景.png' });
    expect(real.body.data).toMatchObject({ newhouse_id: project.id, group: 'real', width: 32, height: 24, original_name: '实景.png', uploader_name: '王建国' });
    expect((await t.call(newhouseGet, { id: project.id }, { token: agent })).body.data.cover_url).toBe(real.body.data.thumb_url);
    const effect = await upload({ new_id: project.id, group: 'effect' }, { bytes: jpeg, name: '效果图.jpg' });
    expect(effect.body.data).toMatchObject({ group: 'effect', width: 1000, height: 600, size: jpeg.length });
    expect(effect.body.data.url).toMatch(/^\/uploads\/newhouse-pictures\/[0-9a-f]{32}\.jpg$/);
    const thumb = await sharp(Buffer.from(await (await served(effect.body.data.thumb_url)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 240 });
    expect((await t.call(newhouseGet, { id: project.id }, { token: agent })).body.data.cover_url).toBe(effect.body.data.thumb_url);
    const list = (await t.call(newhousePictureList, { new_id: project.id }, { token: agent })).body.data;
    expect(list).toMatchObject({ total: 2, max: NEWHOUSE_PICTURE_MAX_PER_PROJECT });
    expect(list.list.map((p) => p.group)).toEqual(['effect', 'real']);
    expect((await t.call(newhousePictureList, { new_id: project.id, group: 'real' }, { token: agent })).body.data.list.map((p) => p.id)).toEqual([real.body.data.id]);
    expect((await logged(t, 'housepicture/newhouseupload', real.body.data.id)).map((l) => l.result_code)).toEqual([ERRORS.OK.code]);
  });

  it('refuses what is not a picture, an unknown group, a project that does not exist and a person without newhouse:edit, writing nothing', async () => {
    const project = await enterProject(t, admin);
    const before = await snapshot(t.db, ['operation_log']);
    const text = await upload({ new_id: project.id, group: 'effect' }, { bytes: Buffer.from('just some text, not a picture'), name: 'a.png' });
    expect([text.status, text.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    const broken = await upload({ new_id: project.id, group: 'effect' }, { bytes: Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]), name: 'b.png' });
    expect([broken.status, broken.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect((await upload({ new_id: project.id, group: 'kitchen' }, { bytes: png, name: 'c.png' })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await upload({ new_id: project.id, group: 'effect' })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await upload({ new_id: 99_999_999, group: 'effect' }, { bytes: png, name: 'd.png' })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await upload({ new_id: project.id, group: 'effect' }, { bytes: png, name: 'e.png' }, agent)).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('holds at most 60 pictures a project (429001)', async () => {
    const project = await enterProject(t, admin);
    const at = Math.floor(Date.now() / 1000);
    await t.db.insertInto('newhouse_picture').values(Array.from({ length: NEWHOUSE_PICTURE_MAX_PER_PROJECT - 1 }, (_, i) => ({
      newhouse_id: project.id, group: 'real', url: `/uploads/newhouse-pictures/x${i}.png`, thumb_url: `/uploads/newhouse-pictures/x${i}.webp`,
      kind: 'png', size: 1, width: 1, height: 1, original_name: '', uploader_id: null, sort: i + 1, created_at: at,
    }))).execute();
    await t.db.updateTable('newhouse').set({ picture_count: NEWHOUSE_PICTURE_MAX_PER_PROJECT - 1 }).where('id', '=', project.id).execute();
    const last = await upload({ new_id: project.id, group: 'sample' }, { bytes: png, name: 'last.png' });
    expect(last.body.code).toBe(ERRORS.OK.code);
    const before = await snapshot(t.db, ['operation_log']);
    const full = await upload({ new_id: project.id, group: 'sample' }, { bytes: png, name: 'more.png' }, admin, 'zh');
    expect([full.status, full.body.code, full.body.message]).toEqual([429, ERRORS.QUOTA_EXCEEDED.code, '已超出限额：每个楼盘最多60张图片']);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    await t.call(newhousePictureDelete, { id: last.body.data.id }, { token: admin });
    expect((await upload({ new_id: project.id, group: 'sample' }, { bytes: png, name: 'again.png' })).body.code).toBe(ERRORS.OK.code);
  });

  it('removes a picture with both its files', async () => {
    const project = await publishedProject(t, admin);
    const { body } = await upload({ new_id: project.id, group: 'layout' }, { bytes: png, name: '户型图.png' });
    expect((await served(body.data.url)).status).toBe(200);
    expect((await t.call(newhousePictureDelete, { id: body.data.id }, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await t.call(newhousePictureDelete, { id: body.data.id }, { token: admin })).body.code).toBe(ERRORS.OK.code);
    expect((await served(body.data.url)).status).toBe(404);
    expect((await served(body.data.thumb_url)).status).toBe(404);
    expect((await t.call(newhousePictureList, { new_id: project.id }, { token: admin })).body.data.total).toBe(0);
    expect((await t.db.selectFrom('newhouse').select('picture_count').where('id', '=', project.id).executeTakeFirstOrThrow()).picture_count).toBe(0);
    expect((await t.call(newhousePictureDelete, { id: body.data.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await logged(t, 'housepicture/newhousedelete', body.data.id)).map((l) => l.result_code)).toEqual([ERRORS.OK.code, ERRORS.NOT_FOUND.code]);
  });
});
