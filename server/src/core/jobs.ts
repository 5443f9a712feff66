import type { Db } from './db/database.js';
import { nowSeconds } from './clock.js';

// Periodic work inside the server (status end dates, pool release, …). Every job must be idempotent and safe
// when several servers run it at the same moment: it changes rows with UPDATE statements whose WHERE clause
// re-checks the condition, so a row already handled by another server is simply not matched again.
export type Job = {
  name: string;
  everyMs: number;
  // Returns how many records it changed, for the log. A job working in batches stops between two of them once
  // `signal` is aborted (the server is stopping): what it left is found again by the next run.
  run: (db: Db, now: number, signal?: AbortSignal) => Promise<number>;
};

export type JobLogger = {
  info: (object: Record<string, unknown>, message: string) => void;
  error: (object: Record<string, unknown>, message: string) => void;
};

export type JobRunner = {
  // Asks the runs in progress to stop after their current batch and waits for them, so the database is not closed
  // under them.
  stop: () => Promise<void>;
};

// A job that works in batches awaits this between them: it hands the event loop a turn, so the requests that came
// in meanwhile are answered before the next batch. On SQLite every statement runs synchronously, and batches chained
// by promises alone would hold the server's one thread from the first to the last (a first pool release of 22,000
// houses on a large database: 14 s without an answer).
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// Runs `step` (one batch, answering how many rows it changed) until a batch changes fewer than `batch` rows, handing
// the event loop a turn between batches and stopping once `signal` is aborted; answers the rows changed in all.
export async function inBatches(batch: number, signal: AbortSignal | undefined, step: () => Promise<number>): Promise<number> {
  let changed = 0;
  for (;;) {
    const done = await step();
    changed += done;
    if (done < batch) break;
    await nextTurn();
    if (signal?.aborted) break;
  }
  return changed;
}

// The first run comes shortly after start rather than at once, so a starting server answers requests first.
const FIRST_RUN_DELAY_MS = 5_000;

export function startJobs(db: Db, jobs: readonly Job[], log: JobLogger, clock: () => number = nowSeconds): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let stopped = false;

  const tick = (job: Job) => {
    // A run that outlasts its interval is not overlapped by the next one.
    if (stopped || running.has(job.name)) return;
    const started = Date.now();
    const run = job.run(db, clock(), stopping.signal)
      .then((changed) => {
        if (changed > 0) log.info({ job: job.name, changed, ms: Date.now() - started }, 'job done');
      })
      .catch((error: unknown) => log.error({ job: job.name, err: error }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  for (const job of jobs) {
    const first = setTimeout(() => {
      tick(job);
      const every = setInterval(() => tick(job), job.everyMs);
      every.unref();
      timers.push(every);
    }, Math.min(FIRST_RUN_DELAY_MS, job.everyMs));
    first.unref();
    timers.push(first);
  }

  return {
    stop: async () => {
      stopped = true;
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}
