import { describe, expect, it } from 'vitest';
import { readableTextOn } from './color';

describe('text on a chosen colour', () => {
  it('is white on dark colours and near-black on light ones', () => {
    expect(readableTextOn('#722ed1')).toBe('#ffffff');
    expect(readableTextOn('#2f54eb')).toBe('#ffffff');
    // White on this red is 3.9:1, under AA; near-black is 5.3:1.
    expect(readableTextOn('#f5222d')).toBe('rgba(0, 0, 0, 0.88)');
    expect(readableTextOn('#faad14')).toBe('rgba(0, 0, 0, 0.88)');
    expect(readableTextOn('#13c2c2')).toBe('rgba(0, 0, 0, 0.88)');
    expect(readableTextOn('#52c41a')).toBe('rgba(0, 0, 0, 0.88)');
    expect(readableTextOn('not a colour')).toBe('rgba(0, 0, 0, 0.88)');
  });
});
