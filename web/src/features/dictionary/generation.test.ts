import { describe, expect, it } from 'vitest';
import { doorName, floorLabels } from '@brokerage/contract';
import { parseSkipFloors, previewOf, shortLabels } from './generation';
import { buildingLink, parseBuildingParams } from './links';

describe('bulk generation naming', () => {
  it('steps over skipped floor numbers, so the number of floors stays as asked', () => {
    expect(floorLabels({ floors: 5, start_floor: 1, skip_floors: [4] })).toEqual([1, 2, 3, 5, 6]);
    expect(floorLabels({ floors: 4, start_floor: 12, skip_floors: [13, 14] })).toEqual([12, 15, 16, 17]);
  });

  it('has no floor 0 between basements and the ground floor', () => {
    expect(floorLabels({ floors: 3, start_floor: -1, skip_floors: [] })).toEqual([-1, 1, 2]);
  });

  it('names doors by floor and a two-digit number, basements with B', () => {
    expect(doorName(1, 1)).toBe('0101');
    expect(doorName(32, 4)).toBe('3204');
    expect(doorName(-1, 2)).toBe('B102');
  });

  it('previews the count and the first and last door', () => {
    expect(previewOf({ units: 2, floors: 5, doors: 2, start_floor: 1, skip_floors: [4] }))
      .toEqual({ total: 20, labels: [1, 2, 3, 5, 6], first: '0101', last: '0602' });
  });

  it('shortens a long floor list around an ellipsis', () => {
    expect(shortLabels([1, 2, 3])).toBe('1, 2, 3');
    expect(shortLabels(Array.from({ length: 30 }, (_, i) => i + 1), 2)).toBe('1, 2, …, 29, 30');
  });

  it('reads skipped floors from tags: whole numbers, once each, in order', () => {
    expect(parseSkipFloors(['13', ' 4', 'x', '4', 2.5, 14])).toEqual([4, 13, 14]);
    expect(parseSkipFloors(undefined)).toEqual([]);
  });
});

describe('building screen links', () => {
  it('carries the building and its community in the query, and reads them back', () => {
    const link = buildingLink(12, 3);
    expect(link).toBe('/operater/real-estate-building?building_id=12&region_id=3');
    expect(parseBuildingParams(link.slice(link.indexOf('?')))).toEqual({ buildingId: 12, regionId: 3 });
    expect(parseBuildingParams('?building_id=abc')).toEqual({ buildingId: null, regionId: null });
  });
});
