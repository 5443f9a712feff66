import { describe, expect, it } from 'vitest';
import { talkTime } from './logic';

describe('talkTime', () => {
  it('writes seconds as minutes and seconds, hours when there are any', () => {
    expect(talkTime(0)).toBe('0:00');
    expect(talkTime(65)).toBe('1:05');
    expect(talkTime(3600 + 62)).toBe('1:01:02');
    expect(talkTime(-3)).toBe('0:00');
  });
});
