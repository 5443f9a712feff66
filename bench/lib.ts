import { parseArgs } from 'node:util';

// The pure parts of the benchmark (bench.ts): its options, the shape of a case's result, the table and the targets
// of issue #7. Tested by lib.test.ts; the benchmark itself never runs inside npm test.

export type BenchOptions = {
  quick: boolean;
  houses: number;
  connections: number;
  // Seconds per case.
  duration: number;
  port: number;
  // Server processes (SERVER_WORKERS).
  workers: number;
  // SQLite reader threads per server process (SQLITE_READERS); null: the server's own default.
  readers: number | null;
  // Only these cases (names), for tuning one query; the baseline always runs.
  only: string[] | null;
  // PostgreSQL: allow seed:scale --force on a database whose name does not contain "bench".
  allowReseed: boolean;
};

export const BENCH_USAGE = 'usage: npm run bench -- [--quick] [--houses N] [--connections 20] [--duration s] [--port 18090] [--workers 1] [--readers n] [--only a,b] '
  + '[--allow-reseed]\n       DATABASE_URL=postgres://… runs on PostgreSQL';

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      houses: { type: 'string' },
      connections: { type: 'string', default: '20' },
      duration: { type: 'string' },
      port: { type: 'string', default: '18090' },
      workers: { type: 'string', default: '1' },
      readers: { type: 'string' },
      only: { type: 'string' },
      'allow-reseed': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const whole = (value: string | undefined, name: string, min: number, max: number): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return n;
  };
  const quick = values.quick ?? false;
  return {
    quick,
    houses: values.houses === undefined ? (quick ? 100_000 : 1_000_000) : whole(values.houses, 'houses', 1, 50_000_000),
    connections: whole(values.connections, 'connections', 1, 1_000),
    duration: values.duration === undefined ? (quick ? 3 : 10) : whole(values.duration, 'duration', 1, 3_600),
    port: whole(values.port, 'port', 1, 65_535),
    workers: whole(values.workers, 'workers', 1, 64),
    readers: values.readers === undefined ? null : whole(values.readers, 'readers', 0, 16),
    only: values.only ? values.only.split(',').map((s) => s.trim()).filter(Boolean) : null,
    allowReseed: values['allow-reseed'] ?? false,
  };
}

// The files under bench/results a run is written to: latest.json holds the last run of every case, so a run of some
// cases (--only) is written to its own file alone (`<dialect>-<houses>[-w<workers>][-partial].json`).
export function resultFiles(options: Pick<BenchOptions, 'houses' | 'workers' | 'only'>, dialect: string): string[] {
  const own = `${dialect}-${options.houses}${options.workers > 1 ? `-w${options.workers}` : ''}${options.only ? '-partial' : ''}.json`;
  return options.only ? [own] : ['latest.json', own];
}

// The node flags `npm start` gives the server, read from the server package's start script (`node [flags] dist/main.mjs`),
// so that the bench runs the server as production does and the flags are written in one place.
export function serverNodeFlags(startScript: string): string[] {
  const match = /^node((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/main\.mjs$/.exec(startScript.trim());
  if (!match) throw new Error(`the server's start script is not "node [flags] dist/main.mjs": ${startScript}`);
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

// 'floor': the cheapest signed-in call (its session's look-up and the envelope), measured beside the baseline to show
// what any /api/v1 call reaches before it does its own work; no target reads it (fortieth round).
export type CaseKind = 'baseline' | 'floor' | 'read' | 'list' | 'write' | 'login';

export type CaseResult = {
  name: string;
  kind: CaseKind;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  // The slowest request: a stop of the server that p99 hides (a merge of an index, a checkpoint, a long collection),
  // when it struck fewer than one request in a hundred.
  max_ms: number;
  // This case's requests per second over the baseline's.
  ratio: number;
  // Non-2xx answers plus connection errors and timeouts.
  errors: number;
  requests: number;
  // The server's peak RSS once this case had run (MB): shows which case raised it.
  rss_mb?: number;
  // What the machine was going through while the case ran (see `disturbance`); null where /proc does not tell.
  io_pressure_pct?: number | null;
  cpu_steal_pct?: number | null;
  // The share of the SQLite database file in the machine's page cache when the case began (see `pageoutIdleSeconds`);
  // null on PostgreSQL, and where fincore is missing.
  db_cached_pct?: number | null;
  // The server's CPU time for each answered request (µs; see `cpuPerRequest`): all its threads, and its processes'
  // main threads alone.
  cpu_us?: number | null;
  main_cpu_us?: number | null;
};

// What bench.ts keeps of an autocannon result.
export type Measured = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function caseResult(name: string, kind: CaseKind, measured: Measured, baselineRps: number): CaseResult {
  // Requests answered over the run's real length: autocannon's per-second average leaves out a last partial second.
  const rps = measured.duration > 0 ? measured.requests.total / measured.duration : measured.requests.average;
  return {
    name,
    kind,
    rps: round(rps, 1),
    p50_ms: round(measured.latency.p50, 2),
    p99_ms: round(measured.latency.p99, 2),
    max_ms: round(measured.latency.max, 2),
    ratio: baselineRps > 0 ? round(rps / baselineRps, 3) : 0,
    // autocannon counts timeouts among its errors.
    errors: measured.non2xx + measured.errors,
    requests: measured.requests.total,
  };
}

export type Report = {
  date: string;
  dialect: 'sqlite' | 'postgres';
  houses: number;
  followups: number;
  connections: number;
  duration_s: number;
  // Server processes (SERVER_WORKERS); rss_mb is then the sum of their peaks.
  workers: number;
  // SQLite reader threads in each (SQLITE_READERS); 0 on PostgreSQL, which has none.
  sqlite_readers: number;
  rss_mb: number;
  // pending_writes_mb: what other processes had left in the page cache for the disk when the run began, written out
  // (sync) before the server started; null where the kernel has no /proc/meminfo.
  // pageout_idle_s: after how long untouched the kernel takes a file's pages out of the page cache (see
  // `pageoutIdleSeconds`); null where it does not.
  machine: { cpus: number; cpu_model: string; memory_mb: number; node: string; pending_writes_mb: number | null; pageout_idle_s: number | null };
  cases: CaseResult[];
  targets: TargetCheck[];
};

export type TargetCheck = { target: string; met: boolean; detail: string };

// Issue #7's targets (stated for 1M houses on SQLite with 20 connections; checked on any run, for information).
export function checkTargets(cases: CaseResult[], rssMb: number): TargetCheck[] {
  const reads = cases.filter((c) => c.kind === 'read' || c.kind === 'list');
  const slowest = reads.reduce<CaseResult | null>((worst, c) => (!worst || c.p99_ms > worst.p99_ms ? c : worst), null);
  const lists = cases.filter((c) => c.kind === 'list');
  const weakest = lists.reduce<CaseResult | null>((worst, c) => (!worst || c.ratio < worst.ratio ? c : worst), null);
  const floor = cases.find((c) => c.kind === 'floor');
  const ratioOf = (c: CaseResult) => `${(c.ratio * 100).toFixed(1)} %`;
  const writes = cases.filter((c) => c.kind === 'write');
  return [
    {
      target: 'every read p99 <= 50 ms',
      met: reads.length > 0 && reads.every((c) => c.p99_ms <= 50),
      detail: slowest ? `slowest ${slowest.name}: p99 ${slowest.p99_ms} ms` : 'no read case ran',
    },
    {
      target: 'house list >= 25 % of the baseline rps',
      met: lists.length > 0 && lists.every((c) => c.ratio >= 0.25),
      detail: (weakest ? `lowest ${weakest.name}: ${ratioOf(weakest)}` : 'no list case ran') + (floor ? `; the signed-in floor: ${ratioOf(floor)}` : ''),
    },
    {
      target: 'follow-up writes >= 1,500/s with no errors',
      met: writes.length > 0 && writes.every((c) => c.rps >= 1500 && c.errors === 0),
      detail: writes.map((c) => `${c.name}: ${c.rps}/s, ${c.errors} errors`).join('; ') || 'no write case ran',
    },
    { target: 'server RSS <= 400 MB', met: rssMb > 0 && rssMb <= 400, detail: `peak ${rssMb} MB` },
  ];
}

// A run on a shared or virtual machine is disturbed by what else runs there: a write case measured while the disk was
// busy with another's work read 644-2,440 follow-ups a second on one build and database (thirty-fourth round). Two
// readings of /proc around each case tell such a run from a slow build: Linux's pressure stall information for I/O
// (/proc/pressure/io, "some": the share of the time at least one task waited for I/O, the bench's own server's
// writes included) and the CPU time the hypervisor gave to other machines (steal, /proc/stat).
export type MachineReading = { ioSomeUs: number | null; cpu: { steal: number; total: number } | null; atMs: number };

// /proc/pressure/io's "some" line: its total stalled time in microseconds since boot.
export function parseIoPressure(text: string): number | null {
  const match = /^some\b.*\btotal=(\d+)/m.exec(text);
  return match ? Number(match[1]) : null;
}

// /proc/meminfo's Dirty line: the writes waiting in the page cache for the disk, in kB.
export function parseDirtyKb(text: string): number | null {
  const match = /^Dirty:\s+(\d+) kB/m.exec(text);
  return match ? Number(match[1]) : null;
}

// This machine kind's kernel runs DAMON with a "pageout" scheme: memory no one touched for a minute (12 aggregations of
// 5 s) is reclaimed, anonymous memory excepted, so the page cache keeps a file's pages only while they are used. A
// database file idle for three minutes kept 0.7 of its 1.7 GB, and follow-up add alone wrote 523 a second on the
// cold file against 931 just after it was read whole (thirty-ninth round). Read from DAMON's sysfs tree
// (/sys/kernel/mm/damon/admin): the shortest idle time after which a running kdamond's pageout scheme acts, in seconds.
export function pageoutIdleSeconds(read: (file: string) => string | null): number | null {
  const root = '/sys/kernel/mm/damon/admin/kdamonds';
  const count = (file: string) => Number(read(file)?.trim() ?? 0) || 0;
  let shortest: number | null = null;
  for (let k = 0; k < count(`${root}/nr_kdamonds`); k++) {
    const kdamond = `${root}/${k}`;
    if (read(`${kdamond}/state`)?.trim() !== 'on') continue;
    for (let c = 0; c < count(`${kdamond}/contexts/nr_contexts`); c++) {
      const context = `${kdamond}/contexts/${c}`;
      const aggregationUs = count(`${context}/monitoring_attrs/intervals/aggr_us`);
      for (let s = 0; s < count(`${context}/schemes/nr_schemes`); s++) {
        const scheme = `${context}/schemes/${s}`;
        if (read(`${scheme}/action`)?.trim() !== 'pageout') continue;
        const seconds = round((count(`${scheme}/access_pattern/age/min`) * aggregationUs) / 1e6, 1);
        if (shortest === null || seconds < shortest) shortest = seconds;
      }
    }
  }
  return shortest;
}

// `fincore --bytes --noheadings --output RES <file>`: the file's bytes in the page cache.
export function parseFincoreBytes(text: string): number | null {
  const match = /^\s*(\d+)\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

// /proc/stat's first line (all CPUs, in ticks): user nice system idle iowait irq softirq steal [guest guest_nice].
// Guest time is counted in user and nice already, so the total is the first eight.
export function parseCpuTicks(text: string): { steal: number; total: number } | null {
  const match = /^cpu\s+((?:\d+\s*){8,})/m.exec(text);
  if (!match) return null;
  const ticks = (match[1] as string).trim().split(/\s+/).slice(0, 8).map(Number);
  return { steal: ticks[7] as number, total: ticks.reduce((sum, n) => sum + n, 0) };
}

export function disturbance(before: MachineReading, after: MachineReading): { io_pressure_pct: number | null; cpu_steal_pct: number | null } {
  const elapsedUs = (after.atMs - before.atMs) * 1000;
  const io = before.ioSomeUs !== null && after.ioSomeUs !== null && elapsedUs > 0
    ? round(Math.min(100, Math.max(0, ((after.ioSomeUs - before.ioSomeUs) / elapsedUs) * 100)), 1)
    : null;
  const ticks = before.cpu && after.cpu ? after.cpu.total - before.cpu.total : 0;
  const steal = before.cpu && after.cpu && ticks > 0 ? round(((after.cpu.steal - before.cpu.steal) / ticks) * 100, 1) : null;
  return { io_pressure_pct: io, cpu_steal_pct: steal };
}

// The rate a case reaches is the machine's as much as the server's: the load generator shares the cores, and the same
// build's cases ran 10-50 % apart from one run to the next with no steal or I/O stall to show for it (thirty-fifth
// round). The server's own CPU time for each request it answered tells the two apart: more of it, the server did more
// work (or ran on a slower CPU); the same with fewer requests, it got less of the machine. Read from each thread's
// /proc/<pid>/task/<tid>/schedstat (its first field: nanoseconds on a CPU) before and after the case.
export type ThreadCpu = Map<string, { ns: number; main: boolean }>;

// schedstat's first field, or null.
export function parseSchedstat(text: string): number | null {
  const match = /^(\d+)\s/.exec(text);
  return match ? Number(match[1]) : null;
}

// A thread that ended during the case takes its time with it (the reading after has no entry for it); one that began
// counts from zero.
export function cpuPerRequest(before: ThreadCpu | null, after: ThreadCpu | null, requests: number): { cpu_us: number | null; main_cpu_us: number | null } {
  if (!before || !after || requests <= 0) return { cpu_us: null, main_cpu_us: null };
  let all = 0;
  let main = 0;
  for (const [tid, now] of after) {
    const spent = Math.max(0, now.ns - (before.get(tid)?.ns ?? 0));
    all += spent;
    if (now.main) main += spent;
  }
  return { cpu_us: round(all / requests / 1000, 1), main_cpu_us: round(main / requests / 1000, 1) };
}

export function formatTable(cases: CaseResult[]): string {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'ratio', 'errors', 'io stall', 'steal', 'db cached', 'cpu µs', 'main µs'];
  const percent = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${n.toFixed(1)} %`);
  const micro = (n: number | null | undefined) => (n === null || n === undefined ? '-' : n.toFixed(0));
  const rows = cases.map((c) => [
    c.name, c.rps.toFixed(0), c.p50_ms.toFixed(1), c.p99_ms.toFixed(1), c.max_ms.toFixed(0), `${(c.ratio * 100).toFixed(1)} %`, String(c.errors),
    percent(c.io_pressure_pct), percent(c.cpu_steal_pct), percent(c.db_cached_pct), micro(c.cpu_us), micro(c.main_cpu_us),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
