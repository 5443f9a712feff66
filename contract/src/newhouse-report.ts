import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { text, type Text } from './i18n.js';
import { OwnerPhone } from './house-owner.js';
import { Yuan } from './house.js';
import { NewhouseItem } from './newhouse.js';
import { Epoch, Flag, Id, PageQuery, QueryEpoch, QueryFlag, Version } from './validators.js';

// New-house reports (报备): the distribution rules are described at the top of newhouse.ts; here are the report's
// confirmation and stages and the calls that file, list and decide reports.

const t = text;
const Name = z.string().trim().min(1).max(50);
const Remark = z.string().trim().max(500).default('');
const Keyword = z.string().trim().max(50).optional();

export const REPORT_CONFIRMS = ['pending', 'valid', 'invalid'] as const;
export const ReportConfirm = z.enum(REPORT_CONFIRMS);
export type ReportConfirm = z.infer<typeof ReportConfirm>;
export const REPORT_CONFIRM_LABELS: Record<ReportConfirm, Text> = {
  pending: t('Not decided', '未认定', 'Sin decidir', '未認定'),
  valid: t('Valid', '有效', 'Válido', '有効'),
  invalid: t('Invalid', '无效', 'No válido', '無効'),
};

export const REPORT_STAGES = ['reported', 'visited', 'pledged', 'subscribed', 'dealt', 'settled', 'refunded'] as const;
export const ReportStage = z.enum(REPORT_STAGES);
export type ReportStage = z.infer<typeof ReportStage>;
export const REPORT_STAGE_LABELS: Record<ReportStage, Text> = {
  reported: t('Reported', '报备', 'Reportado', '報告済み'),
  visited: t('Visited', '带看', 'Visitado', '来場'),
  pledged: t('Pledged', '认筹', 'Reserva', '申込金'),
  subscribed: t('Subscribed', '认购', 'Suscrito', '購入申込'),
  dealt: t('Deal', '成交', 'Cerrado', '成約'),
  settled: t('Commission settled', '结佣', 'Comisión liquidada', '手数料精算'),
  refunded: t('Pledge refunded', '退筹', 'Reserva devuelta', '申込金返還'),
};
// The stages a report may move to from each stage; the web offers exactly these.
export const REPORT_STAGE_NEXT: Record<ReportStage, readonly ReportStage[]> = {
  reported: ['visited'],
  visited: ['pledged', 'subscribed'],
  pledged: ['subscribed', 'refunded'],
  subscribed: ['dealt', 'refunded'],
  dealt: ['settled'],
  settled: [],
  refunded: [],
};
export function canMoveReport(from: ReportStage, to: ReportStage): boolean {
  return REPORT_STAGE_NEXT[from].includes(to);
}
// The stages that record an amount: the deal price at 认购 and 成交, the commission at 结佣.
export const REPORT_AMOUNT_STAGES: readonly ReportStage[] = ['subscribed', 'dealt', 'settled'];

// ---- reports
export const NewhouseReport = z.object({
  id: z.number().int(),
  newhouse_id: z.number().int(),
  newhouse_name: z.string(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  // Whole to the reporter; to others as the project's phone mode says.
  customer_phone: z.string(),
  visit_at: z.number().int(),
  remark: z.string(),
  reporter_id: z.number().int(),
  reporter_name: z.string(),
  store_name: z.string(),
  confirm: ReportConfirm,
  confirm_reason: z.string(),
  confirmed_by_name: z.string(),
  confirmed_at: z.number().int().nullable(),
  stage: ReportStage,
  // When each stage was reached; null until then.
  stage_times: z.object(Object.fromEntries(REPORT_STAGES.map((s) => [s, z.number().int().nullable()])) as Record<ReportStage, z.ZodNullable<z.ZodNumber>>),
  // Yuan: the deal price (认购/成交) and the commission (结佣); null until recorded.
  deal_amount: z.number().nullable(),
  commission_amount: z.number().nullable(),
  protected_until: z.number().int(),
  // Still at 报备 after the visit window: the customer may be reported again.
  lapsed: Flag,
  version: z.number().int(),
  created_at: z.number().int(),
});
export type NewhouseReport = z.infer<typeof NewhouseReport>;


export const newhouseReportList = endpoint({
  method: 'GET', path: 'newhousereport', access: 'newhouse:report', tag: 'newhouse',
  summary: 'Reports, newest first. mine=1: the caller\'s own (报备记录); otherwise those filed by people within the caller\'s newhouse:report scope, and, for a holder of newhouse:confirm, those within its scope and those of projects the caller manages or is linked to (报备管理). Filtered by project, confirmation, stage, lapsed, keyword (customer name or the phone\'s last four digits) and filing time.',
  input: z.strictObject({
    ...PageQuery,
    mine: QueryFlag.optional(),
    new_id: Id.optional(),
    customer_id: Id.optional(),
    confirm: ReportConfirm.optional(),
    stage: ReportStage.optional(),
    lapsed: QueryFlag.optional(),
    keyword: Keyword,
    from: QueryEpoch.optional(),
    to: QueryEpoch.optional(),
  }).refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, { message: 'below from', path: ['to'] }),
  data: pagedOf(NewhouseReport),
});

export const newhouseReportAdd = endpoint({
  method: 'POST', path: 'newhousereport/add', access: 'newhouse:report', tag: 'newhouse',
  summary: 'Files a report of a customer to a published project that is not sold out, as the caller, with the planned visit (not before now). With customer_id (a customer the caller may see) the name and, when not given, the phone come from the customer. Refused (409002) while another report of the same phone to the project is protected and neither invalid nor lapsed.',
  input: z.strictObject({
    new_id: Id,
    customer_id: Id.optional(),
    customer_name: Name.optional(),
    customer_phone: OwnerPhone.optional(),
    visit_at: Epoch,
    remark: Remark,
  }).refine((v) => v.customer_id !== undefined || (v.customer_name !== undefined && v.customer_phone !== undefined), {
    message: 'a customer, or a name and a phone', path: ['customer_name'],
  }),
  data: NewhouseReport,
});

export const newhouseReportUpdate = endpoint({
  method: 'POST', path: 'newhousereport/update', access: 'newhouse:report', tag: 'newhouse',
  summary: 'Changes a report not yet decided, filed by the caller or by someone within the caller\'s newhouse:report scope: the customer\'s name, the planned visit (not before now) and the remark.',
  input: z.strictObject({ id: Id, version: Version, customer_name: Name, visit_at: Epoch, remark: Remark }),
  data: NewhouseReport,
});

export const newhouseReportHouses = endpoint({
  method: 'GET', path: 'newhousereporthouse', access: 'newhouse:report', tag: 'newhouse',
  summary: 'The projects a report may be filed to (published, not sold out), by keyword, with their terms (commission, protect and visit days, phone mode) and how many reports the caller filed to each, for the report form\'s picker.',
  input: z.strictObject({ keyword: Keyword, limit: z.coerce.number().int().min(1).max(50).default(20) }),
  data: z.object({
    list: z.array(NewhouseItem.pick({
      id: true, name: true, area_name: true, address: true, sale_state: true, price_avg: true, commission: true,
      protect_days: true, visit_days: true, phone_mode: true, cover_url: true,
    }).extend({ my_reports: z.number().int() })),
  }),
});

export const newhouseReportConfirm = endpoint({
  method: 'POST', path: 'newhousereporthouse/confirm', access: 'newhouse:confirm', tag: 'newhouse',
  summary: 'The project side\'s decision on a report it may handle (its reporter within the caller\'s newhouse:confirm scope, or a project the caller manages or is linked to). With confirm: decides a pending report valid or invalid (invalid needs a reason; a lapsed one can only be invalid). With stage: moves a valid report to a next stage (REPORT_STAGE_NEXT) dated `at` (default now; not before the previous stage nor in the future) with the amount the stage records (认购/成交: the deal price, 结佣: the commission); protection runs again from it.',
  input: z.strictObject({
    id: Id,
    version: Version,
    confirm: z.enum(['valid', 'invalid']).optional(),
    reason: z.string().trim().max(200).default(''),
    stage: ReportStage.exclude(['reported']).optional(),
    at: Epoch.optional(),
    amount: Yuan.optional(),
  }).refine((v) => (v.confirm === undefined) !== (v.stage === undefined), { message: 'either confirm or stage', path: ['confirm'] })
    .refine((v) => v.confirm !== 'invalid' || v.reason.length > 0, { message: 'a reason is needed', path: ['reason'] }),
  data: NewhouseReport,
});
