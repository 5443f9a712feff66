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
    expect(proposeSplit({ house: 1, key: 2, survey: 3, record: 9, customer: 4 })).toEqual([
      { role: 'house', staff_id: 1, share: 1667 }, { role: 'key', staff_id: 2, share: 1667 }, { role: 'survey', staff_id: 3, share: 1666 },
      { role: 'customer', staff_id: 4, share: 5000 },
    ]);
    const alone = proposeSplit({ house: 7, key: null, survey: null, record: 9, customer: 7 });
    expect(alone).toEqual([{ role: 'house', staff_id: 7, share: 5000 }, { role: 'customer', staff_id: 7, share: 5000 }]);
    expect(shareSum(proposeSplit({ house: 1, key: 1, survey: null, record: 9, customer: 2 }))).toBe(10_000);
  });

  it('gives each house-side role the company\'s share and the customer\'s agent what they leave', () => {
    const policy = { house: 3_000, key: 1_000, survey: 500, record: 0 };
    expect(proposeSplit({ house: 1, key: 2, survey: 3, record: 9, customer: 4 }, policy)).toEqual([
      { role: 'house', staff_id: 1, share: 3000 }, { role: 'key', staff_id: 2, share: 1000 }, { role: 'survey', staff_id: 3, share: 500 },
      { role: 'customer', staff_id: 4, share: 5500 },
    ]);
    // The surveyor's 5 % nobody holds goes equally to the maintainer and the key holder.
    expect(proposeSplit({ house: 1, key: 2, survey: null, record: 9, customer: 4 }, policy)).toEqual([
      { role: 'house', staff_id: 1, share: 3250 }, { role: 'key', staff_id: 2, share: 1250 }, { role: 'customer', staff_id: 4, share: 5500 },
    ]);
    // An odd basis point left over goes to the smaller share.
    expect(proposeSplit({ house: 1, key: 2, survey: null, record: 9, customer: 4 }, { house: 3_000, key: 1_000, survey: 1, record: 0 })).toEqual([
      { role: 'house', staff_id: 1, share: 3000 }, { role: 'key', staff_id: 2, share: 1001 }, { role: 'customer', staff_id: 4, share: 5999 },
    ]);
  });

  it('leaves out a role whose share is 0, and the customer side when the house side takes everything', () => {
    // The key holder's share is 0: no row for them, and the surveyor's part nobody holds goes to the maintainer alone.
    expect(proposeSplit({ house: 1, key: 2, survey: null, record: 9, customer: 4 }, { house: 4_000, key: 0, survey: 1_000, record: 0 })).toEqual([
      { role: 'house', staff_id: 1, share: 5000 }, { role: 'customer', staff_id: 4, share: 5000 },
    ]);
    expect(proposeSplit({ house: 1, key: 2, survey: 3, record: 9, customer: 4 }, { house: 6_000, key: 3_000, survey: 1_000, record: 0 })).toEqual([
      { role: 'house', staff_id: 1, share: 6000 }, { role: 'key', staff_id: 2, share: 3000 }, { role: 'survey', staff_id: 3, share: 1000 },
    ]);
    // No house-side role has a share: the customer's agent takes 100 %, also what an unheld role's share would be.
    expect(proposeSplit({ house: 1, key: null, survey: 3, record: 9, customer: 4 }, { house: 0, key: 2_000, survey: 0, record: 0 })).toEqual([
      { role: 'customer', staff_id: 4, share: 10000 },
    ]);
  });

  it('keeps a row per role for the same person on both sides, together 100 %', () => {
    const rows = proposeSplit({ house: 7, key: 7, survey: null, record: 9, customer: 7 }, { house: 2_000, key: 1_000, survey: 2_001, record: 0 });
    expect(rows).toEqual([
      { role: 'house', staff_id: 7, share: 3000 }, { role: 'key', staff_id: 7, share: 2001 }, { role: 'customer', staff_id: 7, share: 4999 },
    ]);
    expect(shareSum(rows)).toBe(10_000);
  });

  it('gives the house\'s recorder the company\'s recorder share, and the same person in several roles a row for each', () => {
    const policy = { house: 2_000, key: 1_000, survey: 1_000, record: 500 };
    expect(proposeSplit({ house: 1, key: 2, survey: 3, record: 9, customer: 4 }, policy)).toEqual([
      { role: 'house', staff_id: 1, share: 2000 }, { role: 'key', staff_id: 2, share: 1000 }, { role: 'survey', staff_id: 3, share: 1000 },
      { role: 'record', staff_id: 9, share: 500 }, { role: 'customer', staff_id: 4, share: 5500 },
    ]);
    // Nobody surveyed the house: the surveyor's 10 % goes equally to the maintainer, the key holder and the recorder.
    expect(proposeSplit({ house: 1, key: 2, survey: null, record: 9, customer: 4 }, policy)).toEqual([
      { role: 'house', staff_id: 1, share: 2333 }, { role: 'key', staff_id: 2, share: 1333 }, { role: 'record', staff_id: 9, share: 834 },
      { role: 'customer', staff_id: 4, share: 5500 },
    ]);
    // The maintainer recorded the house too: a row for each role, 25 % in all.
    const rows = proposeSplit({ house: 1, key: null, survey: null, record: 1, customer: 4 }, { house: 2_000, key: 0, survey: 0, record: 500 });
    expect(rows).toEqual([{ role: 'house', staff_id: 1, share: 2000 }, { role: 'record', staff_id: 1, share: 500 }, { role: 'customer', staff_id: 4, share: 7500 }]);
    expect(shareSum(rows.filter((row) => row.staff_id === 1))).toBe(2500);
  });
});
