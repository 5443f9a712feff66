import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cappedPagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseKind } from './enums.js';
import { Flag, Id, PageQuery, QueryEpoch } from './validators.js';

// Follow-ups (跟进): what staff write after contacting an owner, and the typed records the server writes for every
// status, price, grade, pool, door, key, role or picture change, so a house's follow-up list is its full history.
// The minimum length of a manual follow-up is a company setting (followup_min_length).

const t = text;

export const FOLLOWUP_KINDS = ['manual', 'entry', 'status', 'price', 'grade', 'pool', 'door', 'key', 'role', 'picture', 'call', 'visit', 'look', 'empty_look', 'accompany_look'] as const;
export const FollowupKind = z.enum(FOLLOWUP_KINDS);
export type FollowupKind = z.infer<typeof FollowupKind>;
export const FOLLOWUP_KIND_LABELS: Record<FollowupKind, Text> = {
  manual: t('Follow-up', '跟进', 'Seguimiento', 'フォロー'),
  entry: t('Entered', '录入', 'Alta', '登録'),
  status: t('Status change', '状态变更', 'Cambio de estado', 'ステータス変更'),
  price: t('Price change', '调价', 'Cambio de precio', '価格変更'),
  grade: t('Grade change', '等级变更', 'Cambio de categoría', 'ランク変更'),
  pool: t('Pool change', '公私盘变更', 'Cambio de cartera', '共有区分の変更'),
  door: t('Door change', '门牌变更', 'Cambio de puerta', '部屋番号の変更'),
  key: t('Keys', '钥匙', 'Llaves', '鍵'),
  role: t('People change', '人员变更', 'Cambio de responsables', '担当者の変更'),
  picture: t('Pictures', '图片', 'Fotos', '写真'),
  call: t('Phone call', '电话跟进', 'Llamada', '電話フォロー'),
  visit: t('Visit', '面访', 'Visita', '面談'),
  look: t('Viewing', '带看', 'Visita de inmueble', '内見'),
  empty_look: t('Empty viewing', '空看', 'Visita sin cliente', '空内見'),
  accompany_look: t('Accompanied viewing', '陪看', 'Acompañamiento', '同行内見'),
};
// Written by staff; every other kind is written by the server as the record of a change.
export const MANUAL_FOLLOWUP: FollowupKind = 'manual';
// The kinds staff write (a customer's follow-ups may be a call or a visit, a house's a viewing without a customer or
// one accompanying a colleague's); only these may be marked invalid.
export const WRITTEN_FOLLOWUP_KINDS: readonly FollowupKind[] = ['manual', 'call', 'visit', 'empty_look', 'accompany_look'];
// What a follow-up written on a house records: a note (跟进), a viewing without a customer (空看) or accompanying one (陪看).
export const HOUSE_FOLLOWUP_WAYS = ['manual', 'empty_look', 'accompany_look'] as const;
export type HouseFollowupWay = (typeof HOUSE_FOLLOWUP_WAYS)[number];

// What a typed follow-up changed: codes for statuses, grades and pools (label them with the enums), yuan for prices.
export const FollowupChange = z.object({
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
  // The end date a dated status was given.
  until: z.number().int().nullable().optional(),
  base_from: z.number().nullable().optional(),
  base_to: z.number().nullable().optional(),
  // Done by a server job (end date passed, no follow-up for too long), not by a person.
  auto: z.boolean().optional(),
  // A role change: which per-house role (from and to are the holders' names); on a customer, what a leaver handed
  // over besides the customer: 'appointment' or 'deal_step'.
  role: z.string().optional(),
});
export type FollowupChange = z.infer<typeof FollowupChange>;

export const FollowupItem = z.object({
  id: z.number().int(),
  house_id: z.number().int().nullable(),
  customer_id: z.number().int().nullable(),
  // A follow-up on a new-house project (followup/newhouse).
  newhouse_id: z.number().int().nullable(),
  // Null: written by the server.
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  kind: FollowupKind,
  content: z.string(),
  change: FollowupChange.nullable(),
  invalid: Flag,
  invalid_reason: z.string(),
  invalid_by_name: z.string(),
  invalid_at: z.number().int().nullable(),
  pinned: Flag,
  created_at: z.number().int(),
  house: z.object({
    kind: HouseKind, region_name: z.string(), building_name: z.string(), unit_name: z.string(), door_name: z.string(),
  }).nullable(),
});
export type FollowupItem = z.infer<typeof FollowupItem>;

export const FOLLOWUP_RULE_TEXTS = {
  tooShort: t('write at least {min} characters', '至少填写{min}个字', 'escriba al menos {min} caracteres', '{min}文字以上入力してください'),
  typedIsHistory: t('a record of a change cannot be marked invalid', '变更记录不能标记为无效', 'un registro de cambio no puede marcarse como no válido', '変更記録は無効にできません'),
  tooSoon: t(
    'your follow-ups on the same house, project or customer are at least {minutes} minutes apart: the next one from {time}',
    '同一房源、楼盘或客户的两次跟进至少间隔{minutes}分钟，{time}后可再跟进',
    'sus seguimientos del mismo inmueble, proyecto o cliente deben separarse al menos {minutes} minutos: el siguiente a partir de {time}',
    '同じ物件・新築プロジェクト・顧客へのフォローは{minutes}分以上空けてください。次は{time}以降に入力できます',
  ),
} as const satisfies Record<string, Text>;

export function followupRuleText(rule: keyof typeof FOLLOWUP_RULE_TEXTS, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(FOLLOWUP_RULE_TEXTS[rule][lang], params);
}


// The follow-up list's total is counted up to this many: a total of exactly this many means "this many or more". The
// follow-ups are the largest table (three a house: 3 million at a million houses), and an exact count read all of
// them for every page.
export const FOLLOWUP_TOTAL_CAP = 2_000;

export const followupList = endpoint({
  method: 'GET', path: 'followup', access: 'followup:list', tag: 'followup',
  summary: 'Follow-ups, newest first. With house_id: that house\'s whole history (pinned first) when the caller may see the house; with customer_id: that customer\'s timeline (pinned first) when the caller may see the customer (customer:list); with newhouse_id: that new-house project\'s follow-ups (pinned first) when the caller may see the project (newhouse:list); without any: those written by people within the caller\'s data scope. The total is counted up to page.total_cap (FOLLOWUP_TOTAL_CAP, 2,000): a total equal to it means that many or more; later pages still answer.',
  input: z.strictObject({
    ...PageQuery,
    house_id: Id.optional(),
    customer_id: Id.optional(),
    newhouse_id: Id.optional(),
    staff_id: Id.optional(),
    kind: FollowupKind.optional(),
    invalid: z.coerce.number().pipe(Flag).optional(),
    pinned: z.coerce.number().pipe(Flag).optional(),
    from: QueryEpoch.optional(),
    to: QueryEpoch.optional(),
    keyword: z.string().trim().max(50).optional(),
  }).refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, { message: 'below from', path: ['to'] })
    .refine((v) => [v.house_id, v.customer_id, v.newhouse_id].filter((x) => x !== undefined).length <= 1, { message: 'one of a house, a customer or a project', path: ['customer_id'] }),
  data: cappedPagedOf(FollowupItem),
});

export const followupHouse = endpoint({
  method: 'POST', path: 'followup/house', access: 'followup:add', tag: 'followup',
  summary: 'Writes a follow-up on a house the caller may see: a note, 空看 (empty_look, a viewing without a customer) or 陪看 (accompany_look, accompanying a colleague\'s viewing), at least the company\'s minimum length, and at least its minimum gap, followup_min_gap_minutes, after the caller\'s last one on the house: 429004 naming when the next is accepted; it becomes the house\'s last follow-up.',
  input: z.strictObject({ house_id: Id, way: z.enum(HOUSE_FOLLOWUP_WAYS).default('manual'), content: z.string().trim().min(1).max(1000) }),
  data: FollowupItem,
});

export const followupInvalid = endpoint({
  method: 'POST', path: 'followup/invalid', access: 'followup:manage', tag: 'followup',
  summary: 'Marks a written follow-up invalid (with a reason) or valid again; an invalid one no longer counts as the house\'s last follow-up.',
  input: z.strictObject({ id: Id, invalid: Flag.default(1), reason: z.string().trim().max(200).default('') })
    .refine((v) => v.invalid === 0 || v.reason.length > 0, { message: 'a reason is needed', path: ['reason'] }),
  data: FollowupItem,
});

export const followupTop = endpoint({
  method: 'POST', path: 'followup/top', access: 'followup:manage', tag: 'followup',
  summary: 'Pins a follow-up to the top of its house\'s history, or unpins it with top 0.',
  input: z.strictObject({ id: Id, top: Flag.default(1) }),
  data: FollowupItem,
});

export const followupNewhouse = endpoint({
  method: 'POST', path: 'followup/newhouse', access: 'followup:add', tag: 'followup',
  summary: 'Writes a follow-up on a new-house project the caller may see (newhouse:list; at least the company\'s minimum length, and at least its minimum gap, followup_min_gap_minutes, after the caller\'s last one on the project: 429004 naming when the next is accepted).',
  input: z.strictObject({ newhouse_id: Id, content: z.string().trim().min(1).max(1000) }),
  data: FollowupItem,
});
