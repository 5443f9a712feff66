import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { pagedOf } from './envelope.js';
import { text, type Lang, type Text } from './i18n.js';
import { DEAL_KIND_LABELS } from './deal.js';
import { FollowupKind } from './followup.js';
import { Id, Month, PageQuery } from './validators.js';

// Performance statistics (业绩统计): each person's 应收业绩 (their share of the commission of the deals that took effect,
// in the month of signing, taken back in the month a deal is terminated) and 实收业绩 (their share of the commission received, in the month of the receipt), and the
// commission of the new-house reports they filed that reached 结佣 (both, in the company month of 结佣), summed over a
// range of months by person, team (department), store or district. Read from the performance rows the deals keep
// (deal_performance) and the reports' month of 结佣 (newhouse_report.settled_month), within the caller's data scope over
// the people the rows belong to. Money is yuan with two decimals. The target beside a person is the sum of their
// monthly money targets over the months: the second-hand sale one for sales, the rental one for rentals, the new-house
// one for new houses, all three without a kind.

const t = text;

// The longest range of months one call sums (two years, to compare a month with the same month a year before).
export const STATISTICS_MONTHS_MAX = 24;

// What performance comes from: second-hand sales and rentals (deals of that kind) and new houses (reports at 结佣).
export const PERFORMANCE_KINDS = ['sale', 'rent', 'newhouse'] as const;
export const PerformanceKind = z.enum(PERFORMANCE_KINDS);
export type PerformanceKind = z.infer<typeof PerformanceKind>;
export const PERFORMANCE_KIND_LABELS: Record<PerformanceKind, Text> = {
  ...DEAL_KIND_LABELS,
  newhouse: t('New house', '新房', 'Obra nueva', '新築'),
};

export const PERFORMANCE_GROUPS = ['person', 'department', 'store', 'district'] as const;
export const PerformanceGroup = z.enum(PERFORMANCE_GROUPS);
export type PerformanceGroup = z.infer<typeof PerformanceGroup>;
export const PERFORMANCE_GROUP_LABELS: Record<PerformanceGroup, Text> = {
  person: t('Person', '个人', 'Persona', '個人'),
  department: t('Team', '部门', 'Equipo', '部署'),
  store: t('Store', '门店', 'Tienda', '店舗'),
  district: t('District', '片区', 'Distrito', 'エリア'),
};

// The name of the row (id 0) gathering the people without a team, a store or a district.
export const NO_GROUP_LABELS: Record<Exclude<PerformanceGroup, 'person'>, Text> = {
  department: t('No team', '无部门', 'Sin equipo', '部署なし'),
  store: t('No store', '无门店', 'Sin tienda', '店舗なし'),
  district: t('No district', '无片区', 'Sin distrito', 'エリアなし'),
};

// A statistics row's name as shown and exported: its group's own, or for id 0 what the row gathers.
export function groupRowName(group: PerformanceGroup, row: { id: number; name: string }, lang: Lang): string {
  return group !== 'person' && row.id === 0 ? NO_GROUP_LABELS[group][lang] : row.name;
}

export const PERFORMANCE_SORTS = ['receivable', 'received', 'deals'] as const;
export const PerformanceSort = z.enum(PERFORMANCE_SORTS);
export type PerformanceSort = z.infer<typeof PerformanceSort>;

// Months are 'YYYY-MM' in the company's time zone; the number of months from `from` to `to`, both included.
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

const MonthRange = { month_from: Month, month_to: Month };
type Range = { month_from: string; month_to: string };
const inOrder = (v: Range) => v.month_from <= v.month_to;
const notTooLong = (v: Range) => monthSpan(v.month_from, v.month_to) <= STATISTICS_MONTHS_MAX;

// The filters every performance call shares: the months, the kind, and optionally one store or team.
const PerformanceFilterFields = {
  ...MonthRange,
  kind: PerformanceKind.optional(),
  store_id: Id.optional(),
  department_id: Id.optional(),
};
function checkedRange<T extends z.ZodObject>(object: T) {
  return object
    .refine((v) => inOrder(v as unknown as Range), { message: 'below month_from', path: ['month_to'] })
    .refine((v) => notTooLong(v as unknown as Range), { message: `at most ${STATISTICS_MONTHS_MAX} months`, path: ['month_to'] });
}

const Totals = {
  // Deals whose 应收业绩 falls in the range (signed in it and effective) less those terminated in it, and new-house
  // reports settled (结佣) in it, counted once per row's group (a deal signed and terminated within the range counts 0).
  deals: z.number().int(),
  receivable: z.number(),
  received: z.number(),
};

export const PerformanceRow = z.object({
  // The person's, team's, store's or district's id; 0 for people without a store, team or district.
  id: z.number().int(),
  name: z.string(),
  // For a person: their store and team now.
  store_name: z.string(),
  department_name: z.string(),
  ...Totals,
  // For a person: their money targets summed over the months (null when they set none); null for groups.
  target: z.number().nullable(),
});
export type PerformanceRow = z.infer<typeof PerformanceRow>;

export const PerformanceTotals = z.object(Totals);
export type PerformanceTotals = z.infer<typeof PerformanceTotals>;

export const performanceList = endpoint({
  method: 'POST', path: 'statistics/performance_list', access: 'statistics:performance', tag: 'statistics', audit: false,
  summary: 'Performance (应收业绩 and 实收业绩, yuan) over a range of at most 24 months, summed by person, team, store or district over the people within the caller\'s scope (optionally one kind: sale, rent, or newhouse, the commission of the new-house reports they filed in the month of 结佣; one store, one team), largest first by the chosen sort (then by id), paged, with the totals of every row.',
  input: checkedRange(z.strictObject({
    ...PageQuery, ...PerformanceFilterFields, group_by: PerformanceGroup.default('person'), sort: PerformanceSort.default('receivable'),
  })),
  data: pagedOf(PerformanceRow).extend({ totals: PerformanceTotals }),
});

// The first columns of a statistics export: the row's group (a person, store, team or district) and where it belongs.
const GROUP_COLUMNS = [
  { key: 'name', title: t('Name', '名称', 'Nombre', '名称'), width: 18 },
  { key: 'store_name', title: t('Store', '门店', 'Tienda', '店舗'), width: 18 },
  { key: 'department_name', title: t('Team', '部门', 'Equipo', '部署'), width: 18 },
] as const;

export const performanceExport = exportEndpoint({
  path: 'statistics/export', access: 'statistics:performance', tag: 'statistics',
  summary: 'The rows of the performance list\'s filters and grouping as an Excel file, in the list\'s order.',
  input: checkedRange(z.strictObject({
    ...PerformanceFilterFields, group_by: PerformanceGroup.default('person'), sort: PerformanceSort.default('receivable'),
  })),
  row: PerformanceRow,
  filename: t('Performance', '业绩统计', 'Rendimiento', '業績統計'),
  columns: [
    ...GROUP_COLUMNS,
    { key: 'deals', title: t('Deals', '成交套数', 'Operaciones', '成約件数'), format: 'number' },
    { key: 'receivable', title: t('Receivable (yuan)', '应收业绩（元）', 'Por cobrar (yuanes)', '売上計上（元）'), width: 16, format: 'number' },
    { key: 'received', title: t('Received (yuan)', '实收业绩（元）', 'Cobrado (yuanes)', '入金実績（元）'), width: 16, format: 'number' },
    { key: 'target', title: t('Target (yuan)', '目标（元）', 'Objetivo (yuanes)', '目標（元）'), width: 16, format: 'number' },
  ],
});

export const MonthPoint = z.object({ month: z.string(), ...Totals });
export type MonthPoint = z.infer<typeof MonthPoint>;

export const chartMonth = endpoint({
  method: 'GET', path: 'chart/month', access: 'statistics:performance', tag: 'statistics',
  summary: 'The monthly trend of performance within the caller\'s scope: one point for every month of the range (at most 24), months without performance at zero.',
  input: checkedRange(z.strictObject(PerformanceFilterFields)),
  data: z.object({ list: z.array(MonthPoint) }),
});

export const ChartBar = z.object({ id: z.number().int(), name: z.string(), ...Totals });
export type ChartBar = z.infer<typeof ChartBar>;

// The largest number of bars one chart draws; the rest are summed into the totals only.
export const CHART_BARS_MAX = 30;

export const chartPerson = endpoint({
  method: 'GET', path: 'chart/person', access: 'statistics:performance', tag: 'statistics',
  summary: 'The people with the most 应收业绩 over the range within the caller\'s scope (at most `top`, default 10), for a bar chart.',
  input: checkedRange(z.strictObject({ ...PerformanceFilterFields, top: z.coerce.number().int().min(1).max(CHART_BARS_MAX).default(10) })),
  data: z.object({ list: z.array(ChartBar) }),
});

export const chartDepartment = endpoint({
  method: 'GET', path: 'chart/department', access: 'statistics:performance', tag: 'statistics',
  summary: 'Performance over the range by team (department) within the caller\'s scope, most 应收业绩 first (at most 30 teams; people without a team are id 0).',
  input: checkedRange(z.strictObject(PerformanceFilterFields)),
  data: z.object({ list: z.array(ChartBar) }),
});

// Follow-up statistics (跟进统计): the follow-ups each person wrote or caused, by kind, counted per company day in
// summary rows kept with the follow-ups (a follow-up marked invalid stays counted, and is counted as invalid too).

// The longest range of days one call counts.
export const FOLLOWUP_STATISTICS_DAYS_MAX = 366;

export const Day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'YYYY-MM-DD')
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, 'not a date');

// Days are 'YYYY-MM-DD' in the company's time zone; the number of days from `from` to `to`, both included.
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const FOLLOWUP_STATISTICS_SORTS = ['total', 'written', 'valid', 'invalid'] as const;
export const FollowupStatisticsSort = z.enum(FOLLOWUP_STATISTICS_SORTS);
export type FollowupStatisticsSort = z.infer<typeof FollowupStatisticsSort>;

export const FollowupCounts = z.object({
  // Every follow-up: the ones staff write and the records of the changes they made.
  total: z.number().int(),
  // Written by staff (跟进, 电话跟进, 面访), of which valid (not marked invalid) and invalid.
  written: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  // Per kind (FOLLOWUP_KINDS); kinds without any are 0.
  kinds: z.record(FollowupKind, z.number().int()),
});
export type FollowupCounts = z.infer<typeof FollowupCounts>;

export const FollowupStatisticsRow = FollowupCounts.extend({
  // The person's, team's, store's or district's id (their team and store now); 0 for people without one.
  id: z.number().int(),
  name: z.string(),
  store_name: z.string(),
  department_name: z.string(),
});
export type FollowupStatisticsRow = z.infer<typeof FollowupStatisticsRow>;

export const followupStatistics = endpoint({
  method: 'POST', path: 'statistics/followup_list', access: 'statistics:followup', tag: 'statistics', audit: false,
  summary: 'Follow-ups over a range of at most 366 company days, counted by person, team, store or district (their team and store now) over the people within the caller\'s scope (optionally one store or team): all, written by staff, valid, invalid and per kind; largest first by the chosen sort (then by id), paged, with the totals of every row.',
  input: z.strictObject({
    ...PageQuery, date_from: Day, date_to: Day, store_id: Id.optional(), department_id: Id.optional(),
    group_by: PerformanceGroup.default('person'), sort: FollowupStatisticsSort.default('total'),
  })
    .refine((v) => v.date_from <= v.date_to, { message: 'below date_from', path: ['date_to'] })
    .refine((v) => daySpan(v.date_from, v.date_to) <= FOLLOWUP_STATISTICS_DAYS_MAX, { message: `at most ${FOLLOWUP_STATISTICS_DAYS_MAX} days`, path: ['date_to'] }),
  data: pagedOf(FollowupStatisticsRow).extend({ totals: FollowupCounts }),
});

// House statistics (房源统计): what each person did with houses over a range of company days, from the summary rows
// kept with the writes (house_day: per person, company day and kind, the follow-ups on houses and the owner phones
// revealed, the entrust books that took effect) and from the viewings themselves (customer_look, bounded by the range).

// The longest range of days one call counts, as for follow-ups.
export const HOUSE_STATISTICS_DAYS_MAX = FOLLOWUP_STATISTICS_DAYS_MAX;
// Ranges up to this many days are charted per day, longer ones per month.
export const HOUSE_CHART_DAYS_MAX = 62;

export const HOUSE_STATISTICS_KPIS = ['houses', 'followups', 'looks', 'second_looks', 'keys', 'entrusts', 'pictures', 'prices', 'phone_views'] as const;
export const HouseStatisticsKpi = z.enum(HOUSE_STATISTICS_KPIS);
export type HouseStatisticsKpi = z.infer<typeof HouseStatisticsKpi>;
export const HOUSE_STATISTICS_KPI_LABELS: Record<HouseStatisticsKpi, Text> = {
  houses: t('New houses', '新增房源', 'Inmuebles nuevos', '新規物件'),
  followups: t('Follow-ups', '跟进', 'Seguimientos', 'フォロー'),
  looks: t('Viewings', '带看', 'Visitas', '内見'),
  second_looks: t('Second viewings', '二看', 'Segundas visitas', '再内見'),
  keys: t('Keys', '钥匙', 'Llaves', '鍵'),
  entrusts: t('Entrust books', '委托书', 'Encargos', '媒介契約書'),
  pictures: t('Pictures', '图片', 'Fotos', '写真'),
  prices: t('Price changes', '调价', 'Cambios de precio', '価格変更'),
  phone_views: t('Phone views', '查看电话', 'Teléfonos consultados', '電話番号閲覧'),
};

export const HouseStatisticsCounts = z.object({
  // Houses the person entered: the 录入 records of houses.
  houses: z.number().int(),
  // Follow-ups on houses written by the person (跟进, 电话跟进, 面访), those marked invalid included.
  followups: z.number().int(),
  // Houses shown on the effective viewings the person led (a viewing of three houses counts three), by the viewing's
  // time.
  looks: z.number().int(),
  // Of those, the second (or later) effective viewing of the same house by the same customer (二看).
  second_looks: z.number().int(),
  // Key records on houses (a key taken in, lent, returned or given back).
  keys: z.number().int(),
  // Entrust books (委托书) the person recorded that took effect (approved, or submitted with no approval flow), by that
  // day.
  entrusts: z.number().int(),
  // Picture records on houses (pictures uploaded, replaced or removed).
  pictures: z.number().int(),
  // Price changes of houses.
  prices: z.number().int(),
  // Owner phones the person revealed (phone/view); customers' phones are not counted.
  phone_views: z.number().int(),
});
export type HouseStatisticsCounts = z.infer<typeof HouseStatisticsCounts>;

export const HouseStatisticsRow = HouseStatisticsCounts.extend({
  // The person's, team's, store's or district's id (their team and store now); 0 for people without one.
  id: z.number().int(),
  name: z.string(),
  store_name: z.string(),
  department_name: z.string(),
});
export type HouseStatisticsRow = z.infer<typeof HouseStatisticsRow>;

// The filters every house statistics call shares: the company days and optionally one store or team.
const HouseStatisticsFilterFields = { date_from: Day, date_to: Day, store_id: Id.optional(), department_id: Id.optional() };
type DayRange = { date_from: string; date_to: string };
function checkedDays<T extends z.ZodObject>(object: T) {
  return object
    .refine((v) => (v as unknown as DayRange).date_from <= (v as unknown as DayRange).date_to, { message: 'below date_from', path: ['date_to'] })
    .refine((v) => daySpan((v as unknown as DayRange).date_from, (v as unknown as DayRange).date_to) <= HOUSE_STATISTICS_DAYS_MAX,
      { message: `at most ${HOUSE_STATISTICS_DAYS_MAX} days`, path: ['date_to'] });
}

export const houseStatistics = endpoint({
  method: 'POST', path: 'statistics/house_list', access: 'house:stats', tag: 'statistics', audit: false,
  summary: 'House work over a range of at most 366 company days, counted by person, team, store or district (their team and store now) over the people within the caller\'s scope (optionally one store or team): houses entered, follow-ups on houses, effective house viewings led and second viewings, key records, entrust books that took effect, picture and price records, owner phones revealed; largest first by the chosen column (then by id), paged, with the totals of every row.',
  input: checkedDays(z.strictObject({
    ...PageQuery, ...HouseStatisticsFilterFields, group_by: PerformanceGroup.default('person'), sort: HouseStatisticsKpi.default('houses'),
  })),
  data: pagedOf(HouseStatisticsRow).extend({ totals: HouseStatisticsCounts }),
});

export const houseStatisticsExport = exportEndpoint({
  path: 'statistics/house/export', access: 'house:stats', tag: 'statistics',
  summary: 'The rows of the house statistics list\'s filters and grouping as an Excel file, in the list\'s order.',
  input: checkedDays(z.strictObject({
    ...HouseStatisticsFilterFields, group_by: PerformanceGroup.default('person'), sort: HouseStatisticsKpi.default('houses'),
  })),
  row: HouseStatisticsRow,
  filename: t('House statistics', '房源统计', 'Estadísticas de inmuebles', '物件統計'),
  columns: [
    ...GROUP_COLUMNS,
    ...HOUSE_STATISTICS_KPIS.map((key) => ({ key, title: HOUSE_STATISTICS_KPI_LABELS[key], format: 'number' as const })),
  ],
});

export const HOUSE_CHART_UNITS = ['day', 'month'] as const;
export type HouseChartUnit = (typeof HOUSE_CHART_UNITS)[number];

export const HouseChartPoint = HouseStatisticsCounts.extend({
  // 'YYYY-MM-DD' per day, 'YYYY-MM' per month (a month cut by the range counts its days within it).
  period: z.string(),
});
export type HouseChartPoint = z.infer<typeof HouseChartPoint>;

export const chartStatistics = endpoint({
  method: 'GET', path: 'chart/statistics', access: 'house:stats', tag: 'statistics',
  summary: 'The trend of house work within the caller\'s scope over the house list\'s filters: one point for every day of a range of at most 62 days, else for every month (at most 366 days), periods without any at zero.',
  input: checkedDays(z.strictObject(HouseStatisticsFilterFields)),
  data: z.object({ unit: z.enum(HOUSE_CHART_UNITS), list: z.array(HouseChartPoint) }),
});
