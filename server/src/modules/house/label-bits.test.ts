import { describe, expect, it } from 'vitest';
import { LABEL_BIT_MAX, freeBit, maskOf } from './label-bits.js';

describe('label bits', () => {
  it('sets each bit once however often it is named', () => {
    expect(maskOf([])).toBe(0);
    expect(maskOf([1])).toBe(2);
    expect(maskOf([1, 2])).toBe(6);
    expect(maskOf([2, 1, 2, 1])).toBe(6);
    expect(maskOf([3, 5])).toBe(40);
  });

  it('masks of all LABEL_BIT_MAX bits stay exact numbers', () => {
    expect(LABEL_BIT_MAX).toBe(52);
    const all = maskOf(Array.from({ length: LABEL_BIT_MAX }, (_, i) => i + 1));
    expect(Number.isSafeInteger(all)).toBe(true);
    expect(all).toBe(2 ** 53 - 2);
    expect(maskOf([52]) + maskOf([51])).toBe(maskOf([51, 52]));
  });

  it('a new label takes the lowest bit free, none once all are taken', () => {
    expect(freeBit([])).toBe(1);
    expect(freeBit([null, 1, 2, 4])).toBe(3);
    expect(freeBit([2, 3])).toBe(1);
    const all = Array.from({ length: LABEL_BIT_MAX }, (_, i) => i + 1);
    expect(freeBit(all.slice(1))).toBe(1);
    expect(freeBit(all.slice(0, -1))).toBe(LABEL_BIT_MAX);
    expect(freeBit(all)).toBeNull();
  });
});
