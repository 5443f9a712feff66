import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { OwnerPhone } from './house-owner.js';
import { SquareMetres, Yuan } from './house.js';
import { Epoch, Flag, Id, IdParams, PageQuery, QueryFlag, Version } from './validators.js';

// New houses (新房): projects sold for developers. A project has layouts (户型), the developer's sales agents on site
// (案场销售, newhouseagent), our staff linked to it (关联负责人, staffrelate: 驻场 and 渠道), one responsible manager
// (newhouseman), pictures in groups and follow-ups. A project is offered for distribution once published.
//
// Distribution (分销): an agent files a report (报备) of a customer to a published project that is not sold out. The
// project side confirms it (有效 / 无效; 未认定 until then) and records its progress 报备 → 带看 → 认筹 → 认购 → 成交 →
// 结佣, with 退筹 after 认筹 or 认购. Each stage is dated, never before the previous one nor in the future. A report is
// protected for the project's protect_days from its latest stage (each advance extends it); a report still at 报备
// lapses (失效) when the visit window (visit_days from filing) passes without a visit. While a report of a phone is
// protected and neither invalid nor lapsed, nobody may report the same phone to the same project again.
// Money is yuan with two decimals (kept in fen), areas square metres, times epoch seconds.

const t = text;
const Name = z.string().trim().min(1).max(50);
const Remark = z.string().trim().max(500).default('');
const Keyword = z.string().trim().max(50).optional();

// ---- enums
export const NEWHOUSE_USES = ['residence', 'apartment', 'villa', 'shop', 'office'] as const;
export const NewhouseUse = z.enum(NEWHOUSE_USES);
export type NewhouseUse = z.infer<typeof NewhouseUse>;
export const NEWHOUSE_USE_LABELS: Record<NewhouseUse, Text> = {
  residence: t('Residential', '住宅', 'Residencial', '住宅'),
  apartment: t('Apartment', '公寓', 'Apartamento', 'アパートメント'),
  villa: t('Villa', '别墅', 'Chalet', '一戸建て'),
  shop: t('Shop', '商铺', 'Local comercial', '店舗'),
  office: t('Office', '写字楼', 'Oficina', 'オフィス'),
};

export const NEWHOUSE_SALE_STATES = ['upcoming', 'selling', 'sold_out'] as const;
export const NewhouseSaleState = z.enum(NEWHOUSE_SALE_STATES);
export type NewhouseSaleState = z.infer<typeof NewhouseSaleState>;
export const NEWHOUSE_SALE_STATE_LABELS: Record<NewhouseSaleState, Text> = {
  upcoming: t('Coming soon', '待售', 'Próximamente', '販売予定'),
  selling: t('On sale', '在售', 'En venta', '販売中'),
  sold_out: t('Sold out', '售罄', 'Agotado', '完売'),
};

// How a report's customer phone is shown to everyone but the reporter: whole, or 前三后四 (138****5678).
export const REPORT_PHONE_MODES = ['full', 'masked'] as const;
export const ReportPhoneMode = z.enum(REPORT_PHONE_MODES);
export type ReportPhoneMode = z.infer<typeof ReportPhoneMode>;
export const REPORT_PHONE_MODE_LABELS: Record<ReportPhoneMode, Text> = {
  full: t('Full number', '全号报备', 'Número completo', '全桁'),
  masked: t('First 3 and last 4 digits', '前三后四', 'Tres primeras y cuatro últimas cifras', '先頭3桁と末尾4桁'),
};


export const STAFF_RELATE_ROLES = ['resident', 'channel'] as const;
export const StaffRelateRole = z.enum(STAFF_RELATE_ROLES);
export type StaffRelateRole = z.infer<typeof StaffRelateRole>;
export const STAFF_RELATE_ROLE_LABELS: Record<StaffRelateRole, Text> = {
  resident: t('On-site', '驻场', 'En obra', '常駐'),
  channel: t('Channel manager', '渠道经理', 'Gestor de canal', 'チャネル担当'),
};

export const NEWHOUSE_PICTURE_GROUPS = ['effect', 'real', 'sample', 'layout', 'location'] as const;
export const NewhousePictureGroup = z.enum(NEWHOUSE_PICTURE_GROUPS);
export type NewhousePictureGroup = z.infer<typeof NewhousePictureGroup>;
export const NEWHOUSE_PICTURE_GROUP_LABELS: Record<NewhousePictureGroup, Text> = {
  effect: t('Renderings', '效果图', 'Infografías', '完成予想図'),
  real: t('Site photos', '实景图', 'Fotos de obra', '現地写真'),
  sample: t('Show flat', '样板间', 'Piso piloto', 'モデルルーム'),
  layout: t('Floor plans', '户型图', 'Planos', '間取り図'),
  location: t('Location', '区位图', 'Ubicación', '位置図'),
};

// ---- limits
export const NEWHOUSE_PROTECT_DAYS_DEFAULT = 30;
export const NEWHOUSE_VISIT_DAYS_DEFAULT = 7;
export const NEWHOUSE_PICTURE_MAX_PER_PROJECT = 60;
export const NEWHOUSE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const NEWHOUSE_PICTURE_KINDS = ['jpeg', 'png', 'webp'] as const;
export const NEWHOUSE_LAYOUTS_MAX = 100;
export const NEWHOUSE_AGENTS_MAX = 50;

export const NEWHOUSE_RULE_TEXTS = {
  notOpen: t('the project is not open for reports (unpublished or sold out)', '该楼盘未发布或已售罄，不能报备', 'el proyecto no admite reportes (sin publicar o agotado)', 'この物件は未公開または完売のため報告できません'),
  protected: t('this customer was already reported to the project and is protected until {until}', '该客户已被报备，保护期至{until}', 'este cliente ya fue reportado al proyecto y está protegido hasta {until}', 'この顧客は既に報告済みで、{until}まで保護されています'),
  decided: t('the report has already been decided', '该报备已认定', 'el reporte ya está decidido', 'この報告は既に認定済みです'),
  confirmFirst: t('confirm the report as valid first', '请先认定报备有效', 'primero confirme el reporte como válido', '先に報告を有効と認定してください'),
  stage: t('a report at {from} cannot move to {to}', '报备进度不能从{from}变为{to}', 'un reporte en {from} no puede pasar a {to}', '進捗を{from}から{to}には変更できません'),
  stageTime: t('the time must be after the previous stage and not in the future', '时间须晚于上一进度且不能晚于现在', 'la fecha debe ser posterior a la etapa anterior y no futura', '前の進捗より後で、未来ではない日時を指定してください'),
  amountRequired: t('enter the amount for this stage', '请填写该进度的金额', 'indique el importe de esta etapa', 'この進捗の金額を入力してください'),
  lapsed: t('the report lapsed: the customer did not visit within {days} days', '报备已失效：客户未在{days}天内到访', 'el reporte caducó: el cliente no visitó en {days} días', '報告は失効しました：{days}日以内に来場がありませんでした'),
  notPending: t('only a report not yet decided can be edited', '只能修改未认定的报备', 'solo se puede editar un reporte sin decidir', '未認定の報告のみ編集できます'),
  reasonRequired: t('say why the report is invalid', '请填写无效原因', 'indique por qué el reporte no es válido', '無効の理由を入力してください'),
  projectFull: t('a project holds at most {max} pictures', '每个楼盘最多{max}张图片', 'un proyecto admite como máximo {max} fotos', '1物件あたりの写真は最大{max}枚です'),
  tooMany: t('a project holds at most {max} {what}', '每个楼盘最多{max}个{what}', 'un proyecto admite como máximo {max} {what}', '1物件あたり{what}は最大{max}件です'),
  visitPast: t('the planned visit cannot be before now', '预计到访时间不能早于现在', 'la visita prevista no puede ser anterior a ahora', '来場予定日時は現在より前にできません'),
  visitLate: t('the planned visit must be within the project\'s {days}-day visit window (by {until})', '预计到访时间须在{days}天到访期内（{until}前）',
    'la visita prevista debe caer dentro del plazo de visita de {days} días del proyecto (hasta {until})', '来場予定日時は{days}日間の来場期間内（{until}まで）にしてください'),
  phoneRequired: t('enter the customer\'s phone', '请填写客户电话', 'indique el teléfono del cliente', '顧客の電話番号を入力してください'),
  rangeOrder: t('the lower bound must not exceed the upper one', '下限不能大于上限', 'el mínimo no puede superar al máximo', '下限は上限を超えられません'),
} as const satisfies Record<string, Text>;
export type NewhouseRule = keyof typeof NEWHOUSE_RULE_TEXTS;

export function newhouseRuleText(rule: NewhouseRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(NEWHOUSE_RULE_TEXTS[rule][lang], params);
}

// ---- projects
export const NewhouseItem = z.object({
  id: z.number().int(),
  name: z.string(),
  area_id: z.number().int().nullable(),
  area_name: z.string(),
  address: z.string(),
  developer: z.string(),
  use: NewhouseUse,
  sale_state: NewhouseSaleState,
  // Average price, yuan per square metre.
  price_avg: z.number().nullable(),
  // Total price range of a home, yuan.
  price_total_min: z.number().nullable(),
  price_total_max: z.number().nullable(),
  // The layouts' smallest and largest areas; null without layouts.
  area_min: z.number().nullable(),
  area_max: z.number().nullable(),
  // The distinct bedroom counts of its layouts, ascending.
  rooms: z.array(z.number().int()),
  opening_at: z.number().int().nullable(),
  delivery_at: z.number().int().nullable(),
  property_years: z.number().int().nullable(),
  // The commission the developer pays, as agreed (总价1.5%, 每套2万).
  commission: z.string(),
  protect_days: z.number().int(),
  visit_days: z.number().int(),
  phone_mode: ReportPhoneMode,
  labels: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  published: Flag,
  manager_id: z.number().int().nullable(),
  manager_name: z.string(),
  description: z.string(),
  // The first rendering's (else any picture's) thumbnail; empty without pictures.
  cover_url: z.string(),
  layout_count: z.number().int(),
  // Reports confirmed valid.
  report_count: z.number().int(),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type NewhouseItem = z.infer<typeof NewhouseItem>;

const PriceRange = (v: { price_total_min?: number | null | undefined; price_total_max?: number | null | undefined }) =>
  v.price_total_min == null || v.price_total_max == null || v.price_total_min <= v.price_total_max;

const NewhouseFields = {
  name: Name,
  area_id: Id.nullable().default(null),
  address: z.string().trim().max(200).default(''),
  developer: z.string().trim().max(100).default(''),
  use: NewhouseUse.default('residence'),
  sale_state: NewhouseSaleState.default('selling'),
  price_avg: Yuan.nullable().default(null),
  price_total_min: Yuan.nullable().default(null),
  price_total_max: Yuan.nullable().default(null),
  opening_at: Epoch.nullable().default(null),
  delivery_at: Epoch.nullable().default(null),
  property_years: z.number().int().min(1).max(99).nullable().default(null),
  commission: z.string().trim().max(100).default(''),
  protect_days: z.number().int().min(1).max(365).default(NEWHOUSE_PROTECT_DAYS_DEFAULT),
  visit_days: z.number().int().min(1).max(90).default(NEWHOUSE_VISIT_DAYS_DEFAULT),
  phone_mode: ReportPhoneMode.default('masked'),
  label_ids: z.array(Id).max(20).default([]),
  description: z.string().trim().max(5000).default(''),
};

export const NEWHOUSE_SORTS = ['updated', 'price', 'opening'] as const;
export const NewhouseSort = z.enum(NEWHOUSE_SORTS);

export const newhouseList = endpoint({
  method: 'GET', path: 'newhouse', access: 'newhouse:list', tag: 'newhouse',
  summary: 'New-house projects, filtered by keyword (name, address, developer), area, use, sale state, bedrooms (a layout with that many), label and average price; published ones only unless the caller holds newhouse:edit. Sorted by the latest change (default), average price or opening, descending unless order=asc.',
  input: z.strictObject({
    ...PageQuery,
    keyword: Keyword,
    area_id: Id.optional(),
    use: NewhouseUse.optional(),
    sale_state: NewhouseSaleState.optional(),
    rooms: z.coerce.number().int().min(1).max(9).optional(),
    label_id: Id.optional(),
    price_min: z.coerce.number().min(0).max(100_000_000).optional(),
    price_max: z.coerce.number().min(0).max(100_000_000).optional(),
    published: QueryFlag.optional(),
    sort: NewhouseSort.default('updated'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }).refine((v) => v.price_min === undefined || v.price_max === undefined || v.price_min <= v.price_max, { message: 'below price_min', path: ['price_max'] }),
  data: pagedOf(NewhouseItem),
});

export const newhouseGet = endpoint({
  method: 'GET', path: 'newhouse/{id}', access: 'newhouse:list', tag: 'newhouse', params: IdParams,
  summary: 'One project (a published one unless the caller holds newhouse:edit), for its detail page.',
  input: z.strictObject({}),
  data: NewhouseItem,
  beyondSpec: 'The spec lists the project detail screen (/newhouses/newhousedetails/{id}) but no call reading one project.',
});

export const newhouseAdd = endpoint({
  method: 'POST', path: 'newhouse/add', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Enters a project (unpublished, without a manager). The name is unique among projects (409002).',
  input: z.strictObject(NewhouseFields).refine(PriceRange, { message: 'below price_total_min', path: ['price_total_max'] }),
  data: NewhouseItem,
});

export const newhouseUpdate = endpoint({
  method: 'POST', path: 'newhouse/update', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Changes a project\'s fields (all of them, as newhouse/add takes them). Reports already filed keep the protection they were given; the new protect and visit days apply from their next stage.',
  input: z.strictObject({ id: Id, version: Version, ...NewhouseFields }).refine(PriceRange, { message: 'below price_total_min', path: ['price_total_max'] }),
  data: NewhouseItem,
});

export const newhousePublic = endpoint({
  method: 'POST', path: 'newhouse/newhousepublic', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Publishes a project for distribution (published=1: agents see it and may report customers to it) or withdraws it (0: reports already filed go on).',
  input: z.strictObject({ id: Id, version: Version, published: Flag }),
  data: NewhouseItem,
});

export const newhouseMan = endpoint({
  method: 'POST', path: 'newhouse/newhouseman', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Names the project\'s responsible manager (a working staff member), or none with null. The manager, like the staff linked to the project, may confirm its reports.',
  input: z.strictObject({ id: Id, version: Version, manager_id: Id.nullable() }),
  data: NewhouseItem,
});

// ---- labels
export const newhouseLabels = endpoint({
  method: 'GET', path: 'labelnewhouse', access: 'signed-in', tag: 'newhouse',
  summary: 'The labels in use for new-house projects (labels of kind newhouse, managed with the other labels), in their sort order.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })) }),
});

// ---- layouts
export const NewhouseLayout = z.object({
  id: z.number().int(),
  newhouse_id: z.number().int(),
  name: z.string(),
  rooms: z.number().int(),
  halls: z.number().int(),
  toilets: z.number().int(),
  area: z.number(),
  // Total price, yuan; null when not announced.
  price_total: z.number().nullable(),
  orientation: z.string(),
  sale_state: NewhouseSaleState,
  remark: z.string(),
  version: z.number().int(),
  created_at: z.number().int(),
});
export type NewhouseLayout = z.infer<typeof NewhouseLayout>;

const LayoutFields = {
  name: Name,
  rooms: z.number().int().min(0).max(9),
  halls: z.number().int().min(0).max(9).default(1),
  toilets: z.number().int().min(0).max(9).default(1),
  area: SquareMetres,
  price_total: Yuan.nullable().default(null),
  orientation: z.string().trim().max(20).default(''),
  sale_state: NewhouseSaleState.default('selling'),
  remark: Remark,
};

export const newhouseLayoutList = endpoint({
  method: 'GET', path: 'newhouselayout', access: 'newhouse:list', tag: 'newhouse',
  summary: 'The layouts of a project the caller may see, by bedrooms then area. Not paged: a project holds at most 100.',
  input: z.strictObject({ new_id: Id, rooms: z.coerce.number().int().min(0).max(9).optional() }),
  data: z.object({ list: z.array(NewhouseLayout) }),
});

export const newhouseLayoutGet = endpoint({
  method: 'GET', path: 'newhouselayout/{id}', access: 'newhouse:list', tag: 'newhouse', params: IdParams,
  summary: 'One layout of a project the caller may see.',
  input: z.strictObject({}),
  data: NewhouseLayout,
});

export const newhouseLayoutRooms = endpoint({
  method: 'GET', path: 'newhouselayout/layoutshi', access: 'newhouse:list', tag: 'newhouse',
  summary: 'A project\'s layouts counted by bedrooms (居室), ascending, for the layout tabs.',
  input: z.strictObject({ new_id: Id }),
  data: z.object({ list: z.array(z.object({ rooms: z.number().int(), count: z.number().int() })) }),
});

export const newhouseLayoutAdd = endpoint({
  method: 'POST', path: 'newhouselayout/add', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Adds a layout to a project; its name is unique within the project (409002); at most 100 per project.',
  input: z.strictObject({ new_id: Id, ...LayoutFields }),
  data: NewhouseLayout,
});

export const newhouseLayoutUpdate = endpoint({
  method: 'POST', path: 'newhouselayout/update', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Changes a layout.',
  input: z.strictObject({ id: Id, version: Version, ...LayoutFields }),
  data: NewhouseLayout,
});

export const newhouseLayoutDelete = endpoint({
  method: 'POST', path: 'newhouselayout/delete', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Removes a layout.',
  input: z.strictObject({ id: Id }),
  data: z.null(),
});

// ---- the developer's agents on site
export const NewhouseAgent = z.object({
  id: z.number().int(),
  newhouse_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  position: z.string(),
  enabled: Flag,
  remark: z.string(),
  version: z.number().int(),
  created_at: z.number().int(),
});
export type NewhouseAgent = z.infer<typeof NewhouseAgent>;

const AgentFields = { name: Name, phone: OwnerPhone, position: z.string().trim().max(30).default(''), remark: Remark };

export const newhouseAgentList = endpoint({
  method: 'GET', path: 'newhouseagent/{id}', access: 'newhouse:list', tag: 'newhouse', params: IdParams,
  summary: 'The developer\'s sales agents on site of project {id} (one the caller may see), enabled first, then by name.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(NewhouseAgent) }),
});

export const newhouseAgentAdd = endpoint({
  method: 'POST', path: 'newhouseagent/add', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Adds a sales agent of the developer to a project; at most 50 per project.',
  input: z.strictObject({ new_id: Id, ...AgentFields }),
  data: NewhouseAgent,
});

export const newhouseAgentUpdate = endpoint({
  method: 'POST', path: 'newhouseagent/update', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Changes a sales agent, or disables one who left (enabled 0); agents are kept for the history.',
  input: z.strictObject({ id: Id, version: Version, ...AgentFields, enabled: Flag.default(1) }),
  data: NewhouseAgent,
});

// ---- our staff linked to projects
export const StaffRelateItem = z.object({
  id: z.number().int(),
  newhouse_id: z.number().int(),
  newhouse_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  store_name: z.string(),
  role: StaffRelateRole,
  created_at: z.number().int(),
});
export type StaffRelateItem = z.infer<typeof StaffRelateItem>;

export const staffRelateList = endpoint({
  method: 'GET', path: 'staffrelate', access: 'newhouse:linkage', tag: 'newhouse',
  summary: 'Staff linked to projects, by project, person, role or keyword (project or person name), newest first.',
  input: z.strictObject({ ...PageQuery, new_id: Id.optional(), user_id: Id.optional(), role: StaffRelateRole.optional(), keyword: Keyword }),
  data: pagedOf(StaffRelateItem),
});

export const staffRelateSave = endpoint({
  method: 'POST', path: 'staffrelate/save', access: 'newhouse:linkage', tag: 'newhouse',
  summary: 'Links a working staff member to a project in a role, or changes the role of the person\'s existing link (one link per person and project).',
  input: z.strictObject({ new_id: Id, user_id: Id, role: StaffRelateRole }),
  data: StaffRelateItem,
});

export const staffRelateDelete = endpoint({
  method: 'POST', path: 'staffrelate/delete', access: 'newhouse:linkage', tag: 'newhouse',
  summary: 'Removes a link.',
  input: z.strictObject({ id: Id }),
  data: z.null(),
});

// ---- pictures
export const NewhousePicture = z.object({
  id: z.number().int(),
  newhouse_id: z.number().int(),
  group: NewhousePictureGroup,
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  original_name: z.string(),
  uploader_name: z.string(),
  created_at: z.number().int(),
});
export type NewhousePicture = z.infer<typeof NewhousePicture>;

export const newhousePictureList = endpoint({
  method: 'GET', path: 'housepicture/newhouselist', access: 'newhouse:list', tag: 'newhouse',
  summary: 'The pictures of a project the caller may see, by group then upload order. Not paged: a project holds at most 60.',
  input: z.strictObject({ new_id: Id, group: NewhousePictureGroup.optional() }),
  data: z.object({ list: z.array(NewhousePicture), total: z.number().int(), max: z.number().int() }),
});

export const newhousePictureUpload = endpoint({
  method: 'POST', path: 'housepicture/newhouseupload', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Uploads a picture of a project (multipart: field `file`, JPEG, PNG or WebP up to 10 MB, checked by content; form fields `new_id` and `group`); at most 60 per project (429001); a thumbnail is made.',
  input: z.strictObject({ new_id: Id, group: NewhousePictureGroup }),
  upload: { field: 'file', maxBytes: NEWHOUSE_PICTURE_MAX_BYTES, kinds: NEWHOUSE_PICTURE_KINDS },
  data: NewhousePicture,
});

export const newhousePictureDelete = endpoint({
  method: 'POST', path: 'housepicture/newhousedelete', access: 'newhouse:edit', tag: 'newhouse',
  summary: 'Removes a picture of a project, with its files.',
  input: z.strictObject({ id: Id }),
  data: z.null(),
  beyondSpec: 'The spec lists uploading and listing a project\'s pictures but no way to remove one uploaded by mistake.',
});
