import { describe, expect, it } from 'vitest';
import { houseList, keyList, staffList } from '@brokerage/contract';
import { parseQuery, readSearch, toCallInput, writeSearch } from './urlQuery';

describe('readSearch', () => {
  it('reads one text per key, a repeated key as a list', () => {
    expect(readSearch('?kind=rent&status=valid&status=reserved&keyword=%E4%B8%87%E7%A7%91')).toEqual({ kind: 'rent', status: 'valid,reserved', keyword: '万科' });
    expect(readSearch('')).toEqual({});
  });
});

describe('parseQuery against the endpoint\'s contract', () => {
  it('reads a link as the list call takes it, with the schema\'s defaults', () => {
    const query = parseQuery(houseList.input, readSearch('kind=rent&rooms=2,3&status=valid&price_max=5000&page=3'));
    expect(query).toMatchObject({ kind: 'rent', rooms: [2, 3], status: ['valid'], price_max: 5000, page: 3, limit: 20, sort: 'updated_at', order: 'desc' });
  });

  it('drops only the fields the contract refuses', () => {
    const query = parseQuery(houseList.input, readSearch('kind=sale&status=nonsense&limit=5000&region_id=-1&keyword=wkcs&unknown=1'));
    expect(query).toMatchObject({ kind: 'sale', keyword: 'wkcs', limit: 20 });
    expect(query).not.toHaveProperty('status');
    expect(query).not.toHaveProperty('region_id');
    expect(query).not.toHaveProperty('unknown');
  });

  it('drops the upper end of a reversed range, keeping the lower', () => {
    const query = parseQuery(houseList.input, readSearch('kind=sale&area_min=120&area_max=80'));
    expect(query).toMatchObject({ area_min: 120 });
    expect(query).not.toHaveProperty('area_max');
  });

  it('is null when a required field cannot be had', () => {
    expect(parseQuery(houseList.input, readSearch('kind=boat'))).toBeNull();
    expect(parseQuery(staffList.input, readSearch('status=left&store_id=x'))).toEqual({ page: 1, limit: 20 });
  });
});

describe('writeSearch', () => {
  it('leaves out empty values and the defaults, lists comma-separated', () => {
    const defaults = parseQuery(keyList.input, {}) ?? {};
    expect(writeSearch({ page: 1, limit: 20, status: 'lent', overdue: 1, keyword: '', store_id: undefined, ids: [3, 4], none: [] }, defaults))
      .toBe('status=lent&overdue=1&ids=3%2C4');
    expect(writeSearch({ page: 2, limit: 50 }, defaults)).toBe('page=2&limit=50');
  });

  it('round-trips through parseQuery', () => {
    const query = parseQuery(houseList.input, readSearch('kind=sale&status=valid,reserved&label_ids=4&page=2')) ?? {};
    const defaults = parseQuery(houseList.input, { kind: 'sale' }) ?? {};
    const search = writeSearch(query, defaults);
    expect(search).toBe('page=2&status=valid%2Creserved&label_ids=4');
    expect(parseQuery(houseList.input, { kind: 'sale', ...readSearch(search) })).toEqual(query);
  });
});

describe('toCallInput', () => {
  it('sends lists comma-separated and leaves empty ones out', () => {
    expect(toCallInput({ kind: 'sale', rooms: [2, 3], status: [], page: 1, keyword: undefined })).toEqual({ kind: 'sale', rooms: '2,3', page: 1 });
  });
});
