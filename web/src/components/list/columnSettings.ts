// Which columns of a list a person hid, remembered per list and per person in this browser. The pure parts;
// useColumnSettings.ts reads and writes the storage.

const PREFIX = 'brokerage_columns';

// The storage key of one person's choice for one list; null until the person is known (the defaults apply).
export function columnsStorageKey(list: string, user: number | string | null | undefined): string | null {
  return user === undefined || user === null || user === '' ? null : `${PREFIX}:${list}:${user}`;
}

// The hidden columns as stored: only keys the list still has, in its order; the defaults when nothing (or nothing
// readable) is stored.
export function decodeHidden(stored: string | null, keys: readonly string[], defaults: readonly string[]): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (Array.isArray(value)) return keys.filter((key) => value.includes(key));
  } catch {
    // Unreadable: the defaults.
  }
  return keys.filter((key) => defaults.includes(key));
}

export function encodeHidden(hidden: readonly string[]): string {
  return JSON.stringify(hidden);
}
