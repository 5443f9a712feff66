import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cappedPagedOf, pagedOf } from './envelope.js';
import { HouseKind } from './enums.js';
import { Epoch, Id, PageQuery, QueryEpoch } from './validators.js';

// What happened to a house besides its follow-ups: who opened its detail (the browse log), the operation log of
// the house calls, and the invalid houses counted per duty zone.

// A person reloading a house's detail is one view: at most one row per person and house in this window.
export const HOUSE_VIEW_WINDOW_SECONDS = 600;

// The calls whose operation log entries are house entries (operate/house). The server stores the house id on the
// entry when the call names it (house_id in the input or the answer; the id of the house calls themselves).
export const HOUSE_LOG_PATH_PREFIXES = [
  'house/', 'housefav', 'housefocus', 'houseowner', 'houseoffline', 'housepicture', 'housecheck', 'key', 'phone/view', 'phone/play',
  'staffrole', 'followup/', 'sync/', 'vr/createtask',
] as const;
// Paths whose `id` (input, else answer) is the house's own id.
export const HOUSE_ID_PATH_PREFIXES = ['house/', 'housefav', 'housefocus', 'staffrole'] as const;
// Input fields worth keeping in the log entry's summary; never phones, ID numbers or free text beyond a reason.
export const HOUSE_LOG_SUMMARY_FIELDS = [
  'status', 'until', 'reason', 'price', 'base_price', 'grade', 'pool', 'kind', 'door_id', 'invalid', 'top', 'action', 'number',
  'store_id', 'borrower_id', 'due_at', 'role', 'staff_id', 'portal',
] as const;
// Summary fields that hold the id of a person, a store or a door: the log names them (HouseOperationEntry.names).
export const HOUSE_LOG_PERSON_FIELDS = ['borrower_id', 'staff_id'] as const;
export const HOUSE_LOG_SUMMARY_MAX = 500;

export function isHousePath(path: string): boolean {
  return HOUSE_LOG_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

// The house an operation touched, when the call tells it: house_id in the input or the answer, else the id of a
// house call. Null when it cannot be told (a refused call on a key or owner that does not exist).
export function houseIdOfOperation(path: string, input: unknown, data: unknown): number | null {
  const field = (source: unknown, name: string): number | null => {
    if (!source || typeof source !== 'object' || !(name in source)) return null;
    const value = (source as Record<string, unknown>)[name];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  };
  const byHouseId = field(input, 'house_id') ?? field(data, 'house_id');
  if (byHouseId !== null) return byHouseId;
  if (HOUSE_ID_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return field(input, 'id') ?? field(data, 'id');
  return null;
}

// The input fields of HOUSE_LOG_SUMMARY_FIELDS a house call was given, as JSON ('' when none).
export function houseOperationSummary(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const kept: Record<string, unknown> = {};
  for (const name of HOUSE_LOG_SUMMARY_FIELDS) {
    const value = (input as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && value !== '' && typeof value !== 'object') kept[name] = value;
  }
  const json = Object.keys(kept).length ? JSON.stringify(kept) : '';
  return json.length > HOUSE_LOG_SUMMARY_MAX ? '' : json;
}


const fromNotAfterTo = (v: { from?: number | undefined; to?: number | undefined }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;

export const HouseViewEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  store_name: z.string(),
  viewed_at: z.number().int(),
});
export type HouseViewEntry = z.infer<typeof HouseViewEntry>;

export const houseViewList = endpoint({
  method: 'GET', path: 'houseview/list', access: 'house:log', tag: 'house',
  summary: 'Who opened a house\'s detail (one row per person per 10 minutes), newest first, on a house the caller may see; only people within the caller\'s house:log scope.',
  input: z.strictObject({ ...PageQuery, house_id: Id }),
  data: pagedOf(HouseViewEntry),
});

export const HouseOperationEntry = z.object({
  id: z.number().int(),
  house_id: z.number().int().nullable(),
  house: z.object({
    kind: HouseKind, region_name: z.string(), building_name: z.string(), unit_name: z.string(), door_name: z.string(),
  }).nullable(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  store_name: z.string(),
  method: z.string(),
  endpoint: z.string(),
  target_id: z.number().int().nullable(),
  // JSON of the input fields of HOUSE_LOG_SUMMARY_FIELDS, '' when none.
  summary: z.string(),
  // The names of the people, store and door the summary's ids refer to, by field (borrower_id → the borrower's name).
  names: z.record(z.string(), z.string()),
  result_code: z.string(),
  ip: z.string(),
  created_at: z.number().int(),
});
export type HouseOperationEntry = z.infer<typeof HouseOperationEntry>;

// The house operation log's total is counted up to this many: a total of exactly this many means "this many or more".
// Every follow-up and house change is an entry (over 3 million at a million houses), and an exact count of the house
// entries read the whole log for every page.
export const HOUSE_OPERATION_TOTAL_CAP = 2_000;

export const houseOperationList = endpoint({
  method: 'GET', path: 'operate/house', access: 'house:log', tag: 'house',
  summary: 'Operation log entries of the house calls (HOUSE_LOG_PATH_PREFIXES) made by people within the caller\'s scope, newest first; house_id narrows to one house the caller may see. The total is counted up to page.total_cap (HOUSE_OPERATION_TOTAL_CAP, 2,000): a total equal to it means that many or more; later pages still answer.',
  input: z.strictObject({
    ...PageQuery,
    house_id: Id.optional(),
    staff_id: Id.optional(),
    from: QueryEpoch.optional(),
    to: QueryEpoch.optional(),
    // The call's path or the person's name.
    keyword: z.string().trim().max(50).optional(),
  }).refine(fromNotAfterTo, { message: 'below from', path: ['to'] }),
  data: cappedPagedOf(HouseOperationEntry),
});

export const ZoneInvalidReason = z.object({ reason: z.string(), count: z.number().int() });
export const ZoneInvalidRow = z.object({
  // Null on the totals row.
  zone_id: z.number().int().nullable(),
  zone_name: z.string(),
  // Live houses in the zone's regions.
  houses: z.number().int(),
  // Of them, invalid now.
  invalid: z.number().int(),
  // Houses set to invalid within the period.
  became_invalid: z.number().int(),
  // The reasons given when they were set invalid within the period, most frequent first.
  reasons: z.array(ZoneInvalidReason),
});
export type ZoneInvalidRow = z.infer<typeof ZoneInvalidRow>;

export const invalidZoneHouse = endpoint({
  method: 'POST', path: 'invalid/zonehouse', access: 'house:stats', tag: 'house',
  summary: 'Per duty zone (those with a store within the caller\'s scope): live houses in its regions maintained within the scope, how many are invalid, how many were set invalid in [from, to] with the reasons counted; plus a totals row.',
  input: z.strictObject({ from: Epoch, to: Epoch, zone_id: Id.optional() })
    .refine(fromNotAfterTo, { message: 'below from', path: ['to'] }),
  data: z.object({ list: z.array(ZoneInvalidRow), total: ZoneInvalidRow }),
  // A statistic: nothing changes, so nothing to write in the operation log.
  audit: false,
});
