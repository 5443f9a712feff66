import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Text columns are never null: empty means none.
export const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

// Ids: autoincrementing integers on both dialects.
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// After new indexes on a table: the planners choose by statistics, and SQLite has none for a new index until ANALYZE
// (what SQLite analyzes is `sqliteTarget`: everything, or one table or index; PostgreSQL analyzes the table). A small
// table is left alone (statistics of a nearly empty table would mislead once it fills; PostgreSQL's autovacuum keeps
// its own up to date).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function analyzeWhenLarge(db: Kysely<any>, dialect: Dialect, table: string, sqliteTarget = ''): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from ${sql.table(table)} limit 10000) as t`.execute(db);
  if (Number(rows[0]?.n ?? 0) < 10_000) return;
  await sql`${sql.raw(dialect === 'sqlite' ? `analyze ${sqliteTarget}`.trim() : `analyze ${table}`)}`.execute(db);
}

// After new house indexes (analyzeWhenLarge).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function analyzeHousesWhenLarge(db: Kysely<any>, dialect: Dialect, sqliteTarget = ''): Promise<void> {
  await analyzeWhenLarge(db, dialect, 'house', sqliteTarget);
}
