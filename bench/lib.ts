import { parseArgs } from 'node:util';
import { defaultWorkers } from '../server/src/core/config.js';

// The pure parts of the benchmark (bench.ts): its options, the shape of a case's result, the table and the targets
// of issue #7. Tested by lib.test.ts; the benchmark itself never runs inside npm test.

export type BenchOptions = {
  quick: boolean;
  houses: number;
  // Deals seed:scale generates with their steps and performance (the business modules' cases read them).
  deals: number;
  connections: number;
  // Seconds per case.
  duration: number;
  port: number;
  // Server processes (SERVER_WORKERS); by default as many as the server starts unless told.
  workers: number;
  // Only these cases (names), for tuning one query; the baseline always runs.
  only: string[] | null;
  // PostgreSQL: allow seed:scale --force on a database whose name does not contain "bench".
  allowReseed: boolean;
};

// Deals by default: one for every 20 houses, 50,000 at a million (seed:scale signs them over the last year).
export const HOUSES_PER_DEAL = 20;

export const BENCH_USAGE = 'usage: npm run bench -- [--quick] [--houses N] [--deals N] [--connections 20] [--duration s] [--port 18090] [--workers n] [--only a,b] '
  + '[--allow-reseed]\n       DATABASE_URL=postgres://… runs on PostgreSQL';

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      houses: { type: 'string' },
      deals: { type: 'string' },
      connections: { type: 'string', default: '20' },
      duration: { type: 'string' },
      port: { type: 'string', default: '18090' },
      workers: { type: 'string' },
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
  const houses = values.houses === undefined ? (quick ? 100_000 : 1_000_000) : whole(values.houses, 'houses', 1, 50_000_000);
  return {
    quick,
    houses,
    deals: values.deals === undefined ? Math.round(houses / HOUSES_PER_DEAL) : whole(values.deals, 'deals', 0, 50_000_000),
    connections: whole(values.connections, 'connections', 1, 1_000),
    duration: values.duration === undefined ? (quick ? 3 : 10) : whole(values.duration, 'duration', 1, 3_600),
    port: whole(values.port, 'port', 1, 65_535),
    workers: values.workers === undefined ? defaultWorkers() : whole(values.workers, 'workers', 1, 64),
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

// What the bench's seeded.json records of the database it built.
export type SeededMarker = { houses: number; deals?: number };

// A database built before is reused when it was built with as many houses and deals (a marker without deals was built
// before the bench asked for any).
export function seededFits(marker: SeededMarker, options: Pick<BenchOptions, 'houses' | 'deals'>): boolean {
  return marker.houses === options.houses && (marker.deals ?? 0) === options.deals;
}

export type CaseKind = 'baseline' | 'read' | 'list' | 'write' | 'login';

export type CaseResult = {
  name: string;
  kind: CaseKind;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  // The slowest request: a stop of the server that p99 hides when it struck fewer than one request in a hundred.
  max_ms: number;
  // This case's requests per second over the baseline's.
  ratio: number;
  // Non-2xx answers plus connection errors and timeouts.
  errors: number;
  requests: number;
  // The server's peak RSS once this case had run (MB): shows which case raised it.
  rss_mb?: number;
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
  rss_mb: number;
  machine: { cpus: number; cpu_model: string; memory_mb: number; node: string };
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
      detail: weakest ? `lowest ${weakest.name}: ${(weakest.ratio * 100).toFixed(1)} %` : 'no list case ran',
    },
    {
      target: 'follow-up writes >= 1,500/s with no errors',
      met: writes.length > 0 && writes.every((c) => c.rps >= 1500 && c.errors === 0),
      detail: writes.map((c) => `${c.name}: ${c.rps}/s, ${c.errors} errors`).join('; ') || 'no write case ran',
    },
    { target: 'server RSS <= 400 MB', met: rssMb > 0 && rssMb <= 400, detail: `peak ${rssMb} MB` },
  ];
}

export function formatTable(cases: CaseResult[]): string {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'ratio', 'errors'];
  const rows = cases.map((c) => [
    c.name, c.rps.toFixed(0), c.p50_ms.toFixed(1), c.p99_ms.toFixed(1), c.max_ms.toFixed(0), `${(c.ratio * 100).toFixed(1)} %`, String(c.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
