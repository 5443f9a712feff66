import { ITEM_DICTIONARIES, isItemCode, type ItemCode, type ItemOption, type Lang } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';

// One dictionary's values with their labels in one language, in the dictionary's own order.
export function itemOptions(code: ItemCode, lang: Lang): ItemOption[] {
  const { values, labels } = ITEM_DICTIONARIES[code];
  return values.map((value) => ({ value, label: labels[value]?.[lang] ?? value }));
}

export async function getItem(ctx: Ctx, code: ItemCode) {
  return { code, list: itemOptions(code, ctx.lang) };
}

// `codes` as sent: one comma-separated text, or the query parameter repeated (each may hold commas too).
export function splitCodes(codes: string | string[]): string[] {
  const list = (Array.isArray(codes) ? codes : [codes]).flatMap((part) => part.split(','));
  return [...new Set(list.map((code) => code.trim()).filter(Boolean))];
}

export async function getItems(ctx: Ctx, input: { codes: string | string[] }) {
  const codes = splitCodes(input.codes);
  if (!codes.length) throw new AppError('BAD_REQUEST', { detail: 'no dictionary code given' });
  const unknown = codes.filter((code) => !isItemCode(code));
  // All or nothing, so a typo is seen at once rather than as an empty picker.
  if (unknown.length) throw new AppError('NOT_FOUND', {}, { unknown });
  return Object.fromEntries(codes.map((code) => [code, itemOptions(code as ItemCode, ctx.lang)]));
}
