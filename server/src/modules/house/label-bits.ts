// A house's labels as bits of one integer on its row (house.label_bits), kept beside house_label so the list can
// filter by labels inside the house indexes: bit n is set when the house carries the label of id n, for ids 1 to
// LABEL_BIT_MAX. A filter on a pair of labels then reads index entries in order instead of probing house_label for
// every house met (docs/performance.md, change 43). Labels are never deleted and never change kind, so a bit never
// comes to mean another label. A label of a larger id has no bit: filters on it go through house_label as before.

// 2^52 + … + 2^1 stays below Number.MAX_SAFE_INTEGER, so a mask is an exact JS number on both drivers (and, with
// no sign bit, a house carrying every label of a mask has label_bits >= the mask: the range an index can search).
export const LABEL_BIT_MAX = 52;

export const hasLabelBit = (labelId: number) => Number.isInteger(labelId) && labelId >= 1 && labelId <= LABEL_BIT_MAX;

// The bits of these labels (those with one); 0 for none.
export function labelBits(labelIds: readonly number[]): number {
  let bits = 0;
  for (const id of new Set(labelIds)) if (hasLabelBit(id)) bits += 2 ** id;
  return bits;
}
