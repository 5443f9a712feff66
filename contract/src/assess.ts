import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { text, type Text } from './i18n.js';
import { Day, daySpan } from './statistics.js';
import { Id, Month, PageQuery } from './validators.js';

// Assessments (考核): each month a position (职位) has a quota (考核指标) per KPI, and every person is assessed against
// their position's quota for the month: what they did (from the statistics' summary rows, the viewings and the
// customers they entered) against the target, met when at least the target, passed when every KPI is met.

const t = text;

export const ASSESS_KPIS = ['houses', 'customers', 'followups', 'looks', 'second_looks', 'keys', 'pictures', 'phone_views'] as const;
export const AssessKpi = z.enum(ASSESS_KPIS);
export type AssessKpi = z.infer<typeof AssessKpi>;
export const ASSESS_KPI_LABELS: Record<AssessKpi, Text> = {
  houses: t('New houses', '新增房源', 'Inmuebles nuevos', '新規物件'),
  customers: t('New customers', '新增客源', 'Clientes nuevos', '新規顧客'),
  followups: t('Follow-ups', '跟进', 'Seguimientos', 'フォロー'),
  looks: t('Viewings', '带看', 'Visitas', '内見'),
  second_looks: t('Second viewings', '二看', 'Segundas visitas', '再内見'),
  keys: t('Keys', '钥匙', 'Llaves', '鍵'),
  pictures: t('Pictures', '图片', 'Fotos', '写真'),
  phone_views: t('Phone views', '查看电话', 'Teléfonos consultados', '電話番号閲覧'),
};

// The largest target one KPI may have in a month.
export const ASSESS_QUOTA_MAX = 10_000;

export const QUOTA_MONTH_OVER: Text = t(
  'a month already over cannot be changed',
  '已结束月份的考核指标不能修改',
  'no se puede cambiar un mes ya terminado',
  '終了した月の考課指標は変更できません',
);

const QuotaValue = z.number().int().min(0).max(ASSESS_QUOTA_MAX);
export const AssessCounts = z.object({
  // 录入 records of houses the person entered.
  houses: z.number().int(),
  // Customers the person recorded (by the customer's creation time).
  customers: z.number().int(),
  // Follow-ups the person wrote on houses and customers (跟进, 电话跟进, 面访), those marked invalid included.
  followups: z.number().int(),
  // Houses shown on the effective viewings the person led, by the viewing's time.
  looks: z.number().int(),
  // Of those, the second (or later) effective viewing of the same house by the same customer (二看).
  second_looks: z.number().int(),
  // Key records on houses.
  keys: z.number().int(),
  // Pictures uploaded to houses.
  pictures: z.number().int(),
  // Owner phones the person revealed.
  phone_views: z.number().int(),
});
export type AssessCounts = z.infer<typeof AssessCounts>;

export const QuotaFields = z.strictObject(Object.fromEntries(ASSESS_KPIS.map((k) => [k, QuotaValue])) as Record<AssessKpi, typeof QuotaValue>);
export type QuotaFields = z.infer<typeof QuotaFields>;

export const QuotaRow = z.object({
  position_id: z.number().int(),
  position_name: z.string(),
  month: z.string(),
  // The targets, null when the position has none for the month.
  quota: AssessCounts.nullable(),
  updated_at: z.number().int().nullable(),
});
export type QuotaRow = z.infer<typeof QuotaRow>;

export const quotaList = endpoint({
  method: 'GET', path: 'statistics/quota', access: 'assess:view', tag: 'statistics',
  summary: 'The assessment quotas (考核指标) of a month: every position (optionally one), with its targets per KPI or null when it has none.',
  input: z.strictObject({ month: Month, position_id: Id.optional() }),
  data: z.object({ list: z.array(QuotaRow) }),
});

export const quotaDetail = endpoint({
  method: 'GET', path: 'statistics/quotadetail', access: 'assess:view', tag: 'statistics',
  summary: 'One position\'s assessment quota for a month (targets null when none is set); 404001 for an unknown position.',
  input: z.strictObject({ position_id: Id, month: Month }),
  data: QuotaRow,
});

export const quotaSave = endpoint({
  method: 'POST', path: 'statistics/save', access: 'assess:examine', tag: 'statistics',
  summary: 'Sets a position\'s targets for a month (every KPI, whole numbers 0 to 10000), replacing what was set; a month already over cannot be changed (409001); 404001 for an unknown position.',
  input: QuotaFields.extend({ position_id: Id, month: Month }),
  data: QuotaRow,
});

export const AssessRow = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  store_name: z.string(),
  department_name: z.string(),
  position_id: z.number().int().nullable(),
  position_name: z.string(),
  actual: AssessCounts,
  // The position's targets for the month; null: no quota (the person is not assessed).
  quota: AssessCounts.nullable(),
  // Per KPI whether the actual reached the target; null without a quota.
  met: z.record(AssessKpi, z.boolean()).nullable(),
  // Every KPI met; null without a quota.
  passed: z.boolean().nullable(),
});
export type AssessRow = z.infer<typeof AssessRow>;

const AssessFilters = { month: Month, store_id: Id.optional(), department_id: Id.optional() };

export const assessList = endpoint({
  method: 'GET', path: 'statistics/assess', access: 'assess:view', tag: 'statistics',
  summary: 'The assessment (考核) of a month: the working people within the caller\'s scope (optionally one store or team), by id, paged, each with their actuals per KPI, their position\'s quota, met per KPI and passed.',
  input: z.strictObject({ ...PageQuery, ...AssessFilters }),
  data: pagedOf(AssessRow),
});

export const AssessDay = AssessCounts.extend({ day: z.string() });
export type AssessDay = z.infer<typeof AssessDay>;

export const assessDetail = endpoint({
  method: 'GET', path: 'statistics/assessdetail', access: 'assess:view', tag: 'statistics',
  summary: 'One person\'s assessment for a month with the counts of every company day of it; 404001 outside the caller\'s scope.',
  input: z.strictObject({ staff_id: Id, month: Month }),
  data: AssessRow.extend({ days: z.array(AssessDay) }),
});

export const ASSESS_GROUPS = ['store', 'department', 'district'] as const;
export const AssessGroup = z.enum(ASSESS_GROUPS);
export type AssessGroup = z.infer<typeof AssessGroup>;

export const AssessGroupRow = z.object({
  // The store's, team's or district's id; 0 for people without one.
  id: z.number().int(),
  name: z.string(),
  // Working people within the scope, of whom those whose position has a quota (assessed) and those who passed.
  people: z.number().int(),
  assessed: z.number().int(),
  passed: z.number().int(),
  // passed / assessed, 0 to 1 with four decimals; 0 when none is assessed.
  pass_rate: z.number(),
});
export type AssessGroupRow = z.infer<typeof AssessGroupRow>;

export const assessGroups = endpoint({
  method: 'GET', path: 'statistics/list', access: 'assess:view', tag: 'statistics',
  summary: 'The assessment of a month per store, team or district over the working people within the caller\'s scope: people, assessed, passed and the pass rate, by id.',
  input: z.strictObject({ month: Month, group: AssessGroup.default('store') }),
  data: z.object({ list: z.array(AssessGroupRow) }),
});

// Viewing assessments (带看考核) and the reads behind an assessment, over a range of at most 366 company days.

export const ASSESS_DAYS_MAX = 366;
type DayRange = { date_from: string; date_to: string };
const DayRangeFields = { date_from: Day, date_to: Day };
function checkedDays<T extends z.ZodObject>(object: T) {
  return object
    .refine((v) => (v as unknown as DayRange).date_from <= (v as unknown as DayRange).date_to, { message: 'below date_from', path: ['date_to'] })
    .refine((v) => daySpan((v as unknown as DayRange).date_from, (v as unknown as DayRange).date_to) <= ASSESS_DAYS_MAX,
      { message: `at most ${ASSESS_DAYS_MAX} days`, path: ['date_to'] });
}

export const LookGroupRow = z.object({
  // The store's, team's or district's id.
  id: z.number().int(),
  name: z.string(),
  // Effective viewings over the range (a viewing of several houses counts once).
  looks: z.number().int(),
  // No effective viewing at all in the range (门店无带看).
  no_look: z.boolean(),
});
export type LookGroupRow = z.infer<typeof LookGroupRow>;

export const assessStores = endpoint({
  method: 'GET', path: 'assess/store', access: 'assess:view', tag: 'statistics',
  summary: 'The stores within the caller\'s scope with their effective viewings over the range (by the viewing\'s store), those without any flagged (门店无带看); fewest first, then by id.',
  input: checkedDays(z.strictObject(DayRangeFields)),
  data: z.object({ list: z.array(LookGroupRow) }),
});

export const assessDepartments = endpoint({
  method: 'GET', path: 'assess/department', access: 'assess:view', tag: 'statistics',
  summary: 'The teams of the working people within the caller\'s scope with the effective viewings those people led over the range, those without any flagged; fewest first, then by id.',
  input: checkedDays(z.strictObject(DayRangeFields)),
  data: z.object({ list: z.array(LookGroupRow) }),
});

export const assessDistricts = endpoint({
  method: 'GET', path: 'assess/district', access: 'assess:view', tag: 'statistics',
  summary: 'The districts of the stores within the caller\'s scope with their stores\' effective viewings over the range, those without any flagged; fewest first, then by id.',
  input: checkedDays(z.strictObject(DayRangeFields)),
  data: z.object({ list: z.array(LookGroupRow) }),
});

export const NO_LOOK_DAYS_DEFAULT = 7;

export const NoLookCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.string(),
  created_at: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  store_name: z.string(),
});
export type NoLookCustomer = z.infer<typeof NoLookCustomer>;

export const noLookCustomers = endpoint({
  method: 'GET', path: 'assess/nolookcustomer', access: 'assess:view', tag: 'statistics',
  summary: 'Open customers within the caller\'s scope (by their agent) entered more than `days` days ago (default 7) and never shown a house on an effective viewing, oldest first, paged, with their agent and the agent\'s store.',
  input: z.strictObject({ ...PageQuery, days: z.coerce.number().int().min(0).max(ASSESS_DAYS_MAX).default(NO_LOOK_DAYS_DEFAULT) }),
  data: pagedOf(NoLookCustomer),
});

export const SecondLookCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  agent_name: z.string(),
  // The 二看 in the range (a second viewing of each house counts once) and the time of the last one.
  second_looks: z.number().int(),
  last_at: z.number().int(),
});
export type SecondLookCustomer = z.infer<typeof SecondLookCustomer>;

export const secondLookCustomers = endpoint({
  method: 'GET', path: 'assess/secondlookcustomer', access: 'assess:view', tag: 'statistics',
  summary: 'Customers with a 二看 (second effective viewing of a house) over the range on viewings led by people within the caller\'s scope, the latest first, paged, with the count and the last one.',
  input: checkedDays(z.strictObject({ ...PageQuery, ...DayRangeFields })),
  data: pagedOf(SecondLookCustomer),
});

// The KPIs whose records detaillist lists.
export const ASSESS_DETAIL_KPIS = ['customers', 'looks', 'second_looks', 'followups'] as const;
export const AssessDetailKpi = z.enum(ASSESS_DETAIL_KPIS);

export const AssessRecord = z.object({
  // The customer's, viewing's or follow-up's id.
  id: z.number().int(),
  at: z.number().int(),
  // The customer's name (a customer entered, a viewing) or the follow-up's text.
  title: z.string(),
  // The houses shown on a viewing (for a customer: its level).
  detail: z.string(),
});
export type AssessRecord = z.infer<typeof AssessRecord>;

export const assessRecords = endpoint({
  method: 'GET', path: 'assess/detaillist', access: 'assess:view', tag: 'statistics',
  summary: 'The records behind one person\'s KPI over the range, latest first, paged: the customers they entered, the effective viewings (or 二看) they led, or the follow-ups they wrote; 404001 outside the caller\'s scope.',
  input: checkedDays(z.strictObject({ ...PageQuery, ...DayRangeFields, staff_id: Id, kpi: AssessDetailKpi })),
  data: pagedOf(AssessRecord),
});

export const FunnelRow = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  store_name: z.string(),
  // 新增客源 → 带看 (effective viewings led) → 二看 → 成交 (deals taking effect, as the deal's agent).
  customers: z.number().int(),
  looks: z.number().int(),
  second_looks: z.number().int(),
  deals: z.number().int(),
  // looks / customers, second_looks / looks, deals / looks: 0 to any, four decimals; 0 when the first is 0.
  look_rate: z.number(),
  second_rate: z.number(),
  deal_rate: z.number(),
});
export type FunnelRow = z.infer<typeof FunnelRow>;

export const assessFunnel = endpoint({
  method: 'GET', path: 'assess/businessgo', access: 'assess:view', tag: 'statistics',
  summary: 'Per working person within the caller\'s scope over the range, by id, paged: customers entered, effective viewings led, 二看, deals that took effect as the deal\'s agent, and the rates from each to the next.',
  input: checkedDays(z.strictObject({ ...PageQuery, ...DayRangeFields })),
  data: pagedOf(FunnelRow),
});
