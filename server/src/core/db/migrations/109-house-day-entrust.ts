import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { companyDate } from '../../clock.js';

// House statistics count the entrust books that took effect, per person who recorded them and company day, in the
// summary rows (house_day, kind 'entrust') the app now keeps as a book takes effect; filled here from the books in force.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  const counts = new Map<string, { staff_id: number; day: string; kind: string; total: number }>();
  let after = 0;
  for (;;) {
    const rows: { id: number; agent_id: number; effective_at: number | string }[] = await db.selectFrom('entrust_book')
      .select(['id', 'agent_id', 'effective_at']).where('status', '=', 'effective').where('effective_at', 'is not', null)
      .where('id', '>', after).orderBy('id').limit(10_000).execute();
    if (!rows.length) break;
    for (const row of rows) {
      const day = companyDate(Number(row.effective_at));
      const key = `${row.agent_id} ${day}`;
      const known = counts.get(key) ?? { staff_id: row.agent_id, day, kind: 'entrust', total: 0 };
      known.total += 1;
      counts.set(key, known);
    }
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  const all = [...counts.values()];
  for (let i = 0; i < all.length; i += 500) {
    await db.insertInto('house_day').values(all.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['staff_id', 'day', 'kind']).doUpdateSet({ total: sql`excluded.total` })).execute();
  }
}
