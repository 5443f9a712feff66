import { sql, type Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

// Group commit for a busy write (docs/performance.md, change 24). The transactions handed to `batchedTransaction`
// while another batch of them is being written, or within the same turn of the event loop, run together in one
// database transaction, one commit for all: on SQLite one write of the WAL and one lock instead of one each, on
// PostgreSQL one flush of its log. Each keeps its own outcome: it runs inside a savepoint of its own, so one that
// fails is rolled back alone and only its caller gets the error; the others still commit. Every caller's promise
// settles only once the batch is committed, so nobody answers for a write that is not stored. Should the batch fail
// as a whole (its commit, or a savepoint statement), each transaction of it is run again on its own, so no write
// is lost or made to fail by another's.
//
// A transaction given here must use only the `trx` it is handed (on SQLite, the one connection is held by the batch
// until it commits), must not depend on running alone (no reads of what another write of the same batch may have
// changed that would give a different answer) and should be short: the batch holds the write lock while it runs.

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

type Pending = { work: Work<unknown>; done: (value: unknown) => void; failed: (error: unknown) => void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

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
  let outcomes: Outcome[];
  try {
    outcomes = await db.transaction().execute(async (trx) => {
      const results: Outcome[] = [];
      for (const item of batch) {
        await sql`savepoint batch_item`.execute(trx);
        try {
          const value = await item.work(trx);
          await sql`release savepoint batch_item`.execute(trx);
          results.push({ ok: true, value });
        } catch (error) {
          // Undo this transaction's writes only; the savepoint is then released so the next one starts clean.
          await sql`rollback to savepoint batch_item`.execute(trx);
          await sql`release savepoint batch_item`.execute(trx);
          results.push({ ok: false, error });
        }
      }
      return results;
    });
  } catch {
    // The batch itself failed (its commit, a savepoint): nothing of it is stored. Each runs again on its own.
    for (const item of batch) await runAlone(db, item);
    return;
  }
  batch.forEach((item, i) => {
    const outcome = outcomes[i] as Outcome;
    if (outcome.ok) item.done(outcome.value);
    else item.failed(outcome.error);
  });
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
