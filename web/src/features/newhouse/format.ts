// How new-house figures read: yuan with thousands separators and at most two decimals, ranges joined once both ends
// are known (one end alone stands for itself), bedrooms as a short list.

export function yuanNumber(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

// The two ends of a range as one text, or null when neither is known.
export function rangeText(min: number | null, max: number | null, show: (n: number) => string, join: (a: string, b: string) => string): string | null {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return show((min ?? max) as number);
  return join(show(min), show(max));
}

// "2/3/4" of the distinct bedroom counts, as the list's column shows them.
export function roomsText(rooms: readonly number[]): string | null {
  return rooms.length === 0 ? null : rooms.join('/');
}
