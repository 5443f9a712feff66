import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, EXPORT_MAX_ROWS, HOUSE_TOTAL_CAP, houseExport } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { countTurns, downloadExport, seedScaleInto } from '../../test/helpers.js';
import { ITEM_SLICE, houseItems } from './house-read.js';

// The house export over more houses than the list counts, and more than an export may hold (seed:scale's generator:
// about 21,000 sales and 9,000 rents).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedScaleInto(t, 30_000, 0);
  token = await t.login('admin');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const download = (query: string) => downloadExport(t, houseExport, query, token);

const liveIds = (kind: 'sale' | 'rent', sort: 'updated_at' | 'price', order: 'asc' | 'desc') => t.db.selectFrom('house').select('id')
  .where('kind', '=', kind).where('deleted_at', 'is', null).orderBy(sort, order).orderBy('id', order).execute()
  .then((rows) => rows.map((r) => r.id));

const exports = async () => Number((await t.db.selectFrom('behaviour_log').select((eb) => eb.fn.countAll<number>().as('n'))
  .where('action', '=', 'export').executeTakeFirstOrThrow()).n);

describe('house export at scale', () => {
  it(`refuses more than ${EXPORT_MAX_ROWS} houses with 400004, and counts it as no export`, async () => {
    expect((await liveIds('sale', 'updated_at', 'desc')).length).toBeGreaterThan(EXPORT_MAX_ROWS);
    const before = await exports();
    const refused = await download('kind=sale');
    expect(refused.status).toBe(400);
    expect(refused.envelope?.code).toBe(ERRORS.EXPORT_TOO_LARGE.code);
    expect(refused.envelope?.message).toBe(`单次最多导出${EXPORT_MAX_ROWS}条，请缩小筛选范围`);
    expect(await exports()).toBe(before);
  });

  it('exports every house of more than the list counts, in the list\'s order, by update time and by price', { timeout: 90_000 }, async () => {
    const newestFirst = await liveIds('rent', 'updated_at', 'desc');
    expect(newestFirst.length).toBeGreaterThan(HOUSE_TOTAL_CAP);
    expect(newestFirst.length).toBeLessThanOrEqual(EXPORT_MAX_ROWS);
    const byUpdate = await download('kind=rent');
    expect(byUpdate.status).toBe(200);
    expect(byUpdate.rows?.slice(1).map((row) => row[0])).toEqual(newestFirst);
    const byPrice = await download('kind=rent&sort=price&order=asc');
    expect(byPrice.rows?.slice(1).map((row) => row[0])).toEqual(await liveIds('rent', 'price', 'asc'));
  });
});

describe('house items', () => {
  // On SQLite every statement holds the server's one thread: an export's 16,879 houses read in two statements at 1M
  // houses held it for 320 ms.
  it(`reads more than ${ITEM_SLICE} houses in slices with a turn of the event loop between, in the order of the ids`, async () => {
    const ids = (await liveIds('rent', 'price', 'asc')).slice(0, ITEM_SLICE * 2 + 1).reverse();
    const turns = countTurns();
    const items = await houseItems(t.db, ids);
    expect(turns.stop()).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.id)).toEqual(ids);
    const labelled = await t.db.selectFrom('house_label').select(['house_id', 'label_id']).where('house_id', 'in', ids)
      .orderBy('house_id').orderBy('label_id').execute();
    expect(items.flatMap((item) => item.labels.map((label) => ({ house_id: item.id, label_id: label.id })))
      .sort((a, b) => a.house_id - b.house_id || a.label_id - b.label_id)).toEqual(labelled);
  });
});
