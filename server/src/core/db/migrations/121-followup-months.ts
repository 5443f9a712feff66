import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// The follow-up statistics read whole company months from per-month summary rows (per person, month 'YYYY-MM' and
// kind, the sum of the month's followup_day rows) and only the days of the months a range covers in part, so a
// month's statistics sum a row per person and kind instead of one per day. Filled from followup_day; the app keeps
// both together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createTable('followup_month')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('followup_month_pk', ['staff_id', 'month', 'kind'])
    .execute();
  await db.schema.createIndex('followup_month_month_idx').on('followup_month').columns(['month', 'staff_id']).execute();
  await sql`insert into followup_month (staff_id, month, kind, total, invalid)
    select staff_id, substr(day, 1, 7), kind, sum(total), sum(invalid) from followup_day group by staff_id, substr(day, 1, 7), kind`.execute(db);
  await analyzeWhenLarge(db, dialect, 'followup_month', 'followup_month');
}
