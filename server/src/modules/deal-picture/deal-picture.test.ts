import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  DEAL_PICTURE_MAX_PER_DEAL, DEAL_PICTURE_MAX_PER_KIND, ERRORS, dealAdd, dealDelete, dealGet, dealPictureList, type DealDetail,
  type DealPictureItem,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';

let t: TestApp;
let base: string;
let admin: string;
let agent: string;
let outsider: string;
let agentId: number;
let scan: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  agentId = await staffId(t.db, 'agent');
  const agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
  const other = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
    .where('r.code', '=', 'agent').where('s.store_id', '<>', agentStore).where('s.status', '=', 'active').orderBy('s.id').executeTakeFirstOrThrow();
  outsider = await t.login({ account: other.account, password: DEMO_STAFF_PASSWORD });
  await approvalFlowsOff(t, admin, ['deal_review']);
  // A scan with bytes appended after its end, which re-encoding must drop.
  const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#d0d0d0' } }).jpeg().toBuffer();
  scan = Buffer.concat([jpeg, Buffer.from('HIDDEN-PAYLOAD')]);
});
afterAll(async () => {
  await t.close();
});

async function deal(): Promise<DealDetail> {
  const house = await enterHouse(t, agent, 'sale');
  const customer = await enterCustomer(t, agent);
  const { body } = await t.call(dealAdd, {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 2_000_000, signed_at: nowSeconds() - 86_400, buyer_commission: 20_000, seller_commission: 0,
    split: [{ role: 'house', staff_id: agentId, share: 10_000 }],
  }, { token: agent });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

type Answer = { status: number; body: { code: string; message: string; data: DealPictureItem & { fields?: Record<string, string> } } };
async function add(fields: Record<string, string | number>, file: { bytes: Buffer; name: string; type?: string } | null, token = agent, lang = 'en'): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  const response = await fetch(`${base}/api/v1/dealpicture/add`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, body: form,
  });
  return { status: response.status, body: await response.json() as Answer['body'] };
}

const served = (url: string) => fetch(`${base}${url}`);

describe('deal pictures', () => {
  it('adds a contract scan, re-encoded, served only through its signed link, and lists it by kind with the counts', async () => {
    const d = await deal();
    const { body } = await add({ deal_id: d.id, kind: 'contract' }, { bytes: scan, name: 'C:\\scans\\合同第1页.jpg' });
    expect(body.code).toBe('200000');
    expect(body.data).toMatchObject({ deal_id: d.id, kind: 'contract', width: 60, height: 40, original_name: '合同第1页.jpg', uploader_id: agentId });
    expect(body.data.url).toMatch(/^\/uploads\/deal-pictures\/[0-9a-f]{32}\.jpg\?exp=\d+&sig=/);
    const file = await served(body.data.url);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.includes(Buffer.from('HIDDEN-PAYLOAD'))).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(60);
    expect((await served(body.data.url.split('?')[0] ?? '')).status).toBe(403);
    expect((await served(body.data.thumb_url.split('?')[0] ?? '')).status).toBe(403);
    expect((await served(body.data.thumb_url)).status).toBe(200);

    await add({ deal_id: d.id, kind: 'receipt' }, { bytes: scan, name: '收据.jpg' });
    await add({ deal_id: d.id, kind: 'contract' }, { bytes: scan, name: '合同第2页.jpg' });
    const listed = (await t.call(dealPictureList, { deal_id: d.id }, { token: agent })).body.data;
    expect(listed.list.map((p) => [p.kind, p.original_name])).toEqual([['contract', '合同第1页.jpg'], ['contract', '合同第2页.jpg'], ['receipt', '收据.jpg']]);
    expect(listed).toMatchObject({ counts: { contract: 2, receipt: 1, identity: 0, other: 0 }, total: 3, max_per_kind: 20, max: 60 });
    const receipts = (await t.call(dealPictureList, { deal_id: d.id, kind: 'receipt' }, { token: agent })).body.data;
    expect(receipts.list).toHaveLength(1);
    expect(receipts.total).toBe(3);
    const log = await t.db.selectFrom('operation_log').select(['result_code']).where('endpoint', '=', 'dealpicture/add').execute();
    expect(log.filter((l) => l.result_code === '200000').length).toBeGreaterThanOrEqual(3);
  });

  it('answers 404001 to someone outside the deal\'s scope, listing or adding, and writes nothing', async () => {
    const d = await deal();
    const before = await snapshot(t.db, ['operation_log']);
    const listed = await t.call(dealPictureList, { deal_id: d.id }, { token: outsider });
    expect([listed.status, listed.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const added = await add({ deal_id: d.id, kind: 'other' }, { bytes: scan, name: 'x.jpg' }, outsider);
    expect([added.status, added.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('refuses a file that is not an image, and one that does not decode', async () => {
    const d = await deal();
    const text = await add({ deal_id: d.id, kind: 'other' }, { bytes: Buffer.from('not a picture at all'), name: 'a.jpg' });
    expect([text.status, text.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    const broken = await add({ deal_id: d.id, kind: 'other' }, { bytes: Buffer.concat([scan.subarray(0, 40)]), name: 'b.jpg' });
    expect([broken.status, broken.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    const bad = await add({ deal_id: d.id, kind: 'passport' }, { bytes: scan, name: 'c.jpg' });
    expect(bad.body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(dealPictureList, { deal_id: d.id }, { token: agent })).body.data.total).toBe(0);
  });

  it('holds at most 20 pictures of a kind and 60 in all, named in the caller\'s language', async () => {
    const d = await deal();
    const now = nowSeconds();
    await t.db.insertInto('deal_picture').values(Array.from({ length: DEAL_PICTURE_MAX_PER_KIND }, () => ({
      deal_id: d.id, kind: 'identity', url: '/uploads/deal-pictures/x.jpg', thumb_url: '/uploads/deal-pictures/x.webp', file_kind: 'jpeg',
      size: 1, width: 1, height: 1, uploader_id: agentId, created_at: now,
    }))).execute();
    await t.db.updateTable('deal').set({ picture_count: DEAL_PICTURE_MAX_PER_KIND }).where('id', '=', d.id).execute();
    const kindFull = await add({ deal_id: d.id, kind: 'identity' }, { bytes: scan, name: 'id.jpg' }, agent, 'zh');
    expect([kindFull.status, kindFull.body.code]).toEqual([429, ERRORS.QUOTA_EXCEEDED.code]);
    expect(kindFull.body.message).toContain('身份证明图片最多20张');
    expect((await add({ deal_id: d.id, kind: 'receipt' }, { bytes: scan, name: 'r.jpg' })).body.code).toBe('200000');
    await t.db.updateTable('deal').set({ picture_count: DEAL_PICTURE_MAX_PER_DEAL }).where('id', '=', d.id).execute();
    const dealFull = await add({ deal_id: d.id, kind: 'other' }, { bytes: scan, name: 'o.jpg' }, agent, 'en');
    expect([dealFull.status, dealFull.body.code]).toEqual([429, ERRORS.QUOTA_EXCEEDED.code]);
    expect(dealFull.body.message).toContain('at most 60 pictures');
    // The deal's version does not move with its pictures.
    expect((await t.call(dealGet, { id: d.id }, { token: agent })).body.data.version).toBe(d.version);
  });

  it('removes the pictures and their files with a deal that is deleted', async () => {
    const d = await deal();
    const { body } = await add({ deal_id: d.id, kind: 'contract' }, { bytes: scan, name: '合同.jpg' });
    await t.db.updateTable('deal').set({ status: 'rejected' }).where('id', '=', d.id).execute();
    expect((await t.call(dealDelete, { id: d.id, version: d.version }, { token: agent })).body.code).toBe('200000');
    expect(await t.db.selectFrom('deal_picture').select('id').where('deal_id', '=', d.id).execute()).toEqual([]);
    expect((await served(body.data.url)).status).toBe(404);
  });
});
