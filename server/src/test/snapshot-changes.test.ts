import { describe, expect, it } from 'vitest';
import { snapshotChanges } from './harness.js';

describe('snapshotChanges', () => {
  it('is empty for equal snapshots', () => {
    expect(snapshotChanges('staff:{"id":1}\n\nhouse: 3 rows', 'staff:{"id":1}\n\nhouse: 3 rows')).toBe('');
  });

  it('names each table that changed with the rows gone and the rows new', () => {
    const before = 'staff:{"id":1}\n{"id":2}\n\nrole:{"id":9}\n\nhouse: 3 rows';
    const after = 'staff:{"id":1}\n{"id":3}\n\nrole:{"id":9}\n\nhouse: 4 rows';
    expect(snapshotChanges(before, after).split('\n')).toEqual([
      'staff: 1 gone, 1 new', '  - {"id":2}', '  + {"id":3}',
      'house: 1 gone, 1 new', '  -  3 rows', '  +  4 rows',
    ]);
  });
});
