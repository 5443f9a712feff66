import { z } from 'zod';
import { FileData, endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { PICTURE_GROUPS, PictureGroup } from './enums.js';
import { Flag, Id } from './validators.js';

// House pictures (房源图片), in groups (floor plan, indoor, outdoor, certificates). Uploaded as multipart, the kind
// decided from the content, capped in size and per house; a thumbnail is made on upload. A locked picture cannot be
// deleted; anyone who sees the house may flag (alert) a picture as wrong, and people who manage pictures clear the
// flag. Every upload, delete, lock and alert writes a picture follow-up on the house in the same transaction.

export const HOUSE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
// Live pictures one house may hold.
export const HOUSE_PICTURE_MAX_PER_HOUSE = 60;
// Thumbnails are at most this wide (never wider than the original).
export const HOUSE_PICTURE_THUMB_WIDTH = 400;

export const HOUSE_PICTURE_KINDS = ['jpeg', 'png', 'webp'] as const;
export const HousePictureKind = z.enum(HOUSE_PICTURE_KINDS);
export type HousePictureKind = z.infer<typeof HousePictureKind>;

// What a picture follow-up records, as its change {from, to}: upload null → group, delete group → null, and the
// states below for lock and alert. pictureChangeAction reads it back.
export const PICTURE_FOLLOWUP_STATES = { unlocked: 'unlocked', locked: 'locked', clear: 'clear', alerted: 'alerted' } as const;
export const PICTURE_ACTIONS = ['upload', 'delete', 'lock', 'unlock', 'alert', 'clear'] as const;
export type PictureAction = (typeof PICTURE_ACTIONS)[number];

export function pictureChange(action: PictureAction, group: PictureGroup): { from: string | null; to: string | null } {
  const s = PICTURE_FOLLOWUP_STATES;
  switch (action) {
    case 'upload': return { from: null, to: group };
    case 'delete': return { from: group, to: null };
    case 'lock': return { from: s.unlocked, to: s.locked };
    case 'unlock': return { from: s.locked, to: s.unlocked };
    case 'alert': return { from: s.clear, to: s.alerted };
    case 'clear': return { from: s.alerted, to: s.clear };
  }
}

export function pictureChangeAction(change: { from: unknown; to: unknown } | null): { action: PictureAction; group: PictureGroup | null } | null {
  if (!change) return null;
  const isGroup = (v: unknown): v is PictureGroup => typeof v === 'string' && (PICTURE_GROUPS as readonly string[]).includes(v);
  if (change.from === null && isGroup(change.to)) return { action: 'upload', group: change.to };
  if (change.to === null && isGroup(change.from)) return { action: 'delete', group: change.from };
  const found = (['lock', 'unlock', 'alert', 'clear'] as const).find((action) => {
    const c = pictureChange(action, 'layout');
    return c.from === change.from && c.to === change.to;
  });
  return found ? { action: found, group: null } : null;
}

export const PICTURE_RULE_TEXTS = {
  lockedNoDelete: text('the picture is locked: unlock it before deleting it', '图片已锁定，须先解锁才能删除', 'la foto está bloqueada: desbloquéela antes de eliminarla', '写真はロックされています。削除するには先にロックを解除してください'),
  houseFull: text('a house holds at most {max} pictures', '每套房源最多{max}张图片', 'un inmueble admite como máximo {max} fotos', '1物件あたりの写真は最大{max}枚です'),
  unreadable: text('the file cannot be read as an image', '文件无法识别为图片', 'el archivo no se puede leer como imagen', 'ファイルを画像として読み込めません'),
  alreadyLocked: text('the picture is already locked', '图片已是锁定状态', 'la foto ya está bloqueada', '写真は既にロックされています'),
  notLocked: text('the picture is not locked', '图片未锁定', 'la foto no está bloqueada', '写真はロックされていません'),
  alreadyAlerted: text('the picture is already flagged: {reason}', '图片已被报错：{reason}', 'la foto ya tiene un aviso: {reason}', '写真は既に報告されています：{reason}'),
  notAlerted: text('the picture is not flagged', '图片没有报错', 'la foto no tiene ningún aviso', '写真は報告されていません'),
  reasonRequired: text('say what is wrong with the picture', '请填写报错原因', 'indique qué está mal en la foto', '報告の理由を入力してください'),
} as const satisfies Record<string, Text>;
export type PictureRule = keyof typeof PICTURE_RULE_TEXTS;

export function pictureRuleText(rule: PictureRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(PICTURE_RULE_TEXTS[rule][lang], params);
}

const Reason = z.string().trim().max(200).default('');

export const HousePictureItem = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  group: PictureGroup,
  // Served under /uploads/ at unguessable names.
  url: z.string(),
  thumb_url: z.string(),
  kind: HousePictureKind,
  // Bytes of the original.
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  original_name: z.string(),
  uploader_id: z.number().int().nullable(),
  uploader_name: z.string(),
  locked: Flag,
  locked_by_name: z.string(),
  locked_at: z.number().int().nullable(),
  alert: Flag,
  alert_reason: z.string(),
  alert_by_name: z.string(),
  alert_at: z.number().int().nullable(),
  sort: z.number().int(),
  created_at: z.number().int(),
});
export type HousePictureItem = z.infer<typeof HousePictureItem>;

const GroupCounts = z.object(Object.fromEntries(PICTURE_GROUPS.map((g) => [g, z.number().int()])) as Record<PictureGroup, z.ZodNumber>);

export const housePictureList = endpoint({
  method: 'GET', path: 'housepicture/list', access: 'house:list', tag: 'house',
  summary: 'The live pictures of a house the caller may see, by group (floor plan, indoor, outdoor, certificates) then upload order, with the count per group (of all groups, whatever the filter) and the per-house maximum. Not paged: a house holds at most 60.',
  input: z.strictObject({ house_id: Id, group: PictureGroup.optional() }),
  data: z.object({ list: z.array(HousePictureItem), counts: GroupCounts, total: z.number().int(), max: z.number().int() }),
});

export const housePictureDownload = endpoint({
  method: 'GET', path: 'housepicture/download', access: 'house:list', tag: 'house',
  summary: 'The original picture (or with thumb=1 its thumbnail) of a house the caller may see, as a file download named after the uploaded file; failures answer with an envelope.',
  input: z.strictObject({ id: Id, thumb: z.coerce.number().pipe(Flag).optional() }),
  data: FileData,
  file: true,
});

export const housePictureUpload = endpoint({
  method: 'POST', path: 'housepicture/upload', access: 'picture:upload', tag: 'house',
  summary: 'Uploads a picture of a house within the caller\'s picture:upload scope (multipart: field `file`, JPEG, PNG or WebP up to 10 MB, checked by content; form fields `house_id` and `group`). At most 60 live pictures per house (429001); a thumbnail at most 400 px wide is made.',
  input: z.strictObject({ house_id: Id, group: PictureGroup }),
  upload: { field: 'file', maxBytes: HOUSE_PICTURE_MAX_BYTES, kinds: HOUSE_PICTURE_KINDS },
  data: HousePictureItem,
});

export const housePictureDelete = endpoint({
  method: 'POST', path: 'housepicture/delete', access: 'picture:upload', tag: 'house',
  summary: 'Removes a picture of a house within the caller\'s picture:upload scope, with its files; a locked picture cannot be deleted (409001).',
  input: z.strictObject({ id: Id, remark: Reason }),
  data: z.null(),
});

export const housePictureLock = endpoint({
  method: 'POST', path: 'housepicture/lock', access: 'picture:manage', tag: 'house',
  summary: 'Locks (locked=1) or unlocks (locked=0) a picture of a house within the caller\'s picture:manage scope; locking a locked picture or unlocking an unlocked one is refused (409001).',
  input: z.strictObject({ id: Id, locked: Flag }),
  data: HousePictureItem,
});

export const housePictureAlert = endpoint({
  method: 'POST', path: 'housepicture/alert', access: 'house:list', tag: 'house',
  summary: 'alert=1 flags a picture of a house the caller may see as wrong (reason required); alert=0 clears the flag and needs picture:manage over the house (403001 without it). A flag is not set twice nor cleared when absent (409001).',
  input: z.strictObject({ id: Id, alert: Flag, reason: Reason }),
  data: HousePictureItem,
});
