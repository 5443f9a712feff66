import type { z } from 'zod';
import { en, es, ja, zhCN } from 'zod/locales';
import type { Lang } from '@brokerage/contract';

const LOCALES = { en: en(), zh: zhCN(), es: es(), ja: ja() } as const;

// Carries zod's issues from the validator to the error handler, which words them in the caller's language.
export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}

export function fieldMessages(issues: z.core.$ZodIssue[], lang: Lang): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.path.map(String);
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...base, k].join('.')) : [base.join('.') || '_'];
    const key = keys[0] ?? '_';
    if (key in fields) continue;
    const localized = issue.code === 'custom' ? undefined : LOCALES[lang].localeError(issue as never);
    const text = typeof localized === 'string' ? localized : localized?.message;
    for (const k of keys) fields[k] = text ?? issue.message;
  }
  return fields;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// A JSON body takes numbers only as JSON numbers. The contract's schemas coerce numbers for the query string, where
// everything arrives as text; in a body the same coercion would take "5", true or [5] for 5. The issues of every
// coerced number in `schema` that `value` fills with something other than a number (none where the schema takes no
// value there at all: the schema's own parse reports that).
export function uncoercedNumbers(schema: unknown, value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'number':
      return def.coerce && typeof value !== 'number' && value !== undefined
        ? [{ code: 'invalid_type', expected: 'number', path, message: 'a JSON number', input: value } as z.core.$ZodIssue]
        : [];
    case 'object':
      return isRecord(value)
        ? Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => uncoercedNumbers(field, value[key], [...path, key]))
        : [];
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => uncoercedNumbers(def.element, item, [...path, i])) : [];
    case 'tuple':
      return Array.isArray(value) ? (def.items as unknown[]).flatMap((item, i) => uncoercedNumbers(item, value[i], [...path, i])) : [];
    case 'record':
      return isRecord(value) ? Object.entries(value).flatMap(([key, item]) => uncoercedNumbers(def.valueType, item, [...path, key])) : [];
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional':
      return value === undefined || value === null ? [] : uncoercedNumbers(def.innerType, value, path);
    case 'pipe':
      // A preprocessing step (a list written as "1,2") changes the value before the numbers: nothing to say of it here.
      return defOf(def.in)?.type === 'transform' ? [] : uncoercedNumbers(def.in, value, path);
    case 'lazy':
      return uncoercedNumbers((def.getter as () => unknown)(), value, path);
    case 'intersection':
      return [...uncoercedNumbers(def.left, value, path), ...uncoercedNumbers(def.right, value, path)];
    case 'union': {
      // Fine when one of the options takes the value without coercing it; else the issues of one that coerces it.
      const each = (def.options as z.ZodType[]).map((option) => ({ option, issues: uncoercedNumbers(option, value, path) }));
      if (each.some(({ option, issues }) => issues.length === 0 && option.safeParse(value).success)) return [];
      return each.find(({ issues }) => issues.length > 0)?.issues ?? [];
    }
    default:
      return [];
  }
}
