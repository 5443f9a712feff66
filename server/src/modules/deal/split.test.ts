import { describe, expect, it } from 'vitest';
import { allocate, proposeSplit, shareSum } from './split.js';

describe('the commission split', () => {
  it('gives every fen to someone: amounts sum exactly to the commission, the remainder to the largest shares first', () => {
    // 100.01 yuan in thirds: 3333 + 3333 + 3334 basis points.
    expect(allocate(10_001, [3333, 3333, 3334])).toEqual([3333, 3333, 3335]);
    // 0.02 yuan among three: the two largest shares take a fen each, the earlier row on a tie.
    expect(allocate(2, [3000, 3500, 3500])).toEqual([0, 1, 1]);
    expect(allocate(1, [5000, 5000])).toEqual([1, 0]);
    expect(allocate(0, [2500, 7500])).toEqual([0, 0]);
    for (const total of [1, 7, 99, 12_345, 99_999_999, 10_000_000_000_00]) {
      const shares = [1234, 2345, 3456, 2965];
      const amounts = allocate(total, shares);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
      amounts.forEach((amount, i) => expect(Math.abs(amount - (total * (shares[i] ?? 0)) / 10_000)).toBeLessThan(1));
    }
  });

  it('refuses shares that do not make 100 % and amounts that are not whole fen', () => {
    expect(() => allocate(100, [5000, 4999])).toThrow('9999');
    expect(() => allocate(100.5, [10_000])).toThrow();
  });

  it('proposes half to the house side shared equally among its holders and half to the customer\'s agent', () => {
    expect(proposeSplit({ house: 1, key: 2, survey: 3, customer: 4 })).toEqual([
      { role: 'house', staff_id: 1, share: 1667 }, { role: 'key', staff_id: 2, share: 1667 }, { role: 'survey', staff_id: 3, share: 1666 },
      { role: 'customer', staff_id: 4, share: 5000 },
    ]);
    const alone = proposeSplit({ house: 7, key: null, survey: null, customer: 7 });
    expect(alone).toEqual([{ role: 'house', staff_id: 7, share: 5000 }, { role: 'customer', staff_id: 7, share: 5000 }]);
    expect(shareSum(proposeSplit({ house: 1, key: 1, survey: null, customer: 2 }))).toBe(10_000);
  });
});
