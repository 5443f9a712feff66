import {
  DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
} from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { Dialect } from '../core/db/database.js';

// A database that only compiles statements, for tests of the SQL a query sends on either dialect.

const compilers = {
  sqlite: () => ({ adapter: new SqliteAdapter(), introspector: SqliteIntrospector, compiler: new SqliteQueryCompiler() }),
  postgres: () => ({ adapter: new PostgresAdapter(), introspector: PostgresIntrospector, compiler: new PostgresQueryCompiler() }),
};

export function compileOnly(dialect: Dialect): Kysely<Database> {
  const { adapter, introspector, compiler } = compilers[dialect]();
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new introspector(db),
      createQueryCompiler: () => compiler,
    },
  });
}
