import { z } from 'zod';
import { endpoint, type FileKind } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Id } from './validators.js';

// Deal pictures (成交图片): the signed contract's scans, receipts, the parties' identity papers and other papers of a
// deal. They are people's documents: stored like house certificates and served only through short-lived signed links,
// each upload decoded and encoded anew (its metadata dropped), capped per kind and per deal. Seen with the deal
// (deal:list), added by whoever may change it (deal:edit). The spec lists no call that removes one.

const t = text;

export const DEAL_PICTURE_KINDS = ['contract', 'receipt', 'identity', 'other'] as const;
export const DealPictureKind = z.enum(DEAL_PICTURE_KINDS);
export type DealPictureKind = z.infer<typeof DealPictureKind>;
export const DEAL_PICTURE_KIND_LABELS: Record<DealPictureKind, Text> = {
  contract: t('Contract', '合同', 'Contrato', '契約書'),
  receipt: t('Receipt', '收据', 'Recibo', '領収書'),
  identity: t('Proof of identity', '身份证明', 'Documento de identidad', '本人確認書類'),
  other: t('Other', '其他', 'Otro', 'その他'),
};

export const DEAL_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
// Pictures one deal holds at most, of one kind and in all.
export const DEAL_PICTURE_MAX_PER_KIND = 20;
export const DEAL_PICTURE_MAX_PER_DEAL = 60;
export const DEAL_PICTURE_THUMB_WIDTH = 400;
export const DEAL_PICTURE_FILE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];

export const DEAL_PICTURE_RULE_TEXTS = {
  kindFull: t('a deal holds at most {max} pictures of the kind {kind}', '每笔成交的{kind}图片最多{max}张', 'una operación admite como máximo {max} fotos del tipo {kind}', '1件の成約に登録できる{kind}の写真は最大{max}枚です'),
  dealFull: t('a deal holds at most {max} pictures', '每笔成交最多{max}张图片', 'una operación admite como máximo {max} fotos', '1件の成約に登録できる写真は最大{max}枚です'),
  unreadable: t('the file cannot be read as an image', '文件无法识别为图片', 'el archivo no se puede leer como imagen', 'ファイルを画像として読み込めません'),
} as const satisfies Record<string, Text>;
export type DealPictureRule = keyof typeof DEAL_PICTURE_RULE_TEXTS;

export function dealPictureRuleText(rule: DealPictureRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(DEAL_PICTURE_RULE_TEXTS[rule][lang], params);
}

export const DealPictureItem = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  kind: DealPictureKind,
  // Signed links to the picture and its thumbnail, valid for at least 30 minutes.
  url: z.string(),
  thumb_url: z.string(),
  // Bytes of the uploaded file.
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  original_name: z.string(),
  uploader_id: z.number().int().nullable(),
  uploader_name: z.string(),
  created_at: z.number().int(),
});
export type DealPictureItem = z.infer<typeof DealPictureItem>;

const KindCounts = z.object(Object.fromEntries(DEAL_PICTURE_KINDS.map((k) => [k, z.number().int()])) as Record<DealPictureKind, z.ZodNumber>);

export const dealPictureList = endpoint({
  method: 'GET', path: 'dealpicture', access: 'deal:list', tag: 'deal',
  summary: 'The pictures of a deal the caller may see (contract, receipts, proof of identity, other), by kind then upload order, each with signed links valid at least 30 minutes; the count per kind (whatever the filter) and the caps. Not paged: a deal holds at most 60.',
  input: z.strictObject({ deal_id: Id, kind: DealPictureKind.optional() }),
  data: z.object({
    list: z.array(DealPictureItem), counts: KindCounts, total: z.number().int(), max_per_kind: z.number().int(), max: z.number().int(),
  }),
});

export const dealPictureAdd = endpoint({
  method: 'POST', path: 'dealpicture/add', access: 'deal:edit', tag: 'deal',
  summary: 'Adds a picture to a deal the caller may change (multipart: field `file`, JPEG, PNG or WebP up to 10 MB, checked by content; form fields `deal_id` and `kind`). Re-encoded, with a thumbnail at most 400 px wide; at most 20 of a kind and 60 in all per deal (429001).',
  input: z.strictObject({ deal_id: Id, kind: DealPictureKind }),
  upload: { field: 'file', maxBytes: DEAL_PICTURE_MAX_BYTES, kinds: DEAL_PICTURE_FILE_KINDS },
  data: DealPictureItem,
});
