// The calls whose work is still running (their authentication and their handler). Stopping the server waits for them
// before the database closes (server.ts): Fastify's close waits for the open connections, and a client that gave up
// has closed its own while its handler may still be at the database, which then failed under it ("Cannot use a pool
// after calling end on the pool").

// How long stopping waits for them before the database closes anyway: longer than any call but a large export's, which
// is cut short.
export const STOP_WAIT_MS = 10_000;

export class InFlight {
  private running = 0;
  private waiting: (() => void)[] = [];

  get size(): number {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  // Resolves once none is running, or after `limitMs` at most (a call that never ends does not hold the stop).
  settled(limitMs: number): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, limitMs);
      timer.unref();
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
