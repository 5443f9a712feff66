import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { decimalsRule, hasAtMostDecimals } from './decimalsRule';

const check = (value: unknown) => (decimalsRule(2, 'At most 2 decimal places') as RuleObject).validator!({} as RuleObject, value, () => undefined);

describe('decimalsRule (money boxes refuse, never round)', () => {
  it('counts decimals as typed', () => {
    expect(hasAtMostDecimals(12, 2)).toBe(true);
    expect(hasAtMostDecimals(12.34, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(12.345, 2)).toBe(false);
    expect(hasAtMostDecimals(1.5, 0)).toBe(false);
  });

  it('passes empty and whole values and refuses a third decimal with the message', async () => {
    await expect(check(undefined)).resolves.toBeUndefined();
    await expect(check(null)).resolves.toBeUndefined();
    await expect(check(1999.99)).resolves.toBeUndefined();
    await expect(check(1999.999)).rejects.toThrow('At most 2 decimal places');
  });
});
