import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGet, houseList, houseState, houseUpdate, houseUpdateFind, labelChange } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { labelBitsMismatches } from '../../test/helpers.js';
import { giveLabelBits, refillLabelBits } from '../../core/db/migrations/024-label-bit-slots.js';
import { enterHouse } from '../../test/houses.js';
import { writeLabels } from './house-write.js';
import { LABEL_BIT_MAX, labelBitsOf, maskOf } from './label-bits.js';

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
// The mask of these labels' bits, as label.bit holds them.
const labelBits = async (ids: number[]) => maskOf((await labelBitsOf(t.db, ids)).values());
const bitsOf = async (id: number) => Number((await t.db.selectFrom('house').select('label_bits').where('id', '=', id).executeTakeFirstOrThrow()).label_bits);

describe('house label bits', () => {
  it('are seeded with the demo houses as their house_label rows say', async () => {
    expect(await t.db.selectFrom('house_label').select('house_id').limit(1).execute()).toHaveLength(1);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });

  it('follow the labels a house is entered with and edited to, and clear with the last one', async () => {
    const [a, b, c] = await houseLabelIds();
    const house = await enterHouse(t, admin, 'sale', { label_ids: [a as number, b as number] });
    expect(await bitsOf(house.id)).toBe(await labelBits([a as number, b as number]));
    expect(await bitsOf(house.id)).toBeGreaterThan(0);
    const edit = async (label_ids: number[]) => {
      const found = (await t.call(houseUpdateFind, { id: house.id }, { token: admin })).body.data;
      const { kind: _k, door_id: _d, ...fields } = found;
      const { body } = await t.call(houseUpdate, { ...fields, label_ids }, { token: admin });
      expect(body.code, JSON.stringify(body)).toBe('200000');
    };
    await edit([c as number]);
    expect(await bitsOf(house.id)).toBe(await labelBits([c as number]));
    await edit([]);
    expect(await bitsOf(house.id)).toBe(0);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });

  it('are filled from house_label and the labels\' bits by their migration, whatever they held before', async () => {
    const [a] = await houseLabelIds();
    const some = await t.db.selectFrom('house').select('id').orderBy('id').limit(3).execute();
    await t.db.updateTable('house').set({ label_bits: 0 }).execute();
    await t.db.updateTable('house').set({ label_bits: await labelBits([a as number]) }).where('id', 'in', some.map((h) => h.id)).execute();
    expect((await labelBitsMismatches(t.db)).length).toBeGreaterThan(10);
    await refillLabelBits(t.db, t.handle.dialect, await houseLabelIds());
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });
});

// A house's labels as the list and the detail show them: its house_label rows' labels, in the labels' order (sort, id).
async function shownLabelsMatch(houseIds: number[]) {
  const rows = await t.db.selectFrom('house_label as hl').innerJoin('label as l', 'l.id', 'hl.label_id')
    .select(['hl.house_id', 'l.id', 'l.name', 'l.color']).where('hl.house_id', 'in', houseIds).orderBy('l.sort').orderBy('l.id').execute();
  const want = new Map(houseIds.map((id) => [id, rows.filter((r) => r.house_id === id).map(({ house_id: _h, ...label }) => label)]));
  // Made the newest, so that the list's first page holds them.
  const { newest } = await t.db.selectFrom('house').select((eb) => eb.fn.max('updated_at').as('newest')).executeTakeFirstOrThrow();
  await t.db.updateTable('house').set({ updated_at: Number(newest) + 1 }).where('id', 'in', houseIds).execute();
  const { body } = await t.call(houseList, { kind: 'sale', limit: 100 }, { token: admin });
  const listed = (body.data?.list ?? []).filter((h) => want.has(h.id));
  expect(listed.map((h) => h.id).sort()).toEqual([...houseIds].sort());
  for (const house of listed) expect(house.labels, `house ${house.id} in the list`).toEqual(want.get(house.id));
  for (const id of houseIds) expect((await t.call(houseGet, { id }, { token: admin })).body.data?.labels, `house ${id}`).toEqual(want.get(id));
}

describe('the labels a house shows', () => {
  it('are its house_label rows in the labels\' order, read from the bits on its row while every house label has one', async () => {
    const labels = await houseLabelIds();
    expect(labels.length).toBeGreaterThanOrEqual(3);
    const sales = (await t.db.selectFrom('house').select('id').where('kind', '=', 'sale').where('deleted_at', 'is', null)
      .orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(5).execute()).map((h) => h.id);
    const reversed = [...labels].reverse();
    for (const [i, id] of sales.entries()) await writeLabels(t.db, id, i === 0 ? [] : reversed.slice(0, i));
    // A label's place in the order is its sort, then its id.
    await t.db.updateTable('label').set({ sort: -1 }).where('id', '=', labels[1] as number).execute();
    await shownLabelsMatch(sales);
    // The bits are what is read: a row whose bits said otherwise would show their labels (writeLabels never lets them).
    const [house] = sales.slice(1) as [number];
    await t.db.updateTable('house').set({ label_bits: await labelBits([labels[0] as number]) }).where('id', '=', house).execute();
    const shown = (await t.call(houseGet, { id: house }, { token: admin })).body.data?.labels.map((l) => l.id);
    await writeLabels(t.db, house, reversed.slice(0, 1));
    expect(shown).toEqual([labels[0]]);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });
});

describe('house list by labels with and without bits', () => {
  // Two house labels without a bit (as a company's 53rd and 54th would be), on houses that also carry bitted labels.
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

  it('shows each house\'s labels, those without a bit too, from house_label', async () => {
    await shownLabelsMatch(carriers.map((h) => h.id));
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

describe('bits given to house labels', () => {
  const create = async (kind: 'house' | 'customer', name: string) => {
    const { body } = await t.call(labelChange, { kind, name }, { token: admin });
    expect(body.code, JSON.stringify(body)).toBe('200000');
    return body.data!.id;
  };
  const bitOf = async (id: number) => (await t.db.selectFrom('label').select('bit').where('id', '=', id).executeTakeFirstOrThrow()).bit;
  const taken = async () => (await t.db.selectFrom('label').select('bit').where('bit', 'is not', null).execute()).map((r) => r.bit as number);

  it('a new house label takes the lowest bit free whatever its id; a customer label none; none once all 52 are held', async () => {
    // Customer labels push the ids past 52, as years of labels would.
    for (let last = 0; last < LABEL_BIT_MAX + 5;) {
      last = await create('customer', `客户标签${last}`);
      expect(await bitOf(last)).toBeNull();
    }
    const held = await taken();
    const lowestFree = Array.from({ length: LABEL_BIT_MAX }, (_, i) => i + 1).find((bit) => !held.includes(bit));
    const late = await create('house', '晚来的房源标签');
    expect(late).toBeGreaterThan(LABEL_BIT_MAX);
    expect(await bitOf(late)).toBe(lowestFree);

    // Its houses are found through the bits, as the list's first labels' are.
    const sales = await t.db.selectFrom('house').select('id').where('kind', '=', 'sale').where('deleted_at', 'is', null).orderBy('id', 'desc').limit(5).execute();
    for (const { id } of sales) await writeLabels(t.db, id, [late]);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
    const { body } = await t.call(houseList, { kind: 'sale', label_ids: [late], limit: 100 }, { token: admin });
    expect(body.data?.list.map((h) => h.id).sort()).toEqual(sales.map((h) => h.id).sort());

    // The rest of the bits, then one more: it has none, and still filters (through house_label).
    while ((await taken()).length < LABEL_BIT_MAX) await create('house', `房源标签${(await taken()).length}`);
    expect(new Set(await taken()).size).toBe(LABEL_BIT_MAX);
    const past = await create('house', '第五十三个');
    expect(await bitOf(past)).toBeNull();
    await writeLabels(t.db, sales[0]!.id, [late, past]);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
    const both = await t.call(houseList, { kind: 'sale', label_ids: [late, past] }, { token: admin });
    expect(both.body.data?.list.map((h) => h.id)).toEqual([sales[0]!.id]);
  });

  it('the migration gives the house labels without a bit the lowest free ones, in id order, and sets them on their houses', async () => {
    // As before the migration: the late label (past id 52) and two others without a bit, their houses' rows without
    // it, so three bits are free; with the labels without bits of the describe above (ids 60, 61), they come first in
    // id order, before the other two cleared and the 53rd (created after the late one).
    const late = (await t.db.selectFrom('label').select('id').where('name', '=', '晚来的房源标签').executeTakeFirstOrThrow()).id;
    const { id: past } = await t.db.selectFrom('label').select('id').where('name', '=', '第五十三个').executeTakeFirstOrThrow();
    const others = await t.db.selectFrom('label').select('id').where('name', 'like', '房源标签%').orderBy('id', 'desc').limit(2).execute();
    const cleared = [late, ...others.map((r) => r.id)];
    const freed = (await t.db.selectFrom('label').select('bit').where('id', 'in', cleared).execute()).map((r) => r.bit as number).sort((a, b) => a - b);
    await t.db.updateTable('label').set({ bit: null }).where('id', 'in', cleared).execute();
    await refillLabelBits(t.db, t.handle.dialect, cleared);
    const carriers = (await t.db.selectFrom('house_label').select('house_id').where('label_id', '=', late).execute()).map((r) => r.house_id);
    expect(carriers.length).toBeGreaterThan(0);
    const rows = async () => t.db.selectFrom('house').select('label_bits').where('id', 'in', carriers).execute();
    const carry = (bits: number | bigint | string, bit: number) => (BigInt(bits) & (1n << BigInt(bit))) !== 0n;
    const waiting = (await t.db.selectFrom('label').select('id').where('kind', '=', 'house').where('bit', 'is', null).orderBy('id').execute()).map((r) => r.id);
    expect(waiting.slice(0, 3)).toEqual([60, 61, late].sort((a, b) => a - b));

    await giveLabelBits(t.db, t.handle.dialect);
    expect(await Promise.all(waiting.slice(0, 3).map(bitOf))).toEqual(freed);
    expect(await bitOf(past)).toBeNull();
    const lateBit = await bitOf(late);
    expect(lateBit).not.toBeNull();
    expect((await rows()).every((r) => carry(r.label_bits, lateBit!))).toBe(true);
    expect(new Set(await taken()).size).toBe(LABEL_BIT_MAX);
    expect(await labelBitsMismatches(t.db)).toEqual([]);
  });
});
