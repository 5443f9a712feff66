import { describe, expect, it } from 'vitest';
import { emptyState, parseListState, serializeListState, totalKey } from './listState';

describe('totalKey', () => {
  it('says "or more" once a total reaches the cap it was counted to', () => {
    expect(totalKey(2_000, 2_000)).toBe('house.list.totalCapped');
    expect(totalKey(200, 200)).toBe('house.list.totalCapped');
  });

  it('gives the plain total under the cap, and where a list counts exactly', () => {
    expect(totalKey(199, 200)).toBe('house.list.total');
    expect(totalKey(200, 2_000)).toBe('house.list.total');
    expect(totalKey(0, 200)).toBe('house.list.total');
    expect(totalKey(5_000)).toBe('house.list.total');
  });
});

describe('the house list in the URL', () => {
  it('keeps the links it wrote before: kind, filters, names shown beside the ids, the district path', () => {
    const state = parseListState('kind=rent&region_id=12&region_name=%E4%B8%87%E7%A7%91&status=valid&area_path=1,2,3&page=2');
    expect(state.query).toMatchObject({ kind: 'rent', region_id: 12, status: ['valid'], area_id: 3, page: 2, limit: 20 });
    expect(state.extras).toEqual({ region_name: '万科', area_path: [1, 2, 3] });
    expect(parseListState(serializeListState(state))).toEqual(state);
  });

  it('writes the kind always, and leaves out defaults and names without their id', () => {
    expect(serializeListState(emptyState('sale'))).toBe('kind=sale');
    const state = parseListState('kind=sale&maintainer_name=Li');
    expect(state.extras).toEqual({ maintainer_name: 'Li' });
    expect(serializeListState(state)).toBe('kind=sale');
  });

  it('opens the sale list for a link it cannot read', () => {
    expect(parseListState('kind=boat&limit=9999').query).toEqual(emptyState('sale').query);
  });
});
