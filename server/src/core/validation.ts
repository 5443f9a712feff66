import type { z } from 'zod';
import { en, es, ja, zhCN } from 'zod/locales';
import { format, text, type Lang, type Text } from '@brokerage/contract';

const LOCALES = { en: en(), zh: zhCN(), es: es(), ja: ja() } as const;

// Carries zod's issues from the validator to the error handler, which words them in the caller's language.
export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}

// Limits said the way a person reads them ("at most 1,000,000", "at most 50 characters"); zod's own wording
// ("Too big: expected number to be <=1000000") for every other issue.
const LIMIT_TEXTS = {
  numberMax: text('at most {n}', '不能超过{n}', 'como máximo {n}', '{n}以下にしてください'),
  numberBelow: text('less than {n}', '必须小于{n}', 'menor que {n}', '{n}未満にしてください'),
  numberMin: text('at least {n}', '不能小于{n}', 'como mínimo {n}', '{n}以上にしてください'),
  numberAbove: text('more than {n}', '必须大于{n}', 'mayor que {n}', '{n}より大きくしてください'),
  textMax: text('at most {n} characters', '最多{n}个字', 'como máximo {n} caracteres', '{n}文字以内にしてください'),
  textMin: text('at least {n} characters', '至少{n}个字', 'al menos {n} caracteres', '{n}文字以上にしてください'),
  empty: text('can\'t be empty', '不能为空', 'no puede estar vacío', '入力してください'),
  listMax: text('at most {n} items', '最多{n}项', 'como máximo {n} elementos', '{n}件以内にしてください'),
  listMin: text('at least {n} items', '至少{n}项', 'al menos {n} elementos', '{n}件以上にしてください'),
} satisfies Record<string, Text>;

function limitText(issue: z.core.$ZodIssue, lang: Lang): string | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  if (!Number.isFinite(bound)) return undefined;
  const n = bound.toLocaleString('en-US');
  const say = (t: Text) => format(t[lang], { n });
  const big = issue.code === 'too_big';
  switch (issue.origin) {
    case 'number': case 'int': case 'bigint':
      return say(big ? (issue.inclusive === false ? LIMIT_TEXTS.numberBelow : LIMIT_TEXTS.numberMax) : (issue.inclusive === false ? LIMIT_TEXTS.numberAbove : LIMIT_TEXTS.numberMin));
    case 'string':
      return say(big ? LIMIT_TEXTS.textMax : bound === 1 ? LIMIT_TEXTS.empty : LIMIT_TEXTS.textMin);
    case 'array': case 'set':
      return say(big ? LIMIT_TEXTS.listMax : LIMIT_TEXTS.listMin);
    default:
      return undefined;
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
    const said = limitText(issue, lang) ?? (typeof localized === 'string' ? localized : localized?.message);
    for (const k of keys) fields[k] = said ?? issue.message;
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
