import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cappedPagedOf, pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import {
  CurrentUse, DECORATION_LABELS, Decoration, HOUSE_GRADE_LABELS, HOUSE_KIND_LABELS, HOUSE_POOL_LABELS, HOUSE_STATUS_LABELS, HouseGrade,
  HouseKind, HouseLevel, HousePool, HouseStatus, HouseUse, ORIENTATION_LABELS, Orientation, RentPayment, SourceChannel,
  type HouseStatus as HouseStatusCode,
} from './enums.js';
import { exportEndpoint } from './export.js';
import { PendingApproval } from './approval.js';
import { Epoch, Flag, Id, IdParams, PageQuery, QueryEpoch, Version } from './validators.js';

// Second-hand sale and rental houses (房源). A house is entered on a door of the community dictionary, one live
// house per door and kind. Money is yuan with two decimals (a sale's total, a rental's monthly rent), areas are
// square metres with two decimals, times epoch seconds. Every house change carries the `version` the caller read.

const t = text;

// ---- the status machine (DOMAIN.md "Houses"): which status may follow which. A dated status may follow itself,
// which moves its end date. 注销 (cancelled) is final: the door is free for a new entry.
export const HOUSE_STATUS_TRANSITIONS: Record<HouseStatusCode, readonly HouseStatusCode[]> = {
  valid: ['reserved', 'paused', 'sealed', 'deal_internal', 'deal_external', 'invalid', 'cancelled'],
  reserved: ['valid', 'reserved', 'paused', 'sealed', 'deal_internal', 'deal_external', 'invalid', 'cancelled'],
  paused: ['valid', 'paused', 'sealed', 'deal_external', 'invalid', 'cancelled'],
  sealed: ['valid', 'sealed', 'deal_external', 'invalid', 'cancelled'],
  // Our own deal fell through: the house is on the market again.
  deal_internal: ['valid'],
  deal_external: ['valid', 'cancelled'],
  invalid: ['valid', 'cancelled'],
  cancelled: [],
};

// 预定 / 暂缓 / 封盘 last until an end date; a job returns them to 有效 when it passes.
export const HOUSE_DATED_STATUSES: readonly HouseStatusCode[] = ['reserved', 'paused', 'sealed'];
// Statuses of a house still on the market: they count against the private cap and the pool release applies.
export const HOUSE_OPEN_STATUSES: readonly HouseStatusCode[] = ['valid', 'reserved', 'paused', 'sealed'];
// The furthest end date a dated status may be given.
export const HOUSE_STATUS_MAX_DAYS = 365;

export function canChangeStatus(from: HouseStatusCode, to: HouseStatusCode): boolean {
  return HOUSE_STATUS_TRANSITIONS[from].includes(to);
}

// 内成交 means sold or let by us: only a deal taking effect sets it (deal-effect.ts), so a status change by hand never
// does, and a deal can always be recorded for a house on the market.
export const HOUSE_STATUSES_BY_DEAL: readonly HouseStatusCode[] = ['deal_internal'];

// The statuses a person may change a house to by hand (house/update_status): the table without those a deal sets.
export function houseHandStatuses(from: HouseStatusCode): HouseStatusCode[] {
  return HOUSE_STATUS_TRANSITIONS[from].filter((to) => !HOUSE_STATUSES_BY_DEAL.includes(to));
}

// 加密 (confidential) houses keep their door number and their owners' phones from colleagues: the maintainer, the
// recorder and whoever may edit houses over the maintainer (a manager) see them, others read this in their place.
export const HOUSE_HIDDEN_TEXT = '***';

// Why a house change is refused, in the caller's language (the {detail} of the error message).
export const HOUSE_RULE_TEXTS = {
  transition: t('{from} cannot change to {to}', '{from}不能改为{to}', '{from} no puede pasar a {to}', '{from}から{to}には変更できません'),
  byDeal: t('{status} follows from recording a deal: record the deal, and the house becomes {status} when the deal takes effect', '{status}由成交产生：请录入成交，成交生效后房源自动变为{status}', '{status} resulta de registrar una operación: regístrela y el inmueble pasará a {status} cuando entre en vigor', '{status}は成約の登録によって設定されます。成約を登録すると、成約が有効になった時点で物件は{status}になります'),
  confidential: t('house {id} is confidential: only its maintainer, its recorder or their manager may see its owners\' phones', '房源{id}为加密房源：只有维护人、录入人或其上级可以查看业主电话', 'el inmueble {id} es confidencial: solo su responsable, su captador o su responsable superior pueden ver los teléfonos del propietario', '物件{id}は非公開物件です。オーナーの電話番号は担当者、登録者またはその上長のみ閲覧できます'),
  untilRequired: t('{status} needs an end date', '{status}需要填写截止日期', '{status} necesita una fecha de fin', '{status}には終了日が必要です'),
  untilPast: t('the end date must be in the future', '截止日期必须晚于现在', 'la fecha de fin debe ser futura', '終了日は未来の日付にしてください'),
  untilTooFar: t('the end date may be at most {days} days ahead', '截止日期最多为{days}天后', 'la fecha de fin puede estar como mucho a {days} días', '終了日は{days}日以内にしてください'),
  untilNotAllowed: t('{status} has no end date', '{status}不需要截止日期', '{status} no lleva fecha de fin', '{status}には終了日はありません'),
  reasonRequired: t('{status} needs a reason', '{status}需要填写原因', '{status} necesita un motivo', '{status}には理由が必要です'),
  unchanged: t('nothing changes', '没有变化', 'no cambia nada', '変更がありません'),
  alreadyPublic: t('the house is already in the public pool', '该房源已是公盘', 'el inmueble ya está en la cartera común', 'この物件はすでに共有物件です'),
  privateCap: t('you hold {count} private houses, the limit is {cap}', '您已有{count}套私盘，上限为{cap}套', 'tiene {count} inmuebles privados, el límite es {cap}', '個人物件が{count}件あり、上限は{cap}件です'),
  claimCap: t('you have claimed {count} houses from the public pool today, at most {cap} a day', '您今天已从公盘领取{count}套房源，每天最多{cap}套', 'hoy ya ha tomado {count} inmuebles de la cartera común, como máximo {cap} al día', '本日すでに共有物件を{count}件取得しました。1日{cap}件までです'),
  rentPaymentForSale: t('payment terms are only for rentals', '付款方式仅适用于出租房源', 'las condiciones de pago son solo para alquileres', '支払条件は賃貸物件のみです'),
  rentPaymentRequired: t('a rental needs payment terms', '出租房源需要填写付款方式', 'un alquiler necesita condiciones de pago', '賃貸物件には支払条件が必要です'),
  floorAboveTotal: t('floor {floor} is above the {total} floors of the building', '所在楼层{floor}高于总楼层{total}', 'la planta {floor} supera las {total} plantas del edificio', '{floor}階は建物の総階数{total}を超えています'),
  basePriceAbovePrice: t('the base price is above the price', '底价高于售价', 'el precio mínimo supera el precio', '最低価格が価格を上回っています'),
  doorUnknown: t('door {id} does not exist', '门牌{id}不存在', 'la puerta {id} no existe', 'ドア{id}は存在しません'),
  labelUnknown: t('label {id} is not an enabled house label', '标签{id}不是可用的房源标签', 'la etiqueta {id} no es una etiqueta de inmueble activa', 'タグ{id}は有効な物件タグではありません'),
} as const satisfies Record<string, Text>;
export type HouseRule = keyof typeof HOUSE_RULE_TEXTS;

export function houseRuleText(rule: HouseRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(HOUSE_RULE_TEXTS[rule][lang], params);
}

// ---- field schemas
const MAX_YUAN = 10_000_000_000;
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
// Yuan with at most two decimals: a sale's total or a month's rent.
export const Yuan = z.number().positive().max(MAX_YUAN).refine(twoDecimals, 'at most two decimals');
// Square metres with at most two decimals.
export const SquareMetres = z.number().positive().max(100_000).refine(twoDecimals, 'at most two decimals');
const Reason = z.string().trim().max(200).default('');
const LabelIds = z.array(Id).max(20).default([]);

// A list in the query: repeated (a=1&a=2) or comma-separated (a=1,2).
export function queryList<T extends z.ZodType>(item: T, max: number) {
  const split = (value: unknown) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value);
  return z.preprocess(split, z.array(item).min(1).max(max)) as unknown as z.ZodType<z.output<T>[], z.input<T>[] | string>;
}
const QueryNumber = z.coerce.number().min(0).max(MAX_YUAN);

// ---- records
export const HouseLabel = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

export const HouseItem = z.object({
  id: z.number().int(),
  kind: HouseKind,
  door_id: z.number().int(),
  region_id: z.number().int(),
  region_name: z.string(),
  building_id: z.number().int(),
  building_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  floor_id: z.number().int(),
  floor_number: z.number().int(),
  total_floors: z.number().int(),
  door_name: z.string(),
  use: HouseUse,
  rooms: z.number().int(),
  halls: z.number().int(),
  baths: z.number().int(),
  area: z.number(),
  orientation: Orientation,
  decoration: Decoration,
  price: z.number(),
  // Yuan per square metre (per month for a rental).
  unit_price: z.number(),
  grade: HouseGrade,
  level: HouseLevel,
  pool: HousePool,
  status: HouseStatus,
  status_until: z.number().int().nullable(),
  maintainer_id: z.number().int(),
  maintainer_name: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string(),
  key_count: z.number().int(),
  picture_count: z.number().int(),
  last_followup_at: z.number().int().nullable(),
  last_view_at: z.number().int().nullable(),
  views_30d: z.number().int(),
  labels: z.array(HouseLabel),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type HouseItem = z.infer<typeof HouseItem>;

export const PriceChange = z.object({
  id: z.number().int(),
  price_from: z.number(),
  price_to: z.number(),
  base_price_from: z.number().nullable(),
  base_price_to: z.number().nullable(),
  reason: z.string(),
  staff_name: z.string(),
  created_at: z.number().int(),
});

export const HouseDetail = HouseItem.extend({
  area_id: z.number().int().nullable(),
  area_name: z.string(),
  region_address: z.string(),
  base_price: z.number().nullable(),
  rent_payment: RentPayment.nullable(),
  source: SourceChannel,
  current_use: CurrentUse,
  invalid_reason: z.string(),
  remarks: z.string(),
  recorder_id: z.number().int(),
  recorder_name: z.string(),
  is_fav: Flag,
  is_focus: Flag,
  // The statuses house/update_status accepts next.
  next_statuses: z.array(HouseStatus),
  // Newest first, at most 20.
  price_history: z.array(PriceChange),
  // The approval open on the house (a status, pool or key change waiting for approval), else null.
  pending_approval: PendingApproval.nullable(),
});
export type HouseDetail = z.infer<typeof HouseDetail>;

// A live house already on the door (data.list of 601020).
export const HouseMatch = z.object({
  id: z.number().int(), kind: HouseKind, status: HouseStatus, pool: HousePool, region_name: z.string(), building_name: z.string(),
  unit_name: z.string(), door_name: z.string(), maintainer_name: z.string(), store_name: z.string(), created_at: z.number().int(),
});
export type HouseMatch = z.infer<typeof HouseMatch>;

// ---- list
export const HOUSE_SORTS = ['updated_at', 'price', 'area', 'created_at'] as const;

const HouseFilterFields = {
  kind: HouseKind,
  // Community name, its pinyin or initials (wkcs), or a house id.
  keyword: z.string().trim().max(50).optional(),
  // The administrative area of the community: a district (区), or a city or province for all its districts.
  area_id: Id.optional(),
  region_id: Id.optional(),
  building_id: Id.optional(),
  price_min: QueryNumber.optional(),
  price_max: QueryNumber.optional(),
  area_min: QueryNumber.optional(),
  area_max: QueryNumber.optional(),
  rooms: queryList(z.coerce.number().int().min(0).max(20), 10).optional(),
  status: queryList(HouseStatus, 8).optional(),
  grade: HouseGrade.optional(),
  level: HouseLevel.optional(),
  pool: HousePool.optional(),
  use: HouseUse.optional(),
  decoration: Decoration.optional(),
  orientation: Orientation.optional(),
  floor_min: z.coerce.number().int().min(-10).max(200).optional(),
  floor_max: z.coerce.number().int().min(-10).max(200).optional(),
  has_keys: z.coerce.number().pipe(Flag).optional(),
  has_pictures: z.coerce.number().pipe(Flag).optional(),
  // Houses carrying every one of these labels.
  label_ids: queryList(Id, 10).optional(),
  maintainer_id: Id.optional(),
  store_id: Id.optional(),
  updated_from: QueryEpoch.optional(),
  updated_to: QueryEpoch.optional(),
  followup_from: QueryEpoch.optional(),
  followup_to: QueryEpoch.optional(),
  sort: z.enum(HOUSE_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
};
const HouseFilters = z.strictObject({ ...PageQuery, ...HouseFilterFields });

// Each range's lower end may not be above its upper end; the error names the upper field.
const RANGES = [
  ['price_min', 'price_max'], ['area_min', 'area_max'], ['floor_min', 'floor_max'], ['updated_from', 'updated_to'],
  ['followup_from', 'followup_to'],
] as const;

type RangeValues = { [K in (typeof RANGES)[number][number]]?: number | undefined };
function checkRanges(value: RangeValues, ctx: z.RefinementCtx): void {
  for (const [min, max] of RANGES) {
    const low = value[min];
    const high = value[max];
    if (low !== undefined && high !== undefined && low > high) ctx.addIssue({ code: 'custom', message: `below ${min}`, path: [max] });
  }
}

// The list's total is counted up to this many houses: a total of exactly this many means "this many or more". An
// exact count over a million houses reads the kind's whole index for every page, and counting costs in proportion
// to the cap (a label filter: about 7 ms per 1,000 at a million houses); 100 pages of 20 are more than anyone pages
// through; the status tabs (house/housestate) count each status to the same cap.
export const HOUSE_TOTAL_CAP = 2_000;
// With a label filter the total is counted up to this many: each house met is checked for its labels in another
// table, so counting to 2,000 visited about 10,000 houses of the first label at a million houses (20-25 ms on
// SQLite, which holds the one connection meanwhile: every other call waits). At 200, 2-3 ms.
export const HOUSE_LABEL_TOTAL_CAP = 200;

// The cap a list's total is counted up to, for these filters.
export function houseTotalCap(filters: { label_ids?: number[] | undefined }): number {
  return filters.label_ids?.length ? HOUSE_LABEL_TOTAL_CAP : HOUSE_TOTAL_CAP;
}

export const houseList = endpoint({
  method: 'GET', path: 'house', access: 'house:list', tag: 'house',
  summary: 'Houses of one kind within the caller\'s data scope (on the maintainer) plus the public pool, filtered, sorted (id breaks ties) and paged with the total, counted up to page.total_cap (HOUSE_TOTAL_CAP, 2,000; HOUSE_LABEL_TOTAL_CAP, 200, with a label filter): a total equal to it means that many or more.',
  input: HouseFilters.superRefine(checkRanges),
  data: cappedPagedOf(HouseItem),
});

// A house list row with its labels' names (the export's `list` cells).
export const HouseExportRow = HouseItem.extend({ label_names: z.array(z.string()) });
export type HouseExportRow = z.infer<typeof HouseExportRow>;

export const houseExport = exportEndpoint({
  path: 'house/export', access: 'house:export', tag: 'house',
  summary: 'The houses matching the list\'s filters and sort, within the caller\'s data scope plus the public pool, as an Excel file.',
  input: z.strictObject(HouseFilterFields).superRefine(checkRanges),
  row: HouseExportRow,
  filename: t('Houses', '房源列表', 'Inmuebles', '物件一覧'),
  columns: [
    { key: 'id', title: t('House no.', '房源编号', 'N.º de inmueble', '物件番号'), format: 'number', width: 10 },
    { key: 'kind', title: t('Kind', '类型', 'Tipo', '種別'), format: { labels: HOUSE_KIND_LABELS }, width: 8 },
    { key: 'region_name', title: t('Community', '小区', 'Comunidad', '物件名'), width: 20 },
    { key: 'building_name', title: t('Building', '楼栋', 'Edificio', '棟'), width: 10 },
    { key: 'unit_name', title: t('Unit', '单元', 'Portal', 'ユニット'), width: 8 },
    { key: 'door_name', title: t('Door', '门牌', 'Puerta', '部屋番号'), width: 8 },
    { key: 'rooms', title: t('Bedrooms', '室', 'Dormitorios', '居室'), format: 'number', width: 6 },
    { key: 'halls', title: t('Living rooms', '厅', 'Salones', 'リビング'), format: 'number', width: 6 },
    { key: 'baths', title: t('Bathrooms', '卫', 'Baños', '浴室'), format: 'number', width: 6 },
    { key: 'area', title: t('Area (m²)', '面积（㎡）', 'Superficie (m²)', '面積（㎡）'), format: 'number', width: 10 },
    { key: 'floor_number', title: t('Floor', '所在楼层', 'Planta', '所在階'), format: 'number', width: 8 },
    { key: 'total_floors', title: t('Total floors', '总楼层', 'Plantas totales', '総階数'), format: 'number', width: 8 },
    { key: 'orientation', title: t('Orientation', '朝向', 'Orientación', '向き'), format: { labels: ORIENTATION_LABELS }, width: 10 },
    { key: 'decoration', title: t('Decoration', '装修', 'Acabados', '内装'), format: { labels: DECORATION_LABELS }, width: 10 },
    { key: 'price', title: t('Price (yuan)', '价格（元）', 'Precio (yuan)', '価格（元）'), format: 'number', width: 14 },
    { key: 'unit_price', title: t('Unit price (yuan/m²)', '单价（元/㎡）', 'Precio unitario (yuan/m²)', '単価（元/㎡）'), format: 'number', width: 14 },
    { key: 'status', title: t('Status', '状态', 'Estado', 'ステータス'), format: { labels: HOUSE_STATUS_LABELS }, width: 10 },
    { key: 'grade', title: t('Grade', '等级', 'Categoría', 'ランク'), format: { labels: HOUSE_GRADE_LABELS }, width: 6 },
    { key: 'pool', title: t('Pool', '盘别', 'Cartera', '物件区分'), format: { labels: HOUSE_POOL_LABELS }, width: 10 },
    { key: 'label_names', title: t('Labels', '标签', 'Etiquetas', 'タグ'), format: 'list', width: 24 },
    { key: 'maintainer_name', title: t('Maintainer', '维护人', 'Responsable', '担当者'), width: 10 },
    { key: 'store_name', title: t('Store', '门店', 'Tienda', '店舗'), width: 14 },
    { key: 'last_followup_at', title: t('Last follow-up', '最后跟进', 'Último seguimiento', '最終フォロー'), format: 'datetime', width: 18 },
    { key: 'updated_at', title: t('Updated', '更新时间', 'Actualizado', '更新日時'), format: 'datetime', width: 18 },
  ],
});

export const houseGet = endpoint({
  method: 'GET', path: 'house/{id}', access: 'house:list', tag: 'house', params: IdParams,
  summary: 'One house with its community, building, unit, floor and door names, labels, people, price history, the caller\'s favourite and focus flags and the statuses it may change to.',
  input: z.strictObject({}), data: HouseDetail,
});

// ---- entry and edit
const EditableFields = {
  use: HouseUse,
  rooms: z.number().int().min(0).max(20),
  halls: z.number().int().min(0).max(10),
  baths: z.number().int().min(0).max(10),
  area: SquareMetres,
  total_floors: z.number().int().min(1).max(200),
  orientation: Orientation,
  decoration: Decoration,
  // Rentals only.
  rent_payment: RentPayment.nullable().default(null),
  source: SourceChannel,
  current_use: CurrentUse,
  level: HouseLevel.default('normal'),
  label_ids: LabelIds,
  remarks: z.string().trim().max(2000).default(''),
};

export const HouseEditable = z.object({
  id: z.number().int(), version: z.number().int(), kind: HouseKind, door_id: z.number().int(),
  use: HouseUse, rooms: z.number().int(), halls: z.number().int(), baths: z.number().int(), area: z.number(),
  total_floors: z.number().int(), orientation: Orientation, decoration: Decoration, rent_payment: RentPayment.nullable(),
  source: SourceChannel, current_use: CurrentUse, level: HouseLevel, label_ids: z.array(z.number().int()), remarks: z.string(),
});

export const houseUpdateFind = endpoint({
  method: 'GET', path: 'house/update_find', access: 'house:edit', tag: 'house',
  summary: 'The fields house/update changes, with the version to send back.',
  input: z.strictObject({ id: Id }), data: HouseEditable,
});

export const houseAdd = endpoint({
  method: 'POST', path: 'house/add', access: 'house:add', tag: 'house',
  summary: 'Enters a house on a door: private to the caller (recorder and maintainer). A live house of the same kind on the door is refused with 601020 listing it; over the private cap with 429001. With offline_id it converts that pending external house in the same transaction (404001 outside the caller\'s offline:edit scope, 409001 when already converted).',
  input: z.strictObject({
    kind: HouseKind,
    door_id: Id,
    ...EditableFields,
    price: Yuan,
    // The owner's lowest acceptable price (底价), at most the price.
    base_price: Yuan.nullable().default(null),
    grade: HouseGrade.default('b'),
    // Converts this pending external house (house-offline.ts) in the same transaction; one already converted: 409001.
    offline_id: Id.optional(),
  }),
  data: HouseDetail,
});

export const houseUpdate = endpoint({
  method: 'POST', path: 'house/update', access: 'house:edit', tag: 'house',
  summary: 'Changes a house\'s description (not its door, kind, price, grade, status or pool, which have calls of their own). A version other than the current one is refused with 602144 and nothing is written.',
  input: z.strictObject({ id: Id, version: Version, ...EditableFields }),
  data: HouseDetail,
});

const HouseChange = { id: Id, version: Version };

export const houseDelete = endpoint({
  method: 'POST', path: 'house/delete', access: 'house:delete', tag: 'house',
  summary: 'Removes a house from every list (soft delete: its history stays); the door is free for a new entry.',
  input: z.strictObject({ ...HouseChange }), data: z.null(),
});

export const houseUpdateStatus = endpoint({
  method: 'POST', path: 'house/update_status', access: 'house:status', tag: 'house',
  summary: 'Changes the status along HOUSE_STATUS_TRANSITIONS (409001 otherwise). 内成交 is refused (409001 saying so): only a deal taking effect sets it. 预定/暂缓/封盘 need `until` in the future (at most a year ahead); 无效 needs a reason. Writes a status follow-up. 无效 and 注销 go through approval when their flow is enabled: the house then answers unchanged with pending_approval set (409004 while another approval of it is open).',
  input: z.strictObject({ ...HouseChange, status: HouseStatus, until: Epoch.nullable().default(null), reason: Reason }),
  data: HouseDetail,
});

export const houseClose = endpoint({
  method: 'POST', path: 'house/close', access: 'house:status', tag: 'house',
  summary: 'Seals the house (封盘: the owner takes it off the market until `until`), by the same rules as update_status; a sealed house can be sealed again to move the date.',
  input: z.strictObject({ ...HouseChange, until: Epoch, reason: Reason }),
  data: HouseDetail,
});

export const houseUpdatePrice = endpoint({
  method: 'POST', path: 'house/update_price', access: 'house:price', tag: 'house',
  summary: 'Changes the price and base price; keeps the price history and writes a price follow-up.',
  input: z.strictObject({ ...HouseChange, price: Yuan, base_price: Yuan.nullable().default(null), reason: Reason }),
  data: HouseDetail,
});

export const houseGrade = endpoint({
  method: 'POST', path: 'house/grade', access: 'house:grade', tag: 'house',
  summary: 'Changes the grade (A/B/C); writes a grade follow-up.',
  input: z.strictObject({ ...HouseChange, grade: HouseGrade, reason: Reason }),
  data: HouseDetail,
});

export const houseRelease = endpoint({
  method: 'POST', path: 'house/release', access: 'house:release', tag: 'house',
  summary: 'Moves a private house to the public pool; writes a pool follow-up. Goes through approval (house_to_public) when its flow is enabled: the house then answers unchanged with pending_approval set.',
  input: z.strictObject({ ...HouseChange, reason: Reason }),
  data: HouseDetail,
});

// ---- favourites and focus (per person)
export const FavState = z.object({ id: z.number().int(), is_fav: Flag });
export const FocusState = z.object({ id: z.number().int(), is_focus: Flag });

export const houseFavList = endpoint({
  method: 'GET', path: 'housefav', access: 'house:list', tag: 'house',
  summary: 'The caller\'s favourite houses still within their reach, the latest favourite first.',
  input: z.strictObject({ ...PageQuery, kind: HouseKind.optional() }),
  data: pagedOf(HouseItem.extend({ fav_at: z.number().int() })),
});

export const houseFavAdd = endpoint({
  method: 'POST', path: 'housefav/add', access: 'house:list', tag: 'house',
  summary: 'Adds a house to the caller\'s favourites (again: no change).', input: z.strictObject({ id: Id }), data: FavState,
});

export const houseFavDelete = endpoint({
  method: 'POST', path: 'housefav/delete', access: 'house:list', tag: 'house',
  summary: 'Removes a house from the caller\'s favourites.', input: z.strictObject({ id: Id }), data: FavState,
});

export const houseFocusAdd = endpoint({
  method: 'POST', path: 'housefocus/add', access: 'house:list', tag: 'house',
  summary: 'Focuses on a house (关注: the caller follows its changes).', input: z.strictObject({ id: Id }), data: FocusState,
});

export const houseFocusCancel = endpoint({
  method: 'POST', path: 'housefocus/cancel', access: 'house:list', tag: 'house',
  summary: 'Stops focusing on a house.', input: z.strictObject({ id: Id }), data: FocusState,
});
