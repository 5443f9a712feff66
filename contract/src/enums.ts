import { z } from 'zod';
import { text, type Text } from './i18n.js';
import {
  STAFF_EDUCATIONS, STAFF_EDUCATION_LABELS, STAFF_STATUSES, STAFF_STATUS_LABELS, STAFF_WORKTYPES, STAFF_WORKTYPE_LABELS,
} from './member.js';

// The fixed value lists of houses, customers, viewings and staff (DOMAIN.md). Values are stable lowercase ASCII
// codes stored in the database and sent over the wire; labels are only for people. The item/{id} and item/get
// calls serve them by dictionary code (ITEM_DICTIONARIES below).

const t = text;

// ---- houses
export const HOUSE_KINDS = ['sale', 'rent'] as const;
export const HouseKind = z.enum(HOUSE_KINDS);
export type HouseKind = z.infer<typeof HouseKind>;
export const HOUSE_KIND_LABELS: Record<HouseKind, Text> = {
  sale: t('For sale', '出售', 'En venta', '売買'),
  rent: t('For rent', '出租', 'En alquiler', '賃貸'),
};

export const HOUSE_USES = ['residence', 'villa', 'shop', 'office', 'factory', 'warehouse', 'parking'] as const;
export const HouseUse = z.enum(HOUSE_USES);
export type HouseUse = z.infer<typeof HouseUse>;
export const HOUSE_USE_LABELS: Record<HouseUse, Text> = {
  residence: t('Residence', '住宅', 'Vivienda', '住宅'),
  villa: t('Villa', '别墅', 'Chalet', '別荘'),
  shop: t('Shop', '商铺', 'Local comercial', '店舗'),
  office: t('Office', '写字楼', 'Oficina', 'オフィス'),
  factory: t('Factory', '厂房', 'Nave industrial', '工場'),
  warehouse: t('Warehouse', '仓库', 'Almacén', '倉庫'),
  parking: t('Parking space', '车位', 'Plaza de aparcamiento', '駐車場'),
};

export const ORIENTATIONS = [
  'east', 'south', 'west', 'north', 'southeast', 'northeast', 'southwest', 'northwest', 'north_south', 'east_west',
] as const;
export const Orientation = z.enum(ORIENTATIONS);
export type Orientation = z.infer<typeof Orientation>;
export const ORIENTATION_LABELS: Record<Orientation, Text> = {
  east: t('East', '东', 'Este', '東'),
  south: t('South', '南', 'Sur', '南'),
  west: t('West', '西', 'Oeste', '西'),
  north: t('North', '北', 'Norte', '北'),
  southeast: t('Southeast', '东南', 'Sureste', '南東'),
  northeast: t('Northeast', '东北', 'Noreste', '北東'),
  southwest: t('Southwest', '西南', 'Suroeste', '南西'),
  northwest: t('Northwest', '西北', 'Noroeste', '北西'),
  // Windows on both sides: prized for cross-ventilation (南北通透).
  north_south: t('North and south', '南北', 'Norte y sur', '南北'),
  east_west: t('East and west', '东西', 'Este y oeste', '東西'),
};

export const DECORATIONS = ['rough', 'simple', 'medium', 'fine', 'luxury'] as const;
export const Decoration = z.enum(DECORATIONS);
export type Decoration = z.infer<typeof Decoration>;
export const DECORATION_LABELS: Record<Decoration, Text> = {
  rough: t('Unfinished', '毛坯', 'Sin reformar', 'スケルトン'),
  simple: t('Basic', '简装', 'Básica', '簡易内装'),
  medium: t('Standard', '中装', 'Estándar', '標準内装'),
  fine: t('Fine', '精装', 'Buena calidad', '高級内装'),
  luxury: t('Luxury', '豪华', 'De lujo', '豪華内装'),
};

// Deposit months and months paid at a time (押一付三: one month's deposit, three months per payment).
export const RENT_PAYMENTS = ['deposit1_pay1', 'deposit1_pay3', 'deposit2_pay1', 'deposit2_pay3', 'half_yearly', 'yearly'] as const;
export const RentPayment = z.enum(RENT_PAYMENTS);
export type RentPayment = z.infer<typeof RentPayment>;
export const RENT_PAYMENT_LABELS: Record<RentPayment, Text> = {
  deposit1_pay1: t('1 month deposit, monthly', '押一付一', '1 mes de fianza, pago mensual', '敷金1ヶ月・月払い'),
  deposit1_pay3: t('1 month deposit, quarterly', '押一付三', '1 mes de fianza, pago trimestral', '敷金1ヶ月・3ヶ月払い'),
  deposit2_pay1: t('2 months deposit, monthly', '押二付一', '2 meses de fianza, pago mensual', '敷金2ヶ月・月払い'),
  deposit2_pay3: t('2 months deposit, quarterly', '押二付三', '2 meses de fianza, pago trimestral', '敷金2ヶ月・3ヶ月払い'),
  half_yearly: t('Half-yearly', '半年付', 'Semestral', '半年払い'),
  yearly: t('Yearly', '年付', 'Anual', '年払い'),
};

export const SOURCE_CHANNELS = ['walk_in', 'phone', 'online', 'referral', 'old_client', 'sweep', 'cold_visit'] as const;
export const SourceChannel = z.enum(SOURCE_CHANNELS);
export type SourceChannel = z.infer<typeof SourceChannel>;
export const SOURCE_CHANNEL_LABELS: Record<SourceChannel, Text> = {
  walk_in: t('Walk-in', '上门', 'Visita a la oficina', '来店'),
  phone: t('Phone', '电话', 'Teléfono', '電話'),
  online: t('Online', '网络', 'Internet', 'ネット'),
  referral: t('Referral', '转介绍', 'Recomendación', '紹介'),
  old_client: t('Returning client', '老客户', 'Cliente habitual', '既存顧客'),
  // 洗盘: calling the owners of listings seen elsewhere to win the listing.
  sweep: t('Listing sweep', '洗盘', 'Captación de anuncios', '物件洗い出し'),
  cold_visit: t('Cold visit', '陌拜', 'Visita en frío', '飛び込み訪問'),
};

export const CURRENT_USES = ['vacant', 'self_use', 'rented'] as const;
export const CurrentUse = z.enum(CURRENT_USES);
export type CurrentUse = z.infer<typeof CurrentUse>;
export const CURRENT_USE_LABELS: Record<CurrentUse, Text> = {
  vacant: t('Vacant', '空置', 'Vacío', '空室'),
  self_use: t('Owner-occupied', '自用', 'Uso propio', '自己使用'),
  rented: t('Rented out', '在租', 'Alquilado', '賃貸中'),
};

export const HOUSE_GRADES = ['a', 'b', 'c'] as const;
export const HouseGrade = z.enum(HOUSE_GRADES);
export type HouseGrade = z.infer<typeof HouseGrade>;
export const HOUSE_GRADE_LABELS: Record<HouseGrade, Text> = {
  a: t('A', 'A', 'A', 'A'),
  b: t('B', 'B', 'B', 'B'),
  c: t('C', 'C', 'C', 'C'),
};

export const HOUSE_LEVELS = ['normal', 'recommended', 'confidential', 'bargain'] as const;
export const HouseLevel = z.enum(HOUSE_LEVELS);
export type HouseLevel = z.infer<typeof HouseLevel>;
export const HOUSE_LEVEL_LABELS: Record<HouseLevel, Text> = {
  normal: t('Normal', '普通', 'Normal', '通常'),
  recommended: t('Recommended', '推荐', 'Recomendado', 'おすすめ'),
  // 加密: the owner's details are hidden from everyone but the people on the house.
  confidential: t('Confidential', '加密', 'Confidencial', '非公開'),
  // 笋盘: priced below the market.
  bargain: t('Bargain', '笋盘', 'Ganga', 'お買い得'),
};

export const HOUSE_POOLS = ['private', 'public'] as const;
export const HousePool = z.enum(HOUSE_POOLS);
export type HousePool = z.infer<typeof HousePool>;
export const HOUSE_POOL_LABELS: Record<HousePool, Text> = {
  private: t('Private listing', '私盘', 'Cartera privada', '個人物件'),
  public: t('Public listing', '公盘', 'Cartera común', '共有物件'),
};

export const HOUSE_STATUSES = [
  'valid', 'reserved', 'paused', 'sealed', 'deal_internal', 'deal_external', 'invalid', 'cancelled',
] as const;
export const HouseStatus = z.enum(HOUSE_STATUSES);
export type HouseStatus = z.infer<typeof HouseStatus>;
export const HOUSE_STATUS_LABELS: Record<HouseStatus, Text> = {
  valid: t('Available', '有效', 'Disponible', '有効'),
  reserved: t('Reserved', '预定', 'Reservado', '予約済み'),
  paused: t('On hold', '暂缓', 'En pausa', '保留'),
  sealed: t('Sealed', '封盘', 'Bloqueado', '封印'),
  // Sold or let by us (内成交) or by another agency (外成交).
  deal_internal: t('Closed by us', '内成交', 'Cerrado por nosotros', '自社成約'),
  deal_external: t('Closed elsewhere', '外成交', 'Cerrado por otros', '他社成約'),
  invalid: t('Invalid', '无效', 'No válido', '無効'),
  cancelled: t('Cancelled', '注销', 'Dado de baja', '抹消'),
};

export const KEY_STATUSES = ['in_store', 'lent', 'owner_took'] as const;
export const KeyStatus = z.enum(KEY_STATUSES);
export type KeyStatus = z.infer<typeof KeyStatus>;
export const KEY_STATUS_LABELS: Record<KeyStatus, Text> = {
  in_store: t('In store', '在店', 'En la tienda', '店舗保管'),
  lent: t('Lent out', '外借', 'Prestada', '貸出中'),
  owner_took: t('Taken back by owner', '房主取走', 'Retirada por el propietario', 'オーナー返却'),
};

// How an owner contact relates to the house's owner (业主本人 is the registered owner).
export const OWNER_RELATIONS = ['self', 'spouse', 'child', 'relative', 'agent'] as const;
export const OwnerRelation = z.enum(OWNER_RELATIONS);
export type OwnerRelation = z.infer<typeof OwnerRelation>;
export const OWNER_RELATION_LABELS: Record<OwnerRelation, Text> = {
  self: t('Owner', '业主本人', 'Propietario', '所有者本人'),
  spouse: t('Spouse', '配偶', 'Cónyuge', '配偶者'),
  child: t('Child', '子女', 'Hijo o hija', '子'),
  relative: t('Relative', '亲属', 'Familiar', '親族'),
  agent: t('Representative', '代理人', 'Representante', '代理人'),
};

export const PICTURE_GROUPS = ['layout', 'indoor', 'outdoor', 'certificate'] as const;
export const PictureGroup = z.enum(PICTURE_GROUPS);
export type PictureGroup = z.infer<typeof PictureGroup>;
export const PICTURE_GROUP_LABELS: Record<PictureGroup, Text> = {
  layout: t('Floor plan', '户型图', 'Plano', '間取り図'),
  indoor: t('Indoor', '室内', 'Interior', '室内'),
  outdoor: t('Outdoor', '室外', 'Exterior', '室外'),
  certificate: t('Certificates', '证件', 'Documentos', '証明書類'),
};

// The people credited on a house (the ACN split): they feed performance statistics.
export const HOUSE_STAFF_ROLES = ['recorder', 'maintainer', 'rental', 'key_holder', 'surveyor', 'vr_surveyor'] as const;
export const HouseStaffRole = z.enum(HOUSE_STAFF_ROLES);
export type HouseStaffRole = z.infer<typeof HouseStaffRole>;
export const HOUSE_STAFF_ROLE_LABELS: Record<HouseStaffRole, Text> = {
  recorder: t('Recorder', '录入人', 'Captador', '登録者'),
  maintainer: t('Maintainer', '维护人', 'Responsable', '担当者'),
  rental: t('Rental agent', '租赁人', 'Agente de alquiler', '賃貸担当'),
  key_holder: t('Key holder', '钥匙人', 'Custodio de llaves', '鍵担当'),
  surveyor: t('Surveyor', '实勘人', 'Inspector', '現地調査担当'),
  vr_surveyor: t('VR surveyor', 'VR实勘人', 'Inspector de RV', 'VR調査担当'),
};

// ---- customers and viewings
export const CUSTOMER_KINDS = ['buy', 'rent'] as const;
export const CustomerKind = z.enum(CUSTOMER_KINDS);
export type CustomerKind = z.infer<typeof CustomerKind>;
export const CUSTOMER_KIND_LABELS: Record<CustomerKind, Text> = {
  buy: t('Buyer', '求购', 'Comprador', '購入希望'),
  rent: t('Tenant', '求租', 'Inquilino', '賃借希望'),
};

export const CUSTOMER_LEVELS = ['a', 'b', 'c', 'd'] as const;
export const CustomerLevel = z.enum(CUSTOMER_LEVELS);
export type CustomerLevel = z.infer<typeof CustomerLevel>;
export const CUSTOMER_LEVEL_LABELS: Record<CustomerLevel, Text> = {
  a: t('A', 'A', 'A', 'A'),
  b: t('B', 'B', 'B', 'B'),
  c: t('C', 'C', 'C', 'C'),
  d: t('D', 'D', 'D', 'D'),
};

export const CUSTOMER_POOLS = ['private', 'public'] as const;
export const CustomerPool = z.enum(CUSTOMER_POOLS);
export type CustomerPool = z.infer<typeof CustomerPool>;
export const CUSTOMER_POOL_LABELS: Record<CustomerPool, Text> = {
  private: t('Private customer', '私客', 'Cliente privado', '個人顧客'),
  public: t('Public customer', '公客', 'Cliente común', '共有顧客'),
};

export const CUSTOMER_STATUSES = ['valid', 'paused', 'invalid', 'deal_internal', 'deal_external', 'wrong_phone'] as const;
export const CustomerStatus = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof CustomerStatus>;
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, Text> = {
  valid: t('Active', '有效', 'Activo', '有効'),
  paused: t('On hold', '暂缓', 'En pausa', '保留'),
  invalid: t('Invalid', '无效', 'No válido', '無効'),
  deal_internal: t('Closed by us', '内成交', 'Cerrado por nosotros', '自社成約'),
  deal_external: t('Closed elsewhere', '外成交', 'Cerrado por otros', '他社成約'),
  wrong_phone: t('Wrong phone number', '电话错误', 'Teléfono erróneo', '電話番号誤り'),
};

export const PAYMENTS = ['full', 'commercial_loan', 'fund_loan', 'combined'] as const;
export const Payment = z.enum(PAYMENTS);
export type Payment = z.infer<typeof Payment>;
export const PAYMENT_LABELS: Record<Payment, Text> = {
  full: t('Full payment', '全款', 'Pago al contado', '一括払い'),
  commercial_loan: t('Commercial loan', '商贷', 'Hipoteca bancaria', '銀行ローン'),
  // 公积金: the housing provident fund's loan.
  fund_loan: t('Provident fund loan', '公积金', 'Préstamo del fondo de vivienda', '住宅積立金ローン'),
  combined: t('Combined loan', '组合', 'Préstamo combinado', '併用ローン'),
};

export const URGENCIES = ['urgent', 'normal', 'relaxed'] as const;
export const Urgency = z.enum(URGENCIES);
export type Urgency = z.infer<typeof Urgency>;
export const URGENCY_LABELS: Record<Urgency, Text> = {
  urgent: t('Urgent', '急', 'Urgente', '至急'),
  normal: t('Normal', '一般', 'Normal', '普通'),
  relaxed: t('Not in a hurry', '不急', 'Sin prisa', '急がない'),
};

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'viewed', 'cancelled', 'missed'] as const;
export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, Text> = {
  pending: t('Booked', '预约中', 'Reservada', '予約中'),
  confirmed: t('Confirmed', '已确认', 'Confirmada', '確定済み'),
  viewed: t('Viewed', '已带看', 'Visitada', '内見済み'),
  cancelled: t('Cancelled', '已取消', 'Cancelada', 'キャンセル済み'),
  missed: t('Missed', '已失约', 'No presentado', '不履行'),
};

export const APPOINTMENT_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export const AppointmentSlot = z.enum(APPOINTMENT_SLOTS);
export type AppointmentSlot = z.infer<typeof AppointmentSlot>;
export const APPOINTMENT_SLOT_LABELS: Record<AppointmentSlot, Text> = {
  morning: t('Morning', '上午', 'Mañana', '午前'),
  afternoon: t('Afternoon', '下午', 'Tarde', '午後'),
  evening: t('Evening', '晚上', 'Noche', '夜'),
};

export const SEXES = ['male', 'female'] as const;
export const Sex = z.enum(SEXES);
export type Sex = z.infer<typeof Sex>;
export const SEX_LABELS: Record<Sex, Text> = {
  male: t('Mr', '先生', 'Sr.', '男性'),
  female: t('Ms', '女士', 'Sra.', '女性'),
};

// Where an online customer came from (the channel of the source 网络).
export const CUSTOMER_CHANNELS = ['wuba', 'anjuke', 'beike', 'fang', 'wechat', 'douyin', 'other'] as const;
export const CustomerChannel = z.enum(CUSTOMER_CHANNELS);
export type CustomerChannel = z.infer<typeof CustomerChannel>;
export const CUSTOMER_CHANNEL_LABELS: Record<CustomerChannel, Text> = {
  wuba: t('58.com', '58同城', '58.com', '58同城'),
  anjuke: t('Anjuke', '安居客', 'Anjuke', '安居客'),
  beike: t('Beike', '贝壳', 'Beike', '貝殻'),
  fang: t('Fang.com', '房天下', 'Fang.com', '房天下'),
  wechat: t('WeChat', '微信', 'WeChat', 'WeChat'),
  douyin: t('Douyin', '抖音', 'Douyin', 'Douyin'),
  other: t('Other', '其他', 'Otro', 'その他'),
};

// ---- staff: the status, education and work type codes are those of contract/src/member.ts
// ---- articles: the company's article types, numeric ids as text (article/get_type answers them as a map)
export const ARTICLE_TYPES = ['1', '2', '3', '4', '5'] as const;
export const ArticleType = z.enum(ARTICLE_TYPES);
export type ArticleType = z.infer<typeof ArticleType>;
export const ARTICLE_TYPE_LABELS: Record<ArticleType, Text> = {
  1: t('Training', '培训资料', 'Formación', '研修資料'),
  2: t('Policies and regulations', '政策法规', 'Normativa', '政策・法規'),
  3: t('Company rules', '公司制度', 'Normas de la empresa', '社内規定'),
  4: t('Industry news', '行业资讯', 'Noticias del sector', '業界ニュース'),
  5: t('Experience sharing', '经验分享', 'Experiencias compartidas', '経験共有'),
};

// ---- the dictionaries served by item/{id} and item/get, keyed by dictionary code
export type ItemDictionary = { values: readonly string[]; labels: Record<string, Text> };

const dict = <V extends string>(values: readonly V[], labels: Record<V, Text>): ItemDictionary => ({ values, labels });

export const ITEM_DICTIONARIES = {
  house_kind: dict(HOUSE_KINDS, HOUSE_KIND_LABELS),
  house_use: dict(HOUSE_USES, HOUSE_USE_LABELS),
  house_orientation: dict(ORIENTATIONS, ORIENTATION_LABELS),
  house_decoration: dict(DECORATIONS, DECORATION_LABELS),
  rent_payment: dict(RENT_PAYMENTS, RENT_PAYMENT_LABELS),
  house_source: dict(SOURCE_CHANNELS, SOURCE_CHANNEL_LABELS),
  house_current_use: dict(CURRENT_USES, CURRENT_USE_LABELS),
  house_grade: dict(HOUSE_GRADES, HOUSE_GRADE_LABELS),
  house_level: dict(HOUSE_LEVELS, HOUSE_LEVEL_LABELS),
  house_pool: dict(HOUSE_POOLS, HOUSE_POOL_LABELS),
  house_status: dict(HOUSE_STATUSES, HOUSE_STATUS_LABELS),
  key_status: dict(KEY_STATUSES, KEY_STATUS_LABELS),
  picture_group: dict(PICTURE_GROUPS, PICTURE_GROUP_LABELS),
  house_staff_role: dict(HOUSE_STAFF_ROLES, HOUSE_STAFF_ROLE_LABELS),
  customer_kind: dict(CUSTOMER_KINDS, CUSTOMER_KIND_LABELS),
  customer_level: dict(CUSTOMER_LEVELS, CUSTOMER_LEVEL_LABELS),
  customer_pool: dict(CUSTOMER_POOLS, CUSTOMER_POOL_LABELS),
  customer_status: dict(CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS),
  customer_payment: dict(PAYMENTS, PAYMENT_LABELS),
  customer_urgency: dict(URGENCIES, URGENCY_LABELS),
  appointment_status: dict(APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS),
  appointment_slot: dict(APPOINTMENT_SLOTS, APPOINTMENT_SLOT_LABELS),
  customer_channel: dict(CUSTOMER_CHANNELS, CUSTOMER_CHANNEL_LABELS),
  sex: dict(SEXES, SEX_LABELS),
  staff_education: dict(STAFF_EDUCATIONS, STAFF_EDUCATION_LABELS),
  staff_worktype: dict(STAFF_WORKTYPES, STAFF_WORKTYPE_LABELS),
  staff_status: dict(STAFF_STATUSES, STAFF_STATUS_LABELS),
  article_type: dict(ARTICLE_TYPES, ARTICLE_TYPE_LABELS),
} satisfies Record<string, ItemDictionary>;

export type ItemCode = keyof typeof ITEM_DICTIONARIES;
export const ITEM_CODES = Object.keys(ITEM_DICTIONARIES) as ItemCode[];

export function isItemCode(value: string): value is ItemCode {
  return Object.hasOwn(ITEM_DICTIONARIES, value);
}
