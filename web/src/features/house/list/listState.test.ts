import { describe, expect, it } from 'vitest';
import { badgeCount, totalKey } from './listState';

describe('totalKey', () => {
  it('says "or more" once a total reaches the cap it was counted to', () => {
    expect(totalKey(2_000, 2_000)).toBe('house.list.totalCapped');
    expect(totalKey(200, 200)).toBe('house.list.totalCapped');
  });

  it('gives the plain total under the cap, and where a list counts exactly', () => {
    expect(totalKey(199, 200)).toBe('house.list.total');
    expect(totalKey(200, 2_000)).toBe('house.list.total');
    expect(totalKey(0, 200)).toBe('house.list.total');
    expect(totalKey(5_000)).toBe('house.list.total');
  });
});

describe('badgeCount', () => {
  it('shows a count at its cap as "cap+", and the count itself under it', () => {
    expect(badgeCount(2_000, 2_000)).toBe('2000+');
    expect(badgeCount(200, 200)).toBe('200+');
    expect(badgeCount(1_999, 2_000)).toBe(1_999);
    expect(badgeCount(0, 200)).toBe(0);
    expect(badgeCount(5_000)).toBe(5_000);
  });
});
