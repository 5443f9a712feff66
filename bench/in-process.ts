import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogEvent } from 'kysely';
import { openDatabase } from '../server/src/core/db/database.js';
import { loadConfig } from '../server/src/core/config.js';
import { createServer } from '../server/src/server.js';
import { DEMO_ACCOUNTS } from '../server/src/seed/demo.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Response = { statusCode: number; body: string };

// The command line of the tools run on a bench database (sweep.ts, list-sweep.ts): its folder, then `--name value`
// options (a value is never taken for the folder).
export function benchDirArgs(usage: string) {
  const args = process.argv.slice(2);
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!dir) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? String(args[at + 1]) : fallback;
  };
  return { dir: path.resolve(dir), option };
}

// The real app on a bench database (SQLite; PostgreSQL when DATABASE_URL is set) in this process, called over a local
// socket, signed in as admin: for bench/trace.ts, stall.ts and sweep.ts. `log` sees every Kysely event on the server's
// own connections (SQLite's pragmas and statement cache, PostgreSQL's prepared statements), so a statement is timed
// as the server runs it.
export async function startInProcess(dir: string, log?: (event: LogEvent) => void) {
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: path.join(dir, 'brokerage.sqlite'), ...(log ? { log } : {}) });
  // As the compiled server runs: answers written without zod's check unless RESPONSE_CHECK=1 (core/serializer.ts).
  const config = loadConfig({ RESPONSE_CHECK: process.env.RESPONSE_CHECK ?? '0' });
  const app = await createServer({ ...config, dataDir: dir, logLevel: 'silent', webDist: path.join(ROOT, 'no-web') }, handle);
  // Called over HTTP on a port of its own: app.inject keeps about 10 KB and the answer of every call until the app
  // closes (the heap grew 16 MB per 400 list pages, none over a socket), and the growing collections it causes would
  // be counted as the calls' cost.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const request = async (method: string, url: string, headers: Record<string, string>, payload?: string): Promise<Response> => {
    const response = await fetch(`${address}${url}`, {
      method, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { body: payload } : {}),
    });
    return { statusCode: response.status, body: await response.text() };
  };
  try {
    const login = await request('POST', '/api/v1/user/login', {}, JSON.stringify({ username: DEMO_ACCOUNTS.admin.account, password: DEMO_ACCOUNTS.admin.password }));
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    return { db: handle.db, request, token, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
