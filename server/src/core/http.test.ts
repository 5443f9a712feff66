import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ENDPOINTS, ERRORS } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function json(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as { code: string; data: never } & Record<string, unknown> };
}

describe('over real HTTP', () => {
  it('answers /api/health with the database state', async () => {
    const { status, body } = await json('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: { state: 'up', dialect: t.handle.dialect } });
  });

  it('answers /api/ping with the success envelope alone, in the caller\'s language', async () => {
    const { status, body } = await json('/api/ping', { headers: { 'accept-language': 'zh-CN' } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: ERRORS.OK.code, message: '成功', error: '', data: null });
  });

  it('signs in, reads user info and signs out', async () => {
    const login = await json('/api/v1/user/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ' agent ', password: 'agent123' }),
    });
    expect(login.body.code).toBe('200000');
    const { token } = login.body.data as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const info = await json('/api/v1/user/info', { headers: auth });
    expect((info.body.data as { name: string }).name).toBe('张伟');
    expect((await json('/api/v1/user/logout', { headers: auth })).body.code).toBe('200000');
    const after = await json('/api/v1/user/info', { headers: auth });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ERRORS.LOGGED_OUT.code);
  });

  it('accepts a body-less POST for an endpoint without input', async () => {
    const login = await json('/api/v1/user/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const { token } = login.body.data as { token: string };
    const reset = await json('/api/v1/place/reset', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(reset.body).toMatchObject({ code: '200000', data: { list: [], place_enabled: 0 } });
  });

  it('lets several servers on one database share sessions', async () => {
    const second = await t.secondServer();
    const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
    const login = await json('/api/v1/user/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'manager', password: 'manager123' }),
    });
    const auth = { authorization: `Bearer ${(login.body.data as { token: string }).token}` };
    const onSecond = await fetch(`${secondBase}/api/v1/user/info`, { headers: auth });
    expect(((await onSecond.json()) as { data: { name: string } }).data.name).toBe('李明');
    await fetch(`${secondBase}/api/v1/user/logout`, { headers: auth });
    expect((await json('/api/v1/user/info', { headers: auth })).body.code).toBe(ERRORS.LOGGED_OUT.code);
  });

  it('publishes every endpoint in /api/openapi.json with its permission', async () => {
    const { status, body } = await json('/api/openapi.json');
    expect(status).toBe(200);
    const doc = body as unknown as { openapi: string; paths: Record<string, Record<string, { 'x-permission'?: string; summary?: string }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const endpoint of ENDPOINTS) {
      const url = `/api/v1/${endpoint.path}`;
      const operation = doc.paths[url]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${url}`).toBeDefined();
      expect(operation?.['x-permission']).toBe(endpoint.access);
      expect(operation?.summary).toBe(endpoint.summary);
    }
  });

  it('tells an upload endpoint\'s two ways of sending its file in /api/openapi.json', async () => {
    const { body } = await json('/api/openapi.json');
    const doc = body as unknown as { paths: Record<string, Record<string, { description?: string }>> };
    const uploads = ENDPOINTS.filter((endpoint) => endpoint.upload);
    expect(uploads.length).toBeGreaterThan(5);
    for (const endpoint of uploads) {
      const description = doc.paths[`/api/v1/${endpoint.path}`]?.[endpoint.method.toLowerCase()]?.description ?? '';
      expect(description, endpoint.path).toContain(`\`${endpoint.upload?.field}\``);
      expect(description, endpoint.path).toContain('`object_key`');
    }
  });

  // A third-party validator, as client generators read it: every $ref defined, every schema well formed.
  it('publishes an OpenAPI document a validator accepts', async () => {
    const { body } = await json('/api/openapi.json');
    await expect(SwaggerParser.validate(structuredClone(body) as never)).resolves.toBeDefined();
  });

  it('serves the browsable documentation at /api/docs', async () => {
    const response = await fetch(`${base}/api/docs/`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });

  it('sends the security headers: scripts only from the app, no framing, no referrer elsewhere, API answers not stored', async () => {
    for (const path of ['/api/ping', '/api/v1/user/info', '/api/docs/', '/uploads/none.png']) {
      const response = await fetch(`${base}${path}`, { redirect: 'follow' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src')), path).not.toContain('unsafe-inline');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('same-origin');
    }
    const api = await fetch(`${base}/api/v1/user/info`);
    expect(api.status).toBe(401);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });
});
