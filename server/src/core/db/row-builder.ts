export type RowBuilder = (row: unknown[]) => Record<string, unknown>;

// A statement's rows are read as arrays and each is turned into an object with a function made once per statement
// from its column names: the same objects (a later column of the same name wins, as the drivers do) in about half the
// time the drivers take to build them one property at a time (better-sqlite3 in C++, 0.3-0.5 µs a value; pg in
// JavaScript). Used by SQLite's connections and readers (docs/performance.md, change 20) and by PostgreSQL's kept
// statements (pg-kept-run.ts, change 84).
export function rowBuilder(names: string[]): RowBuilder {
  // A key "__proto__" is written computed, so it names a property like any other and does not set the prototype.
  const key = (name: string) => (name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name));
  const body = `return {${names.map((name, i) => `${key(name)}: row[${i}]`).join(', ')}};`;
  return new Function('row', body) as RowBuilder;
}
