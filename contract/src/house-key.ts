import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cappedPagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseKind, KeyStatus, type KeyStatus as KeyStatusCode } from './enums.js';
import { Epoch, Flag, Id, IdParams, PageQuery } from './validators.js';

// House keys (钥匙): held by a store, numbered uniquely within it. 在店 (in_store) → 外借 (lent) on a borrow and
// back on a return; 房主取走 (owner_took) when the owner takes the key back, after which the key is frozen until the
// owner hands it in again. Every change writes a key follow-up on the house in the same transaction, and the log
// of the key keeps each borrow and return.

// What house/key does to a key, from which status, to which.
export const KEY_ACTIONS = ['borrow', 'return', 'owner_take', 'owner_return'] as const;
export const KeyAction = z.enum(KEY_ACTIONS);
export type KeyAction = z.infer<typeof KeyAction>;
export const KEY_ACTION_TRANSITIONS: Record<KeyAction, { from: KeyStatusCode; to: KeyStatusCode }> = {
  borrow: { from: 'in_store', to: 'lent' },
  return: { from: 'lent', to: 'in_store' },
  owner_take: { from: 'in_store', to: 'owner_took' },
  owner_return: { from: 'owner_took', to: 'in_store' },
};

// Entries of a key's log: its own actions plus creation, edits and deletion.
export const KEY_LOG_ACTIONS = ['add', 'update', ...KEY_ACTIONS, 'delete'] as const;
export const KeyLogAction = z.enum(KEY_LOG_ACTIONS);
export type KeyLogAction = z.infer<typeof KeyLogAction>;
export const KEY_LOG_ACTION_LABELS: Record<KeyLogAction, Text> = {
  add: text('Key added', '新增钥匙', 'Llave añadida', '鍵を追加'),
  update: text('Key edited', '修改钥匙', 'Llave modificada', '鍵を編集'),
  borrow: text('Borrowed', '借出', 'Prestada', '貸出'),
  return: text('Returned', '归还', 'Devuelta', '返却'),
  owner_take: text('Taken back by owner', '房主取走', 'Retirada por el propietario', 'オーナーが引き取り'),
  owner_return: text('Handed in again by owner', '房主交回', 'Entregada de nuevo por el propietario', 'オーナーが再預け'),
  delete: text('Key deleted', '删除钥匙', 'Llave eliminada', '鍵を削除'),
};

// The longest a key may be lent for.
export const KEY_LEND_MAX_DAYS = 30;

export const KEY_RULE_TEXTS = {
  alreadyLent: text('key {number} is already lent out', '钥匙{number}已借出', 'la llave {number} ya está prestada', '鍵{number}は貸出中です'),
  frozen: text('key {number} was taken back by the owner', '钥匙{number}已被房主取走', 'el propietario retiró la llave {number}', '鍵{number}はオーナーが引き取りました'),
  wrongStatus: text('key {number} is {status}', '钥匙{number}当前为{status}', 'la llave {number} está {status}', '鍵{number}は{status}です'),
  lentNoDelete: text('key {number} is lent out: it must be returned first', '钥匙{number}已借出，须先归还', 'la llave {number} está prestada: debe devolverse primero', '鍵{number}は貸出中のため、先に返却してください'),
  numberTaken: text('key number {number} in this store', '本门店钥匙编号{number}', 'número de llave {number} en esta tienda', 'この店舗の鍵番号{number}'),
  borrowerRequired: text('a borrow needs the borrower and the return date', '借出需要借用人和归还日期', 'un préstamo necesita la persona y la fecha de devolución', '貸出には借用者と返却日が必要です'),
  dueRange: text('the return date must be within {days} days from now', '归还日期须在{days}天以内', 'la fecha de devolución debe estar dentro de {days} días', '返却日は{days}日以内にしてください'),
  borrowerUnknown: text('person {id} is not an active member of staff', '人员{id}不是在职员工', 'la persona {id} no es un empleado activo', '{id}は在職中の社員ではありません'),
  storeOutside: text('store {id} is not a store whose keys you manage', '门店{id}不在您可管理钥匙的范围内', 'la tienda {id} no es una tienda cuyas llaves gestione', '店舗{id}の鍵は管理できません'),
  onlyBorrow: text('only a borrow has a borrower and a return date', '只有借出需要借用人和归还日期', 'solo un préstamo lleva persona y fecha de devolución', '借用者と返却日は貸出のときだけ指定します'),
} as const satisfies Record<string, Text>;
export type KeyRule = keyof typeof KEY_RULE_TEXTS;

export function keyRuleText(rule: KeyRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(KEY_RULE_TEXTS[rule][lang], params);
}

const KeyNumber = z.string().trim().min(1).max(30);
const Remark = z.string().trim().max(200).default('');

export const KeyItem = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  house: z.object({
    kind: HouseKind, region_name: z.string(), building_name: z.string(), unit_name: z.string(), door_name: z.string(),
  }),
  number: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  status: KeyStatus,
  borrower_id: z.number().int().nullable(),
  borrower_name: z.string(),
  lent_at: z.number().int().nullable(),
  due_at: z.number().int().nullable(),
  // Lent and the return date has passed.
  overdue: Flag,
  remark: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  // The open approval of the key's cancellation (key_cancel), else null.
  approval_id: z.number().int().nullable(),
});
export type KeyItem = z.infer<typeof KeyItem>;

export const KeyLogEntry = z.object({
  id: z.number().int(),
  action: KeyLogAction,
  staff_name: z.string(),
  borrower_name: z.string(),
  due_at: z.number().int().nullable(),
  remark: z.string(),
  created_at: z.number().int(),
});

export const KeyDetail = KeyItem.extend({ log: z.array(KeyLogEntry) });
export type KeyDetail = z.infer<typeof KeyDetail>;

// The key list's total is counted up to this many keys: a company's keys grow with its houses (349,298 at seed:scale's
// million), and counting every live key took most of the admin's list.
export const KEY_TOTAL_CAP = 2_000;

export const keyList = endpoint({
  method: 'GET', path: 'key', access: 'key:list', tag: 'house',
  summary: 'Keys held by the stores within the caller\'s scope (store scope on the holding store), newest change first, with the overdue flag. The total is counted up to page.total_cap (KEY_TOTAL_CAP, 2,000): a total equal to it means that many or more; later pages still answer.',
  input: z.strictObject({
    ...PageQuery,
    house_id: Id.optional(),
    store_id: Id.optional(),
    status: KeyStatus.optional(),
    overdue: z.coerce.number().pipe(Flag).optional(),
    // The key number, the community name or the borrower's name.
    keyword: z.string().trim().max(50).optional(),
  }),
  data: cappedPagedOf(KeyItem),
});

export const keyGet = endpoint({
  method: 'GET', path: 'key/{id}', access: 'key:list', tag: 'house', params: IdParams,
  summary: 'One key with its log (borrows, returns, owner actions, edits), newest first.',
  input: z.strictObject({}), data: KeyDetail,
});

export const keyAdd = endpoint({
  method: 'POST', path: 'key/add', access: 'key:edit', tag: 'house',
  summary: 'Registers a key of a house the caller may see, held in store (在店) by a store within the caller\'s scope; the number is unique within the store (409002).',
  input: z.strictObject({ house_id: Id, store_id: Id, number: KeyNumber, remark: Remark }),
  data: KeyDetail,
});

export const keyUpdate = endpoint({
  method: 'POST', path: 'key/update', access: 'key:edit', tag: 'house',
  summary: 'Changes a key\'s number, holding store and remark; a key taken back by the owner is frozen (409001).',
  input: z.strictObject({ id: Id, store_id: Id, number: KeyNumber, remark: Remark }),
  data: KeyDetail,
});

export const keyDelete = endpoint({
  method: 'POST', path: 'key/delete', access: 'key:edit', tag: 'house',
  summary: 'Removes (注销) a key (its log and follow-ups stay); refused while it is lent or taken back by the owner (409001). Goes through approval (key_cancel) when its flow is enabled: the key stays and data.approval_id names the approval; null when removed at once.',
  input: z.strictObject({ id: Id, remark: Remark }),
  data: z.object({ approval_id: z.number().int() }).nullable(),
});

export const houseKey = endpoint({
  method: 'POST', path: 'house/key', access: 'key:lend', tag: 'house',
  summary: 'Moves a key along KEY_ACTION_TRANSITIONS: borrow (needs borrower_id and due_at, at most 30 days ahead), return, owner_take, owner_return. A lent key cannot be lent again and a key the owner took is frozen (409001).',
  input: z.strictObject({
    key_id: Id,
    action: KeyAction,
    borrower_id: Id.nullable().default(null),
    due_at: Epoch.nullable().default(null),
    remark: Remark,
  }),
  data: KeyDetail,
});
