import type { Kysely } from 'kysely';

// A deal step may be skipped (跳过, status `skipped`) with the reason kept beside it; the status column already takes
// any of the contract's values, checked by the service as the other statuses are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deal_step').addColumn('skip_reason', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
}
