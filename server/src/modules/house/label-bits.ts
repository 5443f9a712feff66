import type { Db } from '../../core/db/database.js';
import { preparedForIds } from '../../core/db/prepared.js';

// A house's labels as bits of one integer on its row (house.label_bits), kept beside house_label so the list can
// filter by labels inside the house indexes: a house label is given a bit (label.bit, 1 to LABEL_BIT_MAX) when it is
// created, the lowest one free, and the house's row has that bit set while it carries the label. A filter on a pair
// of labels then reads index entries in order instead of probing house_label for every house met.
// Labels are never deleted and never change kind, so a bit never comes to mean another label.
// A company's first 52 house labels have bits whatever their ids (customer labels share the ids and take none); a
// house label created after them has none, and filters on it go through house_label, the slower way.

// 2^52 + … + 2^1 stays below Number.MAX_SAFE_INTEGER, so a mask is an exact JS number on both drivers (and, with
// no sign bit, a house carrying every label of a mask has label_bits >= the mask: the range an index can search).
export const LABEL_BIT_MAX = 52;

// The mask of these bits; 0 for none.
export function maskOf(bits: Iterable<number>): number {
  let mask = 0;
  for (const bit of new Set(bits)) mask += 2 ** bit;
  return mask;
}

// The lowest bit no label holds, or null when all LABEL_BIT_MAX are taken.
export function freeBit(taken: Iterable<number | null>): number | null {
  const held = new Set(taken);
  for (let bit = 1; bit <= LABEL_BIT_MAX; bit += 1) if (!held.has(bit)) return bit;
  return null;
}

// Prepared per number of labels (core/db/prepared.ts): a list call with labels runs it.
const bitsOfLabels = preparedForIds((db: Db, ids: number[]) => db.selectFrom('label').select(['id', 'bit'])
  .where('id', 'in', ids).where('bit', 'is not', null), 20);

// Labels' bits by id, leaving out those without one.
export function bitsById(labels: readonly { id: number; bit: number | null }[]): Map<number, number> {
  return new Map(labels.flatMap((label) => (label.bit === null ? [] : [[label.id, label.bit] as const])));
}

// The bits of these labels, by id; a label without a bit (or no such label) is not in the map.
export async function labelBitsOf(db: Db, labelIds: readonly number[]): Promise<Map<number, number>> {
  return bitsById(await bitsOfLabels.all(db, [...new Set(labelIds)]));
}
