import { describe, expect, it } from 'vitest';
import { FOLLOWUP_KINDS } from '@brokerage/contract';
import { FOLLOWUP_COUNTS, TABLE_KINDS, validRate } from './followupCounts';
import { percentText } from './completion';

describe('the follow-up statistics columns', () => {
  it('count all, written, valid and invalid follow-ups', () => {
    expect(FOLLOWUP_COUNTS).toEqual(['total', 'written', 'valid', 'invalid']);
  });

  it('show 跟进, 电话跟进, 面访, 空看, 陪看, 带看, 录入, 调价, 钥匙 and 图片, in that order', () => {
    expect(TABLE_KINDS).toEqual(['manual', 'call', 'visit', 'empty_look', 'accompany_look', 'look', 'entry', 'price', 'key', 'picture']);
  });

  it('show only kinds the contract counts, each once', () => {
    expect(TABLE_KINDS.every((kind) => FOLLOWUP_KINDS.includes(kind))).toBe(true);
    expect(new Set(TABLE_KINDS).size).toBe(TABLE_KINDS.length);
  });
});

describe('the valid rate', () => {
  it('is the valid follow-ups over those written, as a percentage with one decimal', () => {
    expect(validRate(3, 4)).toBe(75);
    expect(percentText(validRate(3, 4))).toBe('75.0%');
    expect(percentText(validRate(2, 3))).toBe('66.7%');
    expect(percentText(validRate(0, 5))).toBe('0.0%');
    expect(percentText(validRate(5, 5))).toBe('100.0%');
  });

  it('is a dash when nothing was written', () => {
    expect(validRate(0, 0)).toBeNull();
    expect(percentText(validRate(0, 0))).toBe('—');
  });
});
