import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { userLogin } from '@brokerage/contract';
import { InFlight } from './in-flight.js';
import { publicRoute } from './route.js';
import { createTestApp } from '../test/harness.js';

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
// met the database closed under it.
describe('stopping the server', () => {
  it('lets a call whose client has gone finish at the database before the database closes', async () => {
    let began!: () => void;
    const running = new Promise<void>((resolve) => { began = resolve; });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let outcome: unknown = 'not run';
    const t = await createTestApp({ seed: false, routes: [publicRoute(userLogin, async (ctx) => {
      began();
      await gate;
      outcome = await ctx.db.selectFrom('company').select((eb) => eb.fn.countAll().as('n')).execute().then((rows) => rows.length, (error: unknown) => error);
      return { token: '', is_bind: '1' as const, must_change_password: 0 as const };
    })] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/v1/user/login', headers: { 'content-type': 'application/json' } });
    request.on('error', () => {});
    request.end(JSON.stringify({ username: 'someone', password: 'secret' }));
    await running;
    request.destroy();
    await later(50);
    // The server stops (and its database is dropped after it) while the call is still to read.
    const closing = t.close();
    await later(50);
    release();
    await closing;
    expect(outcome).toBe(1);
  });
});
