import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseKind } from './enums.js';
import { queryList } from './house.js';
import { OwnerPhone } from './house-owner.js';
import { Epoch, Id, IdParams, PageQuery, QueryEpoch, Version } from './validators.js';

// Deals (成交): a sale or a rental signed on a house for a customer, with its buyer and seller, price, the commission
// due from each side and how that commission is split among the people who earned it. Money is yuan with two decimals
// in the API and integer fen in the database; a rent's price is per month. A deal is reviewed (the approval item
// deal_review); taking effect it sets its house and its customer to 内成交 and writes each person's 应收业绩; terminating
// it restores both and takes the 应收业绩 back in the month it ends (业绩冲减). Party phones are stored encrypted and leave
// the server masked (前3后4).

const t = text;

export const DEAL_STATUSES = ['pending', 'effective', 'settled', 'closed', 'rejected', 'terminated'] as const;
export const DealStatus = z.enum(DEAL_STATUSES);
export type DealStatus = z.infer<typeof DealStatus>;
export const DEAL_STATUS_LABELS: Record<DealStatus, Text> = {
  pending: t('In review', '待审核', 'En revisión', '審査待ち'),
  effective: t('Effective', '生效', 'Vigente', '有効'),
  settled: t('Commission settled', '已结佣', 'Comisión liquidada', '手数料精算済み'),
  closed: t('Closed', '结案', 'Cerrada', '完了'),
  rejected: t('Not approved', '审核不通过', 'No aprobada', '審査不合格'),
  terminated: t('Terminated', '终止', 'Anulada', '解約'),
};
// A deal of these statuses counts: its house and customer are 内成交 and its people have their performance.
export const DEAL_LIVE_STATUSES: readonly DealStatus[] = ['effective', 'settled', 'closed'];
// The statuses in which a deal's steps are laid out, added, changed, skipped, reopened or deleted: 结案 has them all
// finished, and a deal not in force has none to work on.
export const DEAL_STEP_OPEN_STATUSES: readonly DealStatus[] = ['effective', 'settled'];
// A deal of these statuses may still be changed or deleted by its people.
export const DEAL_DRAFT_STATUSES: readonly DealStatus[] = ['pending', 'rejected'];

// The kind of deal is the kind of its house: 出售 (the price is the total) or 出租 (the price is per month).
export const DealKind = HouseKind;
export type DealKind = z.infer<typeof DealKind>;
export const DEAL_KIND_LABELS: Record<DealKind, Text> = {
  sale: t('Sale', '出售', 'Venta', '売買'),
  rent: t('Rental', '出租', 'Alquiler', '賃貸'),
};
export const DEAL_PRICE_UNITS = { sale: 'yuan', rent: 'yuan_month' } as const;
export const DealPriceUnit = z.enum(['yuan', 'yuan_month']);

// The roles a person earns a share of the commission in.
export const SPLIT_ROLES = ['house', 'customer', 'key', 'exclusive', 'survey', 'record', 'signing', 'referral', 'loan', 'other'] as const;
export const SplitRole = z.enum(SPLIT_ROLES);
export type SplitRole = z.infer<typeof SplitRole>;
export const SPLIT_ROLE_LABELS: Record<SplitRole, Text> = {
  house: t('Listing side', '房源方', 'Parte del inmueble', '物件側'),
  customer: t('Customer side', '客源方', 'Parte del cliente', '顧客側'),
  key: t('Key', '钥匙', 'Llave', '鍵'),
  exclusive: t('Exclusive', '独家', 'Exclusiva', '専任'),
  survey: t('Survey', '实勘', 'Inspección', '現地調査'),
  record: t('Recording', '录入', 'Registro', '登録'),
  signing: t('Signing', '签约', 'Firma', '契約'),
  referral: t('Referral', '转介绍', 'Recomendación', '紹介'),
  loan: t('Loan', '贷款', 'Préstamo', 'ローン'),
  other: t('Other', '其他', 'Otro', 'その他'),
};
export const DEAL_CONTRACT_NO_LABEL = t('Contract number', '合同编号', 'Número de contrato', '契約番号');

// Shares are basis points: 10000 is the whole commission.
export const SHARE_WHOLE = 10_000;

// Why a deal change is refused, in the caller's language (the {detail} of the error message).
export const DEAL_RULE_TEXTS = {
  splitShort: t('the shares add up to {sum}%, {diff}% short of 100%', '分成比例合计{sum}%，还差{diff}%', 'las partes suman {sum}%, faltan {diff}% para el 100%', '配分の合計は{sum}%で、100%まで{diff}%不足しています'),
  splitOver: t('the shares add up to {sum}%, {diff}% over 100%', '分成比例合计{sum}%，超出{diff}%', 'las partes suman {sum}%, {diff}% por encima del 100%', '配分の合計は{sum}%で、100%を{diff}%超えています'),
  houseUnknown: t('house {id} cannot be chosen', '房源{id}不可选择', 'el inmueble {id} no se puede elegir', '物件{id}は選択できません'),
  houseKind: t('house {id} is not of the deal\'s kind', '房源{id}与成交类型不符', 'el inmueble {id} no es del tipo de la operación', '物件{id}は成約の種別と異なります'),
  houseNotOpen: t('house {id} is {status}: only a house on the market can be dealt', '房源{id}为{status}，只有在售/在租的房源可以成交', 'el inmueble {id} está {status}: solo uno en el mercado puede cerrarse', '物件{id}は{status}です。募集中の物件のみ成約できます'),
  houseInDeal: t('house {id} already has deal {number}', '房源{id}已有成交{number}', 'el inmueble {id} ya tiene la operación {number}', '物件{id}には既に成約{number}があります'),
  customerUnknown: t('customer {id} cannot be chosen', '客户{id}不可选择', 'el cliente {id} no se puede elegir', '顧客{id}は選択できません'),
  customerKind: t('customer {id} does not look for this kind of deal', '客户{id}的需求类型与成交类型不符', 'el cliente {id} no busca este tipo de operación', '顧客{id}の希望種別は成約の種別と異なります'),
  customerNotOpen: t('customer {id} is {status}: only an active or paused customer can sign', '客户{id}为{status}，只有有效或暂缓的客户可以成交', 'el cliente {id} está {status}: solo uno activo o en pausa puede firmar', '顧客{id}は{status}です。有効または保留中の顧客のみ成約できます'),
  staffUnknown: t('person {id} cannot be chosen', '人员{id}不可选择', 'la persona {id} no se puede elegir', '担当者{id}は選択できません'),
  numberTaken: t('contract number {number}', '合同编号{number}', 'el número de contrato {number}', '契約番号{number}'),
  signedFuture: t('the signing date cannot be after today', '签约日期不能晚于今天', 'la fecha de firma no puede ser posterior a hoy', '契約日は今日より後にできません'),
  statusIs: t('the deal is {status}', '该成交为{status}', 'la operación está {status}', 'この成約は{status}です'),
  // Stored as the customer's status reason when a deal's end cannot reopen it (in the company's language, as the rest).
  customerPhoneHeld: t('its phone is held by open customer #{id} ({agent}), so it is not reopened', '电话已由有效客户#{id}（{agent}）持有，客户不再恢复',
    'su teléfono lo tiene el cliente abierto #{id} ({agent}), así que no se reabre', '電話番号は有効な顧客#{id}（{agent}）が保持しているため、再開しません'),
} as const satisfies Record<string, Text>;
export type DealRule = keyof typeof DEAL_RULE_TEXTS;

export function dealRuleText(rule: DealRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(DEAL_RULE_TEXTS[rule][lang], params);
}

// Basis points as a percentage with two decimals: 9550 → "95.50".
export function sharePercent(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---- field schemas
const MAX_YUAN = 10_000_000_000;
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const DealPrice = z.number().positive().max(MAX_YUAN).refine(twoDecimals, 'at most two decimals');
const Commission = z.number().min(0).max(100_000_000).refine(twoDecimals, 'at most two decimals');
const PartyName = z.string().trim().min(1).max(30);
export const ContractNumber = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens');

export const SplitInput = z.strictObject({ role: SplitRole, staff_id: Id, share: z.number().int().min(1).max(SHARE_WHOLE) });
export type SplitInput = z.infer<typeof SplitInput>;
const SplitList = z.array(SplitInput).min(1).max(20)
  .refine((rows) => new Set(rows.map((r) => `${r.role}:${r.staff_id}`)).size === rows.length, 'the same person twice in one role');

const DealFields = {
  house_id: Id,
  customer_id: Id,
  buyer_name: PartyName,
  seller_name: PartyName,
  price: DealPrice,
  signed_at: Epoch,
  buyer_commission: Commission,
  seller_commission: Commission,
  // The deal's agent (its people see it through their scope); the caller when omitted.
  agent_id: Id.optional(),
  remark: z.string().trim().max(500).default(''),
};

// ---- records
export const DealSplitRow = z.object({
  role: SplitRole, staff_id: z.number().int(), staff_name: z.string(), share: z.number().int(), amount: z.number(),
});
export const DealPerformanceRow = z.object({
  staff_id: z.number().int(), staff_name: z.string(), store_id: z.number().int().nullable(), month: z.string(),
  receivable: z.number(), received: z.number(),
});

export const DealItem = z.object({
  id: z.number().int(),
  kind: DealKind,
  contract_no: z.string(),
  status: DealStatus,
  house_id: z.number().int(),
  house_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  seller_name: z.string(),
  seller_phone: z.string(),
  price: z.number(),
  price_unit: DealPriceUnit,
  signed_at: z.number().int(),
  buyer_commission: z.number(),
  seller_commission: z.number(),
  commission: z.number(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string(),
  recorder_id: z.number().int(),
  recorder_name: z.string(),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type DealItem = z.infer<typeof DealItem>;

export const DealDetail = DealItem.extend({
  remark: z.string(),
  split: z.array(DealSplitRow),
  performance: z.array(DealPerformanceRow),
  // The review waiting for approval, when there is one.
  approval_id: z.number().int().nullable(),
  // Why the review ended 审核不通过 (the reviewer's reason), or why the deal was terminated.
  reason: z.string(),
});
export type DealDetail = z.infer<typeof DealDetail>;

// ---- list
const DealFilterFields = {
  kind: DealKind.optional(),
  status: queryList(DealStatus, 6).optional(),
  keyword: z.string().trim().max(40).optional(),
  signed_from: QueryEpoch.optional(),
  signed_to: QueryEpoch.optional(),
  store_id: Id.optional(),
  agent_id: Id.optional(),
};
const signedInOrder = (v: { signed_from?: number | undefined; signed_to?: number | undefined }) => v.signed_from === undefined || v.signed_to === undefined || v.signed_from <= v.signed_to;

export const dealList = endpoint({
  method: 'GET', path: 'deal', access: 'deal:list', tag: 'deal',
  summary: 'Deals whose agent is within the caller\'s scope, filtered (kind, statuses, a keyword matching the contract number, the house\'s community or the customer\'s name, the signing date range, store, agent), latest signing first (id breaks ties), paged, with the count and the sums of price and commission of every deal matching the filters.',
  input: z.strictObject({ ...PageQuery, ...DealFilterFields }).refine(signedInOrder, { message: 'below signed_from', path: ['signed_to'] }),
  data: pagedOf(DealItem).extend({ totals: z.object({ count: z.number().int(), price: z.number(), commission: z.number() }) }),
});

export const dealExport = exportEndpoint({
  path: 'deal/export', access: 'deal:export', tag: 'deal',
  summary: 'The deals of the list\'s filters as an Excel file, latest signing first (party phones masked).',
  input: z.strictObject(DealFilterFields).refine(signedInOrder, { message: 'below signed_from', path: ['signed_to'] }),
  row: DealItem,
  filename: t('Deals', '成交列表', 'Operaciones', '成約一覧'),
  columns: [
    { key: 'contract_no', title: DEAL_CONTRACT_NO_LABEL, width: 20 },
    { key: 'kind', title: t('Kind', '类型', 'Tipo', '種別'), format: { labels: DEAL_KIND_LABELS }, width: 8 },
    { key: 'status', title: t('Status', '状态', 'Estado', 'ステータス'), format: { labels: DEAL_STATUS_LABELS }, width: 12 },
    { key: 'house_name', title: t('House', '房源', 'Inmueble', '物件'), width: 30 },
    { key: 'customer_name', title: t('Customer', '客户', 'Cliente', '顧客'), width: 12 },
    { key: 'buyer_name', title: t('Buyer', '买方', 'Comprador', '買主'), width: 10 },
    { key: 'buyer_phone', title: t('Buyer phone', '买方电话', 'Teléfono del comprador', '買主電話'), width: 14 },
    { key: 'seller_name', title: t('Seller', '卖方', 'Vendedor', '売主'), width: 10 },
    { key: 'seller_phone', title: t('Seller phone', '卖方电话', 'Teléfono del vendedor', '売主電話'), width: 14 },
    { key: 'price', title: t('Price (yuan; rent per month)', '成交价（元；租金为元/月）', 'Precio (yuan; alquiler al mes)', '成約価格（元、賃料は月額）'), format: 'number', width: 14 },
    { key: 'buyer_commission', title: t('Buyer commission (yuan)', '买方佣金（元）', 'Comisión del comprador (yuan)', '買主手数料（元）'), format: 'number', width: 12 },
    { key: 'seller_commission', title: t('Seller commission (yuan)', '卖方佣金（元）', 'Comisión del vendedor (yuan)', '売主手数料（元）'), format: 'number', width: 12 },
    { key: 'commission', title: t('Commission (yuan)', '佣金合计（元）', 'Comisión (yuan)', '手数料合計（元）'), format: 'number', width: 12 },
    { key: 'signed_at', title: t('Signed', '签约日期', 'Firma', '契約日'), format: 'date', width: 12 },
    { key: 'agent_name', title: t('Agent', '经纪人', 'Agente', '担当者'), width: 10 },
    { key: 'store_name', title: t('Store', '门店', 'Tienda', '店舗'), width: 14 },
    { key: 'recorder_name', title: t('Recorded by', '录入人', 'Registrada por', '登録者'), width: 10 },
  ],
});

export const dealGet = endpoint({
  method: 'GET', path: 'deal/{id}', access: 'deal:list', tag: 'deal', params: IdParams,
  summary: 'One deal the caller may see with its commission split (amounts in yuan summing exactly to the commission), its performance rows and its open review.',
  input: z.strictObject({}), data: DealDetail,
});

export const DealEditable = z.object({
  id: z.number().int(), version: z.number().int(), kind: DealKind, status: DealStatus, contract_no: z.string(),
  house_id: z.number().int(), customer_id: z.number().int(), buyer_name: z.string(), buyer_phone: z.string(),
  seller_name: z.string(), seller_phone: z.string(), price: z.number(), signed_at: z.number().int(),
  buyer_commission: z.number(), seller_commission: z.number(), agent_id: z.number().int(), remark: z.string(),
  split: z.array(z.object({ role: SplitRole, staff_id: z.number().int(), share: z.number().int() })),
});

export const dealUpdateFind = endpoint({
  method: 'GET', path: 'deal/update_find', access: 'deal:edit', tag: 'deal',
  summary: 'The fields deal/update changes, with the version to send back (party phones masked: they are sent only to change them).',
  input: z.strictObject({ id: Id }), data: DealEditable,
});

export const dealAdd = endpoint({
  method: 'POST', path: 'deal/add', access: 'deal:add', tag: 'deal',
  summary: 'Records a deal on a house and a customer the caller may see, of the same kind, both on the market; the contract number is generated from the company\'s pattern (deal_number_pattern, CJ{yyyyMMdd}{seq4} by default) when not typed, unique either way (409002). The split\'s shares (basis points) must add up to exactly 10000; omitted, the company\'s default is proposed from the house\'s roles and the customer\'s agent. Submitted for review (deal_review) in the same transaction; with no enabled flow it takes effect at once.',
  input: z.strictObject({
    kind: DealKind, contract_no: ContractNumber.optional(), buyer_phone: OwnerPhone, seller_phone: OwnerPhone, ...DealFields,
    split: SplitList.optional(),
  }),
  data: DealDetail,
});

export const dealUpdate = endpoint({
  method: 'POST', path: 'deal/update', access: 'deal:edit', tag: 'deal',
  summary: 'Changes a deal 审核不通过 (not its kind); a deal in review: 409004; any other status: 409001. Party phones only when sent. Another version than the current one: 602144, nothing written.',
  input: z.strictObject({
    id: Id, version: Version, contract_no: ContractNumber, buyer_phone: OwnerPhone.optional(), seller_phone: OwnerPhone.optional(),
    ...DealFields, split: SplitList,
  }),
  data: DealDetail,
});

const DealChange = { id: Id, version: Version };

export const dealDelete = endpoint({
  method: 'POST', path: 'deal/delete', access: 'deal:delete', tag: 'deal',
  summary: 'Deletes a deal 待审核 or 审核不通过 (its open review is withdrawn); any other status: 409001.',
  input: z.strictObject(DealChange), data: z.object({ id: z.number().int() }),
});

export const dealReject = endpoint({
  method: 'POST', path: 'deal/reject', access: 'deal:review', tag: 'deal',
  summary: 'A reviewer ends a deal\'s review 审核不通过 with a reason (its open approval ends 未通过 with it); only a deal 待审核.',
  input: z.strictObject({ ...DealChange, reason: z.string().trim().min(1).max(200) }),
  data: DealDetail,
});

export const dealApproveUpdate = endpoint({
  method: 'POST', path: 'deal/dealapproveupdate', access: 'deal:edit', tag: 'deal',
  summary: 'Submits a deal 审核不通过 for review again (待审核; with no enabled flow it takes effect at once, its house and customer re-checked).',
  input: z.strictObject(DealChange), data: DealDetail,
});

export const dealTerminate = endpoint({
  method: 'POST', path: 'deal/terminate', access: 'deal:terminate', tag: 'deal',
  beyondSpec: 'The spec lists no call that voids a deal; 终止 of an effective deal restores its house and customer and takes its performance back.',
  summary: 'Terminates an effective deal with a reason: its house and its customer return to the statuses they had before it took effect; each person\'s 应收业绩 is taken back (negative) in the company month of the termination, the signing month and the 实收业绩 left as they were.',
  input: z.strictObject({ ...DealChange, reason: z.string().trim().min(1).max(200) }),
  data: DealDetail,
});

// ---- the deal operation log (operate/deal): every deal call, by the deal's id.
export const DEAL_LOG_PATHS = ['deal/add', 'deal/update', 'deal/delete', 'deal/reject', 'deal/dealapproveupdate', 'deal/terminate', 'deal/settle', 'deal/close'] as const;

export const DealOperationEntry = z.object({
  id: z.number().int(), staff_id: z.number().int().nullable(), staff_name: z.string(), method: z.string(), endpoint: z.string(),
  target_id: z.number().int().nullable(), result_code: z.string(), ip: z.string(), created_at: z.number().int(),
});

export const dealOperationList = endpoint({
  method: 'GET', path: 'operate/deal', access: 'deal:list', tag: 'deal',
  summary: 'Operation log entries of one deal the caller may see (every deal call on it, refused ones included), newest first.',
  input: z.strictObject({ ...PageQuery, deal_id: Id }),
  data: pagedOf(DealOperationEntry),
});
