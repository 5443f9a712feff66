import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// label.bit: the bit a house label holds in house.label_bits (modules/house/label-bits.ts). Until now bit n meant the
// label of id n, so only labels of ids 1 to 52 had one, and ids are shared with the customer labels: a company that
// created labels over the years soon passed 52, and its newer house labels filtered the slow way. Now each house label
// holds a bit of its own, given when it is created. The labels that had one keep it (bit = id: the rows need no
// change); a house label of a larger id takes the lowest bit free (a customer label's id, or one never used), and the
// houses carrying it have their bits set. The literal 52 is LABEL_BIT_MAX when this was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('label').addColumn('bit', 'integer').execute();
  // Unique among the labels that hold one (both dialects let several rows have none).
  await db.schema.createIndex('label_bit_uq').on('label').column('bit').unique().execute();
  await giveLabelBits(db, dialect);
}

// Bits to the house labels without one: bit = id for ids 1 to 52 (what their houses' rows already hold), then the
// lowest free bits in id order, with the rows of the houses carrying those labels filled.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function giveLabelBits(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.updateTable('label').set({ bit: sql`id` }).where('kind', '=', 'house').where('bit', 'is', null).where('id', '>=', 1).where('id', '<=', 52)
    .where('id', 'not in', db.selectFrom('label').select('bit').where('bit', 'is not', null)).execute();
  const taken = new Set<number>((await db.selectFrom('label').select('bit').where('bit', 'is not', null).execute()).map((r) => Number(r.bit)));
  const waiting = await db.selectFrom('label').select('id').where('kind', '=', 'house').where('bit', 'is', null).orderBy('id').execute();
  const given: number[] = [];
  let bit = 1;
  for (const { id } of waiting) {
    while (bit <= 52 && taken.has(bit)) bit += 1;
    if (bit > 52) break;
    await db.updateTable('label').set({ bit }).where('id', '=', id).execute();
    taken.add(bit);
    given.push(Number(id));
  }
  if (given.length) await refillLabelBits(db, dialect, given);
}

// label_bits of the houses carrying any of these labels, from their labels' bits (a house's labels are distinct: the
// sum of their bits is their OR).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function refillLabelBits(db: Kysely<any>, dialect: Dialect, labelIds: number[]): Promise<void> {
  const one = dialect === 'postgres' ? sql`1::bigint` : sql`1`;
  await sql`update house set label_bits = coalesce((select sum(${one} << l.bit) from house_label hl
      join label l on l.id = hl.label_id where hl.house_id = house.id and l.bit is not null), 0)
    where id in (select house_id from house_label where label_id in (${sql.join(labelIds)}))`.execute(db);
}
