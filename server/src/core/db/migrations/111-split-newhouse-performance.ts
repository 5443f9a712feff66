import { sql, type Kysely } from 'kysely';

// Two things the deals' commission and performance use:
// - company.split_*_share: the company's default commission split (deal/split.ts), each house-side role's share in
//   basis points, the customer side taking what they leave; the defaults give each of the three a third of a half, as
//   the split proposed before.
// - newhouse_report.settled_month: the company month of a report's 结佣, whose commission counts in the performance
//   statistics as new-house performance (statistics/newhouse-month.ts); filled from settled_at in the company's time
//   zone (Asia/Shanghai, eight hours ahead of UTC all year), indexed for the statistics' months.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('split_house_share', 'integer', (c) => c.notNull().defaultTo(1_667)).execute();
  await db.schema.alterTable('company').addColumn('split_key_share', 'integer', (c) => c.notNull().defaultTo(1_667)).execute();
  await db.schema.alterTable('company').addColumn('split_survey_share', 'integer', (c) => c.notNull().defaultTo(1_666)).execute();

  await db.schema.alterTable('newhouse_report').addColumn('settled_month', 'varchar(7)').execute();
  const settled = await db.selectFrom('newhouse_report').select(['id', 'settled_at']).where('settled_at', 'is not', null).execute();
  for (const row of settled) {
    const month = new Date((Number(row.settled_at) + 8 * 3600) * 1000).toISOString().slice(0, 7);
    await db.updateTable('newhouse_report').set({ settled_month: month }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('newhouse_report_settled_idx').on('newhouse_report').columns(['settled_month', 'reporter_id'])
    .where(sql<boolean>`settled_month is not null`).execute();
}
