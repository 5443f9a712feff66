import { describe, expect, it } from 'vitest';
import { columnsStorageKey, decodeHidden, encodeHidden } from './columnSettings';

const KEYS = ['id', 'house', 'price', 'status', 'created'];

describe('column settings', () => {
  it('are kept per list and per person, and not before the person is known', () => {
    expect(columnsStorageKey('house', 7)).toBe('brokerage_columns:house:7');
    expect(columnsStorageKey('house', 8)).not.toBe(columnsStorageKey('house', 7));
    expect(columnsStorageKey('staff', 7)).not.toBe(columnsStorageKey('house', 7));
    expect(columnsStorageKey('house', undefined)).toBeNull();
    expect(columnsStorageKey('house', null)).toBeNull();
  });

  it('read back what was stored, in the list\'s order, without columns the list no longer has', () => {
    expect(decodeHidden(encodeHidden(['created', 'gone', 'price']), KEYS, ['id'])).toEqual(['price', 'created']);
    // Everything shown is a choice too, not the defaults.
    expect(decodeHidden(encodeHidden([]), KEYS, ['id'])).toEqual([]);
  });

  it('fall back to the defaults when nothing readable is stored', () => {
    expect(decodeHidden(null, KEYS, ['created', 'id'])).toEqual(['id', 'created']);
    expect(decodeHidden('{not json', KEYS, ['id'])).toEqual(['id']);
    expect(decodeHidden('"price"', KEYS, ['id'])).toEqual(['id']);
  });
});
