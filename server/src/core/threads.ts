import v8 from 'node:v8';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// The server runs with a 32 MB young generation semi-space (`--max-semi-space-size=32` in server/package.json's start
// script, docs/performance.md change 27): its one thread allocates every request's input, rows and answer. V8 applies
// that flag to every heap made after it, so without more each thread the server starts (the SQLite readers, the Excel
// thread) took the same 64 MB young generation, whatever its `resourceLimits` said: about 55 MB more peak resident
// memory with one reader under the bench (docs/performance.md, change 42). Before the first thread starts, the flag is set back to V8's default: the server thread's
// heap keeps the size it was made with, and each thread's heap is sized by its own `resourceLimits`.
let ownSizes = false;

export function startThread(script: URL | string, options: WorkerOptions): Worker {
  if (!ownSizes) {
    v8.setFlagsFromString('--max-semi-space-size=0');
    ownSizes = true;
  }
  return new Worker(script, options);
}
