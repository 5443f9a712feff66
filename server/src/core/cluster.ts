import cluster, { type Worker } from 'node:cluster';

// The primary process of SERVER_WORKERS > 1. It forks the first worker alone and waits until it listens (it migrates
// the database and seeds an empty one, which must not race), then the others. The first worker's slot runs the
// periodic jobs (they are safe on several servers, but once is enough). A worker that exits
// while the cluster runs is replaced after a second; if the first worker fails before it ever listened (bad
// configuration, a failed migration), the primary exits with its code instead of retrying forever.
// The primary logs in the same JSON lines as the workers' logger (pino's level numbers), without loading it.
const RESTART_DELAY_MS = 1_000;

function log(level: 'info' | 'error', msg: string, extra: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level: level === 'info' ? 30 : 50, time: Date.now(), pid: process.pid, role: 'primary', ...extra, msg });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export function superviseWorkers(count: number): void {
  const slots = new Map<Worker, number>();
  let stopping = false;
  let firstListened = false;

  const fork = (slot: number): Worker => {
    const worker = cluster.fork({ SERVER_RUNS_JOBS: slot === 0 ? '1' : '0' });
    slots.set(worker, slot);
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker) ?? -1;
    slots.delete(worker);
    if (stopping) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    if (!firstListened) {
      log('error', `the first server process exited before it listened (code ${code ?? signal}); stopping`);
      process.exit(typeof code === 'number' && code !== 0 ? code : 1);
    }
    log('error', `server process ${worker.process.pid} exited (code ${code ?? signal}); starting another`, { slot });
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, RESTART_DELAY_MS).unref();
  });

  const first = fork(0);
  first.once('listening', () => {
    firstListened = true;
    for (let slot = 1; slot < count; slot++) fork(slot);
    log('info', `${count} server processes`);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      log('info', `${signal}: closing ${slots.size} server processes`);
      if (slots.size === 0) process.exit(0);
      // Each closes its server and database (serve.ts), once even when a terminal's Ctrl-C reached it directly too.
      for (const worker of slots.keys()) worker.process.kill(signal);
    });
  }
}
