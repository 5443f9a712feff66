import { Worker } from 'node:worker_threads';
import type { Row } from 'write-excel-file/node';

// Excel files are written and read on a thread of their own (excel.worker.mjs), one for the process, started with the
// first export or import and stopped after a while without one, so that a large export or import does not hold the
// server's thread while every other request waits. An export's rows are handed over in slices as they are made, so no single
// hand-over holds the thread either.

// Without an export or import for this long, the thread stops and gives its memory back.
const IDLE_MS = 30_000;

type Waiting = { resolve: (answer: Answer) => void; reject: (error: Error) => void };
type Answer = { id: number; bytes?: ArrayBuffer; rows?: unknown[][]; error?: string };
// What the workbook is written with besides its rows (handed to the thread as data).
export type WorkbookOptions = { columns: { width: number }[]; stickyRowsCount: number };

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let lastId = 0;
// Exports whose rows are being handed over, and the files being written or read: while there are any the thread stays.
const filling = new Set<number>();
const waiting = new Map<number, Waiting>();

function thread(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (worker) {
    worker.ref();
    return worker;
  }
  // Its heap is bounded, so a crafted upload that unpacks to far more than its 2 MB ends the thread (the call fails, the
  // next starts another) rather than the server: an export of 20,000 rows of 24 columns is written within 128 MB.
  const started = new Worker(new URL('./excel.worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 256 } });
  started.on('message', (answer: Answer) => {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    job.resolve(answer);
    settle();
  });
  const fail = (error: Error) => {
    if (worker !== started) return;
    worker = null;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the Excel thread stopped (exit code ${code})`)));
  worker = started;
  return started;
}

// Nothing left to do: the thread no longer keeps the process alive, and stops after IDLE_MS.
function settle() {
  if (!worker || filling.size || waiting.size) return;
  const idle = worker;
  idle.unref();
  idleTimer = setTimeout(() => {
    if (worker !== idle) return;
    worker = null;
    void idle.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

export type Workbook = {
  // Rows to write after those already added.
  add: (rows: Row[]) => void;
  // Writes the workbook of the rows added; fails if the thread stopped since the first rows were added.
  write: (options: WorkbookOptions) => Promise<Buffer>;
  // Forgets the rows added (the export failed before it was written).
  drop: () => void;
};

export function openWorkbook(): Workbook {
  const id = ++lastId;
  const target = thread();
  filling.add(id);
  const close = () => {
    filling.delete(id);
    settle();
  };
  return {
    // Rows are handed over only while the thread that holds the earlier ones runs: a thread once stopped is never the
    // current one again, so write() sees the loss by the same comparison.
    add: (rows) => {
      if (worker === target) target.postMessage({ type: 'rows', id, rows });
    },
    write: (options) => new Promise<Buffer>((resolve, reject) => {
      // Rows handed to a thread that has since stopped are gone: an incomplete file is never written.
      if (worker !== target) {
        close();
        reject(new Error('the Excel thread stopped while the rows were handed over'));
        return;
      }
      waiting.set(id, {
        resolve: (answer) => (answer.bytes ? resolve(Buffer.from(answer.bytes))
          : reject(new Error(`the Excel file could not be written: ${answer.error ?? 'unknown error'}`))),
        reject,
      });
      target.postMessage({ type: 'write', id, options });
      filling.delete(id);
    }),
    drop: () => {
      if (!filling.has(id)) return;
      if (worker === target) target.postMessage({ type: 'drop', id });
      close();
    },
  };
}

// The first sheet's rows of an uploaded workbook, each a list of its cells (read-excel-file's values: strings, numbers,
// booleans, dates, null). Fails with the reader's message when the file is not a workbook it can read.
export function readWorkbook(file: Buffer): Promise<unknown[][]> {
  const id = ++lastId;
  const target = thread();
  const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  return new Promise<unknown[][]>((resolve, reject) => {
    waiting.set(id, {
      resolve: (answer) => (answer.rows ? resolve(answer.rows)
        : reject(new Error(`the Excel file could not be read: ${answer.error ?? 'unknown error'}`))),
      reject,
    });
    target.postMessage({ type: 'read', id, bytes }, [bytes]);
  });
}

// The thread, if it runs (tests).
export function excelThread(): Worker | null {
  return worker;
}
