import { sql, type RawBuilder } from 'kysely';

// "Contains" search that behaves the same on both dialects: % and _ typed by a person are matched literally
// (SQLite has no default LIKE escape, so it is given), and case is ignored (PostgreSQL's LIKE is case-sensitive).
export function contains(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
