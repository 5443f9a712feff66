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
