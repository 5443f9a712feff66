import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { userLogin } from '@brokerage/contract';
import { loadConfig } from './config.js';
import { InFlight } from './in-flight.js';
import { publicRoute } from './route.js';
import { createServer, prepareDatabase } from '../server.js';
import { freshDatabase, type FreshDatabase } from '../test/harness.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InFlight', () => {
  it('settles once the last running call ends, at once when none runs, and after its limit when one never ends', async () => {
    const calls = new InFlight();
    await calls.settled(10_000);
    let finish!: () => void;
    const first = calls.run(() => new Promise<string>((resolve) => { finish = () => resolve('done'); }));
    const second = calls.run(async () => 'quick');
    expect(await second).toBe('quick');
    expect(calls.size).toBe(1);
    let settled = false;
    const waiting = calls.settled(10_000).then(() => { settled = true; });
    await later(20);
    expect(settled).toBe(false);
    finish();
    expect(await first).toBe('done');
    await waiting;
    expect(calls.size).toBe(0);
    // A failing call ends too.
    await expect(calls.run(async () => { throw new Error('no'); })).rejects.toThrow('no');
    expect(calls.size).toBe(0);
    void calls.run(() => new Promise(() => {}));
    const started = Date.now();
    await calls.settled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

// A client that gives up closes its connection, which Fastify's close no longer waits for; its handler, still running,
// met the database closed under it (docs/performance.md, thirty-sixth round).
describe('stopping the server', () => {
  let fresh: FreshDatabase | null = null;
  afterAll(async () => {
    await fresh?.drop();
  });

  it('lets a call whose client has gone finish at the database before the database closes', async () => {
    fresh = await freshDatabase();
    const { handle } = fresh;
    await prepareDatabase(handle, { seed: false });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-data-'));
    const config = { ...loadConfig({}), dataDir, logLevel: 'silent' as const, webDist: path.join(os.tmpdir(), 'no-web-dist') };
    let began!: () => void;
    const running = new Promise<void>((resolve) => { began = resolve; });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let outcome: unknown = 'not run';
    const app = await createServer(config, handle, { routes: [publicRoute(userLogin, async (ctx) => {
      began();
      await gate;
      outcome = await ctx.db.selectFrom('company').select((eb) => eb.fn.countAll().as('n')).execute().then((rows) => rows.length, (error: unknown) => error);
      return { token: '', is_bind: '1' as const, must_change_password: 0 as const };
    })] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/v1/user/login', headers: { 'content-type': 'application/json' } });
    request.on('error', () => {});
    request.end(JSON.stringify({ username: 'someone', password: 'secret' }));
    await running;
    request.destroy();
    await later(50);
    const closing = app.close();
    await later(50);
    release();
    await closing;
    expect(outcome).toBe(1);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
