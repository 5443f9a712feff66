import type { Kysely } from 'kysely';

// The daily allowance of Excel exports per person (security settings); exports are counted in the behaviour log.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('security_setting').addColumn('export_daily_limit', 'integer', (c) => c.notNull().defaultTo(50)).execute();
}
