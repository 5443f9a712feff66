import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database.js';

// Text columns are never null: empty means none.
export const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

// Ids: autoincrementing integers on both dialects.
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
