import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseList, houseState, houseUpdate, houseUpdateFind } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { labelBitsMismatches } from '../../test/helpers.js';
import { fillLabelBits } from '../../core/db/migrations/022-house-label-bits.js';
import { enterHouse } from './house.test-helpers.js';
import { writeLabels } from './house-write.js';
import { labelBits } from './label-bits.js';

// house.label_bits (label-bits.ts) beside house_label: kept in step by every write, filled by its migration, and the
// list's label filters answering the same through the bits, through house_label (labels without a bit), or both.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const houseLabelIds = async () => (await t.db.selectFrom('label').select('id').where('kind', '=', 'house').orderBy('id').execute()).map((l) => l.id);
const bitsOf = async (id: number) => Number((await t.db.selectFrom('house').select('label_bits').where('id', '=', id).executeTakeFirstOrThrow()).label_bits);

describe('house label bits', () => {
  it('are seeded with the demo houses as their house_label rows say', async () => {
    expect(await t.db.selectFrom('house_label').select('house_id').limit(1).execute()).toHaveLength(1);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });

  it('follow the labels a house is entered with and edited to, and clear with the last one', async () => {
    const [a, b, c] = await houseLabelIds();
    const house = await enterHouse(t, admin, 'sale', { label_ids: [a as number, b as number] });
    expect(await bitsOf(house.id)).toBe(labelBits([a as number, b as number]));
    const edit = async (label_ids: number[]) => {
      const found = (await t.call(houseUpdateFind, { id: house.id }, { token: admin })).body.data;
      const { kind: _k, door_id: _d, ...fields } = found;
      const { body } = await t.call(houseUpdate, { ...fields, label_ids }, { token: admin });
      expect(body.code, JSON.stringify(body)).toBe('200000');
    };
    await edit([c as number]);
    expect(await bitsOf(house.id)).toBe(labelBits([c as number]));
    await edit([]);
    expect(await bitsOf(house.id)).toBe(0);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });

  it('are filled from house_label by their migration, whatever they held before', async () => {
    const [a] = await houseLabelIds();
    const some = await t.db.selectFrom('house').select('id').orderBy('id').limit(3).execute();
    await t.db.updateTable('house').set({ label_bits: 0 }).execute();
    await t.db.updateTable('house').set({ label_bits: labelBits([a as number]) }).where('id', 'in', some.map((h) => h.id)).execute();
    expect((await labelBitsMismatches(t.db)).length).toBeGreaterThan(10);
    await fillLabelBits(t.db, t.handle.dialect);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });
});

describe('house list by labels with and without bits', () => {
  // Two house labels of ids past LABEL_BIT_MAX, on houses that also carry bitted labels.
  const [high, higher] = [60, 61];
  let first: number;
  let carriers: { id: number; labels: number[] }[];
  beforeAll(async () => {
    [first] = await houseLabelIds() as [number];
    await t.db.insertInto('label').values([high, higher].map((id) => ({
      id, kind: 'house', name: `高位标签${id}`, color: '#336699', sort: 90, enabled: 1, created_at: 1, updated_at: 1,
    }))).execute();
    const sales = await t.db.selectFrom('house').select('id').where('kind', '=', 'sale').where('deleted_at', 'is', null).orderBy('id').limit(12).execute();
    carriers = sales.map((h, i) => ({ id: h.id, labels: [...(i % 2 ? [first] : []), ...(i % 3 ? [high] : []), ...(i < 4 ? [higher] : [])] }));
    for (const house of carriers) await writeLabels(t.db, house.id, house.labels);
  });

  // What the list should answer: the sales carrying every label, newest update first.
  async function expected(labelIds: number[]) {
    let query = t.db.selectFrom('house').select('id').where('kind', '=', 'sale').where('deleted_at', 'is', null);
    for (const labelId of labelIds) {
      query = query.where((eb) => eb.exists(eb.selectFrom('house_label').select('house_id').whereRef('house_label.house_id', '=', 'house.id')
        .where('house_label.label_id', '=', labelId)));
    }
    return (await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute()).map((h) => h.id);
  }

  // 0 stands for `first`, a label with a bit (known only once the app is up).
  it.each([
    ['a label without a bit', [high]],
    ['two labels without bits', [high, higher]],
    ['a label with a bit and one without', [0, high]],
    ['a label with a bit and two without', [0, high, higher]],
  ])('finds the houses carrying %s', async (_name, ids) => {
    const labelIds = ids.map((id) => id || first);
    const want = await expected(labelIds);
    expect(want.length).toBeGreaterThan(0);
    const { body } = await t.call(houseList, { kind: 'sale', label_ids: labelIds, limit: 100 }, { token: admin });
    expect(body.data?.list.map((h) => h.id)).toEqual(want);
    expect(body.data?.page.total).toBe(want.length);
    const state = (await t.call(houseState, { kind: 'sale', label_ids: labelIds }, { token: admin })).body.data;
    expect(state?.total).toBe(want.length);
  });
});
