// The thread that writes and reads Excel files (core/excel-thread.ts starts it). Writing a large export's workbook is
// seconds of CPU (16,879 houses at 1M houses: 2-3.7 s), and so is reading a large upload (an offline import's 2 MB
// file of 50,000 rows: about 2.4 s, before its rows are counted); on the server's own thread no other request was
// answered meanwhile. Plain JavaScript, so that the sources (tsx, vitest) and the compiled server (copied to
// server/dist by src/cli/build.ts) start the same file.
//
// Messages in: { type: 'rows', id, rows } any number of times, then { type: 'write', id, options } (the workbook is
// written and the rows forgotten), or { type: 'drop', id } (the export failed on the other side);
// { type: 'read', id, bytes } (the first sheet's rows). Out: { id, bytes } (an ArrayBuffer, transferred),
// { id, rows }, or { id, error }.
import { parentPort } from 'node:worker_threads';

let writeXlsxFile = null;
let readSheet = null;
const gathered = new Map();

parentPort.on('message', (message) => {
  if (message.type === 'rows') {
    const rows = gathered.get(message.id);
    if (rows) for (const row of message.rows) rows.push(row);
    else gathered.set(message.id, [...message.rows]);
  } else if (message.type === 'drop') {
    gathered.delete(message.id);
  } else if (message.type === 'write') {
    const rows = gathered.get(message.id) ?? [];
    gathered.delete(message.id);
    void answer(message.id, () => write(rows, message.options));
  } else if (message.type === 'read') {
    void answer(message.id, () => read(message.bytes));
  }
});

async function write(rows, options) {
  writeXlsxFile ??= (await import('write-excel-file/node')).default;
  const file = await writeXlsxFile(rows, options).toBuffer();
  const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  return { message: { bytes }, transfer: [bytes] };
}

async function read(bytes) {
  readSheet ??= (await import('read-excel-file/node')).readSheet;
  return { message: { rows: await readSheet(Buffer.from(bytes)) }, transfer: [] };
}

async function answer(id, work) {
  try {
    const { message, transfer } = await work();
    parentPort.postMessage({ id, ...message }, transfer);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
