import { sql } from 'kysely';
import {
  ARTICLE_TYPE_LABELS, ARTICLE_TYPES, articleRuleText, type Article, type ArticleRule, type ArticleType, type DataOf,
  type ParsedInputOf, articleAdd, articleEdit, articleList, articleUpload,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { holds } from '../../core/access.js';
import { contains } from '../../core/sql.js';
import { hasContent, sanitizeHtml } from '../../core/html.js';
import { storePicture } from '../../core/image.js';
import type { UploadedFile } from '../../core/storage.js';

// Articles: everyone reads the published ones; article:edit writes, publishes, pins and deletes them and sees drafts.
// Bodies are sanitised when saved and again when read, so a row stored under an older allow-list is shown under the
// current one. A person's first opening of a published article counts once in its read count.

const FOLDER = 'articles';
const COVER_THUMB_WIDTH = 400;

function refuse(ctx: Ctx, rule: ArticleRule): never {
  throw new AppError('BAD_REQUEST', { detail: articleRuleText(rule, ctx.lang) });
}

export async function articleTypes(ctx: Ctx): Promise<Record<string, string>> {
  return Object.fromEntries(ARTICLE_TYPES.map((type) => [type, ARTICLE_TYPE_LABELS[type][ctx.lang]]));
}

function joined(ctx: Ctx) {
  return ctx.db.selectFrom('article as a')
    .leftJoin('staff as s', 's.id', 'a.author_id')
    .leftJoin('article_read as ar', (join) => join.onRef('ar.article_id', '=', 'a.id').on('ar.staff_id', '=', ctx.caller.staffId))
    .where('a.deleted_at', 'is', null);
}

const SUMMARY = [
  'a.id', 'a.type', 'a.title', 'a.cover', 'a.pinned', 'a.published', 'a.read_count', 's.name as author_name', 'a.created_at',
  'a.updated_at', 'a.published_at', 'a.version', 'ar.read_at',
] as const;

type SummaryRow = {
  id: number; type: string; title: string; cover: string; pinned: number; published: number; read_count: number;
  author_name: string | null; created_at: number; updated_at: number; published_at: number | null; version: number; read_at: number | null;
};

function toSummary(ctx: Ctx, { read_at, ...row }: SummaryRow) {
  const type = row.type as ArticleType;
  return {
    ...row,
    type,
    type_name: ARTICLE_TYPE_LABELS[type]?.[ctx.lang] ?? row.type,
    pinned: row.pinned ? 1 as const : 0 as const,
    published: row.published ? 1 as const : 0 as const,
    author_name: row.author_name ?? '',
    is_read: read_at === null ? 0 as const : 1 as const,
  };
}

export async function listArticles(ctx: Ctx, input: ParsedInputOf<typeof articleList>): Promise<DataOf<typeof articleList>> {
  if (input.manage && !(await holds(ctx, 'article:edit'))) throw new AppError('PERMISSION_DENIED');
  let query = joined(ctx);
  if (!input.manage) query = query.where('a.published', '=', 1);
  else if (input.published !== undefined) query = query.where('a.published', '=', input.published);
  if (input.type) query = query.where('a.type', '=', input.type);
  if (input.keyword) query = query.where(contains(ctx.dialect, 'a.title', input.keyword));
  const ordered = input.manage
    ? query.orderBy('a.pinned', 'desc').orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc')
    : query.orderBy('a.pinned', 'desc').orderBy('a.published_at', 'desc').orderBy('a.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.select(SUMMARY).limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => toSummary(ctx, row)), page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}

async function findArticle(ctx: Ctx, id: number): Promise<Article> {
  const row = await joined(ctx).select([...SUMMARY, 'a.body']).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const { body, ...summary } = row;
  return { ...toSummary(ctx, summary), body: sanitizeHtml(body) };
}

export async function readArticle(ctx: Ctx, input: { id: number }): Promise<Article> {
  const article = await findArticle(ctx, input.id);
  if (!article.published) {
    // A draft is not there for readers.
    if (!(await holds(ctx, 'article:edit'))) throw new AppError('NOT_FOUND');
    return article;
  }
  if (article.is_read) return article;
  const counted = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('article_read').values({ article_id: article.id, staff_id: ctx.caller.staffId, read_at: ctx.now })
      .onConflict((oc) => oc.columns(['article_id', 'staff_id']).doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await trx.updateTable('article').set({ read_count: sql<number>`read_count + 1` }).where('id', '=', article.id).execute();
    return true;
  });
  return counted ? { ...article, is_read: 1, read_count: article.read_count + 1 } : { ...article, is_read: 1 };
}

type Fields = ParsedInputOf<typeof articleAdd>;

function cleaned(ctx: Ctx, input: Fields) {
  if (!input.title) refuse(ctx, 'titleRequired');
  const body = sanitizeHtml(input.body);
  if (!hasContent(body)) refuse(ctx, 'bodyRequired');
  return { type: input.type, title: input.title, cover: input.cover, body, pinned: input.pinned, published: input.published };
}

export async function addArticle(ctx: Ctx, input: Fields): Promise<Article> {
  const values = cleaned(ctx, input);
  const { id } = await ctx.db.insertInto('article').values({
    ...values, published_at: values.published ? ctx.now : null, author_id: ctx.caller.staffId, created_at: ctx.now,
    updated_at: ctx.now, deleted_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  return findArticle(ctx, id);
}

async function current(db: Db, id: number) {
  const row = await db.selectFrom('article').select(['id', 'version', 'published', 'published_at'])
    .where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function editArticle(ctx: Ctx, input: ParsedInputOf<typeof articleEdit>): Promise<Article> {
  const values = cleaned(ctx, input);
  const before = await current(ctx.db, input.id);
  if (before.version !== input.version) throw new AppError('STALE');
  // Publishing dates it now; staying published keeps its date; unpublishing clears it.
  const publishedAt = !values.published ? null : before.published ? before.published_at : ctx.now;
  const result = await ctx.db.updateTable('article')
    .set({ ...values, published_at: publishedAt, updated_at: ctx.now, version: sql<number>`version + 1` })
    .where('id', '=', input.id).where('version', '=', input.version).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    await current(ctx.db, input.id);
    throw new AppError('STALE');
  }
  return findArticle(ctx, input.id);
}

export async function deleteArticle(ctx: Ctx, input: { id: number }): Promise<null> {
  const result = await ctx.db.updateTable('article').set({ deleted_at: ctx.now, updated_at: ctx.now })
    .where('id', '=', input.id).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND');
  return null;
}

export async function uploadArticleImage(ctx: Ctx, input: { file: UploadedFile }): Promise<DataOf<typeof articleUpload>> {
  const picture = await storePicture(ctx.config.dataDir, FOLDER, input.file, COVER_THUMB_WIDTH);
  if (!picture) refuse(ctx, 'notAnImage');
  return { url: picture.url, thumb_url: picture.thumbUrl, width: picture.width, height: picture.height };
}
