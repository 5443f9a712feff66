// A from–to pair of numbers a filter or form takes (RangeInput), either end may be empty.
export type Range = [number | null, number | null];

export type RangeLimits = { min?: number; decimals?: number };
export type RangeProblem = { kind: 'min'; min: number } | { kind: 'integer' } | { kind: 'decimals'; digits: number } | { kind: 'order' };

// What is wrong with a range as typed, or null: below the lowest allowed, more decimals than the unit has, or a
// from above the to. It is refused with its message, never clamped, rounded or swapped.
export function rangeProblem(value: Range | undefined, { min = 0, decimals }: RangeLimits = {}): RangeProblem | null {
  const [low, high] = value ?? [null, null];
  for (const n of [low, high]) {
    if (n === null) continue;
    if (n < min) return { kind: 'min', min };
    if (decimals === 0 && !Number.isInteger(n)) return { kind: 'integer' };
    if (decimals !== undefined && decimals > 0 && Number(n.toFixed(decimals)) !== n) return { kind: 'decimals', digits: decimals };
  }
  return low !== null && high !== null && low > high ? { kind: 'order' } : null;
}
