import { z } from 'zod';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.strictObject({ id: Id });

// A new password: 6 to 12 characters (spec §5, §9).
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const PAGE_LIMIT_MAX = 100;
export const PageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
};

// A month of the company's calendar, 'YYYY-MM' (monthly targets, performance).
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

// 0/1 flags as the old product used them.
export const Flag = z.union([z.literal(0), z.literal(1)]);
// The same flag in a query string, where it arrives as text.
export const QueryFlag = z.coerce.number().pipe(Flag);

// A record's version for optimistic locking (a change names the version it was made on).
export const Version = z.number().int().min(1);

// A time as epoch seconds, up to 2100-01-01.
export const Epoch = z.number().int().min(0).max(4_102_444_800);
// The same time in a query string.
export const QueryEpoch = z.coerce.number().int().min(0).max(4_102_444_800);

// Monthly target form (spec §5): counts are non-negative whole numbers; money is a non-negative number
// with at most two decimals. Rule keys name the spec's messages; the UI maps them to its i18n texts.
// The largest count and amount (yuan) the server takes: the form says so before sending ('tooLarge').
export type TargetRule = 'required' | 'integer' | 'nonNegative' | 'twoDecimals' | 'tooLarge';
export const TARGET_COUNT_MAX = 1_000_000;
export const TARGET_MONEY_MAX = 100_000_000_000;

function emptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function checkTargetCount(value: unknown): TargetRule | null {
  if (emptyValue(value)) return 'required';
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) return 'integer';
  if (Number(text) < 0) return 'nonNegative';
  if (Number(text) > TARGET_COUNT_MAX) return 'tooLarge';
  return null;
}

export function checkTargetMoney(value: unknown): TargetRule | null {
  if (emptyValue(value)) return 'required';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text) || Number(text) < 0) return 'nonNegative';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'twoDecimals';
  if (Number(text) > TARGET_MONEY_MAX) return 'tooLarge';
  return null;
}

export const TargetCount = z.number().int().min(0).max(TARGET_COUNT_MAX);
export const TargetMoney = z
  .number()
  .min(0)
  .max(TARGET_MONEY_MAX)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'at most two decimals');
