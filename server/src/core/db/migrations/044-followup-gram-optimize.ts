import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Merged SQLite's FTS5 table of migration 043 into one segment; that table is made and merged by migration 045 now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(_db: Kysely<any>, _dialect: Dialect): Promise<void> {}
