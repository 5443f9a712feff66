import { describe, expect, it } from 'vitest';
import { dealEntryLink, dealLink, parseDealId, parseEntryParams } from './links';

describe('deal links', () => {
  it('round-trips the deal and the entry wizard\'s prefilled house and customer', () => {
    expect(parseDealId(new URL(`http://x${dealLink(12)}`).search)).toBe(12);
    expect(parseDealId('?id=abc')).toBeNull();
    expect(dealEntryLink({})).toBe('/transaction/entry');
    const link = dealEntryLink({ house_id: 3, customer_id: 9 });
    expect(parseEntryParams(new URL(`http://x${link}`).search)).toEqual({ id: null, house_id: 3, customer_id: 9 });
    expect(parseEntryParams('?id=-1&house_id=0')).toEqual({ id: null, house_id: null, customer_id: null });
  });
});
