import { describe, expect, it } from 'vitest';
import { defaultWorkers } from '../server/src/core/config.js';
import { caseResult, checkTargets, formatTable, parseBenchArgs, resultFiles, seededFits, type CaseResult, type Measured } from './lib.js';

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
  it('defaults to a full run at a million houses and 20 connections, with the server\'s own number of processes', () => {
    expect(parseBenchArgs([])).toEqual({
      quick: false, houses: 1_000_000, deals: 50_000, connections: 20, duration: 10, port: 18090, workers: defaultWorkers(), only: null,
      allowReseed: false,
    });
  });

  it('--deals sets the deals seeded, one for every 20 houses unless told, none when told 0', () => {
    expect(parseBenchArgs(['--quick']).deals).toBe(5_000);
    expect(parseBenchArgs(['--houses', '300000']).deals).toBe(15_000);
    expect(parseBenchArgs(['--houses', '300000', '--deals', '50000']).deals).toBe(50_000);
    expect(parseBenchArgs(['--deals', '0']).deals).toBe(0);
    expect(() => parseBenchArgs(['--deals', '1.5'])).toThrow('--deals must be a whole number from 0 to 50000000, got "1.5"');
  });

  it('reuses a database built with as many houses and deals; one built before deals were asked for had none', () => {
    const options = parseBenchArgs(['--houses', '300000']);
    expect(seededFits({ houses: 300_000, deals: 15_000 }, options)).toBe(true);
    expect(seededFits({ houses: 300_000, deals: 50_000 }, options)).toBe(false);
    expect(seededFits({ houses: 1_000_000, deals: 15_000 }, options)).toBe(false);
    expect(seededFits({ houses: 300_000 }, options)).toBe(false);
    expect(seededFits({ houses: 300_000 }, parseBenchArgs(['--houses', '300000', '--deals', '0']))).toBe(true);
  });

  it('--quick runs a few seconds per case on 100k houses unless told otherwise', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ quick: true, houses: 100_000, duration: 3 });
    expect(parseBenchArgs(['--quick', '--houses', '5000', '--duration', '1'])).toMatchObject({ houses: 5000, duration: 1 });
  });

  it('--workers and --only set the server processes and the cases to run', () => {
    expect(parseBenchArgs(['--workers', '1']).workers).toBe(1);
    expect(parseBenchArgs(['--workers', '3']).workers).toBe(3);
    expect(() => parseBenchArgs(['--workers', '0'])).toThrow('--workers must be a whole number from 1 to 64, got "0"');
    expect(parseBenchArgs(['--only', 'house list p1, login']).only).toEqual(['house list p1', 'login']);
  });

  it('writes a run of every case to latest.json and its own file, a run of some cases (--only) to its own file alone', () => {
    expect(resultFiles(parseBenchArgs(['--workers', '1']), 'sqlite')).toEqual(['latest.json', 'sqlite-1000000.json']);
    expect(resultFiles(parseBenchArgs(['--quick', '--workers', '2']), 'postgres')).toEqual(['latest.json', 'postgres-100000-w2.json']);
    expect(resultFiles(parseBenchArgs(['--only', 'followup add', '--workers', '1']), 'sqlite')).toEqual(['sqlite-1000000-partial.json']);
  });

  it('refuses numbers that are not whole or out of range, and unknown options', () => {
    expect(() => parseBenchArgs(['--houses', '1.5'])).toThrow(/--houses/);
    expect(() => parseBenchArgs(['--connections', '0'])).toThrow(/--connections/);
    expect(() => parseBenchArgs(['--fast'])).toThrow();
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

  it('the table has a header, a rule and one row per case', () => {
    const table = formatTable([caseResult('login', 'login', measured(), 4_000), caseResult('followup add', 'write', measured(), 4_000)]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^case\s+req\/s\s+p50 ms\s+p99 ms\s+max ms\s+ratio\s+errors$/);
    expect(table[2]).toMatch(/^login\s+1000\s+12\.3\s+48\.9\s+612\s+25\.0 %\s+0$/);
    expect(table[3]).toMatch(/^followup add\s+1000\s+12\.3\s+48\.9\s+612\s+25\.0 %\s+0$/);
  });
});
