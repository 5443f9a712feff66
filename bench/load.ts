import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../server/src/seed/demo.js';

// npm run load [-- --duration 20 --users 8 --target http://127.0.0.1:8080]: a bounded mixed load of reads (house and
// customer lists, details) and writes (follow-ups, customer adds) by concurrent virtual users signed in as the demo admin
// and agent. Without --target it starts the server from source on a fresh demo database in a temporary folder. Prints
// requests/s, p50/p99, errors (any answer but 200000) and 5xx; exits 1 on any 5xx or unanswered request. Local servers only.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    users: { type: 'string', default: '8' },
    target: { type: 'string' },
    seed: { type: 'string', default: '55' },
  },
});
const duration = Math.min(120, Math.max(1, Number(values.duration)));
const users = Math.min(64, Math.max(1, Number(values.users)));
if (!Number.isFinite(duration) || !Number.isFinite(users)) throw new Error('--duration and --users take numbers');
if (values.target && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(values.target)) {
  console.error('--target must be a local server (http://127.0.0.1:PORT)');
  process.exit(2);
}

// A seeded generator, so that two runs send the same mix.
let state = Number(values.seed) >>> 0 || 1;
const random = () => {
  state = (state * 1664525 + 1013904223) >>> 0;
  return state / 2 ** 32;
};

const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  }).on('error', reject);
});

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let base = values.target?.replace(/\/$/, '') ?? '';
const stop = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => { stop(); process.exit(130); });

if (!base) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-load-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', SERVER_WORKERS: process.env.SERVER_WORKERS ?? '1',
      LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web'), DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  server = child;
  console.log(`starting the server on ${base} (demo data in ${dataDir})`);
  const end = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/api/v1/user/info`).then(() => true, () => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() > end) {
      console.error(`the server did not start:\n${output}`);
      stop();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Answer = { code: string; data: unknown };
type Sample = { name: string; ms: number; status: number; code: string };
const samples: Sample[] = [];

async function call(name: string, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer | null> {
  const began = performance.now();
  try {
    const response = await fetch(`${base}/api/v1/${url}`, {
      method, signal: AbortSignal.timeout(30_000),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Answer;
    samples.push({ name, ms: performance.now() - began, status: response.status, code: String(answer.code) });
    return answer;
  } catch (error) {
    samples.push({ name, ms: performance.now() - began, status: 0, code: (error as Error).name });
    return null;
  }
}

async function signIn(account: { account: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account.account, password: account.password }),
  });
  const answer = (await response.json()) as { code: string; data: { token: string } };
  if (answer.code !== '200000') throw new Error(`sign-in of ${account.account} failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

const tokens = [await signIn(DEMO_ACCOUNTS.admin), await signIn(DEMO_ACCOUNTS.agent)];
if (server) {
  // On its own fresh server only: the private-customer cap (200 a person) raised to its maximum, so that customer adds
  // keep being written for the whole run instead of refused with 429001 within seconds.
  const company = (await call('setup', tokens[0] as string, 'GET', 'setting/company'))?.data as Record<string, unknown>;
  const { name, short_name, logo, address, phone, resign_handover } = company;
  const saved = await call('setup', tokens[0] as string, 'POST', 'setting/company', { name, short_name, logo, address, phone, resign_handover, customer_private_cap: 10_000 });
  if (saved?.code !== '200000') throw new Error(`raising the private-customer cap failed: ${JSON.stringify(saved)}`);
  samples.length = 0;
}
let phones = Math.floor(random() * 1e6);
const deadline = Date.now() + duration * 1000;

// One virtual user: 70% reads, 30% writes, on the houses and customers it saw in its last lists.
async function virtualUser(n: number) {
  const token = tokens[n % tokens.length] as string;
  let houses: number[] = [];
  let customers: number[] = [];
  while (Date.now() < deadline) {
    const roll = random();
    if (roll < 0.25 || houses.length === 0) {
      const answer = await call('house list', token, 'GET', `house?kind=sale&page=${1 + Math.floor(random() * 3)}&limit=20`);
      const list = (answer?.data as { list?: { id: number }[] } | null)?.list;
      if (list?.length) houses = list.map((h) => h.id);
    } else if (roll < 0.45 || customers.length === 0) {
      const answer = await call('customer list', token, 'GET', 'customers?page=1&limit=20&tab=private');
      const list = (answer?.data as { list?: { id: number }[] } | null)?.list;
      if (list?.length) customers = list.map((c) => c.id);
    } else if (roll < 0.6) {
      await call('house detail', token, 'GET', `house/${houses[Math.floor(random() * houses.length)]}`);
    } else if (roll < 0.7) {
      await call('customer detail', token, 'GET', `customer/${customers[Math.floor(random() * customers.length)]}`);
    } else if (roll < 0.88) {
      await call('follow-up add', token, 'POST', 'followup/house', { house_id: houses[Math.floor(random() * houses.length)], content: `load test ${n}: 业主确认仍在出售` });
    } else {
      phones += 1;
      await call('customer add', token, 'POST', 'customer/add', {
        kind: 'buy', name: `压测客户${n}`, sex: 'male', phones: [`139${String(phones).padStart(8, '0').slice(-8)}`], source: 'online', level: 'b', urgency: 'normal',
      });
    }
  }
}

const began = performance.now();
await Promise.all(Array.from({ length: users }, (_, n) => virtualUser(n)));
const seconds = (performance.now() - began) / 1000;
stop();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const row = (name: string, list: Sample[]) => {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  return {
    name, requests: list.length, perSecond: Number((list.length / seconds).toFixed(1)), p50: Number(percentile(ms, 50).toFixed(1)),
    p99: Number(percentile(ms, 99).toFixed(1)), errors: list.filter((s) => s.code !== '200000').length, status5xx: list.filter((s) => s.status >= 500).length,
  };
};
const names = [...new Set(samples.map((s) => s.name))].sort();
const rows = [...names.map((name) => row(name, samples.filter((s) => s.name === name))), row('all', samples)];
console.log(`${users} users for ${seconds.toFixed(1)} s against ${values.target ?? 'a fresh demo server'}`);
console.table(rows);
const failures = samples.filter((s) => s.code !== '200000');
for (const code of [...new Set(failures.map((f) => `${f.name}: ${f.status} ${f.code}`))]) console.log(`failed: ${code}`);
const fives = samples.filter((s) => s.status >= 500 || s.status === 0).length;
process.exit(fives > 0 ? 1 : 0);
