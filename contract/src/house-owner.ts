import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { OwnerRelation } from './enums.js';
import { Id } from './validators.js';

// House owners (业主) and the reveal of an owner's phone. Phones and ID numbers are stored encrypted and only ever
// leave the server masked, except one phone at a time through phone/view, which is logged in the behaviour log and
// counted against the daily allowance of the caller's role.

// A mainland mobile (13800138000) or a landline with its area code (021-58880000, 02158880000).
export const OWNER_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

// The phone as stored and compared: digits only.
export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

// 13812345678 → 138****5678; 02158880000 → 021****0000.
export function maskPhone(phone: string): string {
  const digits = normalisePhone(phone);
  return `${digits.slice(0, 3)}${'*'.repeat(Math.max(digits.length - 7, 1))}${digits.slice(-4)}`;
}

// 11010519491231002X → 1101**********002X.
export function maskIdNumber(idNumber: string): string {
  return `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

// The 18-character resident ID number with its ISO 7064 check character (a typo is caught here, not later).
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

export const OwnerPhone = z.string().trim().max(20).regex(OWNER_PHONE_PATTERN, 'a mainland mobile or a landline with its area code');
export const OwnerPhones = z.array(OwnerPhone).min(1).max(3)
  .refine((phones) => new Set(phones.map(normalisePhone)).size === phones.length, 'the same phone twice');
export const IdNumber = z.string().trim().toUpperCase().length(18).refine(isIdNumber, 'not a valid ID number');

export const OwnerItem = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  name: z.string(),
  relation: OwnerRelation,
  // Masked; `index` is what phone/view takes.
  phones: z.array(z.object({ index: z.number().int(), masked: z.string() })),
  // Masked; empty when none was given.
  id_number: z.string(),
  remark: z.string(),
  created_by_name: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type OwnerItem = z.infer<typeof OwnerItem>;

export const OWNER_RULE_TEXTS = {
  viewQuota: text('{count} of {limit} phone views used today', '今日已查看电话{count}次，上限{limit}次', 'ha consultado {count} de {limit} teléfonos hoy', '本日の電話番号閲覧は{count}/{limit}回です'),
  noSuchPhone: text('the owner has no phone number {index}', '该业主没有第{index}个电话', 'el propietario no tiene el teléfono {index}', 'このオーナーには{index}番目の電話番号がありません'),
  followupFirst: text(
    'you revealed an owner\'s phone of {house} at {time}: write a follow-up on that house before revealing another phone',
    '您于{time}查看了{house}的业主电话，请先在该房源写跟进，再查看其他电话',
    'consultó un teléfono de propietario de {house} el {time}: escriba un seguimiento de ese inmueble antes de consultar otro teléfono',
    '{time}に{house}のオーナー電話番号を閲覧しました。別の電話番号を閲覧する前に、その物件にフォローを入力してください',
  ),
} as const satisfies Record<string, Text>;

export function ownerRuleText(rule: keyof typeof OWNER_RULE_TEXTS, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(OWNER_RULE_TEXTS[rule][lang], params);
}

const OwnerFields = {
  name: z.string().trim().min(1).max(30),
  relation: OwnerRelation.default('self'),
  remark: z.string().trim().max(200).default(''),
};

export const houseOwnerList = endpoint({
  method: 'GET', path: 'houseowner', access: 'owner:list', tag: 'house',
  summary: 'The owners of a house the caller may see (house scope on the maintainer, plus the public pool), phones and ID numbers masked.',
  input: z.strictObject({ house_id: Id }),
  data: z.object({ list: z.array(OwnerItem) }),
});

export const houseOwnerAdd = endpoint({
  method: 'POST', path: 'houseowner/add', access: 'owner:edit', tag: 'house',
  summary: 'Adds an owner to a house whose maintainer is within the caller\'s scope: 1–3 phones (mobile or landline), an optional 18-character ID number; both stored encrypted.',
  input: z.strictObject({ house_id: Id, ...OwnerFields, phones: OwnerPhones, id_number: IdNumber.nullable().default(null) }),
  data: OwnerItem,
});

export const houseOwnerUpdate = endpoint({
  method: 'POST', path: 'houseowner/update', access: 'owner:edit', tag: 'house',
  summary: 'Changes an owner. Phones and ID number are only sent to change them (the caller sees them masked): omitted, they stay; id_number null removes it.',
  input: z.strictObject({ id: Id, ...OwnerFields, phones: OwnerPhones.optional(), id_number: IdNumber.nullable().optional() }),
  data: OwnerItem,
});

export const phoneView = endpoint({
  method: 'POST', path: 'phone/view', access: 'phone:view', tag: 'house',
  summary: 'Reveals one phone of an owner of a house the caller may see. Logged in the behaviour log (phone_view) and counted per person per company day against the role\'s phone_view_daily_limit; beyond it 429001. With the company setting phone_view_followup_required, the caller first writes a follow-up on the house of the owner phone they last revealed: until then 409005 names that house.',
  input: z.strictObject({ owner_id: Id, index: z.number().int().min(0).max(2).default(0) }),
  data: z.object({
    owner_id: z.number().int(), house_id: z.number().int(), index: z.number().int(), phone: z.string(),
    views_today: z.number().int(), daily_limit: z.number().int(),
  }),
});
