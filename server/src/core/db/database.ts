import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type KyselyConfig,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { Database } from './schema.js';
import { defaultSqliteReaders } from '../config.js';
import { SqliteReadersDialect, type SqliteReaders } from './sqlite-readers.js';
import { rowBuilder } from './row-builder.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { sqliteTextGrams } from '../grams.js';
import { runKept, type KeptShape } from './pg-kept-run.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  dialect: Dialect;
  // Describes where the data lives, without credentials (for logs and /api/health).
  location: string;
  // PostgreSQL schema the tables live in.
  schema?: string;
  // SQLite: the threads that run reads outside transactions (core/db/sqlite-readers.ts), when it has any.
  readers?: SqliteReaders;
  // SQLite: the thread that copies the write-ahead log into the file (core/db/sqlite-checkpointer.ts), when it has one.
  checkpointer?: SqliteCheckpointer;
  // PostgreSQL: a new connection of its own, outside the pool, with the pool's search path (for LISTEN).
  connectListener?: () => pg.Client;
  close: () => Promise<void>;
};

// int8 (counts, bigint columns) as JS numbers: every value we store is far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export type DbOptions = {
  databaseUrl?: string;
  sqliteFile?: string;
  // PostgreSQL schema to work in (tests give each run its own).
  pgSchema?: string;
  poolSize?: number;
  // Kysely's query log (bench/trace.ts times each statement with it).
  log?: KyselyConfig['log'];
  // SQLite file: reading threads (SQLITE_READERS; 0 for none). Default: defaultSqliteReaders().
  readers?: number;
  // SQLite file: checkpoints on a thread of their own (SQLITE_CHECKPOINT_THREAD). Default: on.
  checkpointThread?: boolean;
};

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), log: options.log }),
      dialect: 'postgres',
      schema: options.pgSchema ?? 'public',
      location: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}${options.pgSchema ? `#${options.pgSchema}` : ''}`,
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
  registerSqliteFunctions(sqlite);
  const config = { database: withStatementCache(sqlite) };
  const readers = file === ':memory:' ? 0 : options.readers ?? defaultSqliteReaders();
  const dialect = readers > 0 ? new SqliteReadersDialect(config, path.resolve(file), readers, STATEMENT_CACHE_SIZE) : new SqliteDialect(config);
  const db = new Kysely<Database>({ dialect, log: options.log });
  const checkpointer = file !== ':memory:' && (options.checkpointThread ?? true) ? new SqliteCheckpointer(path.resolve(file), sqlite) : undefined;
  return {
    db,
    dialect: 'sqlite',
    location: `sqlite:${file}`,
    ...(dialect instanceof SqliteReadersDialect ? { readers: dialect.readers } : {}),
    ...(checkpointer ? { checkpointer } : {}),
    close: async () => {
      await checkpointer?.close();
      await db.destroy();
    },
  };
}

// The functions the schema calls (the follow-ups' insert trigger: text_grams, migration 043), on every connection that
// writes: this one and seed:scale's (seed/scale/load.ts). The reading threads never write and need none.
export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function('text_grams', { deterministic: true }, sqliteTextGrams);
}

// Kysely prepares every query anew; on SQLite the prepare cost more than running the query (13 % of the server's
// time on a house detail at 1M houses, docs/performance.md). The connection keeps its most recent statements instead.
// Safe because Kysely runs one query at a time on the connection. It also turns Kysely's `begin` into BEGIN_WRITE.
// The reader threads (sqlite-readers.ts) keep as many each.
const STATEMENT_CACHE_SIZE = 500;

// Kysely begins a transaction with `begin`, which on SQLite takes the write lock only at the first write. With several
// server processes on one file (SERVER_WORKERS) a transaction that read first then fails with SQLITE_BUSY at once
// if another process wrote in between. `begin immediate` takes the lock at the start, so the others wait for it
// (busy_timeout). One process has one connection, whose transactions queue anyway: no change there.
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
        statement = withRowBuilder(sqlite.prepare(text));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

// PostgreSQL parses, analyses and plans every statement sent unnamed, and for the house list the planning cost more than
// the running (docs/performance.md, "Next": about 9 ms of planning against 6.5 ms of execution a page at 1M houses,
// seven tables joined, 19 indexes on house). A statement with parameters is sent as a named prepared statement
// instead, one name per SQL text on each connection: PostgreSQL then keeps it parsed, and after five runs keeps a
// generic plan when its estimated cost is no worse than the custom plans' (plan_cache_mode auto), else plans each run
// with the values as before. A select without parameters is named too (its one plan is kept from the first run: the
// house list writes a range's values into its statements, change 76). Other statements without parameters stay
// unnamed: they may hold several statements (the migrations), which a prepared statement cannot, and they are
// transaction control, DDL and EXPLAIN, with nothing to keep.
// Each connection keeps its most recently used PG_STATEMENT_CACHE_SIZE: when a new one would pass that, the oldest
// quarter is deallocated, in one round trip before the next statement. Names are never reused on a connection.
// (Behind a pooler in transaction mode, PgBouncer before 1.21 cannot carry prepared statements; 1.21 and later can with
// its max_prepared_statements set.)
export const PG_STATEMENT_CACHE_SIZE = 200;

type NamedStatements = { names: Map<string, string>; next: number; stale: string[]; shapes: Map<string, KeptShape> };
// The pg driver's record of the statements a connection has parsed (its Connection; @types/pg leaves it out).
type ParsedStatements = { parsedStatements: Record<string, string> };

export function withNamedStatements(pool: pg.Pool, cacheSize = PG_STATEMENT_CACHE_SIZE): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const state: NamedStatements = { names: new Map(), next: 0, stale: [], shapes: new Map() };
    const parsed = (client.connection as unknown as ParsedStatements).parsedStatements;
    // A statement whose Parse failed (an error in it) never existed on the server: only parsed ones are deallocated.
    const forget = (text: string, onServer = true) => {
      const name = state.names.get(text);
      if (name === undefined) return;
      state.names.delete(text);
      state.shapes.delete(name);
      if (parsed[name] === undefined) return;
      delete parsed[name];
      if (onServer) state.stale.push(name);
    };
    const nameOf = (text: string): string => {
      let name = state.names.get(text);
      if (name !== undefined) {
        // Most recently used last, so the oldest are the ones dropped.
        state.names.delete(text);
      } else {
        if (state.names.size >= cacheSize) {
          let dropped = 0;
          for (const oldText of state.names.keys()) {
            if (dropped++ >= Math.max(1, Math.floor(cacheSize / 4))) break;
            forget(oldText);
          }
        }
        name = `k${state.next++}`;
      }
      state.names.set(text, name);
      return name;
    };
    // A kept statement's run (core/db/pg-kept-run.ts): its result described once, its rows read as arrays.
    const run = (name: string, text: string, values: unknown[]) => runKept(client, name, text, values, state.shapes);
    // Kysely hands each statement a fresh array of its values: passed on as it is.
    const query = async (text: string, values: unknown[]) => {
      if (values.length === 0 && !/^select\b/i.test(text)) return client.query(text, values);
      const name = nameOf(text);
      if (state.stale.length > 0) {
        const stale = state.stale.splice(0);
        // Not transactional: a deallocation inside a transaction stands when it rolls back. In a transaction that
        // already failed it is refused; the names are then kept for the next statement's attempt. Any other refusal
        // (the connection lost) leaves them to the end of the connection, which ends its statements.
        await client.query(stale.map((old) => `deallocate ${old}`).join('; ')).catch((error: unknown) => {
          if (pgCode(error) === IN_FAILED_TRANSACTION) state.stale.push(...stale);
        });
      }
      try {
        return await run(name, text, values);
      } catch (error) {
        const lost = pgCode(error) === STATEMENT_MISSING;
        if (!lost && !planChangedResultType(error)) throw error;
        // Another server migrated a table under a statement that reads all its columns (`select t.*`), and
        // PostgreSQL refuses the kept statement once; or the statement is gone (a DEALLOCATE ALL or DISCARD ALL sent
        // on the connection). It is prepared again under a new name and run once more; inside a transaction the
        // failure stands (the transaction is aborted), and the retry's error is not the one to show.
        forget(text, !lost);
        return run(nameOf(text), text, values).catch(() => Promise.reject(error));
      }
    };
    return {
      query: ((textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) =>
        typeof textOrCursor === 'string' ? query(textOrCursor, (parameters ?? []) as unknown[]) : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

const IN_FAILED_TRANSACTION = '25P02';
const STATEMENT_MISSING = '26000';

// PostgreSQL's SQLSTATE of a failed statement (the pg driver's `code`).
const pgCode = (error: unknown): string | undefined => (error as { code?: string }).code;

function planChangedResultType(error: unknown): boolean {
  return pgCode(error) === '0A000' && /cached plan must not change result type/.test((error as Error).message);
}

// better-sqlite3 builds each row object in C++, one property at a time (0.3-0.5 µs a value): a list page's 20 houses of
// 38 columns took 270-460 µs to read, against 115 µs as arrays. A statement that returns rows reads them as arrays and
// turns each into an object with rowBuilder (row-builder.ts, which the readers use too). Kysely runs one statement
// at a time on the connection, and a statement's columns do not change once it is prepared.
function withRowBuilder(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const build = rowBuilder(statement.columns().map((column) => column.name));
  const raw = statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map((row) => build(row)),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const row of raw.iterate(parameters)) yield build(row as unknown[]);
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
