import { sql, type Compilable, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from './db/database.js';

// "Contains" search that behaves the same on both dialects: % and _ typed by a person are matched literally
// (SQLite has no default LIKE escape, so it is given), and case is ignored. PostgreSQL's LIKE is case-sensitive, so
// both sides are lowered there; SQLite's LIKE already ignores the case of ASCII letters and its lower() changes no
// other letter, so the column is compared as it is: lower() on every row was half the time of a scan.
export function contains(dialect: Dialect, column: string, text: string): RawBuilder<boolean> {
  return likeIgnoringCase(dialect, column, `%${literally(text.toLowerCase())}%`);
}

// "Starts with", the same way, the text lowered only where the column is (SQLite's LIKE folds ASCII letters, no
// others). An index serves it when it holds the column as the LIKE compares it: on SQLite the column with the NOCASE
// collation, on PostgreSQL lower(column) with text_pattern_ops (byte-wise ranges, whatever the database's collation).
export function startsWith(dialect: Dialect, column: string, text: string): RawBuilder<boolean> {
  return likeIgnoringCase(dialect, column, `${literally(dialect === 'sqlite' ? text : text.toLowerCase())}%`);
}

const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function likeIgnoringCase(dialect: Dialect, column: string, pattern: string): RawBuilder<boolean> {
  return dialect === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`
    : sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

// A query's rows counted up to `cap`, one statement: an exact count over millions of rows reads every one of them for
// each page (the house list's sales at 1M houses: 40 ms; the follow-ups at 3M: 23 ms on SQLite), where a page reads
// twenty. A count equal to the cap means that many or more. Several queries (of disjoint rows) are counted together,
// read one after the other (UNION ALL) until the cap.
// The query may name its tables by aliases: its own DB type then differs from the database's. `cap`: a parameter, or a
// literal for PostgreSQL to plan with.
export function countUpTo<D, DB, TB extends keyof DB, O>(db: Kysely<D>, query: SelectQueryBuilder<DB, TB, O> | SelectQueryBuilder<DB, TB, O>[],
  cap: number | RawBuilder<number>) {
  const rows = unionAllOf((Array.isArray(query) ? query : [query]).map((q) => q.select(sql<number>`1`.as('one'))));
  // The outer statement names only the subquery: built on a Kysely without tables, so it types for any query.
  return (db as unknown as Kysely<object>).selectFrom(rows.limit(cap).as('capped'))
    .select(sql<number>`count(*)`.as('n'));
}

// How many rows PostgreSQL's planner expects a query to find: for a choice between two statements, made from the
// statistics without running either (the house list's follow-up ranges, a follow-up word's pairs). Its values should be literals, which the planner reads, not parameters, which it guesses.
export async function plannedRows(db: Kysely<any>, query: Compilable): Promise<number> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any query
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`explain (format json) ${query}`.execute(db);
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('PostgreSQL gave no plan');
  return plan['Plan Rows'];
}

// A list's matches read whole (fewer than its cap, so all there are) as one page in the list's order: the keyword paths
// of the follow-ups, the keys and the behaviour records read a word's matches once rather than walk an index that a
// rare word reads to its end, and take the page from them here.
export function pageOfMatches<T>(matches: T[], order: (a: T, b: T) => number, page: number, limit: number): T[] {
  const start = (page - 1) * limit;
  return [...matches].sort(order).slice(start, start + limit);
}

// Newest first, ties by the newer id: the order of those lists (the follow-ups' after their pinned ones).
export const newestFirst = (a: { id: number; at: number }, b: { id: number; at: number }) => b.at - a.at || b.id - a.id;

// Queries of the same columns as one statement, their rows one after the other (UNION ALL).
export function unionAllOf<DB, TB extends keyof DB, O>([first, ...rest]: SelectQueryBuilder<DB, TB, O>[]): SelectQueryBuilder<DB, TB, O> {
  if (!first) throw new Error('unionAllOf: no query');
  return rest.reduce((union, query) => union.unionAll(query), first);
}

// The newest n rows of each query, newest first by `table`'s created_at then id, as one statement (UNION ALL): the
// parts of a logs' keyword at its cap, each an index's range in time order, among which the page is
// chosen. The outer statement names only the subqueries, as countUpTo's does.
export function newestOfEach<D, DB, TB extends keyof DB, O>(db: Kysely<D>, parts: SelectQueryBuilder<DB, TB, O>[], table: string, n: number) {
  return unionAllOf(parts.map((part) => (db as unknown as Kysely<object>)
    .selectFrom(part.orderBy(sql.ref(`${table}.created_at`), 'desc').orderBy(sql.ref(`${table}.id`), 'desc').limit(n).as('newest'))
    .selectAll()));
}

// A unique constraint refused the write (PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE): the caller turns it into
// the refusal its rule names.
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
