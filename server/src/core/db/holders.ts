import type { Lang } from '@brokerage/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database.js';

// A column with a foreign key to the row being deleted and the kind of record it is, as a refusal names it; `exists`
// replaces the plain look-up of the column where an index is reached another way.
export type Holder<R extends string> = { table: string; column: string; record: R; exists?: (id: number) => RawBuilder<unknown> };

// A further way a record can keep the row: the body of an EXISTS, for links that run through another table.
export type HolderQuery<R extends string> = { record: R; exists: RawBuilder<unknown> };

// The rows of one holder that name the row, as the body of an EXISTS.
export function holderQuery<R extends string>(h: Holder<R>, id: number): RawBuilder<unknown> {
  return h.exists?.(id) ?? sql`select 1 from ${sql.table(h.table)} where ${sql.ref(h.column)} = ${id}`;
}

// The kinds of record that still name the row, in the order of `order`: one statement of one EXISTS per holder, so a
// delete can refuse with a named reason instead of failing on the foreign key.
export async function heldBy<R extends string>(
  db: Db, holders: readonly Holder<R>[], id: number, order: readonly R[], extra: readonly HolderQuery<R>[] = [],
): Promise<R[]> {
  const checks = [
    ...holders.map((h, i) => sql`exists (${holderQuery(h, id)}) as ${sql.ref(`h${i}`)}`),
    ...extra.map((q, i) => sql`exists (${q.exists}) as ${sql.ref(`x${i}`)}`),
  ];
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(checks)}`.execute(db);
  const row = rows[0] ?? {};
  // SQLite answers 0/1, PostgreSQL booleans.
  const held = (key: string) => row[key] === true || Number(row[key]) === 1;
  const records = new Set<R>([
    ...holders.filter((_, i) => held(`h${i}`)).map((h) => h.record),
    ...extra.filter((_, i) => held(`x${i}`)).map((q) => q.record),
  ]);
  return order.filter((r) => records.has(r));
}

// How a refusal lists the kinds of record, in the caller's language.
export const LIST_SEPARATOR: Record<Lang, string> = { en: ', ', zh: '、', es: ', ', ja: '、' };
