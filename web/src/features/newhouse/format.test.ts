import { describe, expect, it } from 'vitest';
import { rangeText, roomsText, yuanNumber } from './format';

const join = (a: string, b: string) => `${a} – ${b}`;

describe('new-house figures', () => {
  it('shows yuan with separators and no trailing zeros', () => {
    expect(yuanNumber(4_800_000)).toBe('4,800,000');
    expect(yuanNumber(1234.5)).toBe('1,234.5');
  });
  it('joins a range only when both ends differ, and leaves an unknown one out', () => {
    expect(rangeText(null, null, String, join)).toBeNull();
    expect(rangeText(80, 120, String, join)).toBe('80 – 120');
    expect(rangeText(80, null, String, join)).toBe('80');
    expect(rangeText(null, 120, String, join)).toBe('120');
    expect(rangeText(90, 90, String, join)).toBe('90');
  });
  it('lists bedroom counts', () => {
    expect(roomsText([2, 3, 4])).toBe('2/3/4');
    expect(roomsText([])).toBeNull();
  });
});
