import { PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.js';
import type { Db } from './database.js';

// Tables whose rows have an id.
type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

// Holds a row for the rest of the caller's transaction, so that a check made after it and the write the check allows
// do not interleave with another transaction holding the same row. PostgreSQL locks the row (read committed lets two
// transactions read before either writes); SQLite needs nothing, its write transaction (begin immediate,
// database.ts) already holding the whole database. Take the rows in one order everywhere, the house's first.
export async function lockRow(trx: Db, table: TableWithId, id: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}
