import type { Kysely } from 'kysely';

// The behaviour records of one action (lockouts, failed sign-ins, exports among millions of sign-ins and phone views)
// were found by reading the whole log, newest first, until a page was full: 180 ms a page and as much for the count
// at 3 million records on SQLite. In time order within the action, as the list reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('behaviour_log_action_idx').on('behaviour_log').columns(['action', 'created_at', 'id']).execute();
}
