import { describe, expect, it } from 'vitest';
import { kpiCell, monthOf, percent, rateRowName, viewOf } from './views';

const counts = { houses: 3, customers: 1, followups: 0, looks: 2, second_looks: 0, keys: 0, pictures: 0, phone_views: 0 };

describe('viewOf', () => {
  it('opens the house statistics without a view or with an unknown one', () => {
    expect(viewOf(undefined, true)).toBe('house');
    expect(viewOf('nope', true)).toBe('house');
  });
  it('opens an assessment view only for holders', () => {
    expect(viewOf('quota', true)).toBe('quota');
    expect(viewOf('quota', false)).toBe('house');
  });
});

describe('kpiCell', () => {
  it('gives the actual, the target and met', () => {
    expect(kpiCell({ actual: counts, quota: { ...counts, houses: 5 }, met: { houses: false } as never }, 'houses'))
      .toEqual({ actual: 3, quota: 5, met: false });
  });
  it('has no target without a quota', () => {
    expect(kpiCell({ actual: counts, quota: null, met: null }, 'looks')).toEqual({ actual: 2, quota: null, met: null });
  });
});

describe('percent and monthOf', () => {
  it('formats', () => {
    expect(percent(0.6667)).toBe('66.7%');
    expect(percent(0)).toBe('0%');
    expect(monthOf('2026-12-06')).toBe('2026-12');
  });
});

describe('rateRowName', () => {
  it('names a store by its name and the row of the people without a store as the statistics do, in the interface language', () => {
    expect(rateRowName({ id: 3, name: '一店' }, 'en')).toBe('一店');
    expect(rateRowName({ id: 0, name: '' }, 'zh')).toBe('无门店');
    expect(rateRowName({ id: 0, name: '' }, 'es')).toBe('Sin tienda');
  });
});
