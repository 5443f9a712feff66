import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, fillPath, type Endpoint } from '@brokerage/contract';
import { createTestApp, snapshot, snapshotChanges, type TestApp } from '../test/harness.js';
import { keyOf, sampleFor } from '../test/samples/index.js';

// Malformed and hostile POST bodies derived from each endpoint's sample, sent as the admin: a refused body is a 4xx
// envelope that writes nothing, an odd but valid one is never a 5xx, and nothing reaches Object.prototype.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

// Uploads take multipart bodies (their bad input is tested beside them).
const POSTS = ENDPOINTS.filter((e) => e.method === 'POST' && !e.upload);
// These end or change the caller's own session, which would turn every later case into a 401.
const SESSION_CHANGING = new Set(['POST user/password', 'POST user/login']);

// Values of every other JSON type (and numbers at the edges) put in place of each field; JSON text, not objects,
// so that -0 and 1e308 reach the server as written.
const ODD_VALUES = ['{"a":1}', '[1,"x",null]', 'true', 'null', '1e308', '-1e308', '-0', '"NaN"', '"Infinity"', '"1e999"', '""', '0.5',
  '9007199254740993'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

type FuzzCase = { name: string; body: string; valid: boolean };

function casesFor(endpoint: Endpoint): FuzzCase[] {
  const sample = sampleFor(endpoint);
  const accepts = (body: string) => {
    const input = JSON.parse(body) as unknown;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
    const { rest } = fillPath(endpoint.path, input as Record<string, unknown>);
    return endpoint.input.safeParse(rest).success;
  };
  const json = JSON.stringify(sample);
  const withField = (key: string, value: string) => JSON.stringify({ ...sample, [key]: '\u0001' }).replace('"\\u0001"', value);
  const bodies: [string, string][] = [['the body as an array', `[${json}]`], ['the body as a string', JSON.stringify(json)],
    ['the body null', 'null'], ['an empty array', '[]'], ['a number', '42']];
  for (const key of Object.keys(sample)) {
    for (const value of ODD_VALUES) bodies.push([`${key} = ${value}`, withField(key, value)]);
  }
  for (const proto of PROTO_KEYS) {
    bodies.push([`top-level ${proto}`, `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"${proto}":{"polluted":"yes","prototype":{"polluted":"yes"}}}`]);
    // Inside each field that holds an object, and in place of a field's value.
    for (const [key, value] of Object.entries(sample)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const inner = JSON.stringify(value);
        bodies.push([`${key}.${proto}`, withField(key, `${inner.slice(0, -1)}${inner.length > 2 ? ',' : ''}"${proto}":{"polluted":"yes"}}`)]);
      }
    }
    const first = Object.keys(sample)[0];
    if (first) bodies.push([`${first} = {${proto}}`, withField(first, `{"${proto}":{"polluted":"yes"}}`)]);
  }
  return bodies.map(([name, body]) => ({ name, body, valid: accepts(body) }));
}

const post = (endpoint: Endpoint, body: string) => {
  const { path } = fillPath(endpoint.path, {});
  return t.app.inject({
    method: 'POST', url: `/api/v1/${path}`, payload: body,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', 'accept-language': 'en' },
  });
};

const pollution = () => [Object.keys(Object.prototype), ({} as Record<string, unknown>).polluted, Object.getOwnPropertyNames(Object.prototype).length];
const cleanPrototype = pollution();

describe('fuzzed POST bodies', () => {
  // The tables are compared once around all the refused bodies (the comparison is what costs).
  let before: string;
  beforeAll(async () => {
    before = await snapshot(t.db);
  });

  it('covers every non-upload POST endpoint but the session-changing ones', () => {
    expect(POSTS.length).toBeGreaterThan(100);
  });

  it.each(POSTS.filter((e) => !SESSION_CHANGING.has(keyOf(e))).map((e) => [keyOf(e), e] as const))('%s refuses each malformed body with a 4xx envelope, writing nothing', async (_key, endpoint) => {
    const cases = casesFor(endpoint);
    const refused = cases.filter((c) => !c.valid);
    expect(refused.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const c of refused) {
      const response = await post(endpoint, c.body);
      const envelope = response.json() as { code?: unknown };
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof envelope.code !== 'string') {
        wrong.push(`${c.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(pollution()).toEqual(cleanPrototype);
  });

  it('writes nothing for any refused body', async () => {
    expect(snapshotChanges(before, await snapshot(t.db))).toBe('');
  });

  // The cases the schema takes (a nullable field set to null, -0, a number at the edge of a wide range) may be
  // refused by the rules or accepted; either way not with a 5xx. Run after the refusals since they may write.
  it('answers every fuzzed body the schemas accept without a 5xx', async () => {
    const wrong: string[] = [];
    for (const endpoint of POSTS.filter((e) => !SESSION_CHANGING.has(keyOf(e)))) {
      for (const c of casesFor(endpoint).filter((x) => x.valid)) {
        const response = await post(endpoint, c.body);
        if (response.statusCode >= 500) wrong.push(`${keyOf(endpoint)} ${c.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(pollution()).toEqual(cleanPrototype);
  });
});

const INJECTIONS = ["' OR '1'='1", "'; drop table staff; --", '<script>alert(1)</script>', '../../../etc/passwd', '\u0000',
  'a\u0000b', '${7*7}', '{{7*7}}', '%s%s%n', '房'.repeat(3000) + '😀'.repeat(500)];

describe('injection strings in every text field', () => {
  // They may be taken as ordinary text (within the field's rules) or refused, never a 5xx, and the SQL is never run.
  it('answers each without a 5xx and keeps the staff table whole', async () => {
    const staffBefore = await t.db.selectFrom('staff').select('id').orderBy('id').execute();
    const wrong: string[] = [];
    let sent = 0;
    for (const endpoint of POSTS.filter((e) => !SESSION_CHANGING.has(keyOf(e)))) {
      const sample = sampleFor(endpoint);
      for (const [key, value] of Object.entries(sample)) {
        if (typeof value !== 'string') continue;
        for (const text of INJECTIONS) {
          const response = await post(endpoint, JSON.stringify({ ...sample, [key]: text }));
          sent += 1;
          if (response.statusCode >= 500) wrong.push(`${keyOf(endpoint)} ${key}=${JSON.stringify(text.slice(0, 30))}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    expect(await t.db.selectFrom('staff').select('id').orderBy('id').execute()).toEqual(staffBefore);
    expect(pollution()).toEqual(cleanPrototype);
  }, 120_000);

  it('takes the login endpoint\'s fields as text too', async () => {
    const login = ENDPOINTS.find((e) => keyOf(e) === 'POST user/login')!;
    for (const text of INJECTIONS) {
      const response = await post(login, JSON.stringify({ username: text, password: text }));
      expect(response.statusCode, text.slice(0, 30)).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
