import type { Kysely } from 'kysely';

// A person's operation records (operate/staff) are the log entries whose target is that person: without an index on
// the target every look-up read the whole operation log, which grows with every call. The id orders a person's entries.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('operation_log_target_idx').on('operation_log').columns(['target_id', 'id']).execute();
}
