import type { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import { startThread } from '../threads.js';
import { rowBuilder, type RowBuilder } from './row-builder.js';

// SQLite's statements run on the thread that calls them, and on the server that is the one thread every request
// shares: at 1M houses a list page's five statements took 1.1 ms of its 2.8 ms in process, and twenty calls queued
// behind one another made the read p99 (docs/performance.md, change 41). With readers, a SELECT outside a transaction
// runs on a reading connection of its own thread (sqlite-reader.worker.mjs) while the server's thread goes on with
// other requests; everything else (writes, transactions with the reads in them, streamed reads, statements written
// with sql``) stays on the one writing connection as before. WAL lets the readers read while that connection writes; each read sees what was committed when
// it began, as a read on the writing connection outside a transaction would.
//
// SQLITE_READERS sets how many (0: none, every statement on the server's thread; default: defaultSqliteReaders in
// core/config.ts). A database in memory cannot be shared with a thread and has none.

// A reader that stopped is started again on its next read, not before this long: its reads go to the writing connection
// meanwhile.
const RESTART_AFTER_MS = 1000;

// The old generation of a reader's heap: far above the largest read the app makes (an export's page of 20,000 houses).
const READER_HEAP_MB = 512;
// Its young generation: what a read allocates (its parameters, its rows as arrays) is small and short-lived (see
// core/threads.ts for why this needs more than the limit).
const READER_YOUNG_MB = 8;

type Answer = { id: number; rows?: unknown[][]; columns?: string[]; blobs?: true; error?: { message: string; code?: string } };
type Waiting = { query: CompiledQuery; resolve: (result: QueryResult<unknown>) => void; reject: (error: unknown) => void };
type Reader = { worker: Worker; waiting: Map<number, Waiting> };

export class SqliteReaders {
  private readonly readers: (Reader | null)[];
  // When each stopped reader may start again.
  private readonly downUntil: number[];
  // Row builders by SQL text, most recently used last.
  private readonly builders = new Map<string, RowBuilder>();
  private lastId = 0;
  private closed = false;
  // Statements each reader has answered (the tests look).
  readonly counts: number[];

  constructor(
    private readonly file: string,
    count: number,
    // The most recently used statements each reader keeps prepared: as many as the writing connection keeps.
    private readonly cacheSize: number,
    // Runs a read on the writing connection: while no reader may run it (all stopped, none yet restarted).
    private readonly onWriter: (query: CompiledQuery) => Promise<QueryResult<unknown>>,
  ) {
    this.readers = Array.from({ length: count }, () => null);
    this.downUntil = Array.from({ length: count }, () => 0);
    this.counts = Array.from({ length: count }, () => 0);
  }

  execute(query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const slot = this.pick();
    if (slot < 0) return this.onWriter(query);
    const reader = this.readers[slot] ?? this.start(slot);
    const id = ++this.lastId;
    const known = this.builders.has(query.sql);
    return new Promise((resolve, reject) => {
      if (reader.waiting.size === 0) reader.worker.ref();
      reader.waiting.set(id, { query, resolve, reject });
      reader.worker.postMessage({ id, sql: query.sql, parameters: query.parameters, columns: !known });
    });
  }

  // Each slot's thread, or null while it has none (tests).
  threads(): (Worker | null)[] {
    return this.readers.map((reader) => reader?.worker ?? null);
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = this.readers.filter((reader): reader is Reader => reader !== null);
    this.readers.fill(null);
    for (const reader of running) {
      for (const job of reader.waiting.values()) job.reject(new Error('the database is closed'));
      reader.waiting.clear();
    }
    await Promise.all(running.map((reader) => reader.worker.terminate()));
  }

  // The running or startable reader with the fewest reads in hand; -1 when all are stopped and waiting to restart.
  private pick(): number {
    let best = -1;
    let bestLoad = Infinity;
    const now = Date.now();
    for (let slot = 0; slot < this.readers.length; slot++) {
      const reader = this.readers[slot];
      const load = reader ? reader.waiting.size : (this.downUntil[slot] as number) <= now ? 0 : Infinity;
      if (load < bestLoad) {
        best = slot;
        bestLoad = load;
        if (load === 0) break;
      }
    }
    return best;
  }

  private start(slot: number): Reader {
    const worker = startThread(new URL('./sqlite-reader.worker.mjs', import.meta.url), {
      workerData: { file: this.file, cacheSize: this.cacheSize },
      // A read whose rows outgrow this stops its thread (the read fails), not the server.
      resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB, maxYoungGenerationSizeMb: READER_YOUNG_MB },
    });
    worker.unref();
    const reader: Reader = { worker, waiting: new Map() };
    worker.on('message', (answer: Answer) => this.answer(slot, reader, answer));
    // A reader that stops (it could not open the file, a read outgrew its heap) fails the reads it had: one of them may
    // be what stopped it, and run again on the server's thread it would stop the server. Reads go to the writing
    // connection until the slot may start another.
    const stopped = (cause: unknown) => {
      if (this.readers[slot] !== reader) return;
      this.readers[slot] = null;
      this.downUntil[slot] = Date.now() + RESTART_AFTER_MS;
      const why = cause instanceof Error ? cause.message : `exit code ${String(cause)}`;
      for (const job of reader.waiting.values()) job.reject(new Error(`a reading thread stopped (${why})`));
      reader.waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', stopped);
    this.readers[slot] = reader;
    return reader;
  }

  private answer(slot: number, reader: Reader, answer: Answer): void {
    const job = reader.waiting.get(answer.id);
    if (!job) return;
    reader.waiting.delete(answer.id);
    if (reader.waiting.size === 0) reader.worker.unref();
    this.counts[slot] = (this.counts[slot] as number) + 1;
    if (answer.error) {
      job.reject(new SQLite.SqliteError(answer.error.message, answer.error.code ?? 'SQLITE_ERROR'));
      return;
    }
    const sql = job.query.sql;
    let build = this.builders.get(sql);
    if (answer.columns) {
      build = rowBuilder(answer.columns);
    } else if (build) {
      this.builders.delete(sql);
    }
    if (!build) {
      // The reader was not asked for the names, and this statement's builder was dropped while it ran: rare enough to
      // run it once more on the writing connection, which builds its own rows.
      this.onWriter(job.query).then(job.resolve, job.reject);
      return;
    }
    this.builders.set(sql, build);
    if (this.builders.size > this.cacheSize * 2) this.builders.delete(this.builders.keys().next().value as string);
    const rows = answer.rows as unknown[][];
    if (answer.blobs) for (const row of rows) row.forEach((value, i) => { if (value instanceof Uint8Array) row[i] = Buffer.from(value.buffer, value.byteOffset, value.byteLength); });
    job.resolve({ rows: rows.map((row) => build(row)) });
  }
}

// A connection as Kysely sees it: one for each query outside a transaction, and one a transaction holds from begin to
// release. Outside a transaction a SELECT goes to a reader; anything else takes the writing connection for itself.
class RoutedConnection implements DatabaseConnection {
  // The writing connection, while this one is a transaction's.
  writer: DatabaseConnection | null = null;

  constructor(private readonly driver: SqliteReadersDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.writer.executeQuery<R>(query);
    if (SelectQueryNode.is(query.query)) return this.driver.readers.execute(query) as Promise<QueryResult<R>>;
    return this.driver.onWriter(query) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.writer) {
      yield* this.writer.streamQuery<R>(query, chunkSize);
      return;
    }
    const writer = await this.driver.inner.acquireConnection();
    try {
      yield* writer.streamQuery<R>(query, chunkSize);
    } finally {
      await this.driver.inner.releaseConnection(writer);
    }
  }
}

class SqliteReadersDriver implements Driver {
  readonly readers: SqliteReaders;

  constructor(readonly inner: Driver, file: string, count: number, cacheSize: number) {
    this.readers = new SqliteReaders(file, count, cacheSize, (query) => this.onWriter(query));
  }

  // One statement on the writing connection, in its turn.
  async onWriter(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const writer = await this.inner.acquireConnection();
    try {
      return await writer.executeQuery(query);
    } finally {
      await this.inner.releaseConnection(writer);
    }
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const routed = connection as RoutedConnection;
    const writer = await this.inner.acquireConnection();
    try {
      await this.inner.beginTransaction(writer, settings);
    } catch (error) {
      await this.inner.releaseConnection(writer);
      throw error;
    }
    routed.writer = writer;
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(writerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(writerOf(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(writerOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(writerOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(writerOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const writer = routed.writer;
    if (!writer) return;
    routed.writer = null;
    await this.inner.releaseConnection(writer);
  }

  async destroy(): Promise<void> {
    await this.readers.close();
    await this.inner.destroy();
  }
}

function writerOf(connection: DatabaseConnection): DatabaseConnection {
  const writer = (connection as RoutedConnection).writer;
  if (!writer) throw new Error('no transaction on this connection');
  return writer;
}

// Kysely's SQLite dialect whose driver sends the reads outside transactions to `count` readers of `file`, each keeping
// `cacheSize` statements prepared.
export class SqliteReadersDialect extends SqliteDialect {
  private driver: SqliteReadersDriver | undefined;

  constructor(config: SqliteDialectConfig, private readonly file: string, private readonly count: number, private readonly cacheSize: number) {
    super(config);
  }

  override createDriver(): Driver {
    this.driver = new SqliteReadersDriver(super.createDriver(), this.file, this.count, this.cacheSize);
    return this.driver;
  }

  // The readers, once Kysely has made its driver.
  get readers(): SqliteReaders | undefined {
    return this.driver?.readers;
  }
}
