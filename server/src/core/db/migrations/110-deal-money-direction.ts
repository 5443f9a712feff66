import type { Kysely } from 'kysely';

// A deal's money entry is a receivable (应收, every entry so far) or a payable (应付, money the company pays out); the
// payments of payables (实付) are deal_pay rows of kind `payment`, whose kind column already takes any of the
// contract's values, as the party column takes the new parties bank and internal.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deal_money').addColumn('direction', 'varchar(10)', (c) => c.notNull().defaultTo('receivable')).execute();
}
