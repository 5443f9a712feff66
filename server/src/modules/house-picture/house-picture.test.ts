import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ERRORS, HOUSE_PICTURE_MAX_PER_HOUSE, PICTURE_GROUPS, followupList, houseGet, houseList, housePictureAlert, housePictureDelete, housePictureDownload,
  housePictureList, housePictureLock, type HousePictureItem, type PictureGroup,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse, houseOutside } from '../../test/houses.js';

let t: TestApp;
let base: string;
let agent: string;
let manager: string;
let admin: string;
let agentStore: number;
beforeAll(async () => {
  t = await createTestApp({ demoPictures: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [agent, manager, admin] = await Promise.all([t.login('agent'), t.login('manager'), t.login('admin')]);
  agentStore = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
let small: Buffer;
beforeAll(async () => {
  small = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#ff8800' } }).png().toBuffer();
});

type Answer<T> = { status: number; body: { code: string; message: string; data: T } };
async function upload(
  fields: Record<string, string | number>, file?: { bytes: Buffer; name: string; type?: string }, token = agent, lang = 'en',
): Promise<Answer<HousePictureItem & { fields?: Record<string, string> }>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const response = await fetch(`${base}/api/v1/housepicture/upload`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, body: form,
  });
  return { status: response.status, body: await response.json() as Answer<HousePictureItem>['body'] };
}
async function uploadOk(houseId: number, group: PictureGroup = 'indoor', token = agent, name = '客厅.png'): Promise<HousePictureItem> {
  const { body } = await upload({ house_id: houseId, group }, { bytes: small, name }, token);
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}
const served = async (url: string) => fetch(`${base}${url}`);
const pictureCount = async (houseId: number) =>
  (await t.db.selectFrom('house').select('picture_count').where('id', '=', houseId).executeTakeFirstOrThrow()).picture_count;
const pictureFollowups = async (houseId: number) =>
  (await t.call(followupList, { house_id: houseId, kind: 'picture', limit: 100 }, { token: admin })).body.data.list;

describe('upload', () => {
  it('uploads a picture as multipart, records its kind, size, width and height and makes a thumbnail at most 400 px wide', async () => {
    const house = await enterHouse(t, agent);
    const bytes = await jpeg(1000, 600);
    const { status, body } = await upload({ house_id: house.id, group: 'indoor' }, { bytes, name: 'C:\\fakepath\\客厅.jpeg', type: 'image/jpeg' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      house_id: house.id, group: 'indoor', kind: 'jpeg', size: bytes.length, width: 1000, height: 600, original_name: '客厅.jpeg',
      uploader_name: '张伟', locked: 0, alert: 0, sort: 1,
    });
    expect(body.data.url).toMatch(/^\/uploads\/house-pictures\/[0-9a-f]{32}\.jpg$/);
    // The original is stored as decoded and encoded anew, never as the bytes sent.
    const original = await sharp(Buffer.from(await (await served(body.data.url)).arrayBuffer())).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 1000, height: 600 });
    const thumb = await sharp(Buffer.from(await (await served(body.data.thumb_url)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 240 });
    expect(await pictureCount(house.id)).toBe(1);
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data.picture_count).toBe(1);
    // The house list's "has pictures" filter reads the count.
    const listed = async (hasPictures: 0 | 1) =>
      (await t.call(houseList, { kind: 'sale', keyword: String(house.id), has_pictures: hasPictures }, { token: agent })).body.data.list.map((h) => h.id);
    expect(await listed(1)).toEqual([house.id]);
    expect(await listed(0)).toEqual([]);
  });

  it('writes a picture follow-up and the operation log for every upload, delete, lock and alert', async () => {
    const house = await enterHouse(t, agent);
    const picture = await uploadOk(house.id, 'layout', agent, '户型图.png');
    await t.call(housePictureLock, { id: picture.id, locked: 1 }, { token: manager });
    await t.call(housePictureAlert, { id: picture.id, alert: 1, reason: '方向画反了' }, { token: agent });
    await t.call(housePictureAlert, { id: picture.id, alert: 0 }, { token: manager });
    await t.call(housePictureLock, { id: picture.id, locked: 0 }, { token: manager });
    expect((await t.call(housePictureDelete, { id: picture.id, remark: '重拍' }, { token: agent })).body.code).toBe('200000');
    const history = await pictureFollowups(house.id);
    expect(history.map((f) => [f.content, f.change])).toEqual([
      ['户型图.png：重拍', { from: 'layout', to: null }],
      ['户型图.png', { from: 'locked', to: 'unlocked' }],
      ['户型图.png', { from: 'alerted', to: 'clear' }],
      ['户型图.png：方向画反了', { from: 'clear', to: 'alerted' }],
      ['户型图.png', { from: 'unlocked', to: 'locked' }],
      ['户型图.png', { from: null, to: 'layout' }],
    ]);
    const logged = await t.db.selectFrom('operation_log').select(['endpoint', 'result_code'])
      .where('endpoint', 'like', 'housepicture/%').where('target_id', '=', picture.id).orderBy('id').execute();
    expect(logged.map((l) => l.endpoint)).toEqual([
      'housepicture/upload', 'housepicture/lock', 'housepicture/alert', 'housepicture/alert', 'housepicture/lock', 'housepicture/delete',
    ]);
    expect(logged.every((l) => l.result_code === '200000')).toBe(true);
  });

  it('refuses a file whose content is not an image, whatever its name, writing nothing', async () => {
    const house = await enterHouse(t, agent);
    const before = await snapshot(t.db, ['operation_log']);
    const fake = await upload({ house_id: house.id, group: 'indoor' }, { bytes: Buffer.from('just some text, not a picture'), name: 'photo.png' });
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe(ERRORS.VALIDATION.code);
    expect(fake.body.message).toContain('file: the file must be jpeg, png, webp');
    // The right magic bytes but no picture behind them.
    const broken = Buffer.concat([small.subarray(0, 16), Buffer.alloc(200, 7)]);
    const unreadable = await upload({ house_id: house.id, group: 'indoor' }, { bytes: broken, name: 'broken.png' }, agent, 'zh');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe('请求无法处理：文件无法识别为图片');
    const noFile = await upload({ house_id: house.id, group: 'indoor' });
    expect(noFile.body.code).toBe(ERRORS.VALIDATION.code);
    const badGroup = await upload({ house_id: house.id, group: 'kitchen' }, { bytes: small, name: 'a.png' });
    expect(badGroup.body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const house = await enterHouse(t, agent);
    const big = Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024)]);
    const { status, body } = await upload({ house_id: house.id, group: 'indoor' }, { bytes: big, name: 'big.png' });
    expect(status).toBe(413);
    expect(body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
    expect(await pictureCount(house.id)).toBe(0);
  });

  it('holds at most 60 live pictures per house', async () => {
    const house = await enterHouse(t, agent);
    const uploaded: HousePictureItem[] = [];
    for (let n = 0; n < HOUSE_PICTURE_MAX_PER_HOUSE; n++) uploaded.push(await uploadOk(house.id, PICTURE_GROUPS[n % 4] as PictureGroup));
    expect(await pictureCount(house.id)).toBe(60);
    const full = await upload({ house_id: house.id, group: 'indoor' }, { bytes: small, name: 'one-more.png' }, agent, 'zh');
    expect(full.status).toBe(429);
    expect(full.body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
    expect(full.body.message).toBe('已超出限额：每套房源最多60张图片');
    await t.call(housePictureDelete, { id: (uploaded[0] as HousePictureItem).id }, { token: agent });
    expect(await pictureCount(house.id)).toBe(59);
    await uploadOk(house.id);
    expect(await pictureCount(house.id)).toBe(60);
  });

  it('needs picture:upload within scope on the house', async () => {
    const mine = await enterHouse(t, agent);
    const colleagues = await enterHouse(t, manager);
    // The agent's scope is self: a colleague's house is not theirs to change (nor to know of).
    const refused = await upload({ house_id: colleagues.id, group: 'indoor' }, { bytes: small, name: 'a.png' });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(ERRORS.NOT_FOUND.code);
    // The manager's scope is the store.
    expect((await upload({ house_id: mine.id, group: 'outdoor' }, { bytes: small, name: 'a.png' }, manager)).body.code).toBe('200000');
    const outside = await houseOutside(t.db, agentStore, 'private');
    expect((await upload({ house_id: outside.id, group: 'indoor' }, { bytes: small, name: 'a.png' }, manager)).status).toBe(404);
    expect((await upload({ house_id: 99_999_999, group: 'indoor' }, { bytes: small, name: 'a.png' }, admin)).status).toBe(404);
  });
});

describe('delete and lock', () => {
  it('refuses to delete a locked picture', async () => {
    const house = await enterHouse(t, agent);
    const picture = await uploadOk(house.id);
    const locked = await t.call(housePictureLock, { id: picture.id, locked: 1 }, { token: manager });
    expect(locked.body.data).toMatchObject({ locked: 1, locked_by_name: '李明' });
    const refused = await t.call(housePictureDelete, { id: picture.id, remark: '' }, { token: agent, lang: 'zh' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(refused.body.message).toBe('当前状态不允许此操作：图片已锁定，须先解锁才能删除');
    expect((await served(picture.url)).status).toBe(200);
    expect(await pictureCount(house.id)).toBe(1);
    const again = await t.call(housePictureLock, { id: picture.id, locked: 1 }, { token: manager });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('the picture is already locked');
    await t.call(housePictureLock, { id: picture.id, locked: 0 }, { token: manager });
    expect((await t.call(housePictureDelete, { id: picture.id, remark: '拍错了' }, { token: agent })).body.code).toBe('200000');
  });

  it('soft-deletes a picture, removes both files and counts it off the house', async () => {
    const house = await enterHouse(t, agent);
    const picture = await uploadOk(house.id);
    await uploadOk(house.id, 'layout');
    expect((await t.call(housePictureDelete, { id: picture.id }, { token: agent })).body.code).toBe('200000');
    expect((await served(picture.url)).status).toBe(404);
    expect((await served(picture.thumb_url)).status).toBe(404);
    expect(await pictureCount(house.id)).toBe(1);
    const row = await t.db.selectFrom('house_picture').select('deleted_at').where('id', '=', picture.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const twice = await t.call(housePictureDelete, { id: picture.id }, { token: agent });
    expect(twice.status).toBe(404);
    expect((await t.call(housePictureDownload, { id: picture.id }, { token: agent })).status).toBe(404);
  });

  it('locking needs picture:manage within scope', async () => {
    const house = await enterHouse(t, agent);
    const picture = await uploadOk(house.id);
    const agentLock = await t.call(housePictureLock, { id: picture.id, locked: 1 }, { token: agent });
    expect(agentLock.status).toBe(403);
    expect(agentLock.body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const outside = await houseOutside(t.db, agentStore, 'private');
    const theirs = await uploadOk(outside.id, 'indoor', admin);
    expect((await t.call(housePictureLock, { id: theirs.id, locked: 1 }, { token: manager })).status).toBe(404);
    expect((await t.call(housePictureLock, { id: theirs.id, locked: 1 }, { token: admin })).body.data.locked).toBe(1);
  });
});

describe('alert', () => {
  it('flags a picture as wrong for anyone who sees the house; clearing needs picture:manage', async () => {
    const house = await enterHouse(t, manager);
    const picture = await uploadOk(house.id, 'layout', manager);
    // The agent sees the store manager's house only when it is public; make it so by data, as a pool change would.
    await t.db.updateTable('house').set({ pool: 'public' }).where('id', '=', house.id).execute();
    const noReason = await t.call(housePictureAlert, { id: picture.id, alert: 1, reason: '  ' }, { token: agent, lang: 'zh' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('请求无法处理：请填写报错原因');
    const flagged = await t.call(housePictureAlert, { id: picture.id, alert: 1, reason: '不是这套房子' }, { token: agent });
    expect(flagged.body.data).toMatchObject({ alert: 1, alert_reason: '不是这套房子', alert_by_name: '张伟' });
    const twice = await t.call(housePictureAlert, { id: picture.id, alert: 1, reason: '再报一次' }, { token: agent });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('the picture is already flagged: 不是这套房子');
    const agentClears = await t.call(housePictureAlert, { id: picture.id, alert: 0 }, { token: agent });
    expect(agentClears.status).toBe(403);
    expect(agentClears.body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const cleared = await t.call(housePictureAlert, { id: picture.id, alert: 0, reason: '已核实' }, { token: manager });
    expect(cleared.body.data).toMatchObject({ alert: 0, alert_reason: '', alert_by_name: '', alert_at: null });
    expect((await t.call(housePictureAlert, { id: picture.id, alert: 0 }, { token: manager })).status).toBe(409);
  });

  it('does not let anyone flag a picture of a house they cannot see', async () => {
    const outside = await houseOutside(t.db, agentStore, 'private');
    const picture = await uploadOk(outside.id, 'indoor', admin);
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(housePictureAlert, { id: picture.id, alert: 1, reason: '图片不对' }, { token: agent });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });
});

describe('list and download', () => {
  it('lists a house\'s pictures by group with counts per group and uploader names', async () => {
    const house = await enterHouse(t, agent);
    const indoor = await uploadOk(house.id, 'indoor');
    const outdoor = await uploadOk(house.id, 'outdoor', manager);
    const layout = await uploadOk(house.id, 'layout');
    const indoor2 = await uploadOk(house.id, 'indoor');
    const { body } = await t.call(housePictureList, { house_id: house.id }, { token: agent });
    expect(body.data.list.map((p) => p.id)).toEqual([layout.id, indoor.id, indoor2.id, outdoor.id]);
    expect(body.data.list.map((p) => p.uploader_name)).toEqual(['张伟', '张伟', '张伟', '李明']);
    expect(body.data).toMatchObject({ counts: { layout: 1, indoor: 2, outdoor: 1, certificate: 0 }, total: 4, max: 60 });
    const filtered = await t.call(housePictureList, { house_id: house.id, group: 'indoor' }, { token: agent });
    expect(filtered.body.data.list.map((p) => p.id)).toEqual([indoor.id, indoor2.id]);
    expect(filtered.body.data.total).toBe(4);
  });

  it('applies the house\'s data scope to the list and the download, without telling which houses exist', async () => {
    const outside = await houseOutside(t.db, agentStore, 'private');
    const picture = await uploadOk(outside.id, 'indoor', admin);
    for (const answer of [
      await t.call(housePictureList, { house_id: outside.id }, { token: agent }),
      await t.call(housePictureList, { house_id: 99_999_999 }, { token: agent }),
      await t.call(housePictureDownload, { id: picture.id }, { token: agent }),
      await t.call(housePictureDownload, { id: 99_999_999 }, { token: agent }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const publicHouse = await houseOutside(t.db, agentStore, 'public');
    expect((await t.call(housePictureList, { house_id: publicHouse.id }, { token: agent })).body.code).toBe('200000');
  });

  it('downloads the original and the thumbnail as files named after the upload', async () => {
    const house = await enterHouse(t, agent);
    const bytes = await jpeg(800, 500);
    const { body } = await upload({ house_id: house.id, group: 'indoor' }, { bytes, name: '主卧.png', type: 'image/png' });
    const original = await fetch(`${base}/api/v1/housepicture/download?id=${body.data.id}`, { headers: { authorization: `Bearer ${agent}` } });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    // The name keeps the person's words; the extension follows the content.
    expect(original.headers.get('content-disposition')).toBe(`attachment; filename="__.jpg"; filename*=UTF-8''${encodeURIComponent('主卧.jpg')}`);
    expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg' });
    const thumb = await fetch(`${base}/api/v1/housepicture/download?id=${body.data.id}&thumb=1`, { headers: { authorization: `Bearer ${agent}` } });
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(400);
  });
});

describe('demo pictures', () => {
  it('seeds pictures for a few hundred houses in every group, some locked and a couple flagged, with exact counts and real files', async () => {
    const rows = await t.db.selectFrom('house_picture').select(['house_id', 'group', 'locked', 'alert', 'thumb_url'])
      .where('deleted_at', 'is', null).where('uploader_id', 'is not', null).where('created_at', '<', Math.floor(Date.now() / 1000) - 3600).execute();
    const houses = new Set(rows.map((r) => r.house_id));
    expect(houses.size).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.group))).toEqual(new Set(PICTURE_GROUPS));
    expect(rows.filter((r) => r.locked).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.alert).length).toBe(2);
    const wrong = await t.db.selectFrom('house as h').select('h.id')
      .where((eb) => eb('h.picture_count', '<>', eb.selectFrom('house_picture as p').select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.house_id', '=', 'h.id').where('p.deleted_at', 'is', null)))
      .execute();
    expect(wrong).toEqual([]);
    expect((await served((rows[0] as { thumb_url: string }).thumb_url)).status).toBe(200);
  });
});
