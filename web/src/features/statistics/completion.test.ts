import { describe, expect, it } from 'vitest';
import { completion, completionText } from './completion';

describe('completion of a target', () => {
  it('is 应收业绩 over the target as a percentage, one decimal', () => {
    expect(completion(35_000, 40_000)).toBe(87.5);
    expect(completionText(35_000, 40_000)).toBe('87.5%');
    expect(completionText(50_000, 40_000)).toBe('125.0%');
    expect(completionText(0, 40_000)).toBe('0.0%');
    expect(completionText(1, 3)).toBe('33.3%');
  });

  it('is a dash without a target, or with a target of 0', () => {
    expect(completion(35_000, null)).toBeNull();
    expect(completionText(35_000, null)).toBe('—');
    expect(completionText(35_000, 0)).toBe('—');
  });
});
