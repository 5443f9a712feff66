import type { Kysely } from 'kysely';

// Two company settings (DOMAIN.md "Follow-up discipline", "Duplicate customers"):
// - followup_min_gap_minutes: the shortest time between two follow-ups one person writes on the same house or
//   customer; 0, the default, sets none, so an upgrade changes nothing until the company chooses a gap.
// - customer_duplicate_blocks: whether a phone another open customer holds refuses the save (1, as before) or is
//   saved with the holders named as a warning (0).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('followup_min_gap_minutes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('company').addColumn('customer_duplicate_blocks', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
