import { z } from 'zod';
import { FileData, endpoint, type FileKind } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseKind } from './enums.js';
import { Yuan } from './house.js';
import { Day, daySpan } from './statistics.js';
import { Flag, Id, IdParams, PageQuery, Version } from './validators.js';

// House entrust books (委托书): the owner's signed mandate to sell (出售) or let (出租) a house, of a type (普通, 独家,
// 限时), for a period of company days, at an agreed price, with the signed scans. An agent enters it as a draft, then
// submits it: it waits for the business approval `entrust_book` (when its flow is enabled, else it is effective at
// once) and becomes 生效 when approved or 已驳回 when not (changed and submitted again). An effective book whose end date
// has passed shows 已过期 (derived, never stored). The houseentrust/* calls cover both kinds; the older sale calls
// (house/*entrustbook) and rental calls (entrustbook/*hire) are the same operations fixed to one kind.

const t = text;

export const ENTRUST_TYPES = ['general', 'exclusive', 'limited'] as const;
export const EntrustType = z.enum(ENTRUST_TYPES);
export type EntrustType = z.infer<typeof EntrustType>;
export const ENTRUST_TYPE_LABELS: Record<EntrustType, Text> = {
  general: t('General', '普通', 'General', '一般'),
  exclusive: t('Exclusive', '独家', 'En exclusiva', '専任'),
  limited: t('Time-limited', '限时', 'Por tiempo limitado', '期間限定'),
};

// What is stored; 'expired' is shown for an effective book whose end date has passed.
export const ENTRUST_STATUSES = ['draft', 'pending', 'effective', 'rejected'] as const;
export const EntrustStatus = z.enum(ENTRUST_STATUSES);
export type EntrustStatus = z.infer<typeof EntrustStatus>;
export const ENTRUST_STATES = [...ENTRUST_STATUSES, 'expired'] as const;
export const EntrustState = z.enum(ENTRUST_STATES);
export type EntrustState = z.infer<typeof EntrustState>;
export const ENTRUST_STATE_LABELS: Record<EntrustState, Text> = {
  draft: t('Draft', '草稿', 'Borrador', '下書き'),
  pending: t('In approval', '审批中', 'En aprobación', '承認待ち'),
  effective: t('Effective', '生效', 'Vigente', '有効'),
  rejected: t('Rejected', '已驳回', 'Rechazado', '却下'),
  expired: t('Expired', '已过期', 'Vencido', '期限切れ'),
};
// The names of a book's fields (forms, tables, the approval's change lines).
export const ENTRUST_FIELD_LABELS = {
  book: t('Entrust book', '委托书', 'Encargo', '委託書'),
  type: t('Type', '委托类型', 'Tipo', '委託種別'),
  period: t('Period', '委托期限', 'Periodo', '委託期間'),
  start: t('Start date', '开始日期', 'Fecha de inicio', '開始日'),
  end: t('End date', '结束日期', 'Fecha de fin', '終了日'),
  owner: t('Owner', '业主', 'Propietario', 'オーナー'),
  salePrice: t('Agreed total price (yuan)', '委托总价（元）', 'Precio total acordado (yuanes)', '委託総額（元）'),
  rentPrice: t('Agreed monthly rent (yuan)', '委托月租（元）', 'Alquiler mensual acordado (yuanes)', '委託月額賃料（元）'),
  commission: t('Commission terms', '佣金约定', 'Condiciones de comisión', '手数料の取り決め'),
  remark: t('Remark', '备注', 'Observaciones', '備考'),
  scans: t('Signed scans', '签字扫描件', 'Escaneos firmados', '署名済みスキャン'),
  state: t('State', '状态', 'Estado', '状態'),
  agent: t('Agent', '经纪人', 'Agente', '担当者'),
  openEnded: t('open-ended', '长期', 'sin fin', '期限なし'),
} as const satisfies Record<string, Text>;

// Books that may still be changed, submitted or deleted.
export const ENTRUST_EDITABLE: readonly EntrustStatus[] = ['draft', 'rejected'];

export const ENTRUST_SCANS_MAX = 10;
export const ENTRUST_SCAN_MAX_BYTES = 10 * 1024 * 1024;
export const ENTRUST_SCAN_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
// The longest period of one book, in days, both ends included (three years).
export const ENTRUST_PERIOD_DAYS_MAX = 1096;
export const ENTRUST_EXPIRY_WINDOW_MAX = 366;
// The web app's phone upload page of a book (hash route); the QR codes encode it.
export const ENTRUST_UPLOAD_LINK = '/#/entrust/upload?id=';

export const ENTRUST_RULE_TEXTS = {
  endRequired: t('an exclusive or time-limited book needs an end date', '独家或限时委托须填写结束日期', 'un encargo en exclusiva o por tiempo limitado necesita fecha de fin', '専任・期間限定の委託には終了日が必要です'),
  endBeforeStart: t('the end date is before the start date', '结束日期早于开始日期', 'la fecha de fin es anterior a la de inicio', '終了日が開始日より前です'),
  periodTooLong: t('a book lasts at most {days} days', '委托期限最长{days}天', 'un encargo dura como máximo {days} días', '委託期間は最長{days}日です'),
  scanRequired: t('attach the signed scan before submitting', '提交前请上传签字委托书扫描件', 'adjunte el escaneo firmado antes de enviarlo', '提出前に署名済みのスキャンを添付してください'),
  exclusiveTaken: t('the house already has an exclusive entrust book (No. {id}, {state})', '该房源已有独家委托书（编号{id}，{state}）', 'el inmueble ya tiene un encargo en exclusiva (n.º {id}, {state})', 'この物件には既に専任の委託書があります（番号{id}、{state}）'),
  notEditable: t('only a draft or rejected book can be changed, submitted or deleted (this one is {state})', '只有草稿或已驳回的委托书可以修改、提交或删除（当前：{state}）', 'solo un encargo en borrador o rechazado se puede cambiar, enviar o eliminar (este está {state})', '下書きまたは却下の委託書のみ変更・提出・削除できます（現在：{state}）'),
  wrongKind: t('the house is {kind}: use the calls of its kind', '该房源为{kind}房源，请使用对应类型的接口', 'el inmueble es {kind}: use las llamadas de su tipo', 'この物件は{kind}です。対応する種類の操作を使ってください'),
  fileUnknown: t('scan {id} is not one you uploaded and may attach', '扫描件{id}不是您上传的可用文件', 'el escaneo {id} no es uno que usted haya subido y pueda adjuntar', 'スキャン{id}はあなたがアップロードした添付可能なファイルではありません'),
  unreadable: t('the file cannot be read as an image', '文件无法识别为图片', 'el archivo no se puede leer como imagen', 'ファイルを画像として読み込めません'),
  noScan: t('the book has no scan {index}', '该委托书没有第{index}张扫描件', 'el encargo no tiene el escaneo {index}', 'この委託書には{index}枚目のスキャンがありません'),
} as const satisfies Record<string, Text>;
export type EntrustRule = keyof typeof ENTRUST_RULE_TEXTS;

export function entrustRuleText(rule: EntrustRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(ENTRUST_RULE_TEXTS[rule][lang], params);
}

// The period's rule broken, or null: the form checks it before sending and the server again.
export function entrustPeriodRule(type: EntrustType, start: string, end: string | null): EntrustRule | null {
  if (end === null) return type === 'general' ? null : 'endRequired';
  if (end < start) return 'endBeforeStart';
  return daySpan(start, end) > ENTRUST_PERIOD_DAYS_MAX ? 'periodTooLong' : null;
}

// What a book shows: 已过期 for an effective one whose end date is before `today` (company days, 'YYYY-MM-DD').
export function entrustState(status: EntrustStatus, end: string | null, today: string): EntrustState {
  return status === 'effective' && end !== null && end < today ? 'expired' : status;
}

export const EntrustScan = z.object({
  id: z.number().int(), url: z.string(), thumb_url: z.string(), width: z.number().int(), height: z.number().int(), name: z.string(),
});
export type EntrustScan = z.infer<typeof EntrustScan>;

export const EntrustItem = z.object({
  id: z.number().int(),
  kind: HouseKind,
  house_id: z.number().int(),
  // Community, building, unit and door.
  house_address: z.string(),
  type: EntrustType,
  start_date: z.string(),
  end_date: z.string().nullable(),
  owner_name: z.string(),
  // Yuan: a sale's total price, a rental's monthly rent.
  price: z.number(),
  commission: z.string(),
  remark: z.string(),
  scans: z.array(EntrustScan),
  status: EntrustStatus,
  state: EntrustState,
  // The approval of the latest submission; null for a book never submitted, or applied without one.
  approval_id: z.number().int().nullable(),
  // Why the last approval ended without the book taking effect.
  reject_reason: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  store_name: z.string(),
  effective_at: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type EntrustItem = z.infer<typeof EntrustItem>;

const unique = <T>(values: T[]) => new Set(values).size === values.length;

const EntrustFields = {
  type: EntrustType,
  start_date: Day,
  end_date: Day.nullable().default(null),
  owner_name: z.string().trim().min(1).max(50),
  price: Yuan,
  commission: z.string().trim().max(500).default(''),
  remark: z.string().trim().max(500).default(''),
  // Scans uploaded by houseentrust/upfile or already on the book, in the order shown; the book keeps exactly these.
  file_ids: z.array(Id).max(ENTRUST_SCANS_MAX).refine(unique, 'the same scan twice').default([]),
};
export type EntrustFields = z.input<z.ZodObject<typeof EntrustFields>>;

const EntrustFilters = {
  ...PageQuery,
  house_id: Id.optional(),
  type: EntrustType.optional(),
  state: EntrustState.optional(),
  agent_id: Id.optional(),
  // Effective books ending within this many days from today (today included).
  expires_within: z.coerce.number().int().min(0).max(ENTRUST_EXPIRY_WINDOW_MAX).optional(),
  // The owner's name or the community's.
  keyword: z.string().trim().max(50).optional(),
};

const Submit = Flag.default(0);
const ScanIndex = z.coerce.number().int().min(1).max(ENTRUST_SCANS_MAX).default(1);
const Qr = z.object({ url: z.string(), svg: z.string() });
const tag = 'house';

// ---- the general calls, over both kinds

export const entrustList = endpoint({
  method: 'GET', path: 'houseentrust/list', access: 'entrust:list', tag,
  summary: 'Entrust books recorded by agents within the caller\'s scope, newest first, by kind, house, type, state (已过期 = effective with its end date passed), agent, expiry window and keyword (owner or community); paged.',
  input: z.strictObject({ ...EntrustFilters, kind: HouseKind.optional() }),
  data: pagedOf(EntrustItem),
});

export const entrustGet = endpoint({
  method: 'GET', path: 'houseentrust/{id}', access: 'entrust:list', tag, params: IdParams,
  summary: 'One entrust book recorded by an agent within the caller\'s scope.',
  input: z.strictObject({}), data: EntrustItem,
});

export const entrustAdd = endpoint({
  method: 'POST', path: 'houseentrust/add', access: 'entrust:edit', tag,
  summary: 'Enters an entrust book on a house the caller may see, of the house\'s kind, recorded by the caller: a draft, or with submit=1 submitted at once (1+ scans; an exclusive book is refused with 409002 while the house has another pending or effective one). Submitted, it waits for the entrust_book approval when its flow is enabled, else it is effective at once.',
  input: z.strictObject({ house_id: Id, ...EntrustFields, submit: Submit }),
  data: EntrustItem,
});

export const entrustUpdate = endpoint({
  method: 'POST', path: 'houseentrust/update', access: 'entrust:edit', tag,
  summary: 'Changes a draft or rejected entrust book within the caller\'s entrust:edit scope (409001 otherwise), at its version; with submit=1 submits it as houseentrust/add does.',
  input: z.strictObject({ id: Id, version: Version, ...EntrustFields, submit: Submit }),
  data: EntrustItem,
});

export const entrustDelete = endpoint({
  method: 'POST', path: 'houseentrust/delete', access: 'entrust:edit', tag,
  summary: 'Deletes a draft or rejected entrust book within the caller\'s entrust:edit scope, at its version; pending and effective books stay (409001).',
  input: z.strictObject({ id: Id, version: Version }),
  data: z.null(),
});

export const entrustUpfile = endpoint({
  method: 'POST', path: 'houseentrust/upfile', access: 'entrust:edit', tag,
  summary: 'Uploads a signed entrust book scan (multipart field `file`: JPEG, PNG or WebP up to 10 MB, checked by content) and makes its thumbnail, for the caller to attach by its id (file_ids of the add, update and draft calls).',
  input: z.strictObject({}),
  upload: { field: 'file', maxBytes: ENTRUST_SCAN_MAX_BYTES, kinds: ENTRUST_SCAN_KINDS },
  data: EntrustScan,
  beyondSpec: 'The spec lists the entrust book calls and a signed image uploadable from a phone, but no call that uploads the image (item/get is the dictionary): this one uploads it, then the book names it by id.',
});

// ---- the older calls, each the same operation as a houseentrust call for one kind

type KindCalls = { list: string; get: string; add: string; draft: string; update: string; del: string; qr: string; dl: string };

function kindCalls(kind: HouseKind, paths: KindCalls) {
  const name = kind === 'sale' ? 'sale' : 'rental';
  const same = (general: string) => `The same operation as ${general} for ${name} books (houses of kind ${kind}); a book or house of the other kind is not found or refused (400003).`;
  return {
    list: endpoint({
      method: 'GET', path: paths.list, access: 'entrust:list', tag,
      summary: `${same('houseentrust/list')} Entrust books by house, type, state, agent, expiry window and keyword, newest first; paged.`,
      input: z.strictObject(EntrustFilters), data: pagedOf(EntrustItem),
    }),
    get: endpoint({
      method: 'GET', path: paths.get, access: 'entrust:list', tag,
      summary: `${same('houseentrust/{id}')} One entrust book.`,
      input: z.strictObject({ id: Id }), data: EntrustItem,
    }),
    add: endpoint({
      method: 'POST', path: paths.add, access: 'entrust:edit', tag,
      summary: `${same('houseentrust/add with submit=1')} Enters an entrust book and submits it for approval.`,
      input: z.strictObject({ house_id: Id, ...EntrustFields }), data: EntrustItem,
    }),
    draft: endpoint({
      method: 'POST', path: paths.draft, access: 'entrust:edit', tag,
      summary: `${same('houseentrust/add or houseentrust/update with submit=0')} Saves a draft without submitting it: a new one on house_id, or the draft or rejected book id at its version.`,
      input: z.strictObject({ id: Id.optional(), version: Version.optional(), house_id: Id.optional(), ...EntrustFields })
        .refine((v) => (v.id === undefined) !== (v.house_id === undefined), { message: 'house_id for a new draft, or id', path: ['house_id'] })
        .refine((v) => v.id === undefined || v.version !== undefined, { message: 'required with id', path: ['version'] }),
      data: EntrustItem,
    }),
    update: endpoint({
      method: 'POST', path: paths.update, access: 'entrust:edit', tag,
      summary: `${same('houseentrust/update')} Changes a draft or rejected book; submit=1 submits it again.`,
      input: z.strictObject({ id: Id, version: Version, ...EntrustFields, submit: Submit }), data: EntrustItem,
    }),
    del: endpoint({
      method: 'POST', path: paths.del, access: 'entrust:edit', tag,
      summary: `${same('houseentrust/delete')} Deletes a draft or rejected book.`,
      input: z.strictObject({ id: Id, version: Version }), data: z.null(),
    }),
    qr: endpoint({
      method: 'GET', path: paths.qr, access: 'entrust:edit', tag,
      summary: `For ${name} books: a QR code of a book within the caller's entrust:edit scope, encoding the link to its phone upload page in the web app (signed in), and the code as an SVG.`,
      input: z.strictObject({ id: Id }), data: Qr,
    }),
    dl: endpoint({
      method: 'GET', path: paths.dl, access: 'entrust:list', tag, file: true,
      summary: `For ${name} books: the signed scan of a book within the caller's scope as a file, the first or the index-th (1-based).`,
      input: z.strictObject({ id: Id, index: ScanIndex }), data: FileData,
    }),
  };
}

const sale = kindCalls('sale', {
  list: 'house/listentrustbook', get: 'house/getentrustbook', add: 'house/addentrustbook', draft: 'house/draftentrustbook',
  update: 'house/updateentrustbook', del: 'house/delentrustbook', qr: 'house/qrcodeentrustbook', dl: 'house/dlentrustbook',
});
const rent = kindCalls('rent', {
  list: 'entrustbook/listhire', get: 'entrustbook/gethire', add: 'entrustbook/addhire', draft: 'entrustbook/drafthire',
  update: 'entrustbook/updatehire', del: 'entrustbook/delhire', qr: 'entrustbook/qrcodehire', dl: 'entrustbook/dlhire',
});

export const entrustSaleList = sale.list;
export const entrustSaleGet = sale.get;
export const entrustSaleAdd = sale.add;
export const entrustSaleDraft = sale.draft;
export const entrustSaleUpdate = sale.update;
export const entrustSaleDelete = sale.del;
export const entrustSaleQrCode = sale.qr;
export const entrustSaleDownload = sale.dl;
export const entrustHireList = rent.list;
export const entrustHireGet = rent.get;
export const entrustHireAdd = rent.add;
export const entrustHireDraft = rent.draft;
export const entrustHireUpdate = rent.update;
export const entrustHireDelete = rent.del;
export const entrustHireQrCode = rent.qr;
export const entrustHireDownload = rent.dl;

// The older calls of each kind, for the clients that pick them by the house's kind.
export const ENTRUST_KIND_CALLS = {
  sale: { list: sale.list, get: sale.get, add: sale.add, draft: sale.draft, update: sale.update, del: sale.del, qr: sale.qr, dl: sale.dl },
  rent: { list: rent.list, get: rent.get, add: rent.add, draft: rent.draft, update: rent.update, del: rent.del, qr: rent.qr, dl: rent.dl },
} as const;
