import { describe, expect, it } from 'vitest';
import { pagerTotal } from './pager';

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
