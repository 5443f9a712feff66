import { sql, type Kysely } from 'kysely';
import { pictureChangeAction } from '@brokerage/contract';
import type { Dialect } from '../database.js';
import { companyDate } from '../../clock.js';

// House statistics read summary rows: per person, company day and kind, how many follow-ups on houses there are (a
// picture upload as 'picture_upload', apart from the other picture records) and how many owner phones were revealed
// ('phone_view'). The app keeps them with every follow-up it writes and every owner phone it reveals; filled here
// from what was written so far (follow-ups without a person, written by the server itself, are not counted).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createTable('house_day')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('house_day_pk', ['staff_id', 'day', 'kind'])
    .execute();
  await db.schema.createIndex('house_day_day_idx').on('house_day').columns(['day', 'staff_id']).execute();

  const counts = new Map<string, { staff_id: number; day: string; kind: string; total: number }>();
  const count = (staffId: number, seconds: number, kind: string) => {
    const day = companyDate(seconds);
    const key = `${staffId} ${day} ${kind}`;
    const known = counts.get(key) ?? { staff_id: staffId, day, kind, total: 0 };
    known.total += 1;
    counts.set(key, known);
  };
  let after = 0;
  for (;;) {
    const rows: { id: number; staff_id: number; kind: string; detail: string; created_at: number | string }[] = await db.selectFrom('followup')
      .select(['id', 'staff_id', 'kind', sql<string>`case when kind = 'picture' then detail else '' end`.as('detail'), 'created_at'])
      .where('staff_id', 'is not', null).where('house_id', 'is not', null).where('id', '>', after)
      .orderBy('id').limit(10_000).execute();
    if (!rows.length) break;
    for (const row of rows) {
      const upload = row.kind === 'picture' && row.detail !== '' && pictureChangeAction(JSON.parse(row.detail) as { from: unknown; to: unknown })?.action === 'upload';
      count(row.staff_id, Number(row.created_at), upload ? 'picture_upload' : row.kind);
    }
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  after = 0;
  for (;;) {
    const rows: { id: number; staff_id: number; created_at: number | string }[] = await db.selectFrom('behaviour_log')
      .select(['id', 'staff_id', 'created_at']).where('action', '=', 'phone_view').where('detail', 'like', 'house %')
      .where('staff_id', 'is not', null).where('id', '>', after).orderBy('id').limit(10_000).execute();
    if (!rows.length) break;
    for (const row of rows) count(row.staff_id, Number(row.created_at), 'phone_view');
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  const all = [...counts.values()];
  for (let i = 0; i < all.length; i += 500) await db.insertInto('house_day').values(all.slice(i, i + 500)).execute();
  if (all.length) await sql`analyze house_day`.execute(db);
}
