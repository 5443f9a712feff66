// A reading connection to the server's SQLite file, on a thread of its own (core/db/sqlite-readers.ts). It runs the
// SELECT statements the server hands it, outside any transaction, and answers each with its rows as arrays. Plain
// JavaScript, so the same file runs from the sources (tests, npm run dev) and beside the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

// Read-only: a statement that would write fails here instead of writing outside the server's one writing connection.
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');

// The most recently used statements, prepared, as on the writing connection (core/db/database.ts).
const cache = new Map();

function statementFor(sql) {
  let entry = cache.get(sql);
  if (entry) {
    cache.delete(sql);
  } else {
    const statement = db.prepare(sql);
    if (!statement.reader) throw Object.assign(new Error('a reading connection runs only statements that return rows'), { code: 'SQLITE_READONLY' });
    entry = { statement: statement.raw(true), columns: statement.columns().map((column) => column.name), fresh: true };
    if (cache.size >= workerData.cacheSize) cache.delete(cache.keys().next().value);
  }
  cache.set(sql, entry);
  return entry;
}

// A blob parameter arrives as a plain Uint8Array; better-sqlite3 binds Buffers.
const bindable = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);

parentPort.on('message', ({ id, sql, parameters, columns }) => {
  try {
    const entry = statementFor(sql);
    const rows = entry.statement.all(parameters.map(bindable));
    // The column names go with the first answer of a statement, and whenever the server asks for them again.
    const answer = { id, rows };
    if (columns || entry.fresh) answer.columns = entry.columns;
    entry.fresh = false;
    // A blob arrives on the other side as a plain Uint8Array: the server is told to make it a Buffer again, as
    // better-sqlite3 gives it.
    if (rows.some((row) => row.some((value) => value instanceof Uint8Array))) answer.blobs = true;
    parentPort.postMessage(answer);
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code, name: error.name } });
  }
});
