import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Yuan } from '@brokerage/contract';
import { fieldMessages } from './validation.js';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues;
};

describe('field messages', () => {
  it('say a limit the way a person reads it, in their language', () => {
    const price = z.strictObject({ price: Yuan });
    expect(fieldMessages(issuesOf(price, { price: 20_000_000_000 }), 'zh')).toEqual({ price: '不能超过10,000,000,000' });
    expect(fieldMessages(issuesOf(price, { price: 20_000_000_000 }), 'en')).toEqual({ price: 'at most 10,000,000,000' });
    expect(fieldMessages(issuesOf(price, { price: 0 }), 'zh')).toEqual({ price: '必须大于0' });
    const name = z.strictObject({ name: z.string().trim().min(1).max(30), tags: z.array(z.number()).max(2) });
    expect(fieldMessages(issuesOf(name, { name: '', tags: [] }), 'zh')).toEqual({ name: '不能为空' });
    expect(fieldMessages(issuesOf(name, { name: 'x'.repeat(31), tags: [1, 2, 3] }), 'es'))
      .toEqual({ name: 'como máximo 30 caracteres', tags: 'como máximo 2 elementos' });
    expect(fieldMessages(issuesOf(z.strictObject({ n: z.number().int().min(3) }), { n: 1 }), 'ja')).toEqual({ n: '3以上にしてください' });
  });

  it('keep zod\'s words for the other issues', () => {
    const messages = fieldMessages(issuesOf(z.strictObject({ n: z.number() }), { n: 'x' }), 'en');
    expect(messages.n).toMatch(/number/i);
  });
});
