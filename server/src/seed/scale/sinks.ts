import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { COLUMNS, type Row, type ScaleTable, type Sink } from './generate.js';

// Where the generator's rows go. Both keep every constraint of the schema (primary keys, unique constraints,
// foreign keys, not null); only the secondary indexes of the big tables are dropped during the load and created
// again, from their own stored definitions, afterwards: building an index once from sorted rows is many times
// faster than keeping fifteen of them up to date row by row.

// The tables whose secondary indexes wait for the end of the load.
export const BULK_TABLES = ['house', 'house_label', 'followup', 'house_key', 'house_key_log'] as const;

export type SavedIndex = { name: string; sql: string };

// ---- SQLite (better-sqlite3, one connection, prepared multi-row statements inside large transactions) ----

const SQLITE_ROWS_PER_STATEMENT = 100;
const SQLITE_ROWS_PER_TRANSACTION = 100_000;

export function sqliteSink(db: SQLite.Database): Sink & { finish: () => void } {
  const statements = new Map<string, SQLite.Statement>();
  const statementFor = (table: ScaleTable, rows: number) => {
    const key = `${table}:${rows}`;
    let statement = statements.get(key);
    if (!statement) {
      const columns = COLUMNS[table];
      const one = `(${columns.map(() => '?').join(',')})`;
      statement = db.prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${Array(rows).fill(one).join(',')}`);
      statements.set(key, statement);
    }
    return statement;
  };
  let pending = 0;
  db.exec('begin');
  return {
    insert: async (table, rows) => {
      let i = 0;
      const many = statementFor(table, SQLITE_ROWS_PER_STATEMENT);
      for (; i + SQLITE_ROWS_PER_STATEMENT <= rows.length; i += SQLITE_ROWS_PER_STATEMENT) {
        many.run(rows.slice(i, i + SQLITE_ROWS_PER_STATEMENT).flat());
      }
      const one = statementFor(table, 1);
      for (; i < rows.length; i++) one.run(rows[i] as Row);
      pending += rows.length;
      if (pending >= SQLITE_ROWS_PER_TRANSACTION) {
        db.exec('commit');
        db.exec('begin');
        pending = 0;
      }
    },
    barrier: async () => {},
    finish: () => {
      db.exec('commit');
    },
  };
}

export function sqliteDropIndexes(db: SQLite.Database): SavedIndex[] {
  const saved = db.prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${BULK_TABLES.map(() => '?').join(',')}) order by name`)
    .all(...BULK_TABLES) as SavedIndex[];
  for (const index of saved) db.exec(`drop index "${index.name}"`);
  return saved;
}

export function sqliteCreateIndexes(db: SQLite.Database, saved: SavedIndex[], log: (name: string, ms: number) => void): void {
  for (const index of saved) {
    const started = performance.now();
    db.exec(index.sql);
    log(index.name, performance.now() - started);
  }
}

// ---- PostgreSQL (multi-row inserts of about a thousand rows, a few at a time on a pool) ----

const PG_MAX_PARAMS = 60_000;
const PG_ROWS = 1_000;
const PG_IN_FLIGHT = 4;

export function pgSink(pool: pg.Pool): Sink {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  const launch = async (text: string, values: unknown[]) => {
    while (running.size >= PG_IN_FLIGHT) await Promise.race(running);
    if (failure) throw failure;
    const job: Promise<void> = pool.query(text, values).then(() => undefined, (error: unknown) => {
      failure ??= error;
    }).finally(() => running.delete(job));
    running.add(job);
  };
  return {
    insert: async (table, rows) => {
      const columns = COLUMNS[table];
      const per = Math.max(1, Math.min(PG_ROWS, Math.floor(PG_MAX_PARAMS / columns.length)));
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per);
        const values: unknown[] = [];
        const tuples = chunk.map((row) => `(${row.map((value) => `$${values.push(value)}`).join(',')})`);
        await launch(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`, values);
      }
    },
    barrier: async () => {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}

export async function pgDropIndexes(pool: pg.Pool): Promise<SavedIndex[]> {
  // Indexes of their own, not those behind a primary key or unique constraint.
  const { rows } = await pool.query<SavedIndex>(
    `select i.indexname as name, i.indexdef as sql from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = (select oid from pg_namespace where nspname = current_schema()))
      order by i.indexname`, [[...BULK_TABLES]]);
  for (const index of rows) await pool.query(`drop index "${index.name}"`);
  return rows;
}

export async function pgCreateIndexes(pool: pg.Pool, saved: SavedIndex[], log: (name: string, ms: number) => void): Promise<void> {
  // Two at a time: the machine has two cores; each build sorts in maintenance_work_mem.
  const queue = [...saved];
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query(`set maintenance_work_mem = '256MB'`);
      for (let index = queue.shift(); index; index = queue.shift()) {
        const started = performance.now();
        await client.query(index.sql);
        log(index.name, performance.now() - started);
      }
    } finally {
      client.release();
    }
  };
  await Promise.all([worker(), worker()]);
}
