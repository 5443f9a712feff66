import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HOUSE_KIND_LABELS, HouseKind } from './enums.js';
import { OwnerPhone } from './house-owner.js';
import { HOUSE_RULE_TEXTS, SquareMetres, Yuan } from './house.js';
import { Id, PageQuery, QueryEpoch } from './validators.js';

// External houses (外网房源): listings found outside the company (portal sites, street flyers, calls) that wait to be
// verified and converted into real houses. Each is taken in by hand (houseoffline/add) or from an Excel file
// (housecheck/upload). The community is matched to the dictionary by its exact name, then building, unit and door
// by name within it; a matched door that already carries a live house of the kind marks the record a duplicate.
// house/add with `offline_id` converts a pending record: it becomes `converted`, pointing at the new house.
// The owner's phone is stored like house owners' phones (encrypted, masked, keyed hash) and only leaves masked.

const t = text;

export const OFFLINE_SOURCES = ['tongcheng58', 'anjuke', 'beike', 'lianjia', 'other_site', 'flyer', 'call'] as const;
export const OfflineSource = z.enum(OFFLINE_SOURCES);
export type OfflineSource = z.infer<typeof OfflineSource>;
export const OFFLINE_SOURCE_LABELS: Record<OfflineSource, Text> = {
  tongcheng58: t('58.com', '58同城', '58.com', '58同城'),
  anjuke: t('Anjuke', '安居客', 'Anjuke', '安居客'),
  beike: t('Beike', '贝壳', 'Beike', '貝殻（Beike）'),
  lianjia: t('Lianjia', '链家', 'Lianjia', '鏈家（Lianjia）'),
  other_site: t('Other website', '其他网站', 'Otro sitio web', 'その他のサイト'),
  flyer: t('Street flyer', '街头小广告', 'Folleto callejero', '街頭チラシ'),
  call: t('Phone call', '来电', 'Llamada', '電話'),
};

// Pending: waiting to be verified and converted. Converted: it became the house in house_id (final).
export const OFFLINE_STATUSES = ['pending', 'converted'] as const;
export const OfflineStatus = z.enum(OFFLINE_STATUSES);
export type OfflineStatus = z.infer<typeof OfflineStatus>;
export const OFFLINE_STATUS_LABELS: Record<OfflineStatus, Text> = {
  pending: t('Pending', '待转化', 'Pendiente', '未転換'),
  converted: t('Converted', '已转化', 'Convertido', '転換済み'),
};

// ---- the Excel import
export const OFFLINE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const OFFLINE_IMPORT_MAX_ROWS = 2000;

// The fields of one external house, as houseoffline/add takes them and as each Excel row is checked.
const Text50 = z.string().trim().max(50);
const Name20 = z.string().trim().max(20).default('');
// A listing's address: http(s) only (no javascript: or data: links shown to staff).
export const OFFLINE_URL_PATTERN = /^https?:\/\/\S+$/i;
export const OfflineHouseFields = z.strictObject({
  kind: HouseKind,
  source: OfflineSource,
  // The listing's address on the portal, when it came from one.
  source_url: z.string().trim().max(500).regex(new RegExp(`^(${OFFLINE_URL_PATTERN.source.slice(1, -1)})?$`, 'i'), 'an http(s) address').default(''),
  // The community as the listing names it; matched to the dictionary by exact name.
  community: Text50.min(1),
  building: Name20,
  unit: Name20,
  door: Name20,
  floor_number: z.number().int().min(-10).max(200).nullable().default(null),
  total_floors: z.number().int().min(1).max(200).nullable().default(null),
  area: SquareMetres,
  // A sale's total or a month's rent, in yuan.
  price: Yuan,
  rooms: z.number().int().min(0).max(20),
  halls: z.number().int().min(0).max(10).default(0),
  baths: z.number().int().min(0).max(10).default(0),
  owner_name: z.string().trim().max(30).default(''),
  owner_phone: OwnerPhone,
  remarks: z.string().trim().max(500).default(''),
}).superRefine((value, ctx) => {
  if (value.floor_number !== null && value.total_floors !== null && value.floor_number > value.total_floors) {
    ctx.addIssue({ code: 'custom', message: 'above total_floors', path: ['floor_number'], params: { rule: 'floorAboveTotal' } });
  }
});
export type OfflineHouseFields = z.input<typeof OfflineHouseFields>;
export type OfflineField = keyof z.output<typeof OfflineHouseFields>;

// The columns of the import file, in the order of the template. The header row may name them in any of the four
// languages (or by key), in any order; every column must be there.
export type OfflineColumn = { key: OfflineField; title: Text; required: boolean; width: number };
export const OFFLINE_IMPORT_COLUMNS: readonly OfflineColumn[] = [
  { key: 'kind', title: t('Kind', '类型', 'Tipo', '種別'), required: true, width: 8 },
  { key: 'source', title: t('Source', '来源', 'Origen', '情報源'), required: true, width: 12 },
  { key: 'community', title: t('Community', '小区', 'Comunidad', '物件名'), required: true, width: 20 },
  { key: 'building', title: t('Building', '楼栋', 'Edificio', '棟'), required: false, width: 10 },
  { key: 'unit', title: t('Unit', '单元', 'Portal', 'ユニット'), required: false, width: 8 },
  { key: 'door', title: t('Door', '门牌', 'Puerta', '部屋番号'), required: false, width: 8 },
  { key: 'floor_number', title: t('Floor', '所在楼层', 'Planta', '所在階'), required: false, width: 8 },
  { key: 'total_floors', title: t('Total floors', '总楼层', 'Plantas totales', '総階数'), required: false, width: 8 },
  { key: 'area', title: t('Area (m²)', '面积（㎡）', 'Superficie (m²)', '面積（㎡）'), required: true, width: 10 },
  { key: 'price', title: t('Price (yuan)', '价格（元）', 'Precio (yuan)', '価格（元）'), required: true, width: 14 },
  { key: 'rooms', title: t('Bedrooms', '室', 'Dormitorios', '居室'), required: true, width: 6 },
  { key: 'halls', title: t('Living rooms', '厅', 'Salones', 'リビング'), required: false, width: 6 },
  { key: 'baths', title: t('Bathrooms', '卫', 'Baños', '浴室'), required: false, width: 6 },
  { key: 'owner_name', title: t('Owner', '业主', 'Propietario', 'オーナー'), required: false, width: 10 },
  { key: 'owner_phone', title: t('Owner phone', '业主电话', 'Teléfono del propietario', 'オーナー電話'), required: true, width: 14 },
  { key: 'source_url', title: t('Listing URL', '房源链接', 'Enlace del anuncio', '掲載URL'), required: false, width: 30 },
  { key: 'remarks', title: t('Remarks', '备注', 'Observaciones', '備考'), required: false, width: 24 },
];

// Why a file or a row is refused, in the caller's language.
export const OFFLINE_RULE_TEXTS = {
  notWorkbook: t('the file is not a readable Excel workbook (.xlsx)', '文件不是可读取的Excel工作簿（.xlsx）', 'el archivo no es un libro de Excel legible (.xlsx)', 'ファイルが読み取れるExcelブック（.xlsx）ではありません'),
  empty: t('the file has no data rows', '文件中没有数据行', 'el archivo no tiene filas de datos', 'ファイルにデータ行がありません'),
  tooManyRows: t('the file has {count} data rows, at most {max} can be imported at once', '文件有{count}行数据，单次最多导入{max}行', 'el archivo tiene {count} filas de datos, como máximo se importan {max} a la vez', 'データ行が{count}行あります。一度にインポートできるのは最大{max}行です'),
  missingColumns: t('the header row lacks the columns: {columns}', '表头缺少以下列：{columns}', 'a la fila de encabezado le faltan las columnas: {columns}', '見出し行に次の列がありません：{columns}'),
  unknownColumn: t('the header row has an unknown column "{column}"', '表头中有无法识别的列“{column}”', 'la fila de encabezado tiene una columna desconocida «{column}»', '見出し行に不明な列「{column}」があります'),
  required: t('required', '必填', 'obligatorio', '必須です'),
  notNumber: t('must be a number', '必须是数字', 'debe ser un número', '数値を入力してください'),
  notInteger: t('must be a whole number', '必须是整数', 'debe ser un número entero', '整数を入力してください'),
  atLeast: t('must be at least {min}', '不能小于{min}', 'debe ser como mínimo {min}', '{min}以上で入力してください'),
  atMost: t('must be at most {max}', '不能大于{max}', 'debe ser como máximo {max}', '{max}以下で入力してください'),
  positive: t('must be above 0', '必须大于0', 'debe ser mayor que 0', '0より大きい値を入力してください'),
  twoDecimals: t('at most two decimals', '最多两位小数', 'como máximo dos decimales', '小数点以下は2桁までです'),
  tooLong: t('at most {max} characters', '最多{max}个字符', 'como máximo {max} caracteres', '{max}文字以内で入力してください'),
  oneOf: t('must be one of: {options}', '须为以下之一：{options}', 'debe ser uno de: {options}', '次のいずれかを入力してください：{options}'),
  phone: t('a mainland mobile or a landline with its area code', '须为手机号或带区号的固定电话', 'un móvil chino o un fijo con prefijo', '携帯番号または市外局番付きの固定電話番号'),
  url: t('an http(s) address', '须为http(s)链接', 'una dirección http(s)', 'http(s)のアドレス'),
  floorAboveTotal: HOUSE_RULE_TEXTS.floorAboveTotal,
  invalid: t('not a valid value', '值无效', 'valor no válido', '無効な値です'),
  alreadyConverted: t('external house {id} was already converted into house {house}', '外网房源{id}已转化为房源{house}', 'el inmueble externo {id} ya se convirtió en el inmueble {house}', '外部物件{id}はすでに物件{house}に転換されています'),
} as const satisfies Record<string, Text>;
export type OfflineRule = keyof typeof OFFLINE_RULE_TEXTS;

export function offlineRuleText(rule: OfflineRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(OFFLINE_RULE_TEXTS[rule][lang], params);
}

// The cell texts an import accepts for the kind and the source: the code or its label in any language.
export const OFFLINE_CELL_LABELS = { kind: HOUSE_KIND_LABELS, source: OFFLINE_SOURCE_LABELS } as const;

// ---- records
export const OfflineItem = z.object({
  id: z.number().int(),
  kind: HouseKind,
  source: OfflineSource,
  source_url: z.string(),
  community: z.string(),
  building: z.string(),
  unit: z.string(),
  door: z.string(),
  // The dictionary's community, building, unit and door matched from the texts (null / '' when not matched).
  region_id: z.number().int().nullable(),
  region_name: z.string(),
  building_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  floor_id: z.number().int().nullable(),
  door_id: z.number().int().nullable(),
  // The matched door's floor number (else the given one).
  floor_number: z.number().int().nullable(),
  total_floors: z.number().int().nullable(),
  area: z.number(),
  price: z.number(),
  rooms: z.number().int(),
  halls: z.number().int(),
  baths: z.number().int(),
  owner_name: z.string(),
  // Masked (138****5678); never the whole number.
  owner_phone: z.string(),
  remarks: z.string(),
  status: OfflineStatus,
  // A live house of the kind on the matched door, now (pending records only).
  duplicate_house_id: z.number().int().nullable(),
  // The house it became.
  house_id: z.number().int().nullable(),
  import_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string(),
  store_name: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type OfflineItem = z.infer<typeof OfflineItem>;

export const ImportRowError = z.object({
  // The row number in the spreadsheet (the header is row 1).
  row: z.number().int(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportBatch = z.object({
  id: z.number().int(),
  filename: z.string(),
  total_rows: z.number().int(),
  ok_rows: z.number().int(),
  failed_rows: z.number().int(),
  created_by_name: z.string(),
  created_at: z.number().int(),
});
export type ImportBatch = z.infer<typeof ImportBatch>;
// A batch with the rows it refused (messages in the language of the person who imported).
export const ImportReport = ImportBatch.extend({ report: z.array(ImportRowError) });
export type ImportReport = z.infer<typeof ImportReport>;

// How many import batches housecheck/list returns beside the page.
export const OFFLINE_RECENT_IMPORTS = 10;


// ---- endpoints
export const houseOfflineAdd = endpoint({
  method: 'POST', path: 'houseoffline/add', access: 'offline:edit', tag: 'house',
  summary: 'Takes in one external house (pending): the community is matched to the dictionary by exact name, then building, unit and door by name within it; a live house of the kind on the matched door is reported as duplicate_house_id. The owner phone is stored encrypted and returned masked.',
  input: OfflineHouseFields,
  data: OfflineItem,
});

export const houseCheckList = endpoint({
  method: 'GET', path: 'housecheck/list', access: 'offline:list', tag: 'house',
  summary: 'External houses taken in by people within the caller\'s data scope (on who took them in), newest first, filtered and paged with the total, each with its matched names and duplicate. Beside the page: the latest import batches within the scope, and with import_id the batch with its per-row report.',
  input: z.strictObject({
    ...PageQuery,
    status: OfflineStatus.optional(),
    kind: HouseKind.optional(),
    source: OfflineSource.optional(),
    // The community as given or as matched.
    keyword: z.string().trim().max(50).optional(),
    import_id: Id.optional(),
    // Only pending records whose matched door already carries a live house of the kind (1) or not (0).
    duplicate: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional(),
    from: QueryEpoch.optional(),
    to: QueryEpoch.optional(),
  }).refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, { message: 'below from', path: ['to'] }),
  data: pagedOf(OfflineItem).extend({
    imports: z.array(ImportBatch),
    batch: ImportReport.nullable(),
  }),
});

export const houseCheckUpload = endpoint({
  method: 'POST', path: 'housecheck/upload', access: 'offline:edit', tag: 'house',
  summary: `Imports external houses from an .xlsx file (multipart: field \`file\`, checked by content, up to 2 MB and ${OFFLINE_IMPORT_MAX_ROWS} data rows) whose first row names OFFLINE_IMPORT_COLUMNS in any of the four languages. Each row is checked like houseoffline/add: good rows become pending external houses in one transaction, bad rows insert nothing and are reported with their errors in the caller's language. The batch is recorded with its counts and report.`,
  input: z.strictObject({}),
  upload: { field: 'file', maxBytes: OFFLINE_IMPORT_MAX_BYTES, kinds: ['xlsx'] },
  data: ImportReport,
});
