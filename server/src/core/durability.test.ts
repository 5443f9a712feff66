import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { openDatabase } from './db/database.js';
import { testDialect } from '../test/harness.js';
import { DEMO_ACCOUNTS } from '../seed/demo.js';

// The server as a process of its own (from source, one process) is killed with SIGKILL while writes stream in; started
// again on the same data, it still has every write it acknowledged, and no customer without its phone rows.
const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  }).on('error', reject);
});

const WRITERS = 6;
const MAX_WRITES = 400;

describe.skipIf(process.platform === 'win32')(`writes acknowledged before a kill -9 (${testDialect()})`, () => {
  let dataDir: string;
  let databaseUrl = '';
  let dropDatabase = async () => {};
  let server: ChildProcess | undefined;
  let base: string;
  let output = '';

  const start = async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', SERVER_WORKERS: '1',
        LOG_LEVEL: 'info', WEB_DIST: path.join(dataDir, 'no-web'), DATABASE_URL: databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    server = child;
    const end = Date.now() + 90_000;
    while (!output.includes('brokerage platform on')) {
      if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const kill = async () => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  };
  const post = async (url: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/api/v1/${url}`, {
      method: 'POST', signal: AbortSignal.timeout(10_000),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: { id: number; token: string } };
  };
  const login = async () => (await post('user/login', { username: DEMO_ACCOUNTS.admin.account, password: DEMO_ACCOUNTS.admin.password })).data.token;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-durability-'));
    if (testDialect() === 'postgres') {
      // A database of its own, empty: the server it starts migrates and seeds it as a real one would.
      const url = process.env.TEST_DATABASE_URL;
      if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
      const name = `brokerage_durability_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      databaseUrl = target.toString();
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    }
    await start();
  }, 120_000);

  afterAll(async () => {
    await kill();
    await dropDatabase();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged customer and follow-up, whole', async () => {
    const token = await login();
    const mark = `kill9-${Date.now()}`;
    const customers: number[] = [];
    const followups: number[] = [];
    let sent = 0;
    let cut = 0;
    // Writers alternate customer adds (a customer and its phone rows in one transaction) and house follow-ups.
    const writer = async (w: number) => {
      for (;;) {
        const n = sent;
        if (n >= MAX_WRITES) return;
        sent += 1;
        try {
          if (n % 2 === 0) {
            const phone = `139${String(10_000_000 + n * 10 + w).slice(-8)}`;
            const answer = await post('customer/add', { kind: 'buy', name: `${mark}-${n}`, sex: 'male', phones: [phone, `138${phone.slice(3)}`], source: 'online', level: 'a', urgency: 'urgent', remark: mark }, token);
            if (answer.code === '200000') customers.push(answer.data.id);
          } else {
            const answer = await post('followup/house', { house_id: 1 + (n % 20), content: `${mark}-${n}` }, token);
            if (answer.code === '200000') followups.push(answer.data.id);
          }
        } catch {
          // The kill: an unanswered request counts as not acknowledged.
          cut += 1;
          return;
        }
      }
    };
    const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    // Killed once the stream is well under way, mid-flight: several requests are open at that moment.
    const end = Date.now() + 30_000;
    while (customers.length + followups.length < 60 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
    await kill();
    await writing;
    expect(customers.length + followups.length).toBeGreaterThanOrEqual(60);
    expect(sent).toBeLessThan(MAX_WRITES);
    expect(cut, 'requests open at the kill').toBeGreaterThan(0);

    await start();
    expect(await login()).toBeTruthy();
    const check = openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'brokerage.sqlite') });
    try {
      const kept = await check.db.selectFrom('customer').select('id').where('remark', '=', mark).execute();
      const keptIds = new Set(kept.map((r) => r.id));
      expect(customers.filter((id) => !keptIds.has(id))).toEqual([]);
      const phones = await check.db.selectFrom('customer_phone').select('customer_id').where('customer_id', 'in', [0, ...keptIds]).execute();
      // Every customer that reached the disk, acknowledged or not, has both its phones.
      for (const id of keptIds) expect(phones.filter((p) => p.customer_id === id), `customer ${id}`).toHaveLength(2);
      const notes = await check.db.selectFrom('followup').select('id').where('content', 'like', `${mark}-%`).execute();
      const noteIds = new Set(notes.map((r) => r.id));
      expect(followups.filter((id) => !noteIds.has(id))).toEqual([]);
    } finally {
      await check.close();
    }
  }, 120_000);
});
