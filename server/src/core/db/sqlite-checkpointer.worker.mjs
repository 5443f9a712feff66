// The SQLite file's checkpoints, on a thread of their own (core/db/sqlite-checkpointer.ts): every few hundredths of a
// second it copies what the write-ahead log holds into the database file and syncs both, work the server's writing
// connection would otherwise do inside a commit, on the thread every request shares. Plain JavaScript, so the same file
// runs from the sources (tests, npm run dev) and beside the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs, restartPages } = workerData;
const db = new Database(file, { fileMustExist: true });
// Nothing here waits for a lock: a PASSIVE checkpoint copies what no reader still needs (the next pass the rest) and
// reports busy when another connection is checkpointing (another server process); a RESTART gives up at once when the
// server's connection is writing.
db.pragma('busy_timeout = 0');
// As the server's connection: a checkpoint syncs the log before it copies and the file after.
db.pragma('synchronous = NORMAL');

const passive = () => db.pragma('wal_checkpoint(PASSIVE)')[0];

let last = { busy: 0, log: 0, checkpointed: 0 };
let restarts = 0;

// SQLite starts the log again from its beginning only when a transaction begins with the whole log copied, which a
// steady stream of writes never allows: the log would grow until the writing connection's own threshold made it copy
// the rest inside a commit. Once the log is long, the passes are repeated until one finds almost nothing new (each is
// shorter than the one before), and a RESTART checkpoint, which holds the write lock while it copies the last few pages,
// leaves the whole log copied for the next transaction. Were it to hold the lock while it copied a whole batch, the
// server's next transaction would wait for it (milliseconds, in SQLite's busy handler).
function checkpoint() {
  let state = passive();
  if (state.log >= restartPages && !state.busy) {
    for (let i = 0; i < 5; i++) {
      const before = state.checkpointed;
      state = passive();
      if (state.busy || state.log < before || state.checkpointed - before <= 16) break;
    }
    if (!state.busy && state.checkpointed === state.log) {
      const [restart] = db.pragma('wal_checkpoint(RESTART)');
      if (!restart.busy) restarts += 1;
      state = restart;
    }
  }
  // Reported when the log changed since the last pass, so an idle server's thread posts nothing.
  if (state.log !== last.log || state.checkpointed !== last.checkpointed || state.busy !== last.busy) {
    last = state;
    parentPort.postMessage({ ...state, restarts });
  }
}

const timer = setInterval(checkpoint, intervalMs);
parentPort.on('message', (message) => {
  if (message === 'now') {
    checkpoint();
    parentPort.postMessage({ ...last, restarts, done: true });
  } else if (message === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
