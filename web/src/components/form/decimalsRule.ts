import type { Rule } from 'antd/es/form';

// Whether a number has at most `digits` decimals (money in yuan: 2), as the contract's refinements check.
export function hasAtMostDecimals(value: number, digits: number): boolean {
  return Number(value.toFixed(digits)) === value;
}

// A number box's decimals, refused as typed with `message` instead of rounded on blur by the box's `precision`.
export function decimalsRule(digits: number, message: string): Rule {
  return {
    validator: async (_, value: unknown) => {
      if (typeof value === 'number' && Number.isFinite(value) && !hasAtMostDecimals(value, digits)) throw new Error(message);
    },
  };
}
