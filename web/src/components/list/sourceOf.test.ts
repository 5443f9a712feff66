import { describe, expect, it } from 'vitest';
import { sourceOf } from './types';

describe('sourceOf', () => {
  const refetch = () => undefined;

  it('carries the call state and the rows it selected', () => {
    const source = sourceOf({ isFetching: true, isError: false, refetch }, [{ id: 1 }]);
    expect(source).toEqual({ isFetching: true, isError: false, refetch, data: { list: [{ id: 1 }] } });
  });

  it('has no data before the call answered, so the list shows loading rather than empty', () => {
    expect(sourceOf({ isFetching: true, isError: false, refetch }, undefined).data).toBeUndefined();
  });

  it('for rows at hand is settled, without error', () => {
    const source = sourceOf(null, [{ id: 2 }]);
    expect(source.isFetching).toBe(false);
    expect(source.isError).toBe(false);
    expect(source.data).toEqual({ list: [{ id: 2 }] });
  });
});
