import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import {
  caseResult, checkTargets, cpuPerRequest, disturbance, formatTable, pageoutIdleSeconds, parseBenchArgs, parseCpuTicks, parseDirtyKb,
  parseFincoreBytes, parseIoPressure, parseSchedstat, resultFiles, serverNodeFlags,
  type CaseResult, type Measured,
} from './lib.js';

const measured = (over: Partial<Measured> = {}): Measured => ({
  requests: { average: 900, total: 10_000 },
  latency: { p50: 12.3456, p99: 48.9, max: 612.4 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  duration: 10,
  ...over,
});

describe('bench options', () => {
  it('defaults to a full run at a million houses and 20 connections', () => {
    expect(parseBenchArgs([])).toEqual({
      quick: false, houses: 1_000_000, connections: 20, duration: 10, port: 18090, workers: 1, readers: null, only: null, allowReseed: false,
    });
  });

  it('--quick runs a few seconds per case on 100k houses unless told otherwise', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ quick: true, houses: 100_000, duration: 3 });
    expect(parseBenchArgs(['--quick', '--houses', '5000', '--duration', '1'])).toMatchObject({ houses: 5000, duration: 1 });
  });

  it('--workers, --readers and --only set the server processes, their SQLite readers and the cases to run', () => {
    expect(parseBenchArgs(['--workers', '2']).workers).toBe(2);
    expect(() => parseBenchArgs(['--workers', '0'])).toThrow(/--workers/);
    expect(parseBenchArgs(['--readers', '0']).readers).toBe(0);
    expect(parseBenchArgs(['--readers', '2']).readers).toBe(2);
    expect(() => parseBenchArgs(['--readers', '17'])).toThrow('--readers must be a whole number from 0 to 16, got "17"');
    expect(parseBenchArgs(['--only', 'house list p1, login']).only).toEqual(['house list p1', 'login']);
  });

  it('writes a run of every case to latest.json and its own file, a run of some cases (--only) to its own file alone', () => {
    expect(resultFiles(parseBenchArgs([]), 'sqlite')).toEqual(['latest.json', 'sqlite-1000000.json']);
    expect(resultFiles(parseBenchArgs(['--quick', '--workers', '2']), 'postgres')).toEqual(['latest.json', 'postgres-100000-w2.json']);
    expect(resultFiles(parseBenchArgs(['--only', 'followup add']), 'sqlite')).toEqual(['sqlite-1000000-partial.json']);
  });

  it('refuses numbers that are not whole or out of range, and unknown options', () => {
    expect(() => parseBenchArgs(['--houses', '1.5'])).toThrow(/--houses/);
    expect(() => parseBenchArgs(['--connections', '0'])).toThrow(/--connections/);
    expect(() => parseBenchArgs(['--fast'])).toThrow();
  });
});

describe('the server as npm start runs it', () => {
  it('reads the node flags from the server package\'s start script', () => {
    expect(serverNodeFlags('node dist/main.mjs')).toEqual([]);
    expect(serverNodeFlags('node --max-semi-space-size=32 --enable-source-maps dist/main.mjs')).toEqual(['--max-semi-space-size=32', '--enable-source-maps']);
    const start = (JSON.parse(fs.readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(serverNodeFlags(start)).toContain('--max-semi-space-size=32');
  });

  it('refuses a start script of another form rather than guessing', () => {
    expect(() => serverNodeFlags('tsx src/main.ts')).toThrow(/start script/);
    expect(() => serverNodeFlags('node dist/main.mjs --port 1')).toThrow(/start script/);
  });
});

describe('bench results', () => {
  it('a case counts requests over the real duration, rounds latencies and sums non-2xx and connection errors', () => {
    const result = caseResult('house list p1', 'list', measured({ non2xx: 3, errors: 2 }), 20_000);
    expect(result).toEqual({
      name: 'house list p1', kind: 'list', rps: 1000, p50_ms: 12.35, p99_ms: 48.9, max_ms: 612.4, ratio: 0.05, errors: 5, requests: 10_000,
    });
  });

  it('targets: read p99, list ratio, write rate without errors, memory', () => {
    const cases: CaseResult[] = [
      caseResult('baseline', 'baseline', measured({ requests: { average: 0, total: 40_000 } }), 0),
      caseResult('list', 'list', measured({ requests: { average: 0, total: 12_000 } }), 4_000),
      caseResult('detail', 'read', measured({ latency: { p50: 5, p99: 51, max: 80 } }), 4_000),
      caseResult('followup add', 'write', measured({ requests: { average: 0, total: 16_000 } }), 4_000),
    ];
    const checks = checkTargets(cases, 350);
    expect(checks.map((c) => c.met)).toEqual([false, true, true, true]);
    expect(checks[0]?.detail).toBe('slowest detail: p99 51 ms');
    expect(checkTargets(cases, 401)[3]?.met).toBe(false);
    expect(checks[1]?.detail).toBe('lowest list: 30.0 %');
  });

  it('the signed-in floor is named beside the lists\' ratio and counts in no target', () => {
    const cases: CaseResult[] = [
      caseResult('baseline', 'baseline', measured({ requests: { average: 0, total: 40_000 } }), 0),
      caseResult('signed-in floor', 'floor', measured({ requests: { average: 0, total: 12_000 }, latency: { p50: 40, p99: 90, max: 120 } }), 4_000),
      caseResult('list', 'list', measured({ requests: { average: 0, total: 2_000 } }), 4_000),
    ];
    const checks = checkTargets(cases, 350);
    expect(checks[0]).toMatchObject({ met: true, detail: 'slowest list: p99 48.9 ms' });
    expect(checks[1]).toMatchObject({ met: false, detail: 'lowest list: 5.0 %; the signed-in floor: 30.0 %' });
  });

  it('the table has a header, a rule and one row per case, with the machine\'s readings where there are some', () => {
    const table = formatTable([
      caseResult('login', 'login', measured(), 4_000),
      { ...caseResult('followup add', 'write', measured(), 4_000), io_pressure_pct: 12.5, cpu_steal_pct: 0, db_cached_pct: 41.3, cpu_us: 712.4, main_cpu_us: 503.6 },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^case\s+req\/s\s+p50 ms\s+p99 ms\s+max ms\s+ratio\s+errors\s+io stall\s+steal\s+db cached\s+cpu µs\s+main µs$/);
    expect(table[2]).toMatch(/^login\s+1000\s+12\.3\s+48\.9\s+612\s+25\.0 %\s+0\s+-\s+-\s+-\s+-\s+-$/);
    expect(table[3]).toMatch(/^followup add\s+1000\s+12\.3\s+48\.9\s+612\s+25\.0 %\s+0\s+12\.5 %\s+0\.0 %\s+41\.3 %\s+712\s+504$/);
  });
});

describe('what the machine went through during a case', () => {
  it('reads after how long untouched a running kdamond pages out memory, and the cached bytes fincore gives', () => {
    const root = '/sys/kernel/mm/damon/admin/kdamonds';
    // A kdamond's files with one context and its schemes (action, minimum age in aggregations).
    const kdamond = (k: number, state: string, aggregationUs: number, schemes: [string, number][]) => ({
      [`${root}/${k}/state`]: `${state}\n`,
      [`${root}/${k}/contexts/nr_contexts`]: '1\n',
      [`${root}/${k}/contexts/0/monitoring_attrs/intervals/aggr_us`]: `${aggregationUs}\n`,
      [`${root}/${k}/contexts/0/schemes/nr_schemes`]: `${schemes.length}\n`,
      ...Object.fromEntries(schemes.flatMap(([action, age], s) => [
        [`${root}/${k}/contexts/0/schemes/${s}/action`, `${action}\n`],
        [`${root}/${k}/contexts/0/schemes/${s}/access_pattern/age/min`, `${age}\n`],
      ])),
    });
    const tree: Record<string, string> = {
      [`${root}/nr_kdamonds`]: '2\n',
      // As on this machine kind: 5 s aggregations, a pageout scheme at age 12.
      ...kdamond(0, 'on', 5_000_000, [['stat', 1], ['pageout', 12]]),
      // A second kdamond, stopped, with a shorter pageout: not counted.
      ...kdamond(1, 'off', 100_000, [['pageout', 5]]),
    };
    const read = (file: string) => tree[file] ?? null;
    expect(pageoutIdleSeconds(read)).toBe(60);
    tree[`${root}/1/state`] = 'on\n';
    expect(pageoutIdleSeconds(read)).toBe(0.5);
    expect(pageoutIdleSeconds(() => null)).toBeNull();
    tree[`${root}/0/contexts/0/schemes/1/action`] = 'cold\n';
    tree[`${root}/1/state`] = 'off\n';
    expect(pageoutIdleSeconds(read)).toBeNull();

    expect(parseFincoreBytes('1825361920\n')).toBe(1_825_361_920);
    expect(parseFincoreBytes('  0\n')).toBe(0);
    expect(parseFincoreBytes('fincore: failed to open: x\n')).toBeNull();
  });

  const pressure = 'some avg10=1.43 avg60=0.31 avg300=0.42 total=5293615\nfull avg10=0.79 avg60=0.18 avg300=0.36 total=4757982\n';
  const stat = (steal: number, idle: number) => `cpu  11313 0 7478 ${idle} 854 0 394 ${steal} 50 0\ncpu0 5000 0 3000 40000 400 0 200 0 0 0\n`;

  it('reads the I/O stall total of "some" and the CPU ticks of all CPUs, guest time not counted twice', () => {
    expect(parseIoPressure(pressure)).toBe(5_293_615);
    expect(parseIoPressure('full avg10=0 avg60=0 avg300=0 total=7\n')).toBeNull();
    expect(parseCpuTicks(stat(100, 81_921))).toEqual({ steal: 100, total: 11313 + 7478 + 81_921 + 854 + 394 + 100 });
    expect(parseCpuTicks('cpu0 1 2 3\n')).toBeNull();
  });

  it('reads the writes waiting for the disk from /proc/meminfo, not the writeback under way', () => {
    const meminfo = 'MemTotal:       24684212 kB\nMemFree:        22714000 kB\nDirty:           2048020 kB\nWriteback:          1024 kB\n';
    expect(parseDirtyKb(meminfo)).toBe(2_048_020);
    expect(parseDirtyKb('MemTotal:       24684212 kB\nWriteback:          1024 kB\n')).toBeNull();
  });

  it('gives each reading as a share of the case\'s time, and none where a file was missing', () => {
    const before = { ioSomeUs: 1_000_000, cpu: { steal: 100, total: 10_000 }, atMs: 50_000 };
    // 10 s later: 2.5 s of them with a task waiting for I/O, 30 of 2,000 ticks stolen.
    const after = { ioSomeUs: 3_500_000, cpu: { steal: 130, total: 12_000 }, atMs: 60_000 };
    expect(disturbance(before, after)).toEqual({ io_pressure_pct: 25, cpu_steal_pct: 1.5 });
    expect(disturbance({ ...before, ioSomeUs: null, cpu: null }, after)).toEqual({ io_pressure_pct: null, cpu_steal_pct: null });
    expect(disturbance(before, { ...after, atMs: before.atMs, cpu: before.cpu })).toEqual({ io_pressure_pct: null, cpu_steal_pct: null });
  });
});

describe('the server\'s CPU time for each request', () => {
  const threads = (entries: [string, number, boolean][]) => new Map(entries.map(([tid, ns, main]) => [tid, { ns, main }]));

  it('reads a thread\'s nanoseconds on a CPU from schedstat', () => {
    expect(parseSchedstat('1893640211 52133085 5093\n')).toBe(1_893_640_211);
    expect(parseSchedstat('')).toBeNull();
  });

  it('sums every thread\'s time over the case and the main threads\' apart, for each request answered', () => {
    const before = threads([['10/10', 1_000_000_000, true], ['10/11', 500_000_000, false], ['10/12', 70_000_000, false]]);
    // 2,000 requests: the main thread 1.2 s, a reader 0.3 s, a thread that began during the case 0.1 s; one that ended
    // takes its time with it.
    const after = threads([['10/10', 2_200_000_000, true], ['10/11', 800_000_000, false], ['10/13', 100_000_000, false]]);
    expect(cpuPerRequest(before, after, 2_000)).toEqual({ cpu_us: 800, main_cpu_us: 600 });
    // Several processes: each one's main thread counts as a main thread.
    const workers = threads([['10/10', 0, true], ['20/20', 0, true], ['20/21', 0, false]]);
    expect(cpuPerRequest(workers, threads([['10/10', 100_000, true], ['20/20', 300_000, true], ['20/21', 600_000, false]]), 1))
      .toEqual({ cpu_us: 1_000, main_cpu_us: 400 });
    expect(cpuPerRequest(null, after, 2_000)).toEqual({ cpu_us: null, main_cpu_us: null });
    expect(cpuPerRequest(before, after, 0)).toEqual({ cpu_us: null, main_cpu_us: null });
  });
});
