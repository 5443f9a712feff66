import type { Kysely } from 'kysely';

// The house operation log searched by a keyword without a house (operate/house): the keyword is resolved to the
// contract's house paths and the people whose names hold it, and their entries are read from this index and
// operation_log_staff_idx, newest first within each path, instead of matching every entry's path and person.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('operation_log_endpoint_idx').on('operation_log').columns(['endpoint', 'created_at', 'id']).execute();
}
