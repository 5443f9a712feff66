import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ENTRUST_UPLOAD_LINK, ERRORS, approvalGet, approvalOperate, entrustAdd, entrustDelete, entrustGet, entrustHireAdd, entrustHireDelete,
  entrustHireDownload, entrustHireDraft, entrustHireGet, entrustHireList, entrustHireQrCode, entrustList, entrustSaleAdd, entrustSaleDelete,
  entrustSaleDownload, entrustSaleDraft, entrustSaleGet, entrustSaleQrCode, entrustSaleUpdate, entrustUpdate, type DataOf, type EntrustItem,
  type entrustUpfile,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { companyDate } from '../../core/clock.js';

let t: TestApp;
let base: string;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  [agentId, managerId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager')]);
});
afterAll(async () => {
  await t.close();
});

type Scan = DataOf<typeof entrustUpfile>;
async function upfile(bytes: Buffer, name = '委托书.jpg', token = agent) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${base}/api/v1/houseentrust/upfile`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() as { code: string; message: string; data: Scan } };
}
const scanImage = (format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width: 800, height: 1100, channels: 3, background: '#fbfbf0' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
async function scan(token = agent, format: 'jpeg' | 'png' = 'jpeg'): Promise<Scan> {
  const { body } = await upfile(await scanImage(format), format === 'png' ? '委托书.png' : '委托书.jpg', token);
  if (body.code !== ERRORS.OK.code) throw new Error(JSON.stringify(body));
  return body.data;
}

const day = (offset: number) => companyDate(Math.floor(Date.now() / 1000) + offset * 86_400);
const fields = (overrides: Record<string, unknown> = {}) => ({
  type: 'general' as const, start_date: day(0), end_date: day(180), owner_name: '王建国', price: 3_500_000.5, commission: '成交价1%', remark: '', ...overrides,
});
const ok = <T>(r: { status: number; body: { code: string; message: string; data: T } }): T => {
  if (r.body.code !== ERRORS.OK.code) throw new Error(`${r.status} ${r.body.code} ${r.body.message}`);
  return r.body.data;
};

describe('the scan upload', () => {
  it('takes JPEG or PNG checked by content with a thumbnail, refuses anything else and writes nothing then', async () => {
    const jpeg = await scan();
    expect(jpeg).toMatchObject({ width: 800, height: 1100, name: '委托书.jpg' });
    expect(jpeg.url).toMatch(/^\/uploads\/entrust-books\/.+\?exp=\d+&sig=/);
    const thumb = await fetch(`${base}${jpeg.thumb_url}`);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(400);
    // People's documents: not served without the signature.
    expect((await fetch(`${base}${jpeg.url.split('?')[0] ?? ''}`)).status).not.toBe(200);
    expect((await scan(agent, 'png')).name).toBe('委托书.png');
    const before = await snapshot(t.db, ['operation_log']);
    const text = await upfile(Buffer.from('a signed contract, in words only'), 'fake.jpg');
    expect(text.status).toBe(400);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });
});

describe('drafts, submission and approval', () => {
  beforeAll(async () => {
    await setCompanyFlow(t, admin, 'entrust_book', 1, [{ approver_kind: 'staff', staff_id: managerId, mode: 'sequential' }]);
  });
  afterAll(async () => {
    await approvalFlowsOff(t, admin, ['entrust_book']);
  });

  it('keeps a draft, submits it to approval, and an approval makes it effective', async () => {
    const house = await enterHouse(t, agent);
    const file = await scan();
    const draft = ok(await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [file.id] }, { token: agent }));
    expect(draft).toMatchObject({
      kind: 'sale', house_id: house.id, status: 'draft', state: 'draft', price: 3_500_000.5, agent_id: agentId, approval_id: null, version: 1,
      scans: [{ id: file.id, name: '委托书.jpg' }],
    });
    expect(draft.house_address).not.toBe('');
    expect(Number((await t.db.selectFrom('entrust_book').select('price').where('id', '=', draft.id).executeTakeFirstOrThrow()).price)).toBe(350_000_050);

    const submitted = ok(await t.call(entrustUpdate, { id: draft.id, version: 1, ...fields({ owner_name: '王建国、李梅' }), file_ids: [file.id], submit: 1 }, { token: agent }));
    expect(submitted).toMatchObject({ status: 'pending', owner_name: '王建国、李梅', version: 3 });
    expect(submitted.approval_id).not.toBeNull();
    // A pending book waits: not changed, not deleted.
    const locked = await t.call(entrustUpdate, { id: draft.id, version: 3, ...fields(), file_ids: [file.id], submit: 0 }, { token: agent });
    expect(locked.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect((await t.call(entrustDelete, { id: draft.id, version: 3 }, { token: agent })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);

    const approval = ok(await t.call(approvalGet, { id: submitted.approval_id as number }, { token: manager, lang: 'zh' }));
    expect(approval).toMatchObject({ item_type: 'entrust_book', record_kind: 'entrust_book', record_id: draft.id });
    ok(await t.call(approvalOperate, { id: submitted.approval_id as number, action: 'approve', comment: '' }, { token: manager }));
    const effective = ok(await t.call(entrustGet, { id: draft.id }, { token: agent }));
    expect(effective).toMatchObject({ status: 'effective', state: 'effective', version: 4 });
    expect(effective.effective_at).not.toBeNull();
    expect((await t.call(entrustDelete, { id: draft.id, version: 4 }, { token: agent })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });

  it('a rejected book shows the reason, is changed and submitted again; a withdrawn one is a draft again', async () => {
    const house = await enterHouse(t, agent);
    const file = await scan();
    const book = ok(await t.call(entrustSaleAdd, { house_id: house.id, ...fields(), file_ids: [file.id] }, { token: agent }));
    expect(book.status).toBe('pending');
    ok(await t.call(approvalOperate, { id: book.approval_id as number, action: 'reject', comment: '价格与房源不符' }, { token: manager }));
    const rejected = ok(await t.call(entrustSaleGet, { id: book.id }, { token: agent }));
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '价格与房源不符' });
    const again = ok(await t.call(entrustSaleUpdate, { id: book.id, version: rejected.version, ...fields({ price: 3_400_000 }), file_ids: [file.id], submit: 1 }, { token: agent }));
    expect(again).toMatchObject({ status: 'pending', price: 3_400_000, reject_reason: '' });
    ok(await t.call(approvalOperate, { id: again.approval_id as number, action: 'withdraw', comment: '' }, { token: agent }));
    expect(ok(await t.call(entrustSaleGet, { id: book.id }, { token: agent }))).toMatchObject({ status: 'draft' });
  });

  it('refuses submitting without a scan, and a stale version, writing nothing', async () => {
    const house = await enterHouse(t, agent);
    const draft = ok(await t.call(entrustSaleDraft, { house_id: house.id, ...fields() }, { token: agent }));
    const before = await snapshot(t.db, ['operation_log']);
    const noScan = await t.call(entrustUpdate, { id: draft.id, version: 1, ...fields(), submit: 1 }, { token: agent, lang: 'zh' });
    expect([noScan.body.code, noScan.body.message]).toEqual([ERRORS.BAD_REQUEST.code, expect.stringContaining('提交前请上传签字委托书扫描件')]);
    const stale = await t.call(entrustUpdate, { id: draft.id, version: 5, ...fields(), submit: 0 }, { token: agent });
    expect(stale.body.code).toBe(ERRORS.STALE.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    // The older draft call saves the same draft again by its id.
    const saved = ok(await t.call(entrustSaleDraft, { id: draft.id, version: 1, ...fields({ remark: '业主周末在家' }) }, { token: agent }));
    expect(saved).toMatchObject({ status: 'draft', remark: '业主周末在家', version: 2 });
  });
});

describe('rules', () => {
  it('checks the period: an exclusive or limited book needs an end, not before the start, at most three years', async () => {
    const house = await enterHouse(t, agent);
    const before = await snapshot(t.db, ['operation_log']);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'exclusive', end_date: null }, '独家或限时委托须填写结束日期'],
      [{ type: 'limited', end_date: day(-1) }, '结束日期早于开始日期'],
      [{ type: 'general', end_date: day(1200) }, '委托期限最长1096天'],
    ];
    for (const [change, message] of cases) {
      const { body } = await t.call(entrustAdd, { house_id: house.id, ...fields(change) }, { token: agent, lang: 'zh' });
      expect([body.code, body.message]).toEqual([ERRORS.BAD_REQUEST.code, expect.stringContaining(message)]);
    }
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect(ok(await t.call(entrustAdd, { house_id: house.id, ...fields({ end_date: null }) }, { token: agent })).end_date).toBeNull();
  });

  it('allows one pending or effective exclusive book per house (409002 with the rule), not counting expired ones', async () => {
    const house = await enterHouse(t, agent);
    const first = ok(await t.call(entrustAdd, { house_id: house.id, ...fields({ type: 'exclusive' }), file_ids: [(await scan()).id], submit: 1 }, { token: agent }));
    // No flow: effective at once.
    expect(first).toMatchObject({ status: 'effective', approval_id: null });
    const second = ok(await t.call(entrustAdd, { house_id: house.id, ...fields({ type: 'exclusive' }), file_ids: [(await scan()).id] }, { token: agent }));
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(entrustUpdate, { id: second.id, version: 1, ...fields({ type: 'exclusive' }), file_ids: second.scans.map((s) => s.id), submit: 1 }, { token: agent, lang: 'zh' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, ERRORS.CONFLICT.code, expect.stringContaining(`该房源已有独家委托书（编号${first.id}，生效）`)]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    // A general book beside it is fine.
    const general = ok(await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [(await scan()).id], submit: 1 }, { token: agent }));
    expect(general.status).toBe('effective');
    // Once the exclusive one has expired, another may take effect.
    await t.db.updateTable('entrust_book').set({ start_date: day(-400), end_date: day(-1) }).where('id', '=', first.id).execute();
    expect(ok(await t.call(entrustGet, { id: first.id }, { token: agent }))).toMatchObject({ status: 'effective', state: 'expired' });
    expect(ok(await t.call(entrustUpdate, { id: second.id, version: 1, ...fields({ type: 'exclusive' }), file_ids: second.scans.map((s) => s.id), submit: 1 }, { token: agent })).status).toBe('effective');
  });

  it('attaches only the caller\'s own unattached scans, in order, and lets go of the ones left out', async () => {
    const house = await enterHouse(t, agent);
    const [a, b] = [await scan(), await scan()];
    const theirs = await scan(manager);
    const refused = await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [a.id, theirs.id] }, { token: agent });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const book = ok(await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [b.id, a.id] }, { token: agent }));
    expect(book.scans.map((s) => s.id)).toEqual([b.id, a.id]);
    const changed = ok(await t.call(entrustUpdate, { id: book.id, version: 1, ...fields(), file_ids: [a.id], submit: 0 }, { token: agent }));
    expect(changed.scans.map((s) => s.id)).toEqual([a.id]);
    // b is the agent's unattached upload again; another book may take it.
    const other = ok(await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [b.id] }, { token: agent }));
    expect(other.scans.map((s) => s.id)).toEqual([b.id]);
    // a scan on a book cannot be taken by another.
    expect((await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [a.id] }, { token: agent })).body.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('deletes drafts and rejected books only, at their version', async () => {
    const house = await enterHouse(t, agent);
    const file = await scan();
    const draft = ok(await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [file.id] }, { token: agent }));
    expect((await t.call(entrustDelete, { id: draft.id, version: 2 }, { token: agent })).body.code).toBe(ERRORS.STALE.code);
    ok(await t.call(entrustSaleDelete, { id: draft.id, version: 1 }, { token: agent }));
    expect((await t.call(entrustGet, { id: draft.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    // Its scan went back to the uploader.
    expect(ok(await t.call(entrustAdd, { house_id: house.id, ...fields(), file_ids: [file.id] }, { token: agent })).scans).toHaveLength(1);
  });
});

describe('kinds', () => {
  it('the older calls are fixed to their kind: rental calls on rental houses and books, sale calls refuse them', async () => {
    const rental = await enterHouse(t, agent, 'rent');
    const sale = await enterHouse(t, agent);
    const file = await scan();
    const book = ok(await t.call(entrustHireAdd, { house_id: rental.id, ...fields({ price: 8500 }), file_ids: [file.id] }, { token: agent }));
    expect(book).toMatchObject({ kind: 'rent', price: 8500, status: 'effective' });
    expect(ok(await t.call(entrustHireGet, { id: book.id }, { token: agent })).id).toBe(book.id);
    expect((await t.call(entrustSaleGet, { id: book.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(entrustSaleDownload, { id: book.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const file2 = await fetch(`${base}/api/v1/${entrustHireDownload.path}?id=${book.id}&index=1`, { headers: { authorization: `Bearer ${agent}` } });
    expect([file2.status, file2.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const spare = await scan();
    const before = await snapshot(t.db, ['operation_log']);
    const wrong = await t.call(entrustSaleAdd, { house_id: rental.id, ...fields(), file_ids: [spare.id] }, { token: agent, lang: 'zh' });
    expect([wrong.body.code, wrong.body.message]).toEqual([ERRORS.BAD_REQUEST.code, expect.stringContaining('该房源为出租房源')]);
    const wrongDraft = await t.call(entrustHireDraft, { house_id: sale.id, ...fields() }, { token: agent });
    expect(wrongDraft.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const hires = ok(await t.call(entrustHireList, { house_id: rental.id }, { token: agent }));
    expect(hires.list.map((b) => b.id)).toEqual([book.id]);
    expect(ok(await t.call(entrustList, { house_id: rental.id, kind: 'sale' }, { token: agent })).list).toEqual([]);
    expect((await t.call(entrustHireDelete, { id: book.id, version: book.version }, { token: agent })).body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });
});

describe('QR code and download', () => {
  it('encodes the book\'s phone upload page, and hands out its scans as files', async () => {
    const house = await enterHouse(t, agent);
    const file = await scan(agent, 'png');
    const draft = ok(await t.call(entrustSaleDraft, { house_id: house.id, ...fields(), file_ids: [file.id] }, { token: agent }));
    const qr = ok(await t.call(entrustSaleQrCode, { id: draft.id }, { token: agent }));
    expect(qr.url.endsWith(`${ENTRUST_UPLOAD_LINK}${draft.id}`)).toBe(true);
    expect(qr.svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect((await t.call(entrustHireQrCode, { id: draft.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);

    const response = await fetch(`${base}/api/v1/house/dlentrustbook?id=${draft.id}`, { headers: { authorization: `Bearer ${agent}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/png');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('png');
    const second = await t.call(entrustSaleDownload, { id: draft.id, index: 2 }, { token: agent, lang: 'zh' });
    expect([second.body.code, second.body.message]).toEqual([ERRORS.BAD_REQUEST.code, expect.stringContaining('没有第2张扫描件')]);
  });
});

describe('lists and scope', () => {
  let mine: EntrustItem;
  let soon: EntrustItem;
  beforeAll(async () => {
    const house = await enterHouse(t, agent);
    mine = ok(await t.call(entrustAdd, { house_id: house.id, ...fields({ owner_name: '欧阳清' }) }, { token: agent }));
    soon = ok(await t.call(entrustAdd, { house_id: house.id, ...fields({ owner_name: '欧阳清', type: 'limited', end_date: day(10) }), file_ids: [(await scan()).id], submit: 1 }, { token: agent }));
  });

  it('filters by keyword, state, type and the expiry window', async () => {
    const byName = ok(await t.call(entrustList, { keyword: '欧阳' }, { token: agent }));
    expect(byName.list.map((b) => b.id)).toEqual([soon.id, mine.id]);
    expect(byName.page.total).toBe(2);
    expect(ok(await t.call(entrustList, { keyword: '欧阳', state: 'draft' }, { token: agent })).list.map((b) => b.id)).toEqual([mine.id]);
    expect(ok(await t.call(entrustList, { keyword: '欧阳', type: 'limited' }, { token: agent })).list.map((b) => b.id)).toEqual([soon.id]);
    expect(ok(await t.call(entrustList, { keyword: '欧阳', expires_within: 30 }, { token: agent })).list.map((b) => b.id)).toEqual([soon.id]);
    expect(ok(await t.call(entrustList, { keyword: '欧阳', expires_within: 5 }, { token: agent })).list).toEqual([]);
    expect(ok(await t.call(entrustList, { keyword: '欧阳', state: 'expired' }, { token: agent })).list).toEqual([]);
  });

  it('shows another agent\'s books to their store manager, not to another agent; the manager may edit them', async () => {
    expect(ok(await t.call(entrustList, { keyword: '欧阳' }, { token: manager })).list).toHaveLength(2);
    expect(ok(await t.call(entrustGet, { id: mine.id }, { token: manager })).id).toBe(mine.id);
    const mate = await t.db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.account')
      .where('r.code', '=', 'agent').where('s.account', '!=', 'agent').where('s.status', '=', 'active').orderBy('s.id').executeTakeFirstOrThrow();
    const other = await t.login({ account: mate.account, password: 'demo123' });
    expect(ok(await t.call(entrustList, { keyword: '欧阳' }, { token: other })).list).toEqual([]);
    const before = await snapshot(t.db, ['operation_log']);
    expect((await t.call(entrustGet, { id: mine.id }, { token: other })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(entrustDelete, { id: mine.id, version: 1 }, { token: other })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('writes the operation log of each change, by its path and book', async () => {
    const log = await t.db.selectFrom('operation_log').select(['endpoint', 'target_id', 'result_code']).where('staff_id', '=', agentId)
      .where('endpoint', 'in', ['houseentrust/add', 'houseentrust/upfile']).orderBy('id', 'desc').limit(3).execute();
    expect(log.map((l) => l.endpoint)).toEqual(['houseentrust/add', 'houseentrust/upfile', 'houseentrust/add']);
    expect(log[0]).toMatchObject({ target_id: soon.id, result_code: ERRORS.OK.code });
  });
});
