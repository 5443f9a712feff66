import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

// Group commit for a busy write (docs/performance.md, change 24). The transactions handed to `batchedTransaction`
// while another batch of them is being written, or within the same turn of the event loop, run together in one
// database transaction, one commit for all: on SQLite one write of the WAL and one lock instead of one each, on
// PostgreSQL one flush of its log. Each keeps its own outcome: should one of them fail, the batch is rolled back and
// each of its transactions runs again on its own, so only the failing one's caller gets the error and the others
// still commit; the same when the batch fails as a whole (its commit). No write is lost or made to fail by another's,
// and every caller's promise settles only once its write is committed, so nobody answers for a write that is not
// stored. Until change 82 each ran inside a savepoint of its own instead, rolled back alone: two more statements for
// each write (two more round trips on PostgreSQL). A failure inside a batch is rare (a write's checks run before it),
// so the batch run twice then costs less than the savepoints always.
//
// A transaction given here must use only the `trx` it is handed (on SQLite, the one connection is held by the batch
// until it commits), must not depend on running alone (no reads of what another write of the same batch may have
// changed that would give a different answer), may be run twice (only its database writes count, and the first
// run's are rolled back) and should be short: the batch holds the write lock while it runs.

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

type Pending = { work: Work<unknown>; done: (value: unknown) => void; failed: (error: unknown) => void };

// At most this many transactions in one batch: a batch holds the write lock (SQLite) for all of them.
export const BATCH_LIMIT = 64;

class Batcher {
  private pending: Pending[] = [];
  private scheduled = false;
  private running = false;

  constructor(private readonly db: Db) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, done: resolve as (value: unknown) => void, failed: reject });
      this.schedule();
    });
  }

  private schedule(): void {
    // While a batch is being written, what arrives waits for it and goes in the next one (that is what makes batches
    // under load); otherwise the next turn of the event loop starts one.
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    this.running = true;
    const batch = this.pending.splice(0, BATCH_LIMIT);
    try {
      if (batch.length === 1) await runAlone(this.db, batch[0] as Pending);
      else await runTogether(this.db, batch);
    } finally {
      this.running = false;
      if (this.pending.length) this.schedule();
    }
  }
}

async function runAlone(db: Db, item: Pending): Promise<void> {
  try {
    item.done(await db.transaction().execute(item.work));
  } catch (error) {
    item.failed(error);
  }
}

async function runTogether(db: Db, batch: Pending[]): Promise<void> {
  let values: unknown[];
  try {
    values = await db.transaction().execute(async (trx) => {
      const results: unknown[] = [];
      for (const item of batch) results.push(await item.work(trx));
      return results;
    });
  } catch {
    // One of them failed, or the commit: nothing of the batch is stored. Each runs again on its own.
    for (const item of batch) await runAlone(db, item);
    return;
  }
  batch.forEach((item, i) => item.done(values[i]));
}

const batchers = new WeakMap<Db, Batcher>();

// Runs `work` in a transaction, together with the other batched transactions on the same database that are waiting
// (see above). Resolves with what `work` returned once it is committed; rejects with what `work` threw.
export function batchedTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new Batcher(db);
    batchers.set(db, batcher);
  }
  return batcher.run(work);
}
