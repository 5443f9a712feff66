import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cappedPagedOf, pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import {
  CUSTOMER_CHANNELS, CUSTOMER_CHANNEL_LABELS, CUSTOMER_KIND_LABELS, CUSTOMER_LEVEL_LABELS,
  CUSTOMER_POOL_LABELS, CUSTOMER_STATUS_LABELS, CustomerChannel, CustomerKind, CustomerLevel, CustomerPool, CustomerStatus, Decoration,
  HouseKind, HouseStatus, HouseUse, Payment, SEX_LABELS, SOURCE_CHANNELS, SOURCE_CHANNEL_LABELS, Sex, SourceChannel, Urgency,
  type CustomerStatus as CustomerStatusCode,
} from './enums.js';
import { exportEndpoint } from './export.js';
import { OwnerPhones } from './house-owner.js';
import { SquareMetres, Yuan, queryList } from './house.js';
import { Flag, Id, IdParams, PageQuery, QueryEpoch, Version } from './validators.js';

// Customers (客源): buyers and renters with their wants, in a private pool (私客, the agent's own, up to the company's
// cap) or the public pool (公客, anyone may claim). Phones are stored encrypted and leave the server masked (前3后4),
// except one at a time through followup/phonecallfind, logged and counted against the same daily allowance as owner
// phones. Money is yuan with two decimals (a buyer's total, a renter's monthly rent), areas square metres, times epoch
// seconds. Every customer change carries the `version` the caller read (602144 otherwise).

const t = text;

// ---- the status machine. 有效 and 暂缓 are open (on the market, in the pools); taking a customer offline
// (customeroffline/add) moves it to another status with a reason, recovery (customer/recovery) back to 有效.
export const CUSTOMER_STATUS_TRANSITIONS: Record<CustomerStatusCode, readonly CustomerStatusCode[]> = {
  valid: ['paused', 'invalid', 'deal_internal', 'deal_external', 'wrong_phone'],
  paused: ['valid', 'invalid', 'deal_internal', 'deal_external', 'wrong_phone'],
  invalid: ['valid'],
  deal_internal: ['valid'],
  deal_external: ['valid'],
  wrong_phone: ['valid', 'invalid'],
};
export const CUSTOMER_OPEN_STATUSES: readonly CustomerStatusCode[] = ['valid', 'paused'];
// The statuses customeroffline/add takes a customer to.
export const CUSTOMER_OFFLINE_STATUSES = ['paused', 'invalid', 'deal_internal', 'deal_external', 'wrong_phone'] as const;
export const CustomerOfflineStatus = z.enum(CUSTOMER_OFFLINE_STATUSES);
// The customers of /customer/closed: a deal was done.
export const CUSTOMER_DEAL_STATUSES: readonly CustomerStatusCode[] = ['deal_internal', 'deal_external'];

export function canChangeCustomerStatus(from: CustomerStatusCode, to: CustomerStatusCode): boolean {
  return CUSTOMER_STATUS_TRANSITIONS[from].includes(to);
}

// 内成交 follows from a deal taking effect, as a house's does: customeroffline/add refuses it.
export const CUSTOMER_STATUSES_BY_DEAL: readonly CustomerStatusCode[] = ['deal_internal'];

// The statuses a person may change a customer to by hand: the table without those a deal sets.
export function customerHandStatuses(from: CustomerStatusCode): CustomerStatusCode[] {
  return CUSTOMER_STATUS_TRANSITIONS[from].filter((to) => !CUSTOMER_STATUSES_BY_DEAL.includes(to));
}

// The house kind a customer looks for.
export const HOUSE_KIND_OF_CUSTOMER: Record<CustomerKind, HouseKind> = { buy: 'sale', rent: 'rent' };

// A viewing's effective houses in this many days are the house's and the customer's 30-day viewing counts.
export const LOOK_COUNT_DAYS = 30;

// Why a customer change is refused, in the caller's language (the {detail} of the error message).
export const CUSTOMER_RULE_TEXTS = {
  transition: t('{from} cannot change to {to}', '{from}不能改为{to}', '{from} no puede pasar a {to}', '{from}から{to}には変更できません'),
  byDeal: t('{status} follows from recording a deal: record the deal, and the customer becomes {status} when the deal takes effect', '{status}由成交产生：请录入成交，成交生效后客户自动变为{status}', '{status} resulta de registrar una operación: regístrela y el cliente pasará a {status} cuando entre en vigor', '{status}は成約の登録によって設定されます。成約を登録すると、成約が有効になった時点で顧客は{status}になります'),
  reasonRequired: t('a reason is needed', '需要填写原因', 'se necesita un motivo', '理由が必要です'),
  privateCap: t('you hold {count} private customers, the limit is {cap}', '您已有{count}个私客，上限为{cap}个', 'tiene {count} clientes privados, el límite es {cap}', '個人顧客が{count}件あり、上限は{cap}件です'),
  claimCap: t('you have claimed {count} customers from the public pool today, at most {cap} a day', '您今天已领取{count}个公客，每天最多{cap}个', 'hoy ya ha tomado {count} clientes de la cartera común, como máximo {cap} al día', '本日すでに共有顧客を{count}件取得しました。1日{cap}件までです'),
  alreadyPublic: t('the customer is already in the public pool', '该客户已是公客', 'el cliente ya está en la cartera común', 'この顧客はすでに共有顧客です'),
  alreadyPrivate: t('the customer is already a private customer', '该客户已是私客', 'el cliente ya es privado', 'この顧客はすでに個人顧客です'),
  notOpen: t('only an active or paused customer can change pools', '只有有效或暂缓的客户可以转换公私客', 'solo un cliente activo o en pausa puede cambiar de cartera', '有効または保留中の顧客のみ区分を変更できます'),
  regionUnknown: t('community {id} does not exist', '小区{id}不存在', 'la comunidad {id} no existe', '物件{id}は存在しません'),
  areaUnknown: t('district {id} does not exist', '区域{id}不存在', 'el distrito {id} no existe', '地域{id}は存在しません'),
  channelForOnline: t('a channel is only for customers from the internet', '渠道仅适用于网络来源的客户', 'el canal es solo para clientes de internet', 'チャネルはネット経由の顧客のみです'),
  blacklisted: t('the phone {phone} is on the company blacklist', '电话{phone}在公司黑名单上', 'el teléfono {phone} está en la lista negra de la empresa', '電話番号{phone}は会社のブラックリストに載っています'),
  noSuchPhone: t('the customer has no phone number {index}', '该客户没有第{index}个电话', 'el cliente no tiene el teléfono {index}', 'この顧客には{index}番目の電話番号がありません'),
  houseUnknown: t('house {id} cannot be chosen', '房源{id}不可选择', 'el inmueble {id} no se puede elegir', '物件{id}は選択できません'),
  houseKind: t('house {id} is not of the kind the customer wants', '房源{id}与客户需求类型不符', 'el inmueble {id} no es del tipo que busca el cliente', '物件{id}は顧客の希望種別と異なります'),
  customerClosed: t('the customer is not active', '该客户不是有效状态', 'el cliente no está activo', 'この顧客は有効ではありません'),
  appointmentViewed: t('a viewed appointment cannot change', '已带看的预约不能修改', 'una cita ya visitada no se puede cambiar', '内見済みの予約は変更できません'),
  appointmentClosed: t('the appointment is {status}', '该预约{status}', 'la cita está {status}', 'この予約は{status}です'),
  appointmentPast: t('an appointment cannot be on a day already past', '预约日期不能早于今天', 'una cita no puede ser en un día ya pasado', '予約日を過去の日にはできません'),
  lookInFuture: t('a viewing cannot be in the future', '带看时间不能晚于现在', 'una visita no puede ser futura', '内見日時を未来にはできません'),
  fileUnknown: t('agreement image {id} is not one you uploaded, or is already used', '看房确认书图片{id}不是您上传的或已被使用', 'la imagen de la hoja {id} no es suya o ya está usada', '確認書画像{id}はあなたのアップロードでないか、使用済みです'),
  unreadable: t('the file cannot be read as an image', '文件无法识别为图片', 'el archivo no se puede leer como imagen', 'ファイルを画像として読み込めません'),
  companionIsAgent: t('the companion cannot be the lead agent', '陪看人不能是带看人', 'el acompañante no puede ser el agente principal', '同行者は担当者と同じにできません'),
  staffUnknown: t('person {id} cannot be chosen', '人员{id}不可选择', 'la persona {id} no se puede elegir', '担当者{id}は選択できません'),
  appointmentOtherCustomer: t('the appointment belongs to another customer', '该预约属于其他客户', 'la cita es de otro cliente', 'この予約は別の顧客のものです'),
} as const satisfies Record<string, Text>;
export type CustomerRule = keyof typeof CUSTOMER_RULE_TEXTS;

export function customerRuleText(rule: CustomerRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(CUSTOMER_RULE_TEXTS[rule][lang], params);
}

// ---- sources and channels (customersource)
export const CustomerSourceItem = z.object({
  value: SourceChannel, label: z.string(),
  // The channels of the source 网络; empty for the others.
  channels: z.array(z.object({ value: CustomerChannel, label: z.string() })),
});

export function customerSources(lang: Lang): z.infer<typeof CustomerSourceItem>[] {
  return SOURCE_CHANNELS.map((value) => ({
    value, label: SOURCE_CHANNEL_LABELS[value][lang],
    channels: value === 'online' ? CUSTOMER_CHANNELS.map((channel) => ({ value: channel, label: CUSTOMER_CHANNEL_LABELS[channel][lang] })) : [],
  }));
}

export const customerSourceList = endpoint({
  method: 'GET', path: 'customersource', access: 'signed-in', tag: 'customer',
  summary: 'The customer sources in the caller\'s language, the source 网络 with its channels (58同城, 安居客, …).',
  input: z.strictObject({}), data: z.object({ list: z.array(CustomerSourceItem) }),
});

// ---- field schemas
const Reason = z.string().trim().max(200).default('');
const Floor = z.number().int().min(-10).max(200);

export const unique = <T>(values: T[]) => new Set(values).size === values.length;

// What the customer wants. Empty lists and nulls: no wish.
export const WantFields = {
  area_ids: z.array(Id).max(5).refine(unique, 'the same district twice').default([]),
  region_ids: z.array(Id).max(10).refine(unique, 'the same community twice').default([]),
  rooms: z.array(z.number().int().min(0).max(9)).max(10).refine(unique, 'the same number twice').default([]),
  area_min: SquareMetres.nullable().default(null),
  area_max: SquareMetres.nullable().default(null),
  price_min: Yuan.nullable().default(null),
  price_max: Yuan.nullable().default(null),
  floor_min: Floor.nullable().default(null),
  floor_max: Floor.nullable().default(null),
  uses: z.array(HouseUse).max(7).refine(unique, 'the same use twice').default([]),
  decorations: z.array(Decoration).max(5).refine(unique, 'the same decoration twice').default([]),
  school_district: Flag.default(0),
  payment: Payment.nullable().default(null),
};

type Ranged = { [K in 'area_min' | 'area_max' | 'price_min' | 'price_max' | 'floor_min' | 'floor_max']?: number | null | undefined };
const WANT_RANGES = [['area_min', 'area_max'], ['price_min', 'price_max'], ['floor_min', 'floor_max']] as const;
function checkWantRanges(value: Ranged, ctx: z.RefinementCtx): void {
  for (const [min, max] of WANT_RANGES) {
    const low = value[min];
    const high = value[max];
    if (low != null && high != null && low > high) ctx.addIssue({ code: 'custom', message: `below ${min}`, path: [max] });
  }
}

const CustomerFields = {
  name: z.string().trim().min(1).max(30),
  sex: Sex,
  source: SourceChannel,
  // Only for the source 网络.
  channel: CustomerChannel.nullable().default(null),
  level: CustomerLevel.default('c'),
  urgency: Urgency.default('normal'),
  remark: z.string().trim().max(500).default(''),
  ...WantFields,
};

// ---- records
export const CustomerPhone = z.object({ index: z.number().int(), masked: z.string() });
const Named = z.object({ id: z.number().int(), name: z.string() });

export const CustomerItem = z.object({
  id: z.number().int(),
  kind: CustomerKind,
  name: z.string(),
  sex: Sex,
  phones: z.array(CustomerPhone),
  source: SourceChannel,
  channel: CustomerChannel.nullable(),
  level: CustomerLevel,
  status: CustomerStatus,
  status_reason: z.string(),
  pool: CustomerPool,
  urgency: Urgency,
  regions: z.array(Named),
  areas: z.array(Named),
  rooms: z.array(z.number().int()),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  area_min: z.number().nullable(),
  area_max: z.number().nullable(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string(),
  last_followup_at: z.number().int().nullable(),
  last_look_at: z.number().int().nullable(),
  looks_30d: z.number().int(),
  look_count: z.number().int(),
  // A private open customer: when the release job moves it to the public pool unless followed up or shown a house.
  release_at: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type CustomerItem = z.infer<typeof CustomerItem>;

export const CustomerDetail = CustomerItem.extend({
  floor_min: z.number().int().nullable(),
  floor_max: z.number().int().nullable(),
  uses: z.array(HouseUse),
  decorations: z.array(Decoration),
  school_district: Flag,
  payment: Payment.nullable(),
  remark: z.string(),
  recorder_id: z.number().int(),
  recorder_name: z.string(),
  // The statuses customeroffline/add (or recovery, for 有效) accepts next.
  next_statuses: z.array(CustomerStatus),
  // A request to set the customer 无效 waiting for approval, when there is one.
  pending_invalid: z.object({ approval_id: z.number().int(), reason: z.string(), created_at: z.number().int() }).nullable(),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

// A customer already holding one of the phones (data.list of 601020), phones masked.
export const CustomerMatch = z.object({
  id: z.number().int(), kind: CustomerKind, name: z.string(), phones: z.array(z.string()), status: CustomerStatus, pool: CustomerPool,
  agent_name: z.string(), store_name: z.string(), created_at: z.number().int(),
});
export type CustomerMatch = z.infer<typeof CustomerMatch>;

// A customer as saved by customer/add, customer/update and customer/recovery: with the open customers holding one of
// its phones when the company lets a duplicate through (customer_duplicate_blocks 0), for the warning; else empty.
export const CustomerSaved = CustomerDetail.extend({ duplicates: z.array(CustomerMatch) });

// ---- list
export const CUSTOMER_SORTS = ['updated_at', 'created_at', 'last_followup_at', 'last_look_at'] as const;
// The pools as the list's tabs: the caller's own private customers, the private ones of the caller's scope, the public.
export const CUSTOMER_TABS = ['mine', 'private', 'public'] as const;
export const CustomerTab = z.enum(CUSTOMER_TABS);
export type CustomerTab = z.infer<typeof CustomerTab>;
// The list's total and each tab's count are counted up to this many: a count equal to it means that many or more.
export const CUSTOMER_TOTAL_CAP = 2_000;

const CustomerFilterFields = {
  tab: CustomerTab.default('mine'),
  kind: CustomerKind.optional(),
  // A name (its start), or a whole phone number.
  keyword: z.string().trim().max(30).optional(),
  level: queryList(CustomerLevel, 4).optional(),
  status: queryList(CustomerStatus, 6).optional(),
  source: SourceChannel.optional(),
  urgency: Urgency.optional(),
  // Customers who want this community.
  region_id: Id.optional(),
  agent_id: Id.optional(),
  store_id: Id.optional(),
  // 1: shown at least one house (the customers awaiting conversion); 0: never.
  looked: z.coerce.number().pipe(Flag).optional(),
  created_from: QueryEpoch.optional(),
  created_to: QueryEpoch.optional(),
  sort: z.enum(CUSTOMER_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
};
const checkCreated = (v: { created_from?: number | undefined; created_to?: number | undefined }) =>
  v.created_from === undefined || v.created_to === undefined || v.created_from <= v.created_to;

export const CustomerCounts = z.object({ mine: z.number().int(), private: z.number().int(), public: z.number().int() });

export const customerList = endpoint({
  method: 'GET', path: 'customers', access: 'customer:list', tag: 'customer',
  summary: 'Customers of one pool tab (mine: the caller\'s private customers; private: those of the agents within the caller\'s scope; public: the public pool), filtered, sorted (id breaks ties) and paged, with each tab\'s count for the same filters; totals and counts are counted up to CUSTOMER_TOTAL_CAP (2,000). Phones masked.',
  input: z.strictObject({ ...PageQuery, ...CustomerFilterFields }).refine(checkCreated, { message: 'below created_from', path: ['created_to'] }),
  data: cappedPagedOf(CustomerItem).extend({ counts: CustomerCounts }),
});

export const CustomerExportRow = CustomerItem.extend({ phone_list: z.array(z.string()), region_names: z.array(z.string()) });
export type CustomerExportRow = z.infer<typeof CustomerExportRow>;

export const customerExport = exportEndpoint({
  path: 'customers/export', access: 'customer:export', tag: 'customer',
  summary: 'The customers of the list\'s tab, filters and sort as an Excel file (phones masked).',
  input: z.strictObject(CustomerFilterFields).refine(checkCreated, { message: 'below created_from', path: ['created_to'] }),
  row: CustomerExportRow,
  filename: t('Customers', '客源列表', 'Clientes', '顧客一覧'),
  columns: [
    { key: 'id', title: t('Customer no.', '客源编号', 'N.º de cliente', '顧客番号'), format: 'number', width: 10 },
    { key: 'kind', title: t('Kind', '类型', 'Tipo', '種別'), format: { labels: CUSTOMER_KIND_LABELS }, width: 8 },
    { key: 'name', title: t('Name', '姓名', 'Nombre', '氏名'), width: 12 },
    { key: 'sex', title: t('Sex', '性别', 'Sexo', '性別'), format: { labels: SEX_LABELS }, width: 6 },
    { key: 'phone_list', title: t('Phones', '电话', 'Teléfonos', '電話番号'), format: 'list', width: 20 },
    { key: 'level', title: t('Level', '等级', 'Nivel', 'ランク'), format: { labels: CUSTOMER_LEVEL_LABELS }, width: 6 },
    { key: 'status', title: t('Status', '状态', 'Estado', 'ステータス'), format: { labels: CUSTOMER_STATUS_LABELS }, width: 10 },
    { key: 'pool', title: t('Pool', '公私客', 'Cartera', '顧客区分'), format: { labels: CUSTOMER_POOL_LABELS }, width: 10 },
    { key: 'source', title: t('Source', '来源', 'Origen', '経路'), format: { labels: SOURCE_CHANNEL_LABELS }, width: 10 },
    { key: 'region_names', title: t('Wanted communities', '意向小区', 'Comunidades deseadas', '希望物件'), format: 'list', width: 24 },
    { key: 'price_min', title: t('Price from (yuan)', '价格下限（元）', 'Precio desde (yuan)', '価格下限（元）'), format: 'number', width: 12 },
    { key: 'price_max', title: t('Price to (yuan)', '价格上限（元）', 'Precio hasta (yuan)', '価格上限（元）'), format: 'number', width: 12 },
    { key: 'agent_name', title: t('Agent', '经纪人', 'Agente', '担当者'), width: 10 },
    { key: 'store_name', title: t('Store', '门店', 'Tienda', '店舗'), width: 14 },
    { key: 'last_followup_at', title: t('Last follow-up', '最后跟进', 'Último seguimiento', '最終フォロー'), format: 'datetime', width: 18 },
    { key: 'last_look_at', title: t('Last viewing', '最后带看', 'Última visita', '最終内見'), format: 'datetime', width: 18 },
    { key: 'created_at', title: t('Entered', '录入时间', 'Alta', '登録日時'), format: 'datetime', width: 18 },
  ],
});

export const customerGet = endpoint({
  method: 'GET', path: 'customer/{id}', access: 'customer:list', tag: 'customer', params: IdParams,
  summary: 'One customer the caller may see (agent within the scope, or in the public pool) with its wants, phones masked, people, the statuses it may change to and a pending 无效 request.',
  input: z.strictObject({}), data: CustomerDetail,
});

export const CustomerEditable = z.object({
  id: z.number().int(), version: z.number().int(), kind: CustomerKind, name: z.string(), sex: Sex, source: SourceChannel,
  channel: CustomerChannel.nullable(), level: CustomerLevel, urgency: Urgency, remark: z.string(),
  area_ids: z.array(z.number().int()), region_ids: z.array(z.number().int()), rooms: z.array(z.number().int()),
  area_min: z.number().nullable(), area_max: z.number().nullable(), price_min: z.number().nullable(), price_max: z.number().nullable(),
  floor_min: z.number().int().nullable(), floor_max: z.number().int().nullable(), uses: z.array(HouseUse), decorations: z.array(Decoration),
  school_district: Flag, payment: Payment.nullable(), phones: z.array(CustomerPhone),
});

export const customerUpdateFind = endpoint({
  method: 'GET', path: 'customer/update_find', access: 'customer:edit', tag: 'customer',
  summary: 'The fields customer/update changes, with the version to send back (phones masked: they are sent only to change them).',
  input: z.strictObject({ id: Id }), data: CustomerEditable,
});

export const customerAdd = endpoint({
  method: 'POST', path: 'customer/add', access: 'customer:add', tag: 'customer',
  summary: 'Enters a customer, private to the caller (recorder and agent). A phone already held by an open customer of the kind within the company\'s duplicate scope (customer_duplicate_scope) is refused with 601020 listing them, phones masked, or, when the company lets duplicates through (customer_duplicate_blocks 0), saved with them in `duplicates`; over the private cap (customer_private_cap) with 429001.',
  input: z.strictObject({ kind: CustomerKind, phones: OwnerPhones, ...CustomerFields }).superRefine(checkWantRanges),
  data: CustomerSaved,
});

export const customerUpdate = endpoint({
  method: 'POST', path: 'customer/update', access: 'customer:edit', tag: 'customer',
  summary: 'Changes a customer\'s description and wants (not its kind, status, pool or agent). Phones are sent only to change them (checked by the duplicate guard as customer/add does); omitted, they stay. Another version than the current one: 602144, nothing written.',
  input: z.strictObject({ id: Id, version: Version, phones: OwnerPhones.optional(), ...CustomerFields }).superRefine(checkWantRanges),
  data: CustomerSaved,
});

const CustomerChange = { id: Id, version: Version };

export const customerOffline = endpoint({
  method: 'POST', path: 'customeroffline/add', access: 'customer:status', tag: 'customer',
  summary: 'Takes a customer offline: to 暂缓, 无效, 外成交 or 电话错误 along CUSTOMER_STATUS_TRANSITIONS (409001 otherwise), with a reason. 内成交 is refused (409001 saying so): only a deal taking effect sets it. 无效 is a request for approval when the company has an approval flow for it (the customer stays as it is until approved, its pending_invalid shows the request; a second request while one waits: 409004). Writes a status follow-up.',
  input: z.strictObject({ ...CustomerChange, status: CustomerOfflineStatus, reason: z.string().trim().min(1).max(200) }),
  data: CustomerDetail,
});

export const customerRecovery = endpoint({
  method: 'POST', path: 'customer/recovery', access: 'customer:status', tag: 'customer',
  summary: 'Brings an offline customer back to 有效 (its release countdown starts again). From a closed status (无效, 内成交, 外成交, 电话错误) its phones pass the duplicate guard as customer/add\'s do: 601020 listing the open customers holding them, or with customer_duplicate_blocks 0 saved with them in `duplicates`. Writes a status follow-up.',
  input: z.strictObject({ ...CustomerChange, reason: Reason }),
  data: CustomerSaved,
});

export const customerPrivate = endpoint({
  method: 'POST', path: 'customer/customerprivate', access: 'customer:claim', tag: 'customer',
  summary: 'Moves an open customer between the pools: `private` claims a public customer for the caller (within the private cap, 429001 over it); `public` releases one of the scope\'s private customers. Writes a pool follow-up.',
  input: z.strictObject({ ...CustomerChange, pool: CustomerPool, reason: Reason }),
  data: CustomerDetail,
});

// ---- appointments
export const CustomerHouseBrief = z.object({
  id: z.number().int(), kind: HouseKind, region_name: z.string(), building_name: z.string(), unit_name: z.string(),
  door_name: z.string(), price: z.number(), area: z.number(), rooms: z.number().int(), status: HouseStatus,
});
export type CustomerHouseBrief = z.infer<typeof CustomerHouseBrief>;

// ---- the customer operation log (operate/customer)
export const CUSTOMER_LOG_PATH_PREFIXES = ['customer/', 'customeroffline/', 'customerlook/', 'followup/customer', 'followup/phonecallfind'] as const;

export function isCustomerPath(path: string): boolean {
  return CUSTOMER_LOG_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

// The customer a customer call touched: customer_id in the input or the answer, else the id of a customer call.
export function customerIdOfOperation(path: string, input: unknown, data: unknown): number | null {
  if (!isCustomerPath(path)) return null;
  const field = (source: unknown, name: string): number | null => {
    if (!source || typeof source !== 'object' || !(name in source)) return null;
    const value = (source as Record<string, unknown>)[name];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  };
  const byCustomerId = field(input, 'customer_id') ?? field(data, 'customer_id');
  if (byCustomerId !== null) return byCustomerId;
  if (path.startsWith('customer/') || path.startsWith('customeroffline/')) return field(input, 'id') ?? field(data, 'id');
  return null;
}

export const CustomerOperationEntry = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  method: z.string(),
  endpoint: z.string(),
  target_id: z.number().int().nullable(),
  result_code: z.string(),
  ip: z.string(),
  created_at: z.number().int(),
});

export const customerOperationList = endpoint({
  method: 'GET', path: 'operate/customer', access: 'customer:list', tag: 'customer',
  summary: 'Operation log entries of one customer the caller may see (every call that concerned it), newest first.',
  input: z.strictObject({ ...PageQuery, customer_id: Id }),
  data: pagedOf(CustomerOperationEntry),
});

// ---- per-person numbers: their customers (user/customer) and pool statistics (user/sharestatistics)
export const userCustomerList = endpoint({
  method: 'GET', path: 'user/customer', access: 'customer:list', tag: 'customer',
  summary: 'The open customers whose agent is one person within the caller\'s scope (a member\'s customers, as handed over on resignation), latest change first.',
  input: z.strictObject({ ...PageQuery, staff_id: Id, pool: CustomerPool.optional() }),
  data: pagedOf(CustomerItem),
});

export const ShareStatisticsRow = z.object({
  staff_id: z.number().int(),
  staff_name: z.string(),
  store_name: z.string(),
  // Now.
  private_count: z.number().int(),
  private_cap: z.number().int(),
  // Within [from, to].
  added: z.number().int(),
  claimed: z.number().int(),
  released: z.number().int(),
  looks: z.number().int(),
  second_looks: z.number().int(),
});

export const userShareStatistics = endpoint({
  method: 'GET', path: 'user/sharestatistics', access: 'customer:stats', tag: 'customer',
  summary: 'Per person within the caller\'s scope: private customers held against the cap, and within [from, to] customers entered, claimed from and released to the public pool (by hand or by the release job), effective viewings and second viewings (二看).',
  input: z.strictObject({ from: QueryEpoch, to: QueryEpoch, store_id: Id.optional() })
    .refine((v) => v.from <= v.to, { message: 'below from', path: ['to'] }),
  data: z.object({ list: z.array(ShareStatisticsRow) }),
});

// ---- staff for the customer side's roles (viewing lead and companion, appointment agent)
export const staffRoleCustomerFind = endpoint({
  method: 'GET', path: 'staffrole/customerfind', access: 'customer:list', tag: 'customer',
  summary: 'Active people of the caller\'s store (the whole company with company scope) by name or account, for the viewing lead and companion pickers, with their private customers held; at most 20.',
  input: z.strictObject({ keyword: z.string().trim().max(30).optional() }),
  data: z.object({ list: z.array(z.object({
    id: z.number().int(), name: z.string(), account: z.string(), store_name: z.string(), private_count: z.number().int(),
  })) }),
});

// ---- follow-ups of customers
export const CUSTOMER_FOLLOWUP_WAYS = ['call', 'visit', 'manual'] as const;

export const followupCustomer = endpoint({
  method: 'POST', path: 'followup/customer', access: 'followup:add', tag: 'followup',
  summary: 'Writes a follow-up of a customer the caller may see (a call, a visit or other; at least the company\'s minimum length, and at least its minimum gap, followup_min_gap_minutes, after the caller\'s last one on the customer: 429004 naming when the next is accepted); a valid one is the customer\'s last follow-up and, written by its agent while private, restarts its release countdown.',
  input: z.strictObject({ customer_id: Id, way: z.enum(CUSTOMER_FOLLOWUP_WAYS).default('manual'), content: z.string().trim().min(1).max(1000) }),
  data: z.object({ id: z.number().int(), customer_id: z.number().int(), kind: z.enum(CUSTOMER_FOLLOWUP_WAYS), content: z.string(), created_at: z.number().int() }),
});

export const followupPhoneCallFind = endpoint({
  method: 'POST', path: 'followup/phonecallfind', access: 'customer:phone', tag: 'followup',
  summary: 'Reveals one phone of a customer the caller may see, to call it. Logged in the behaviour log (phone_view) and counted per person per company day against the role\'s phone_view_daily_limit, the same allowance as owner phones; beyond it 429001.',
  input: z.strictObject({ customer_id: Id, index: z.number().int().min(0).max(2).default(0) }),
  data: z.object({
    customer_id: z.number().int(), index: z.number().int(), phone: z.string(), views_today: z.number().int(), daily_limit: z.number().int(),
  }),
});
