import type { Kysely } from 'kysely';

// What a system message was last sent for, so a job tells a person once per occasion: the due date of the lend a
// key's borrower was told is overdue, and the idle-since time of the countdown a house's maintainer was warned of
// (a new lend, a later due date or a new follow-up starts a new occasion without anyone clearing the mark).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('house_key').addColumn('overdue_told_for', 'bigint').execute();
  await db.schema.alterTable('house').addColumn('release_warned_for', 'bigint').execute();
}
