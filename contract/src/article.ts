import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { ArticleType } from './enums.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HOUSE_PICTURE_KINDS, HOUSE_PICTURE_MAX_BYTES } from './house-picture.js';
import { Flag, Id, PageQuery } from './validators.js';

// Articles (文章): training material, policies and news the company publishes to its staff. Written in rich text
// whose HTML the server sanitises with an allow-list when it is saved and again when it is shown; pictures are
// uploaded like house pictures. Everyone reads the published ones (the message centre's reader); people with
// article:edit write, publish, pin and delete them on /article/articleList.

export const ARTICLE_TITLE_MAX = 100;
// Characters of HTML an article body may hold.
export const ARTICLE_BODY_MAX = 200_000;
export const ARTICLE_PAGE_SIZE = 10;
// Where uploaded article pictures are served; a cover or an <img> of an article must be one of them.
export const ARTICLE_IMAGE_PREFIX = '/uploads/articles/';
const ARTICLE_IMAGE_PATTERN = /^\/uploads\/articles\/[0-9a-f]{32}\.(jpg|png|webp)$/;

export const ArticleCover = z.string().trim().max(200).regex(ARTICLE_IMAGE_PATTERN, 'upload the cover with article/upload').or(z.literal(''));

export const ArticleSummary = z.object({
  id: z.number().int(),
  type: ArticleType,
  type_name: z.string(),
  title: z.string(),
  // An uploaded picture, or '' for none.
  cover: z.string(),
  pinned: Flag,
  published: Flag,
  // People who have opened it (each counted once).
  read_count: z.number().int(),
  // Whether the caller has opened it.
  is_read: Flag,
  author_name: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  published_at: z.number().int().nullable(),
  version: z.number().int(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

export const Article = ArticleSummary.extend({
  // Sanitised HTML.
  body: z.string(),
});
export type Article = z.infer<typeof Article>;

export const ARTICLE_RULE_TEXTS = {
  titleRequired: text('a title is required', '请填写标题', 'el título es obligatorio', 'タイトルを入力してください'),
  bodyRequired: text('the article has no content', '请填写文章内容', 'el artículo no tiene contenido', '記事の本文を入力してください'),
  notAnImage: text('the file cannot be read as an image', '文件无法识别为图片', 'el archivo no se puede leer como imagen', 'ファイルを画像として読み込めません'),
} as const satisfies Record<string, Text>;
export type ArticleRule = keyof typeof ARTICLE_RULE_TEXTS;

export function articleRuleText(rule: ArticleRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(ARTICLE_RULE_TEXTS[rule][lang], params);
}

const ArticleFields = {
  type: ArticleType,
  title: z.string().trim().max(ARTICLE_TITLE_MAX),
  cover: ArticleCover.default(''),
  body: z.string().max(ARTICLE_BODY_MAX),
  pinned: Flag.default(0),
  published: Flag.default(0),
};

export const articleGetType = endpoint({
  method: 'GET', path: 'article/get_type', access: 'signed-in', tag: 'article',
  summary: 'The article types: a map of numeric id to label in the caller\'s language.',
  input: z.strictObject({}),
  data: z.record(z.string(), z.string()),
});

export const articleList = endpoint({
  method: 'POST', path: 'article/get_list', access: 'signed-in', tag: 'article', audit: false,
  summary: 'Articles without their bodies, pinned first, then newest published: everyone sees the published ones; `manage` 1 (article:edit) also shows drafts and filters by `published`. `keyword` searches titles.',
  input: z.strictObject({
    page: PageQuery.page,
    limit: z.coerce.number().int().min(1).max(100).default(ARTICLE_PAGE_SIZE),
    type: ArticleType.optional(),
    keyword: z.string().trim().max(50).default(''),
    manage: Flag.default(0),
    published: Flag.optional(),
  }),
  data: pagedOf(ArticleSummary),
});

export const articleInfo = endpoint({
  method: 'GET', path: 'article/info', access: 'signed-in', tag: 'article',
  beyondSpec: 'The reader opens one article with its body (the list carries none, to stay small) and counts the reader once; the spec names no call that returns one article.',
  summary: 'One article with its sanitised body; the caller\'s first opening counts as a read. A draft exists only for article:edit.',
  input: z.strictObject({ id: Id }),
  data: Article,
});

export const articleAdd = endpoint({
  method: 'POST', path: 'article/add', access: 'article:edit', tag: 'article',
  summary: 'Writes an article; its HTML is sanitised with an allow-list before it is stored. `published` 1 publishes it at once.',
  input: z.strictObject(ArticleFields),
  data: Article,
});

export const articleEdit = endpoint({
  method: 'POST', path: 'article/edit', access: 'article:edit', tag: 'article',
  summary: 'Changes an article (publish or unpublish with `published`, pin with `pinned`); a version other than the current one is refused with 602144 and nothing is written.',
  input: z.strictObject({ id: Id, version: z.number().int().min(0), ...ArticleFields }),
  data: Article,
});

export const articleDelete = endpoint({
  method: 'POST', path: 'article/delete', access: 'article:edit', tag: 'article',
  summary: 'Deletes an article (it disappears from every list and reader).',
  input: z.strictObject({ id: Id }),
  data: z.null(),
});

export const ArticleImage = z.object({ url: z.string(), thumb_url: z.string(), width: z.number().int(), height: z.number().int() });

export const articleUpload = endpoint({
  method: 'POST', path: 'article/upload', access: 'article:edit', tag: 'article',
  beyondSpec: 'Pictures of an article (its cover and the images in its body) are uploaded as files, checked and stored like house pictures, so the HTML only ever points at our own files.',
  summary: 'Uploads a picture for an article (multipart: field `file`, JPEG, PNG or WebP up to 10 MB, checked by content); answers its URL and a thumbnail for covers.',
  input: z.strictObject({}),
  upload: { field: 'file', maxBytes: HOUSE_PICTURE_MAX_BYTES, kinds: HOUSE_PICTURE_KINDS },
  data: ArticleImage,
});
