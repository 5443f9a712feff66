import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { companyDate } from '../../clock.js';

// Follow-up statistics read summary rows: per person, company day and kind, how many follow-ups there are and how
// many of them are marked invalid. The app keeps them with every follow-up it writes; filled here from the
// follow-ups written so far (those written by the server itself, without a person, are not counted).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createTable('followup_day')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('followup_day_pk', ['staff_id', 'day', 'kind'])
    .execute();
  await db.schema.createIndex('followup_day_day_idx').on('followup_day').columns(['day', 'staff_id']).execute();

  const counts = new Map<string, { staff_id: number; day: string; kind: string; total: number; invalid: number }>();
  let after = 0;
  for (;;) {
    const rows: { id: number; staff_id: number; kind: string; created_at: number | string; invalid: number }[] = await db.selectFrom('followup')
      .select(['id', 'staff_id', 'kind', 'created_at', 'invalid']).where('staff_id', 'is not', null).where('id', '>', after)
      .orderBy('id').limit(10_000).execute();
    if (!rows.length) break;
    for (const row of rows) {
      const day = companyDate(Number(row.created_at));
      const key = `${row.staff_id} ${day} ${row.kind}`;
      const known = counts.get(key) ?? { staff_id: row.staff_id, day, kind: row.kind, total: 0, invalid: 0 };
      known.total += 1;
      known.invalid += row.invalid ? 1 : 0;
      counts.set(key, known);
    }
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  const all = [...counts.values()];
  for (let i = 0; i < all.length; i += 500) await db.insertInto('followup_day').values(all.slice(i, i + 500)).execute();
  if (all.length) await sql`analyze followup_day`.execute(db);
}
