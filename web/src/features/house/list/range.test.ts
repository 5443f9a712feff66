import { describe, expect, it } from 'vitest';
import { rangeProblem } from './range';

describe('rangeProblem (range filters refuse, never clamp or swap)', () => {
  it('accepts an empty, one-sided or ordered range within the limits', () => {
    expect(rangeProblem(undefined)).toBeNull();
    expect(rangeProblem([null, null])).toBeNull();
    expect(rangeProblem([null, 5])).toBeNull();
    expect(rangeProblem([80, 120.5], { decimals: 2 })).toBeNull();
    expect(rangeProblem([-3, 2], { min: -10, decimals: 0 })).toBeNull();
    expect(rangeProblem([7, 7])).toBeNull();
  });

  it('refuses a negative value (or one below the floor) on either end', () => {
    expect(rangeProblem([-5, 100])).toEqual({ kind: 'min', min: 0 });
    expect(rangeProblem([null, -1])).toEqual({ kind: 'min', min: 0 });
    expect(rangeProblem([-11, 3], { min: -10 })).toEqual({ kind: 'min', min: -10 });
  });

  it('refuses more decimals than the unit has instead of rounding', () => {
    expect(rangeProblem([1.5, 3], { decimals: 0 })).toEqual({ kind: 'integer' });
    expect(rangeProblem([100, 123.456], { decimals: 2 })).toEqual({ kind: 'decimals', digits: 2 });
    expect(rangeProblem([0.12345, null], { decimals: 4 })).toEqual({ kind: 'decimals', digits: 4 });
  });

  it('refuses a from above the to instead of swapping them', () => {
    expect(rangeProblem([200, 100])).toEqual({ kind: 'order' });
    expect(rangeProblem([3, -2], { min: -10 })).toEqual({ kind: 'order' });
  });
});
