import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealList, type DealItem, type InputOf } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

// The list's totals are the count and sums of exactly the deals it lists, whatever the filters: the totals are
// computed by a statement of their own, which must match the deals the pages show.

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.login('admin'), t.login('manager')]);
});
afterAll(async () => {
  await t.close();
});

type Filters = Omit<InputOf<typeof dealList>, 'page' | 'limit'>;

// Every deal the list shows for the filters, page after page, and the totals it gives with them.
async function listed(filters: Filters, token: string) {
  const deals: DealItem[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await t.call(dealList, { ...filters, page, limit: 100 }, { token });
    if (body.code !== '200000') throw new Error(`deal list failed: ${JSON.stringify(body)}`);
    deals.push(...body.data.list);
    if (deals.length >= body.data.page.total || body.data.list.length === 0) return { deals, totals: body.data.totals, total: body.data.page.total };
  }
}

const fen = (yuan: number) => Math.round(yuan * 100);

describe('the deal list\'s totals', () => {
  it('are the count and the sums of price and commission of the listed deals, for every filter and scope', async () => {
    // The filters' values are taken from seeded deals: a community and a customer that a keyword matches by name only.
    const deal = await t.db.selectFrom('deal as d').innerJoin('house as h', 'h.id', 'd.house_id').innerJoin('region as r', 'r.id', 'h.region_id')
      .innerJoin('customer as c', 'c.id', 'd.customer_id')
      .select(['r.name as community', 'c.name as customer', 'd.store_id', 'd.agent_id', 'd.signed_at', 'd.kind'])
      .where('d.store_id', 'is not', null).orderBy('d.id').executeTakeFirstOrThrow();
    const everything = await listed({}, admin);
    const cases: [string, Filters, string][] = [
      ['no filter', {}, admin],
      ['a community\'s name', { keyword: deal.community }, admin],
      ['a customer\'s name', { keyword: deal.customer }, admin],
      ['a community with statuses and kind', { keyword: deal.community, status: ['effective', 'terminated'], kind: deal.kind as Filters['kind'] }, admin],
      ['statuses', { status: ['pending', 'rejected'] }, admin],
      ['kind', { kind: 'rent' }, admin],
      ['store', { store_id: deal.store_id ?? 0 }, admin],
      ['agent and kind', { agent_id: deal.agent_id, kind: deal.kind as Filters['kind'] }, admin],
      ['signing dates', { signed_from: deal.signed_at - 90 * 86_400, signed_to: deal.signed_at + 90 * 86_400 }, admin],
      ['a store manager\'s scope', {}, manager],
      ['a store manager\'s scope, a customer\'s name and dates', { keyword: deal.customer, signed_to: deal.signed_at }, manager],
    ];
    for (const [name, filters, token] of cases) {
      const { deals, totals, total } = await listed(filters, token);
      const shown = {
        count: deals.length,
        price: deals.reduce((sum, d) => sum + fen(d.price), 0),
        commission: deals.reduce((sum, d) => sum + fen(d.commission), 0),
      };
      expect({ count: totals.count, price: fen(totals.price), commission: fen(totals.commission), total }, name)
        .toEqual({ ...shown, total: shown.count });
      if (token === admin) expect(deals.length, name).toBeGreaterThan(0);
      if (name !== 'no filter' && token === admin) expect(deals.length, name).toBeLessThan(everything.deals.length);
    }
    const byCommunity = await listed({ keyword: deal.community }, admin);
    expect(byCommunity.deals.some((d) => d.house_name.startsWith(deal.community))).toBe(true);
    const byCustomer = await listed({ keyword: deal.customer }, admin);
    expect(byCustomer.deals.some((d) => d.customer_name === deal.customer)).toBe(true);
  });
});
