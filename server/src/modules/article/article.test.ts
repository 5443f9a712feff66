import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ERRORS, articleAdd, articleDelete, articleEdit, articleGetType, articleInfo, articleList, itemGet, type Article,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';

let t: TestApp;
let base: string;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
});
afterAll(async () => {
  await t.close();
});

async function upload(bytes: Buffer, token = admin, lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${base}/api/v1/article/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, body: form });
  return { status: response.status, body: await response.json() as { code: string; message: string; data: { url: string; thumb_url: string; width: number; height: number } } };
}

const add = async (fields: Partial<Parameters<typeof t.call<typeof articleAdd>>[1]> = {}) => {
  const { body } = await t.call(articleAdd, { type: '1', title: '培训', body: '<p>正文</p>', published: 1, ...fields }, { token: admin });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data as Article;
};

describe('article types', () => {
  it('answers a map of numeric id to label in the caller\'s language, the same dictionary item/get serves', async () => {
    const zh = (await t.call(articleGetType, {}, { token: agent, lang: 'zh' })).body.data;
    expect(zh).toMatchObject({ 1: '培训资料', 2: '政策法规' });
    const item = (await t.call(itemGet, { id: 'article_type' }, { token: agent, lang: 'zh' })).body.data.list;
    expect(Object.entries(zh)).toEqual(item.map((o) => [o.value, o.label]));
  });
});

// The fields article/edit takes, as read.
const editable = ({ id, version, type, title, cover, body, pinned, published }: Article) => ({ id, version, type, title, cover, body, pinned, published });

describe('writing articles', () => {
  it('sanitises the body when saved and again when read, and keeps our own pictures', async () => {
    const image = await upload(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer());
    expect(image.status).toBe(200);
    expect(image.body.data).toMatchObject({ width: 800, height: 600 });
    expect(image.body.data.url).toMatch(/^\/uploads\/articles\/[0-9a-f]{32}\.png$/);
    expect((await fetch(`${base}${image.body.data.thumb_url}`)).status).toBe(200);

    const article = await add({
      cover: image.body.data.url,
      body: `<p onclick="x()">正文<script>alert(1)</script></p><img src="${image.body.data.url}"><img src="https://evil.example/t.gif"><a href="javascript:alert(1)">链接</a>`,
    });
    expect(article.body).toBe(`<p>正文</p><img src="${image.body.data.url}" /><a target="_blank" rel="noopener noreferrer">链接</a>`);
    expect(article.cover).toBe(image.body.data.url);
    // A row written before the rules (or by hand) is still shown clean.
    await t.db.updateTable('article').set({ body: '<p>旧<iframe src="x"></iframe></p>' }).where('id', '=', article.id).execute();
    expect((await t.call(articleInfo, { id: article.id }, { token: agent })).body.data.body).toBe('<p>旧</p>');
  });

  it('refuses a cover that is not an uploaded picture, empty content, and a file that is no picture, writing nothing', async () => {
    const before = await snapshot(t.db, ['operation_log']);
    const outside = await t.call(articleAdd, { type: '1', title: 'x', body: '<p>x</p>', cover: 'https://evil.example/c.png' }, { token: admin });
    expect(outside.body.code).toBe(ERRORS.VALIDATION.code);
    const empty = await t.call(articleAdd, { type: '1', title: 'x', body: '<p><script>x</script></p>' }, { token: admin, lang: 'zh' });
    expect(empty.body.message).toContain('请填写文章内容');
    const untitled = await t.call(articleAdd, { type: '1', title: '  ', body: '<p>x</p>' }, { token: admin, lang: 'zh' });
    expect(untitled.body.message).toContain('请填写标题');
    const badType = await t.call(articleAdd, { type: '9' as '1', title: 'x', body: '<p>x</p>' }, { token: admin });
    expect(badType.body.code).toBe(ERRORS.VALIDATION.code);
    const text = await upload(Buffer.from('not a picture at all'));
    expect(text.body.code).toBe(ERRORS.VALIDATION.code);
    expect((await upload(Buffer.from('x'), agent)).status).toBe(403);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('publishes, unpublishes and pins; a stale version is refused with 602144', async () => {
    const draft = await add({ title: '草稿', published: 0 });
    expect(draft.published_at).toBeNull();
    expect((await t.call(articleInfo, { id: draft.id }, { token: agent })).status).toBe(404);
    const readers = (await t.call(articleList, { limit: 100 }, { token: agent })).body.data.list.map((a) => a.id);
    expect(readers).not.toContain(draft.id);

    const published = (await t.call(articleEdit, { ...editable(draft), published: 1, pinned: 1 }, { token: admin })).body.data;
    expect(published).toMatchObject({ published: 1, pinned: 1, version: draft.version + 1 });
    expect(published.published_at).not.toBeNull();
    const list = (await t.call(articleList, { limit: 100 }, { token: agent })).body.data.list;
    expect(list[0]!.id).toBe(published.id);
    expect(list.every((a, i) => i === 0 || a.pinned <= list[i - 1]!.pinned)).toBe(true);

    const stale = await t.call(articleEdit, { ...editable(draft), title: '旧版本' }, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERRORS.STALE.code);
    const hidden = (await t.call(articleEdit, { ...editable(published), published: 0 }, { token: admin })).body.data;
    expect(hidden).toMatchObject({ published: 0, published_at: null });
  });

  it('lets only article:edit manage drafts, and deletes for everyone', async () => {
    const article = await add({ title: '将删除' });
    expect((await t.call(articleList, { manage: 1 }, { token: agent })).status).toBe(403);
    const drafts = (await t.call(articleList, { manage: 1, published: 0, limit: 100 }, { token: admin })).body.data.list;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((a) => a.published === 0)).toBe(true);
    expect((await t.call(articleDelete, { id: article.id }, { token: agent })).status).toBe(403);
    expect((await t.call(articleDelete, { id: article.id }, { token: admin })).body.code).toBe('200000');
    expect((await t.call(articleInfo, { id: article.id }, { token: admin })).status).toBe(404);
    expect((await t.call(articleDelete, { id: article.id }, { token: admin })).status).toBe(404);
  });
});

describe('reading articles', () => {
  it('counts each reader once and filters by type and title', async () => {
    const article = await add({ type: '4', title: '成交量周报 100%_增长' });
    const first = (await t.call(articleInfo, { id: article.id }, { token: agent })).body.data;
    expect(first).toMatchObject({ read_count: 1, is_read: 1 });
    await t.call(articleInfo, { id: article.id }, { token: agent });
    const manager = await t.login('manager');
    expect((await t.call(articleInfo, { id: article.id }, { token: manager })).body.data.read_count).toBe(2);
    const found = (await t.call(articleList, { type: '4', keyword: '100%_' }, { token: agent })).body.data;
    expect(found.list.map((a) => a.id)).toEqual([article.id]);
    expect(found.list[0]).toMatchObject({ is_read: 1, read_count: 2, type_name: 'Industry news', author_name: '王建国' });
    expect((await t.call(articleList, { keyword: '%' }, { token: agent })).body.data.list.map((a) => a.id)).toEqual([article.id]);
  });

  it('shows the demo\'s published articles to everyone, pinned first, without their bodies', async () => {
    const fresh = await createTestApp();
    try {
      const token = await fresh.login('agent');
      const { list, page } = (await fresh.call(articleList, {}, { token })).body.data;
      expect(page.total).toBe(5);
      expect(list[0]).toMatchObject({ pinned: 1, title: '房源跟进管理规范（2026版）', is_read: 0 });
      expect(list[0]!.read_count).toBeGreaterThan(0);
      expect('body' in list[0]!).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
