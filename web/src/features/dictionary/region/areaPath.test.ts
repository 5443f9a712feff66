import { describe, expect, it } from 'vitest';
import { areaFilter, areaIdOf, areaPathOf } from './areaPath';

describe('the area filter in a list URL', () => {
  it('sends the last id of the path and keeps the path beside it', () => {
    expect(areaFilter([310000, 310100, 310112])).toEqual({ patch: { area_id: 310112 }, extras: { area: '310000,310100,310112' } });
    expect(areaIdOf([310000])).toBe(310000);
  });

  it('clears both when no area is picked', () => {
    expect(areaFilter(undefined)).toEqual({ patch: { area_id: undefined }, extras: { area: undefined } });
    expect(areaFilter([])).toEqual({ patch: { area_id: undefined }, extras: { area: undefined } });
  });

  it('reads the path back from the URL, dropping what is not an id', () => {
    expect(areaPathOf('310000,310100,310112')).toEqual([310000, 310100, 310112]);
    expect(areaPathOf('310000,x,-4')).toEqual([310000]);
    expect(areaPathOf('')).toBeUndefined();
    expect(areaPathOf(undefined)).toBeUndefined();
  });
});
