import { sql } from 'kysely';
import type { Db } from '../core/db/database.js';
import { testDialect } from './harness.js';

// The columns ("table.column") with a foreign key to a table, sorted: what a delete's list of holders is checked
// against.
export async function foreignKeysTo(db: Db, table: string): Promise<string[]> {
  const keys = testDialect() === 'postgres'
    ? (await sql<{ tbl: string; col: string }>`select c.conrelid::regclass::text as tbl, a.attname as col from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = ${table}::regclass`.execute(db)).rows
    : (await sql<{ tbl: string; col: string }>`select m.name as tbl, f."from" as col from sqlite_master m
        join pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = ${table}`.execute(db)).rows;
  return keys.map((k) => `${k.tbl}.${k.col}`).sort();
}
