import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { openDatabase } from './db/database.js';
import { testDialect } from '../test/harness.js';
import { DEMO_ACCOUNTS } from '../seed/demo.js';

// The production server as `npm start` runs it (compiled by cli/build.ts into server/dist), with SERVER_WORKERS=2
// on one SQLite file: both processes serve, concurrent writes from both all land, a worker that dies is replaced,
// and SIGTERM stops them all. SQLite only: on PostgreSQL several processes are several clients, as several servers.
const BUILT = path.join(REPO_ROOT, 'server/dist/main.mjs');

const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  }).on('error', reject);
});
const childrenOf = (pid: number): number[] => {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
};
const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(testDialect() !== 'sqlite' || process.platform !== 'linux')('the built server with SERVER_WORKERS=2 on SQLite', () => {
  let dataDir: string;
  let server: ChildProcess;
  let base: string;
  let output = '';
  let token: string;

  const api = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, auth = true) => {
    const response = await fetch(`${base}/api/v1/${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: string; message: string; data: T };
  };

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/cli/build.ts')], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-cluster-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [BUILT], {
      cwd: os.tmpdir(),
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', SERVER_WORKERS: '2',
        LOG_LEVEL: 'debug', WEB_DIST: path.join(dataDir, 'no-web'), DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    server.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    await until('two listening server processes', () => childrenOf(server.pid as number).length === 2
      && (output.match(/brokerage platform on/g) ?? []).length === 2, 60_000);
    const login = await api<{ token: string }>('POST', 'user/login', { username: DEMO_ACCOUNTS.admin.account, password: DEMO_ACCOUNTS.admin.password }, false);
    expect(login.code).toBe('200000');
    token = login.data.token;
  }, 90_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    for (const pid of server?.pid ? (() => { try { return childrenOf(server.pid as number); } catch { return []; } })() : []) {
      try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ }
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from both processes, and 120 concurrent follow-ups on 40 houses all land', async () => {
    const houses = await api<{ list: { id: number }[] }>('GET', 'house?kind=sale&page=1&limit=40');
    expect(houses.code).toBe('200000');
    const ids = houses.data.list.map((h) => h.id);
    expect(ids).toHaveLength(40);
    const content = `cluster test ${Date.now()}: 业主确认仍在出售`;
    const answers = await Promise.all(Array.from({ length: 120 }, (_, n) => api('POST', 'followup/house', { house_id: ids[n % ids.length], content })));
    expect(answers.filter((a) => a.code !== '200000').map((a) => `${a.code} ${a.message}`)).toEqual([]);

    // Each process logs the requests it served (LOG_LEVEL=debug) with its pid: both took some.
    const workers = childrenOf(server.pid as number);
    const served = new Set(output.split('\n').filter((line) => line.includes('followup/house')).map((line) => (JSON.parse(line) as { pid: number }).pid));
    expect([...served].sort()).toEqual([...workers].sort());

    const check = openDatabase({ sqliteFile: path.join(dataDir, 'brokerage.sqlite') });
    try {
      const written = await check.db.selectFrom('followup').select((eb) => eb.fn.countAll<number>().as('n')).where('content', '=', content).executeTakeFirstOrThrow();
      expect(Number(written.n)).toBe(120);
    } finally {
      await check.close();
    }
  });

  it('replaces a server process that dies, and keeps serving meanwhile', async () => {
    const [victim, survivor] = childrenOf(server.pid as number);
    process.kill(victim as number, 'SIGKILL');
    // Once the supervisor has seen the death (a connection handed to the dying process in the moment before is
    // lost, as with any crash), a new connection (fetch's kept-alive ones may belong to the dead process) is
    // answered by the survivor while the replacement starts.
    await until('the supervisor noticing the death', () => output.includes(`server process ${victim} exited (code SIGKILL); starting another`), 20_000);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.get(`${base}/api/v1/user/info`, { agent: false, timeout: 10_000, headers: { authorization: `Bearer ${token}` } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('timeout', () => reject(new Error('no answer within 10 s'))).on('error', reject);
    });
    expect(status).toBe(200);
    await until('a new second process', () => {
      const now = childrenOf(server.pid as number);
      return now.length === 2 && !now.includes(victim as number) && now.includes(survivor as number);
    }, 20_000);
    await until('the new process listening', () => (output.match(/brokerage platform on/g) ?? []).length === 3, 20_000);
  }, 60_000);

  it('stops every process on SIGTERM', async () => {
    const workers = childrenOf(server.pid as number);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});
