import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  dialect: Dialect;
  // Describes where the data lives, without credentials (for logs and /api/health).
  location: string;
  // PostgreSQL schema the tables live in.
  schema?: string;
  // PostgreSQL: a new connection of its own, outside the pool, with the pool's settings (for LISTEN).
  connectListener?: () => pg.Client;
  close: () => Promise<void>;
};

// int8 (counts, bigint columns) as JS numbers: every value we store is far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export type DbOptions = {
  databaseUrl?: string;
  sqliteFile?: string;
  poolSize?: number;
};

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    // No parallel workers: the server's concurrency is its many requests at once, and a statement fanning out into
    // workers takes the cores the other requests need (a page of 20 rows planned as a parallel scan spent far more
    // starting its workers than reading its rows).
    const connection = { connectionString: options.databaseUrl, options: '-c max_parallel_workers_per_gather=0' };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      schema: 'public',
      location: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`,
      connectListener: () => new pg.Client(connection),
      close: async () => {
        await pool.end();
      },
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    location: `sqlite:${file}`,
    close: async () => {
      await db.destroy();
    },
  };
}

// Kysely prepares every statement anew; the connection keeps its most recently used ones prepared instead, which is
// safe because Kysely runs one statement at a time on it.
const STATEMENT_CACHE_SIZE = 500;

// Kysely begins a transaction with `begin`, which on SQLite takes the write lock only at the first write: with several
// server processes on one file, a transaction that read first would then fail with SQLITE_BUSY if another process
// wrote in between. `begin immediate` takes the lock at the start, so the others wait for it (busy_timeout).
const BEGIN_WRITE = 'begin immediate';

function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (sqlText: string) => {
      const text = sqlText === 'begin' ? BEGIN_WRITE : sqlText;
      let statement = cache.get(text);
      if (statement) {
        // Most recently used last, so the oldest is the one dropped.
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
