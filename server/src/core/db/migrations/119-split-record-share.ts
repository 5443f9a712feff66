import type { Kysely } from 'kysely';

// company.split_record_share: the share of the company's default commission split (deal/split.ts) that goes to the
// house's recorder (录入人), in basis points, counted with the other house-side shares; 0 by default, so the splits
// proposed until the company sets it stay as they were.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('split_record_share', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
