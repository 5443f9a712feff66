import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { companyDate, monthOf, nowSeconds, startOfCompanyMonth } from '../server/src/core/clock.js';
import { ownerDataKeyFrom } from '../server/src/core/config.js';
import { openDatabase, type Db } from '../server/src/core/db/database.js';
import { ALL_JOBS } from '../server/src/modules/index.js';
import { ownerCipher } from '../server/src/modules/house-owner/owner-crypto.js';
import { DEMO_ACCOUNTS, DEMO_STAFF_PASSWORD } from '../server/src/seed/demo.js';
import {
  BENCH_USAGE, caseResult, checkTargets, formatTable, parseBenchArgs, resultFiles, seededFits, type BenchOptions, type CaseKind, type CaseResult,
  type Report, type SeededMarker,
} from './lib.js';

// npm run bench [-- --quick] [--houses N] [--connections 20] [--duration s]: builds (or reuses) a seed:scale database,
// starts the real server on it in a child process, signs in, and measures each case with autocannon in this
// process. Results: a table here and bench/results/latest.json. See docs/performance.md.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = '/api/v1';

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${BENCH_USAGE}`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dialect = databaseUrl ? 'postgres' as const : 'sqlite' as const;
const say = (line: string) => console.log(`[bench] ${line}`);

// ---- the database: seed:scale once per size and dialect, then reused ----
const dataDir = path.join(ROOT, 'data', 'bench', `${dialect}-${options.houses}`);
const sqliteFile = path.join(dataDir, 'brokerage.sqlite');
fs.mkdirSync(dataDir, { recursive: true });

async function houseCount(): Promise<number> {
  const handle = openDatabase({ databaseUrl, sqliteFile });
  try {
    const row = await sql<{ n: number }>`select count(*) as n from house`.execute(handle.db);
    return Number(row.rows[0]?.n ?? 0);
  } catch {
    return -1;
  } finally {
    await handle.close();
  }
}

const marker = path.join(dataDir, 'seeded.json');
const markerFits = () => seededFits(JSON.parse(fs.readFileSync(marker, 'utf8')) as SeededMarker, options);
let reuse = false;
if (dialect === 'sqlite') reuse = fs.existsSync(marker) && fs.existsSync(sqliteFile) && markerFits();
// PostgreSQL: a database of the size seeded elsewhere (no marker here) is reused as it is.
else reuse = (await houseCount()) === options.houses && (!fs.existsSync(marker) || markerFits());
if (!reuse) {
  if (databaseUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    if (!name.includes('bench') && !options.allowReseed) {
      console.error(`refusing to rebuild database "${name}" (its name lacks "bench"); use a bench database or --allow-reseed`);
      process.exit(1);
    }
  }
  say(`building the ${dialect} database with ${options.houses.toLocaleString('en')} houses and ${options.deals.toLocaleString('en')} deals (npm run seed:scale)`);
  const seeded = spawnSync(process.execPath, [
    '--import', 'tsx', path.join(ROOT, 'server/src/cli/seed-scale.ts'), '--houses', String(options.houses), '--deals', String(options.deals), '--force',
    ...(databaseUrl ? [] : ['--db', sqliteFile]),
  ], { stdio: 'inherit', cwd: ROOT, env: process.env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  fs.writeFileSync(marker, JSON.stringify({ houses: options.houses, deals: options.deals, dialect, at: new Date().toISOString() }));
} else {
  say(`reusing the ${dialect} database with ${options.houses.toLocaleString('en')} houses and ${options.deals.toLocaleString('en')} deals (${databaseUrl ? 'DATABASE_URL' : sqliteFile})`);
}

// ---- what the cases ask for, read from the data ----
type Fixture = {
  regionIds: number[]; areaIds: number[]; keywords: string[]; maintainerIds: number[]; labelIds: number[];
  minHouseId: number; maxHouseId: number; accounts: string[]; managerAccount: string; followups: number;
  minCustomerId: number; maxCustomerId: number; customerNames: string[]; customerPhones: string[]; dealIds: number[];
  month: string; monthDays: { from: string; to: string };
};

async function readFixture(db: Db): Promise<Fixture> {
  const range = await db.selectFrom('house').select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .executeTakeFirstOrThrow();
  const regions = await db.selectFrom('region').select(['id', 'pinyin', 'area_id']).orderBy('id').execute();
  // About 100 communities spread over the names (a stride prime to the generator's 50 name prefixes).
  const sample = Array.from({ length: Math.min(100, regions.length) }, (_, i) => regions[(i * 37) % regions.length] as typeof regions[number]);
  const staff = await db.selectFrom('staff').select(['id', 'account']).where('status', '=', 'active').orderBy('id').execute();
  const followups = await sql<{ n: number }>`select count(*) as n from followup`.execute(db);
  // A store manager (the demo role 店长: the houses of their store and the public ones), for the scoped list.
  const manager = await db.selectFrom('staff').innerJoin('role', 'role.id', 'staff.role_id').select('staff.account')
    .where('role.code', '=', 'manager').where('staff.status', '=', 'active').where('staff.account', 'like', 'staff%')
    .orderBy('staff.id').executeTakeFirstOrThrow();
  return {
    regionIds: sample.map((r) => r.id),
    areaIds: [...new Set(sample.map((r) => r.area_id).filter((id): id is number => id !== null))],
    // What staff type: the first letters of a community's pinyin (a few communities match each).
    keywords: [...new Set(sample.map((r) => r.pinyin.slice(0, 8)).filter((p) => p.length >= 4))],
    maintainerIds: (await db.selectFrom('house').select('maintainer_id').distinct().limit(500).execute()).map((r) => r.maintainer_id),
    labelIds: (await db.selectFrom('label').select('id').where('kind', '=', 'house').orderBy('id').execute()).map((l) => l.id),
    minHouseId: Number(range.lo),
    maxHouseId: Number(range.hi),
    accounts: staff.map((s) => s.account).filter((a) => /^staff\d+$/.test(a)),
    managerAccount: manager.account,
    followups: Number(followups.rows[0]?.n ?? 0),
    ...(await readBusinessFixture(db)),
  };
}

// The customers, deals and statistics cases' values.
async function readBusinessFixture(db: Db) {
  const range = await db.selectFrom('customer').select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .executeTakeFirstOrThrow();
  const lo = Number(range.lo ?? 0);
  const hi = Number(range.hi ?? 0);
  // About 100 customers spread over the ids: what staff type to find one is the start of a name (the surname and the
  // first given character) or a whole phone number, looked up by its hash.
  const sampleIds = Array.from({ length: 100 }, (_, i) => lo + Math.floor(((hi - lo) * i) / 100));
  const sample = sampleIds.length && hi > 0
    ? await db.selectFrom('customer').select(['id', 'name']).where('id', 'in', sampleIds).orderBy('id').execute() : [];
  const phones = sampleIds.length && hi > 0
    ? await db.selectFrom('customer_phone').select('phone_enc').where('customer_id', 'in', sampleIds).where('sort', '=', 0).execute() : [];
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  // The month before this one, whole: the statistics screens' usual question.
  const monthStart = startOfCompanyMonth(nowSeconds());
  const lastDay = companyDate(monthStart - 1);
  return {
    minCustomerId: lo,
    maxCustomerId: hi,
    customerNames: [...new Set(sample.map((c) => c.name.slice(0, 2)).filter((n) => n.length === 2))],
    customerPhones: phones.map((p) => cipher.decrypt(p.phone_enc)),
    dealIds: (await db.selectFrom('deal').select('id').orderBy('id').execute()).map((d) => d.id),
    month: monthOf(monthStart - 1),
    monthDays: { from: `${lastDay.slice(0, 8)}01`, to: lastDay },
  };
}

const setup = openDatabase({ databaseUrl, sqliteFile });
let fixture: Fixture;
try {
  fixture = await readFixture(setup.db);
  // The follow-up case writes at full speed: the company's minimum length must let its text through (it does at the
  // default of 10; set explicitly so a changed setting cannot turn the case into a validation test).
  await setup.db.updateTable('company').set({ followup_min_length: 10 }).execute();
  // The server's periodic jobs, run to the end here first: on a freshly seeded database the pool release moves tens of
  // thousands of houses, which would otherwise fall into the first cases measured. The server's first pass then finds
  // what a day's run would.
  let jobsChanged = 0;
  for (const job of ALL_JOBS) {
    const jobStarted = Date.now();
    const changed = await job.run(setup.db, nowSeconds());
    jobsChanged += changed;
    if (changed > 0) say(`job ${job.name}: ${changed.toLocaleString('en')} rows changed before the server starts (${Date.now() - jobStarted} ms)`);
  }
  // On PostgreSQL the house table is then vacuumed before every run, as autovacuum would do soon after so many changes:
  // the jobs' changes and an earlier run's follow-ups leave pages the visibility map marks unsure, and every index-only
  // count would then read the table as well.
  if (dialect === 'postgres') {
    const vacuumStarted = Date.now();
    await sql`vacuum analyze house`.execute(setup.db);
    say(`vacuum analyze house before the run${jobsChanged > 0 ? ', after the jobs' : ''} (${Date.now() - vacuumStarted} ms)`);
  }
} finally {
  await setup.close();
}

// ---- the server, in a child process of its own ----
const serverLog = path.join(dataDir, 'server.log');
const logStream = fs.createWriteStream(serverLog);
// As in production: the compiled server (npm run build -w server) as npm start runs it, SERVER_WORKERS processes.
const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/cli/build.ts')], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('building the server failed');
const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.mjs')], {
  cwd: ROOT,
  env: {
    ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'info', SERVER_WORKERS: String(options.workers),
    WEB_DIST: path.join(dataDir, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout?.pipe(logStream);
server.stderr?.pipe(logStream);
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
const base = `http://127.0.0.1:${options.port}`;

// A file of /proc, or null where it is missing (a process that has gone, a kernel without it).
const readProc = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

let peakRssKb = 0;
// The server's processes: the one started, and with SERVER_WORKERS > 1 its workers.
const serverPids = (): number[] => {
  const children = readProc(`/proc/${server.pid}/task/${server.pid}/children`)?.trim();
  return [server.pid as number, ...(children ? children.split(/\s+/).map(Number) : [])];
};
// Each process's own peak (VmHWM) summed: an upper bound of the server's peak, as the processes' peaks need not
// coincide and they share the pages of node's own code.
const sampleRss = () => {
  let totalKb = 0;
  for (const pid of serverPids()) {
    // A process that has gone counts nothing; the last sample stands.
    const status = readProc(`/proc/${pid}/status`);
    if (status !== null) totalKb += Math.max(...['VmHWM', 'VmRSS'].map((key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)));
  }
  peakRssKb = Math.max(peakRssKb, totalKb);
};
const sampler = setInterval(sampleRss, 250);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}); see ${serverLog}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within 2 minutes; see ${serverLog}`);
}

async function login(username: string, password: string): Promise<string> {
  const response = await fetch(`${base}${API}/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; message: string; data: { token: string } | null };
  if (!response.ok || !body.data) throw new Error(`login as ${username} failed: ${response.status} ${body.message}`);
  return body.data.token;
}

// ---- the cases ----
type Case = {
  name: string;
  kind: CaseKind;
  method?: 'GET' | 'POST';
  // A new path (and body) for each request, so the cases do not hit one cached row.
  next: () => { path: string; body?: string };
  auth: boolean;
  // Signed in as a store manager instead of the admin.
  manager?: boolean;
};

let counter = 0;
const pick = <T>(items: T[]): T => items[counter++ % items.length] as T;
const randomHouse = () => fixture.minHouseId + Math.floor(Math.random() * (fixture.maxHouseId - fixture.minHouseId + 1));
const list = (query: string) => () => ({ path: `${API}/house?kind=sale&${query}` });
const customers = (query: string) => () => ({ path: `${API}/customers?${query}` });
const randomCustomer = () => fixture.minCustomerId + Math.floor(Math.random() * (fixture.maxCustomerId - fixture.minCustomerId + 1));
const statistics = (call: string, input: object) => () => ({ path: `${API}/statistics/${call}`, body: JSON.stringify({ page: 1, limit: 20, ...input }) });
const labelPairs = fixture.labelIds.flatMap((a, i) => fixture.labelIds.slice(i + 1, i + 3).map((b) => `${a},${b}`));

const CASES: Case[] = [
  { name: 'baseline /api/ping', kind: 'baseline', auth: false, next: () => ({ path: '/api/ping' }) },
  { name: 'user/info', kind: 'read', auth: true, next: () => ({ path: `${API}/user/info` }) },
  { name: 'house list p1', kind: 'list', auth: true, next: list('page=1&limit=20') },
  { name: 'house list p50', kind: 'list', auth: true, next: list('page=50&limit=20') },
  { name: 'list community+status', kind: 'list', auth: true, next: () => list(`region_id=${pick(fixture.regionIds)}&status=valid`)() },
  { name: 'list price+rooms', kind: 'list', auth: true, next: () => list(`price_min=${pick([2, 3, 4, 5])}000000&price_max=${pick([6, 7, 8])}000000&rooms=2,3`)() },
  { name: 'list district+area', kind: 'list', auth: true, next: () => list(`area_id=${pick(fixture.areaIds)}&area_min=80&area_max=120`)() },
  { name: 'list keyword pinyin', kind: 'list', auth: true, next: () => list(`keyword=${pick(fixture.keywords)}`)() },
  { name: 'list maintainer', kind: 'list', auth: true, next: () => list(`maintainer_id=${pick(fixture.maintainerIds)}`)() },
  { name: 'list labels', kind: 'list', auth: true, next: () => list(`label_ids=${pick(labelPairs)}`)() },
  // Page 1 as most staff see it: a store manager's houses and the public ones (the admin's lists are the company's).
  { name: 'list store scope', kind: 'list', auth: true, manager: true, next: list('page=1&limit=20') },
  { name: 'house detail', kind: 'read', auth: true, next: () => ({ path: `${API}/house/${randomHouse()}` }) },
  // The business modules: the private customers of the caller's scope (the admin's: the company's), newest first.
  { name: 'customer list p1', kind: 'list', auth: true, next: customers('tab=private&page=1&limit=20') },
  { name: 'customer store scope', kind: 'list', auth: true, manager: true, next: customers('tab=private&page=1&limit=20') },
  { name: 'customer name', kind: 'list', auth: true, next: () => customers(`tab=private&keyword=${encodeURIComponent(pick(fixture.customerNames))}`)() },
  { name: 'customer phone', kind: 'list', auth: true, next: () => customers(`tab=private&keyword=${pick(fixture.customerPhones)}`)() },
  { name: 'customer detail', kind: 'read', auth: true, next: () => ({ path: `${API}/customer/${randomCustomer()}` }) },
  { name: 'deal list p1', kind: 'list', auth: true, next: () => ({ path: `${API}/deal?page=1&limit=20` }) },
  { name: 'deal detail', kind: 'read', auth: true, next: () => ({ path: `${API}/deal/${pick(fixture.dealIds)}` }) },
  { name: 'perf month person', kind: 'read', method: 'POST', auth: true, next: statistics('performance_list', { month_from: fixture.month, month_to: fixture.month, group_by: 'person' }) },
  { name: 'perf month store', kind: 'read', method: 'POST', auth: true, next: statistics('performance_list', { month_from: fixture.month, month_to: fixture.month, group_by: 'store' }) },
  { name: 'followup stats month', kind: 'read', method: 'POST', auth: true, next: statistics('followup_list', { date_from: fixture.monthDays.from, date_to: fixture.monthDays.to }) },
  {
    name: 'followup add', kind: 'write', method: 'POST', auth: true,
    next: () => ({ path: `${API}/followup/house`, body: JSON.stringify({ house_id: randomHouse(), content: '电话回访业主，房子仍在出售，周末可以看房' }) }),
  },
  {
    name: 'login', kind: 'login', method: 'POST', auth: false,
    next: () => ({ path: `${API}/user/login`, body: JSON.stringify({ username: pick(fixture.accounts), password: DEMO_STAFF_PASSWORD }) }),
  },
];

type Tokens = { admin: string; manager: string };
const tokenOf = (one: Case, tokens: Tokens) => (one.manager ? tokens.manager : tokens.admin);

function run(one: Case, tokens: Tokens, seconds: number): Promise<autocannon.Result> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (one.auth) headers.authorization = `Bearer ${tokenOf(one, tokens)}`;
  return new Promise((resolve, reject) => {
    autocannon({
      url: base,
      connections: options.connections,
      duration: seconds,
      timeout: 10,
      requests: [{
        method: one.method ?? 'GET',
        headers,
        setupRequest: (request) => {
          const { path: next, body } = one.next();
          return { ...request, path: next, ...(body !== undefined ? { body } : {}) };
        },
      }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// Until a signed-in call answers within 100 ms as many times in a row as there are server processes (the connections
// go to them in turn), at most 60 s: a slow case leaves requests queued in the server after its connections close,
// which would otherwise fall on the next case.
async function settle(tokens: Tokens): Promise<void> {
  const until = Date.now() + 60_000;
  let fast = 0;
  while (fast < options.workers && Date.now() < until) {
    const asked = Date.now();
    await fetch(`${base}${API}/user/info`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    fast = Date.now() - asked < 100 ? fast + 1 : 0;
  }
}

const started = Date.now();
try {
  await waitForServer();
  say(`server up on ${base} (pid ${server.pid}, log ${serverLog})`);
  const tokens: Tokens = {
    admin: await login(DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password),
    manager: await login(fixture.managerAccount, DEMO_STAFF_PASSWORD),
  };
  // Warm every route for 8 s (the statement caches, V8's compiled code); the server's jobs make their first pass 5 s
  // after start, with nothing left to do (they ran above).
  const warmUntil = Date.now() + 8_000;
  while (Date.now() < warmUntil) {
    for (const one of CASES.filter((c) => c.kind !== 'login')) {
      const { path: next, body } = one.next();
      await fetch(`${base}${next}`, {
        method: one.method ?? 'GET', body,
        headers: { 'content-type': 'application/json', ...(one.auth ? { authorization: `Bearer ${tokenOf(one, tokens)}` } : {}) },
      });
    }
  }
  const results: CaseResult[] = [];
  let baselineRps = 0;
  const chosen = CASES.filter((c) => c.kind === 'baseline' || !options.only || options.only.includes(c.name));
  for (const one of chosen) {
    await settle(tokens);
    const measured = await run(one, tokens, options.duration);
    const result = caseResult(one.name, one.kind, measured, baselineRps);
    if (one.kind === 'baseline') {
      baselineRps = result.rps;
      result.ratio = 1;
    }
    sampleRss();
    result.rss_mb = Math.round(peakRssKb / 1024);
    results.push(result);
    say(`${one.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, ${result.errors} errors, peak RSS ${result.rss_mb} MB`);
  }
  sampleRss();
  const rssMb = Math.round(peakRssKb / 1024);
  const report: Report = {
    date: new Date().toISOString(),
    dialect,
    houses: options.houses,
    followups: fixture.followups,
    connections: options.connections,
    duration_s: options.duration,
    workers: options.workers,
    rss_mb: rssMb,
    machine: { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model ?? '', memory_mb: Math.round(os.totalmem() / 2 ** 20), node: process.version },
    cases: results,
    targets: checkTargets(results, rssMb),
  };
  console.log(`\n${dialect}, ${options.houses.toLocaleString('en')} houses, ${options.connections} connections, ${options.duration} s per case, ${options.workers} server process${options.workers > 1 ? 'es' : ''}\n`);
  console.log(formatTable(results));
  console.log(`\nserver peak RSS: ${rssMb} MB`);
  for (const check of report.targets) console.log(`${check.met ? 'met    ' : 'MISSED '} ${check.target} (${check.detail})`);
  const resultsDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const written = resultFiles(options, dialect);
  for (const name of written) fs.writeFileSync(path.join(resultsDir, name), json);
  say(`written ${written.map((name) => `bench/results/${name}`).join(' and ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
} finally {
  clearInterval(sampler);
  stopServer();
}
