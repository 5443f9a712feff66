import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { text, type Text } from './i18n.js';
import { CustomerKind, CustomerLevel, CustomerPool, HouseKind, HouseStatus } from './enums.js';
import { CustomerHouseBrief } from './customer.js';
import type { FileKind } from './endpoint.js';
import { Epoch, Flag, Id, IdParams, PageQuery, QueryEpoch, Version } from './validators.js';

// Viewings (带看, customerlook): an agent shows a customer one or more houses. A viewing counts (the houses' and the
// customer's last viewing and 30-day counts, the statistics, 二看) once it has at least one house and the signed viewing
// agreement (看房确认书) is attached: uploaded first (customerlook/upfile, previewed by its thumbnail), then given with
// customerlook/add or customerlookagreementupdate. A second or later effective viewing of the same customer and house is
// a 二看. Matching: a customer's wants against houses (house/house_list with customer_id) and a house against the
// customers' wants (house/customerhouse), each ranked by how many wants are met.

const t = text;
const unique = <T>(values: T[]) => new Set(values).size === values.length;
const HouseIds = z.array(Id).min(1).max(10).refine(unique, 'the same house twice');

export const LOOK_AGREEMENT_MAX_BYTES = 10 * 1024 * 1024;
export const LOOK_AGREEMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];

export const LookHouse = CustomerHouseBrief.extend({ second: Flag });

export const LookItem = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_kind: CustomerKind,
  agent_id: z.number().int(),
  agent_name: z.string(),
  companion_id: z.number().int().nullable(),
  companion_name: z.string(),
  store_name: z.string(),
  look_at: z.number().int(),
  feedback: z.string(),
  appointment_id: z.number().int().nullable(),
  // The signed agreement's image and thumbnail (under /uploads/); null until attached.
  agreement: z.object({ url: z.string(), thumb_url: z.string(), at: z.number().int() }).nullable(),
  effective: Flag,
  houses: z.array(LookHouse),
  version: z.number().int(),
  created_at: z.number().int(),
});
export type LookItem = z.infer<typeof LookItem>;

const LookFilters = {
  ...PageQuery,
  from: QueryEpoch.optional(),
  to: QueryEpoch.optional(),
  agent_id: Id.optional(),
  customer_id: Id.optional(),
  house_id: Id.optional(),
  effective: z.coerce.number().pipe(Flag).optional(),
  // 1: viewings holding a 二看.
  second: z.coerce.number().pipe(Flag).optional(),
};
const fromNotAfterTo = (v: { from?: number | undefined; to?: number | undefined }) => v.from === undefined || v.to === undefined || v.from <= v.to;

export const lookList = endpoint({
  method: 'GET', path: 'customerlook', access: 'look:list', tag: 'customer',
  summary: 'Viewings led by agents within the caller\'s scope, newest first, filtered by time, agent, customer, house, effectiveness and 二看.',
  input: z.strictObject(LookFilters).refine(fromNotAfterTo, { message: 'below from', path: ['to'] }),
  data: pagedOf(LookItem),
});

export const lookGet = endpoint({
  method: 'GET', path: 'customerlook/{id}', access: 'look:list', tag: 'customer', params: IdParams,
  summary: 'One viewing led by an agent within the caller\'s scope, or of a customer the caller may see.',
  input: z.strictObject({}), data: LookItem,
});

export const lookCustomerList = endpoint({
  method: 'GET', path: 'customerlook/customerlooklist', access: 'look:list', tag: 'customer',
  summary: 'Every viewing of one customer the caller may see, newest first (the customer\'s detail).',
  input: z.strictObject({ ...PageQuery, customer_id: Id }),
  data: pagedOf(LookItem),
});

export const lookSeeMore = endpoint({
  method: 'GET', path: 'customerlook/seemore', access: 'look:list', tag: 'customer',
  summary: 'Every viewing of one house the caller may see, newest first (the house\'s detail, "see more").',
  input: z.strictObject({ ...PageQuery, house_id: Id }),
  data: pagedOf(LookItem),
});

export const LookStatisticsRow = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  store_name: z.string(),
  looks: z.number().int(),
  effective: z.number().int(),
  // Viewings recorded without their agreement (not counted yet).
  without_agreement: z.number().int(),
  house_looks: z.number().int(),
  second_looks: z.number().int(),
  customers: z.number().int(),
});

export const lookStatistics = endpoint({
  method: 'GET', path: 'customerlook/statistics', access: 'look:list', tag: 'customer',
  summary: 'Viewings within [from, to] per lead agent within the caller\'s scope, most effective first, with a totals row: all, effective, without agreement, houses shown (effective), 二看 and distinct customers.',
  input: z.strictObject({ from: QueryEpoch, to: QueryEpoch, store_id: Id.optional() })
    .refine((v) => v.from <= v.to, { message: 'below from', path: ['to'] }),
  data: z.object({ list: z.array(LookStatisticsRow), total: LookStatisticsRow }),
});

const LookFields = {
  look_at: Epoch,
  house_ids: HouseIds,
  companion_id: Id.nullable().default(null),
  feedback: z.string().trim().max(500).default(''),
};

export const lookAdd = endpoint({
  method: 'POST', path: 'customerlook/add', access: 'look:add', tag: 'customer',
  summary: 'Records a viewing of an open customer the caller may change (customer:edit scope), led by the caller, of 1-10 houses of the customer\'s kind the caller may see, not in the future. With file_id (an agreement image the caller uploaded by customerlook/upfile) it is effective at once; with appointment_id that appointment (预约中 or 已确认, of the same customer) becomes 已带看. Writes a viewing follow-up.',
  input: z.strictObject({ customer_id: Id, ...LookFields, appointment_id: Id.optional(), file_id: Id.optional() }),
  data: LookItem,
});

export const lookUpdate = endpoint({
  method: 'POST', path: 'customerlook/update', access: 'look:add', tag: 'customer',
  summary: 'Changes a viewing led by an agent within the caller\'s look:add scope: time, houses, companion, feedback. The counts follow (a 二看 is found again).',
  input: z.strictObject({ id: Id, version: Version, ...LookFields }),
  data: LookItem,
});

export const LookFile = z.object({
  id: z.number().int(), url: z.string(), thumb_url: z.string(), width: z.number().int(), height: z.number().int(), name: z.string(),
});

export const lookUpfile = endpoint({
  method: 'POST', path: 'customerlook/upfile', access: 'look:add', tag: 'customer',
  summary: 'Uploads a signed viewing agreement image (multipart field `file`: JPEG, PNG or WebP up to 10 MB, checked by content) and makes its thumbnail, for the caller to preview and then attach by its id (customerlook/add file_id, customerlookagreementupdate).',
  input: z.strictObject({}),
  upload: { field: 'file', maxBytes: LOOK_AGREEMENT_MAX_BYTES, kinds: LOOK_AGREEMENT_KINDS },
  data: LookFile,
});

export const lookAgreementUpdate = endpoint({
  method: 'POST', path: 'customerlook/customerlookagreementupdate', access: 'look:add', tag: 'customer',
  summary: 'Attaches (or replaces) the signed agreement of a viewing within the caller\'s look:add scope with an image the caller uploaded; the viewing becomes effective and counts.',
  input: z.strictObject({ id: Id, version: Version, file_id: Id }),
  data: LookItem,
});

export const HouseAddress = z.object({
  id: z.number().int(), kind: HouseKind, status: HouseStatus, address: z.string(), region_name: z.string(), price: z.number(),
  area: z.number(), rooms: z.number().int(), halls: z.number().int(), maintainer_name: z.string(),
});

export const lookHouseAddress = endpoint({
  method: 'POST', path: 'customerlook/houseaddress', access: 'look:list', tag: 'customer',
  summary: 'The full addresses (community, building, unit, door) of up to 10 houses the caller may see, in the order asked; those the caller may not see are left out.',
  input: z.strictObject({ house_ids: HouseIds }),
  data: z.object({ list: z.array(HouseAddress) }),
  audit: false,
});

export const LOOK_AGREEMENT_TEXTS = {
  title: t('Viewing agreement', '看房确认书', 'Hoja de visita', '内見確認書'),
  clause: t(
    'The customer confirms having been shown the houses below by {company}, and will not deal for them directly with the owners or through another agency.',
    '客户确认由{company}带看以下房源，并承诺不与业主私下交易，也不通过其他中介交易。',
    'El cliente confirma que {company} le ha mostrado los inmuebles siguientes y que no tratará sobre ellos directamente con los propietarios ni mediante otra agencia.',
    'お客様は{company}の案内で下記物件を内見したことを確認し、所有者との直接取引や他社経由の取引を行わないことに同意します。',
  ),
} as const satisfies Record<string, Text>;

export const lookPreview = endpoint({
  method: 'POST', path: 'customerlook/preview', access: 'look:add', tag: 'customer',
  summary: 'The viewing agreement as it will be printed for the customer to sign, for a viewing about to be recorded: company, customer (phone masked), the houses\' addresses, the agent and companion, the time and the clause. Nothing is stored.',
  input: z.strictObject({ customer_id: Id, look_at: Epoch, house_ids: HouseIds, companion_id: Id.nullable().default(null) }),
  data: z.object({
    title: z.string(), company: z.string(), clause: z.string(), customer_name: z.string(), customer_phone: z.string(),
    agent_name: z.string(), companion_name: z.string(), look_at: z.number().int(), houses: z.array(HouseAddress),
  }),
  audit: false,
});

// ---- matching
export const WANT_KEYS = ['district', 'region', 'rooms', 'area', 'price', 'floor', 'use', 'decoration'] as const;
export const WantKey = z.enum(WANT_KEYS);
export type WantKey = z.infer<typeof WantKey>;
export const WANT_KEY_LABELS: Record<WantKey, Text> = {
  district: t('District', '区域', 'Distrito', '地域'),
  region: t('Community', '小区', 'Comunidad', '物件'),
  rooms: t('Bedrooms', '居室', 'Dormitorios', '間取り'),
  area: t('Area', '面积', 'Superficie', '面積'),
  price: t('Price', '价格', 'Precio', '価格'),
  floor: t('Floor', '楼层', 'Planta', '階数'),
  use: t('Use', '用途', 'Uso', '用途'),
  decoration: t('Decoration', '装修', 'Acabados', '内装'),
};
export const MATCH_LIMIT_MAX = 50;

export const HousePick = CustomerHouseBrief.extend({
  address: z.string(), maintainer_name: z.string(),
  // With customer_id: how many of the customer's wants the house meets, and which.
  score: z.number().int(), met: z.array(WantKey),
});

export const houseListForLook = endpoint({
  method: 'GET', path: 'house/house_list', access: 'house:list', tag: 'customer',
  summary: 'The house picker of viewings and appointments: active houses the caller may see, by community name or house id. With customer_id (a customer the caller may see) only houses of its kind, ranked by how many of its wants they meet (at least one), then the latest change.',
  input: z.strictObject({
    kind: HouseKind.optional(), keyword: z.string().trim().max(50).optional(), customer_id: Id.optional(),
    limit: z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(20),
  }),
  data: z.object({ list: z.array(HousePick) }),
});

export const CustomerPick = z.object({
  id: z.number().int(), kind: CustomerKind, name: z.string(), level: CustomerLevel, pool: CustomerPool, agent_name: z.string(),
  phone: z.string(), price_min: z.number().nullable(), price_max: z.number().nullable(), last_look_at: z.number().int().nullable(),
  score: z.number().int(), met: z.array(WantKey),
});

export const houseCustomerMatch = endpoint({
  method: 'GET', path: 'house/customerhouse', access: 'customer:list', tag: 'customer',
  summary: 'The customers who want a house the caller may see: active customers of its kind the caller may see (agent within the customer:list scope, or public) whose wants it meets, ranked by how many (at least one), then the latest viewing.',
  input: z.strictObject({ house_id: Id, limit: z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(20) }),
  data: z.object({ list: z.array(CustomerPick) }),
});
