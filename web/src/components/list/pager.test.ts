import { describe, expect, it } from 'vitest';
import { badgeCount, pageAfterEmpty, pagerTotal, reachedCap } from './pager';

describe('pagerTotal', () => {
  it('is the total itself under the cap, and for lists without one', () => {
    expect(pagerTotal(137, 200, 1, 20, 20)).toBe(137);
    expect(pagerTotal(5_000, undefined, 3, 20, 20)).toBe(5_000);
  });

  it('past a capped total offers one page more while the page shown is full', () => {
    // 200 or more, on page 10 of 20: page 11 is offered.
    expect(pagerTotal(200, 200, 10, 20, 20)).toBe(201);
    expect(Math.ceil(pagerTotal(200, 200, 10, 20, 20) / 20)).toBe(11);
    // On page 11, full again: page 12.
    expect(pagerTotal(200, 200, 11, 20, 20)).toBe(221);
    // A short page is the last one.
    expect(pagerTotal(200, 200, 12, 20, 7)).toBe(227);
    expect(Math.ceil(pagerTotal(200, 200, 12, 20, 7) / 20)).toBe(12);
    // The first pages of a capped total keep the cap's pages.
    expect(pagerTotal(2_000, 2_000, 1, 20, 20)).toBe(2_000);
  });
});

describe('counts at the cap', () => {
  it('read "that many or more" only at the cap of a capped count', () => {
    expect(reachedCap(2_000, 2_000)).toBe(true);
    expect(reachedCap(1_999, 2_000)).toBe(false);
    expect(reachedCap(1_000_000, undefined)).toBe(false);
    expect(badgeCount(2_000, 2_000)).toBe('2000+');
    expect(badgeCount(12, 2_000)).toBe(12);
    expect(badgeCount(0)).toBe(0);
  });
});

describe('pageAfterEmpty', () => {
  it('leaves a page with rows, and the first page, alone', () => {
    expect(pageAfterEmpty(3, 20, 60, 20)).toBeNull();
    expect(pageAfterEmpty(1, 20, 0, 0)).toBeNull();
  });

  it('goes back to the last page with rows', () => {
    // The only row of page 3 removed: 40 left, page 2.
    expect(pageAfterEmpty(3, 20, 40, 0)).toBe(2);
    // A link to page 9 of a list of 45: page 3.
    expect(pageAfterEmpty(9, 20, 45, 0)).toBe(3);
    // Nothing left at all: page 1.
    expect(pageAfterEmpty(4, 20, 0, 0)).toBe(1);
  });
});
