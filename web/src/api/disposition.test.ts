import { describe, expect, it } from 'vitest';
import { fileNameOf } from './disposition';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of a Content-Disposition header', () => {
    const header = `attachment; filename="users-export.xlsx"; filename*=UTF-8''${encodeURIComponent('员工列表-20261122-0930.xlsx')}`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('员工列表-20261122-0930.xlsx');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameOf('attachment; filename="region-export.xlsx"', 'x.xlsx')).toBe('region-export.xlsx');
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A`, 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(undefined, 'x.xlsx')).toBe('x.xlsx');
  });
});
