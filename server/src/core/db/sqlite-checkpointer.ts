import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { startThread } from '../threads.js';

// SQLite in WAL mode appends each commit's pages to the log, and once the log holds 1,000 pages the commit that passes
// them also copies the log into the database file and syncs both (a checkpoint). On the server that commit runs on the
// one thread every request shares: at 1M houses a follow-up dirties about a dozen pages scattered over the file, so
// every eighty or so follow-ups one commit wrote a thousand pages at random places and waited for two syncs (25-35 ms
// on the twenty-third round's machine), and the commits cost 0.32-0.33 ms a follow-up against 0.07 ms without them
// (docs/performance.md, change 62).
//
// The checkpointer runs them on a thread of its own (sqlite-checkpointer.worker.mjs, its own connection): a PASSIVE
// checkpoint every CHECKPOINT_EVERY_MS, which waits for no reader or writer. SQLite starts the log again from its
// beginning only when a transaction begins with the whole log copied, which a steady stream of writes never allows;
// once the log passes RESTART_PAGES the thread ends a pass with a RESTART checkpoint, which takes the write lock when
// it is free (never waiting for it) to copy the last few pages, so that the next transaction starts the log again.
// The writing connection's own threshold is raised to BACKSTOP_PAGES meanwhile, a bound on the log should the thread
// never find the lock free. If the thread stops, the writer checkpoints as before (SQLite's 1,000 pages) until a new
// thread runs. SQLITE_CHECKPOINT_THREAD=0 leaves the checkpoints to the writer.

export const CHECKPOINT_EVERY_MS = 20;
export const RESTART_PAGES = 4_000;
export const BACKSTOP_PAGES = 20_000;
// SQLite's default.
const INLINE_PAGES = 1_000;
const RESTART_AFTER_MS = 1_000;

// wal_checkpoint's answer: the log's pages, and how many of them are in the database file.
export type CheckpointState = { busy: number; log: number; checkpointed: number; restarts: number };
type Message = CheckpointState & { done?: true };

export class SqliteCheckpointer {
  private worker: Worker | null = null;
  private closed = false;
  private waiting: { resolve: (state: CheckpointState) => void; reject: (error: Error) => void }[] = [];
  // The last pass that changed anything.
  last: CheckpointState | null = null;
  // Threads started (tests).
  starts = 0;

  constructor(
    private readonly file: string,
    // The server's writing connection.
    private readonly writer: SQLite.Database,
    private readonly options: { intervalMs: number; restartPages: number } = { intervalMs: CHECKPOINT_EVERY_MS, restartPages: RESTART_PAGES },
  ) {
    this.start();
  }

  running(): boolean {
    return this.worker !== null;
  }

  thread(): Worker | null {
    return this.worker;
  }

  // One pass now, with its outcome.
  now(): Promise<CheckpointState> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('the checkpointing thread is not running'));
    worker.ref();
    return new Promise<CheckpointState>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      worker.postMessage('now');
    }).finally(() => {
      if (this.waiting.length === 0) worker.unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failWaiting(new Error('the database is closed'));
    if (!worker) return;
    const exited = once(worker, 'exit');
    // Held until it has closed its connection: an unreferenced thread would let the process end meanwhile.
    worker.ref();
    worker.postMessage('stop');
    await exited;
  }

  private start(): void {
    if (this.closed) return;
    const worker = startThread(new URL('./sqlite-checkpointer.worker.mjs', import.meta.url), {
      workerData: { file: this.file, ...this.options },
      // It holds no rows: a pass's answer is three numbers.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
    });
    worker.unref();
    this.worker = worker;
    this.starts += 1;
    this.writer.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    worker.on('message', (message: Message) => {
      this.last = { busy: message.busy, log: message.log, checkpointed: message.checkpointed, restarts: message.restarts };
      if (message.done) this.waiting.shift()?.resolve(this.last);
    });
    const stopped = (cause: unknown) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.writer.pragma(`wal_autocheckpoint = ${INLINE_PAGES}`);
      this.failWaiting(new Error(`the checkpointing thread stopped (${cause instanceof Error ? cause.message : `exit code ${String(cause)}`})`));
      setTimeout(() => this.start(), RESTART_AFTER_MS).unref();
    };
    worker.on('error', stopped);
    worker.on('exit', stopped);
  }

  private failWaiting(error: Error): void {
    for (const job of this.waiting.splice(0)) job.reject(error);
  }
}
