import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseKind } from './enums.js';
import { HOUSE_SORTS, HouseItem } from './house.js';
import { Flag, Id, IdParams, PageQuery, Version } from './validators.js';

// Per-house staff roles (the ACN split of credit, DOMAIN.md "Per-house roles"): 录入人 and 维护人 live on the house
// itself (recorder, maintainer: the maintainer decides the data scope, the pool and the house's store); the other
// four are held in a table of their own, one holder per role per house. Every change bumps the house's version and
// writes a 'role' follow-up. Also here: moving a house to another door, claiming one from the public pool (领包) and
// the house's QR code.

const t = text;

export const HOUSE_ROLES = ['input', 'maintain', 'rent', 'key', 'survey', 'vr_survey'] as const;
export const HouseRole = z.enum(HOUSE_ROLES);
export type HouseRole = z.infer<typeof HouseRole>;
export const HOUSE_ROLE_LABELS: Record<HouseRole, Text> = {
  input: t('Recorder', '录入人', 'Registrador', '登録者'),
  maintain: t('Maintainer', '维护人', 'Responsable', '担当者'),
  rent: t('Rental agent', '租赁人', 'Agente de alquiler', '賃貸担当'),
  key: t('Key holder', '钥匙人', 'Custodio de llaves', '鍵担当'),
  survey: t('Surveyor', '实勘人', 'Inspector', '実査担当'),
  vr_survey: t('VR surveyor', 'VR实勘人', 'Inspector VR', 'VR実査担当'),
};
// Held on the house row: always someone, so they can be changed but never cleared.
export const HOUSE_ROW_ROLES: readonly HouseRole[] = ['input', 'maintain'];
export const isRowRole = (role: HouseRole) => HOUSE_ROW_ROLES.includes(role);

// The house detail page of the web app, for links and QR codes (hash routing).
export const HOUSE_DETAIL_LINK = '/#/house/detail?id=';

export const HOUSE_ROLE_RULE_TEXTS = {
  held: t('{role} of this house is held by {name}', '该房源的{role}已是{name}', '{role} de este inmueble ya es {name}', 'この物件の{role}はすでに{name}です'),
  notHeld: t('nobody holds {role} yet: assign it first', '{role}尚未指定，请先添加', 'nadie es {role} todavía: asígnelo primero', '{role}はまだ未設定です。先に追加してください'),
  cannotClear: t('{role} cannot be left empty', '{role}不能为空', '{role} no puede quedar vacío', '{role}は空にできません'),
  unchanged: t('{name} already holds {role}', '{name}已是{role}', '{name} ya es {role}', '{name}はすでに{role}です'),
  staffInactive: t('person {id} is not an active member of staff', '人员{id}不是在职员工', 'la persona {id} no es un empleado activo', '{id}は在職中の社員ではありません'),
  sameDoor: t('the house is already on this door', '房源已在该门牌', 'el inmueble ya está en esta puerta', '物件はすでにこの部屋番号です'),
  notPublic: t('only a house in the public pool can be claimed', '只有公盘房源可以领取', 'solo se puede reclamar un inmueble de la cartera común', '共有物件のみ引き受けられます'),
  notOnMarket: t('the house is {status}: only a house on the market can be claimed', '房源状态为{status}，只有在售/在租房源可以领取', 'el inmueble está {status}: solo se puede reclamar un inmueble en el mercado', '物件は{status}です。募集中の物件のみ引き受けられます'),
} as const satisfies Record<string, Text>;
export type HouseRoleRule = keyof typeof HOUSE_ROLE_RULE_TEXTS;

export function houseRoleRuleText(rule: HouseRoleRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(HOUSE_ROLE_RULE_TEXTS[rule][lang], params);
}

const Reason = z.string().trim().max(200).default('');

export const HouseRoleKindItem = z.object({
  role: HouseRole,
  // The label in the caller's language.
  name: z.string(),
  // May be left empty (the four roles of the role table).
  clearable: Flag,
  // The caller holds houserole:edit.
  can_edit: Flag,
});

export const houseRoleKinds = endpoint({
  method: 'GET', path: 'house/role', access: 'house:list', tag: 'house',
  summary: 'The six per-house roles with their labels, which may be left empty, and whether the caller may assign them.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(HouseRoleKindItem) }),
});

export const HouseRoleHolder = z.object({
  role: HouseRole,
  name: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  store_name: z.string(),
  // When the holder took the role (for the recorder, the entry); null when nobody holds it.
  since: z.number().int().nullable(),
});
export type HouseRoleHolder = z.infer<typeof HouseRoleHolder>;

export const HouseRoles = z.object({
  house_id: z.number().int(),
  version: z.number().int(),
  list: z.array(HouseRoleHolder),
});
export type HouseRoles = z.infer<typeof HouseRoles>;

export const staffRoleGet = endpoint({
  method: 'GET', path: 'staffrole/{id}', access: 'house:list', tag: 'house', params: IdParams,
  summary: 'The six roles of a house the caller may see (id = house id): holder, their store, since when; with the house\'s version for a change.',
  input: z.strictObject({}), data: HouseRoles,
});

export const staffRoleAdd = endpoint({
  method: 'POST', path: 'staffrole/add', access: 'houserole:edit', tag: 'house',
  summary: 'Gives an empty role of a house within the caller\'s scope to an active member of staff (409002 when someone holds it, 602144 on a stale version); writes a role follow-up.',
  input: z.strictObject({ house_id: Id, role: HouseRole, staff_id: Id, version: Version }),
  data: HouseRoles,
});

export const staffRoleUpdate = endpoint({
  method: 'POST', path: 'staffrole/update', access: 'houserole:edit', tag: 'house',
  summary: 'Changes (staff_id) or clears (null) a held role; recorder and maintainer cannot be cleared. A new maintainer moves the house to their store and their private cap applies (429001). Writes a role follow-up.',
  input: z.strictObject({ house_id: Id, role: HouseRole, staff_id: Id.nullable(), version: Version }),
  data: HouseRoles,
});

const FindInput = z.strictObject({
  ...PageQuery,
  // Whose houses: the caller when absent; another person only within the caller's house:list scope (403001 otherwise).
  staff_id: Id.optional(),
  kind: HouseKind.optional(),
  sort: z.enum(HOUSE_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

function findEndpoint(path: string, role: HouseRole) {
  return endpoint({
    method: 'POST', path, access: 'house:list', tag: 'house', audit: false,
    summary: `Houses where the person holds ${HOUSE_ROLE_LABELS[role].en.toLowerCase()} (${HOUSE_ROLE_LABELS[role].zh}), among those the caller may see, sorted and paged with the total.`,
    input: FindInput,
    data: pagedOf(HouseItem),
  });
}

export const staffRoleFindInput = findEndpoint('staffrole/findinput', 'input');
export const staffRoleFindMaintain = findEndpoint('staffrole/findmaintain', 'maintain');
export const staffRoleFindRent = findEndpoint('staffrole/findrent', 'rent');
export const staffRoleFindKey = findEndpoint('staffrole/findkey', 'key');
export const staffRoleFindSurvey = findEndpoint('staffrole/findsurvey', 'survey');
export const staffRoleFindVrSurvey = findEndpoint('staffrole/findvrsurvey', 'vr_survey');

// The find call of each role (the my-house page's tabs).
export const STAFF_ROLE_FINDS = {
  input: staffRoleFindInput,
  maintain: staffRoleFindMaintain,
  rent: staffRoleFindRent,
  key: staffRoleFindKey,
  survey: staffRoleFindSurvey,
  vr_survey: staffRoleFindVrSurvey,
} as const satisfies Record<HouseRole, unknown>;

export const houseDoor = endpoint({
  method: 'POST', path: 'house/door', access: 'house:edit', tag: 'house',
  summary: 'Moves a house entered on the wrong door to another door of the dictionary; a live house of the same kind there is refused with 601020 listing it. Writes a door follow-up.',
  input: z.strictObject({ id: Id, version: Version, door_id: Id, reason: Reason }),
  data: z.object({ id: z.number().int(), version: z.number().int() }),
});

export const houseLinbao = endpoint({
  method: 'POST', path: 'house/linbao', access: 'house:claim', tag: 'house',
  summary: 'Claims a house of the public pool (领包): the caller becomes its maintainer, their store its store, the pool private. Over the caller\'s private cap 429001; a house not in the public pool 409001; two claims at once: one wins, the other 602144. Writes a pool follow-up. Goes through approval (house_to_private) when its flow is enabled: nothing changes yet and approval_id names the approval (null when applied at once).',
  input: z.strictObject({ id: Id, version: Version, reason: Reason }),
  data: z.object({ id: z.number().int(), version: z.number().int(), approval_id: z.number().int().nullable() }),
});

export const houseQrCode = endpoint({
  method: 'GET', path: 'house/roomlistqrcode', access: 'house:list', tag: 'house',
  summary: 'A QR code of a house the caller may see: the link to its detail page in the web app and the code as an SVG.',
  input: z.strictObject({ id: Id }),
  data: z.object({ url: z.string(), svg: z.string() }),
});
