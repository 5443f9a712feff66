import { describe, expect, it } from 'vitest';
import { LABEL_BIT_MAX, hasLabelBit, labelBits } from './label-bits.js';

describe('label bits', () => {
  it('sets bit n for the label of id n, once however often it is named', () => {
    expect(labelBits([])).toBe(0);
    expect(labelBits([1])).toBe(2);
    expect(labelBits([1, 2])).toBe(6);
    expect(labelBits([2, 1, 2, 1])).toBe(6);
    expect(labelBits([3, 5])).toBe(40);
  });

  it('gives bits only to ids 1 to LABEL_BIT_MAX, whose masks stay exact numbers', () => {
    expect(LABEL_BIT_MAX).toBe(52);
    expect([0, 1, 52, 53, -1, 1.5].map(hasLabelBit)).toEqual([false, true, true, false, false, false]);
    expect(labelBits([0, 53, 1000])).toBe(0);
    expect(labelBits([1, 53])).toBe(2);
    const all = labelBits(Array.from({ length: LABEL_BIT_MAX }, (_, i) => i + 1));
    expect(Number.isSafeInteger(all)).toBe(true);
    expect(all).toBe(2 ** 53 - 2);
    expect(labelBits([52]) + labelBits([51])).toBe(labelBits([51, 52]));
  });
});
