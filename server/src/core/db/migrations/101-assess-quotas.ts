import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Assessment quotas (考核指标): per position and month, the target of every KPI. The assessment counts the customers
// each person recorded in a month, read along the creation time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  let table = db.schema.createTable('assess_quota')
    .addColumn('position_id', 'integer', (c) => c.notNull().references('position.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull());
  for (const kpi of ['houses', 'customers', 'followups', 'looks', 'second_looks', 'keys', 'pictures', 'phone_views']) {
    table = table.addColumn(kpi, 'integer', (c) => c.notNull());
  }
  await table.addColumn('updated_by', 'integer').addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('assess_quota_pk', ['month', 'position_id']).execute();
  await db.schema.createIndex('customer_created_idx').on('customer').columns(['created_at', 'recorder_id']).execute();
}
