import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ERRORS, fillPath, type Endpoint } from '@brokerage/contract';
import { createTestApp, snapshot, snapshotChanges, type TestApp } from '../test/harness.js';
import { keyOf, sampleFor } from '../test/samples/index.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

// A group of refused calls, the tables compared once around all of them (the comparison is what costs): a write by
// any fails the group's last test, which names the tables and rows it changed.
function refusedTogether(cases: () => void) {
  let before: string;
  beforeAll(async () => {
    before = await snapshot(t.db);
  });
  cases();
  it('writes nothing for any of them', async () => {
    expect(snapshotChanges(before, await snapshot(t.db))).toBe('');
  });
}

const OVERSIZED_TEXTS = [5000, 300_000];
const OVERSIZED_LISTS = [2000, 10_000];

type BadCase = { name: string; input: Record<string, unknown>; field: string };

// Bad inputs derived from each endpoint's valid sample: an unknown field, each field missing (when required),
// of a wrong type, and oversized.
function badCases(endpoint: Endpoint): BadCase[] {
  const sample = sampleFor(endpoint);
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const accepts = (input: Record<string, unknown>) => {
    const { rest } = fillPath(endpoint.path, input);
    const params = Object.fromEntries(pathParams.map((name) => [name, input[name]]));
    return endpoint.params.safeParse(params).success && endpoint.input.safeParse(rest).success;
  };
  const cases: BadCase[] = [{ name: 'unknown field', input: { ...sample, unexpected_field: 'x' }, field: 'unexpected_field' }];
  for (const key of Object.keys(sample)) {
    const { [key]: _dropped, ...without } = sample;
    // A missing field is reported on the field, or on the whole input when the rule is about the whole input.
    if (!accepts(without)) {
      const issue = pathParams.includes(key) ? undefined : endpoint.input.safeParse(fillPath(endpoint.path, without).rest).error?.issues[0];
      cases.push({ name: `missing ${key}`, input: without, field: pathParams.includes(key) || issue?.path.length ? key : '_' });
    }
    const wrongTypes = endpoint.method === 'GET' ? ['abc', '-1', '1.5'] : [{ nested: true }, 'abc', -1];
    const wrong = wrongTypes.find((value) => !accepts({ ...sample, [key]: value }));
    if (wrong !== undefined) cases.push({ name: `wrong type of ${key}`, input: { ...sample, [key]: wrong }, field: key });
    const value = sample[key];
    // Every text and list has a limit: the smallest oversized value the schema refuses, else the largest (which then
    // fails here, as a field without a limit should). Long texts (an article's body) have limits past the first size.
    const sizes = typeof value === 'string' ? OVERSIZED_TEXTS.map((n) => 'x'.repeat(n))
      : Array.isArray(value) ? OVERSIZED_LISTS.map((n) => Array(n).fill(value[0])) : [];
    const oversized = sizes.find((big) => !accepts({ ...sample, [key]: big })) ?? sizes.at(-1);
    if (oversized !== undefined) cases.push({ name: `oversized ${key}`, input: { ...sample, [key]: oversized }, field: key });
  }
  return cases;
}

describe('bad input', () => {
  // Uploads take multipart bodies; their bad input is tested beside them.
  const endpoints = ENDPOINTS.filter((endpoint) => !endpoint.upload).map((endpoint) => [keyOf(endpoint), endpoint, badCases(endpoint)] as const);

  describe('every endpoint', () => refusedTogether(() => {
    describe.each(endpoints)('%s', (_key, endpoint, cases) => {
      it.each(cases.map((c) => [c.name, c] as const))('%s gets the validation code', async (_name, bad) => {
        const { status, body } = await t.call(endpoint, bad.input, { token: admin });
        expect(status).toBe(400);
        expect(body.code).toBe(ERRORS.VALIDATION.code);
        const fields = Object.keys((body.data as { fields: Record<string, string> }).fields);
        // A nested object reports its own inner fields (generate.units …).
        expect(fields.some((f) => f === bad.field || f.startsWith(`${bad.field}.`)), fields.join(', ')).toBe(true);
      });
    });
  }));

  it('words field messages in the caller\'s language', async () => {
    const endpoint = ENDPOINTS.find((e) => e.path === 'user/password')!;
    const zh = await t.call(endpoint, { staff_oldpw: 'admin123', staff_loginpw: '123' }, { token: admin, lang: 'zh-CN' });
    expect(zh.body.message).toMatch(/^参数错误：staff_loginpw: .+/);
    const en = await t.call(endpoint, { staff_oldpw: 'admin123', staff_loginpw: '123' }, { token: admin, lang: 'en' });
    expect(en.body.message).toMatch(/^Invalid input: staff_loginpw: at least 6 characters/);
  });

  it('refuses malformed JSON and a body over the size limit, writing nothing', async () => {
    const before = await snapshot(t.db);
    const malformed = await t.app.inject({
      method: 'POST', url: '/api/v1/place/save', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"name": "Office",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(ERRORS.VALIDATION.code);
    const { path } = fillPath('place/save', {});
    const huge = await t.app.inject({
      method: 'POST', url: `/api/v1/${path}`, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), cidr: '10.0.0.0/8' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('answers an unknown API path with an envelope', async () => {
    const { statusCode, body } = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/thing' });
    expect(statusCode).toBe(404);
    expect(JSON.parse(body).code).toBe(ERRORS.ROUTE_NOT_FOUND.code);
  });
});

// A JSON body's numbers are JSON numbers: the same number written as text, as true or inside a list is refused (the
// query string's numbers, all text, are still coerced). Each number of each POST sample, top level or in a list.
describe('numbers in JSON bodies', () => {
  function numberCases(endpoint: Endpoint) {
    const sample = sampleFor(endpoint);
    const pathParams = new Set([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string));
    return Object.entries(sample).flatMap(([key, value]): { key: string; variants: unknown[] }[] => {
      if (pathParams.has(key)) return [];
      if (typeof value === 'number') return [{ key, variants: [String(value), true, [value]] }];
      if (Array.isArray(value) && typeof value[0] === 'number') return [{ key, variants: [value.map(String), [true], [[value[0]]]] }];
      return [];
    });
  }
  const endpoints = ENDPOINTS.filter((endpoint) => endpoint.method === 'POST' && !endpoint.upload)
    .map((endpoint) => [keyOf(endpoint), endpoint, numberCases(endpoint)] as const).filter(([, , cases]) => cases.length > 0);

  it('covers the ids, pages and flags of many endpoints', () => {
    expect(endpoints.flatMap(([, , cases]) => cases).length).toBeGreaterThan(100);
  });

  describe('every endpoint', () => refusedTogether(() => {
    describe.each(endpoints)('%s', (_key, endpoint, cases) => {
      it.each(cases.map((c) => [c.key, c] as const))('%s refuses a number as text, true or a list', async (_name, { key, variants }) => {
        for (const variant of variants) {
          const { status, body } = await t.call(endpoint, { ...sampleFor(endpoint), [key]: variant }, { token: admin });
          expect(status, JSON.stringify(variant)).toBe(400);
          expect(body.code).toBe(ERRORS.VALIDATION.code);
          expect(Object.keys((body.data as { fields: Record<string, string> }).fields).some((f) => f === key || f.startsWith(`${key}.`))).toBe(true);
        }
      });
    });
  }));

  it('still coerces the query string\'s numbers', async () => {
    const endpoint = ENDPOINTS.find((e) => e.method === 'GET' && e.path === 'housepicture/list')!;
    const { status, body } = await t.raw('GET', '/api/v1/housepicture/list?house_id=999999999', undefined, { token: admin });
    expect(endpoint).toBeDefined();
    expect(status).toBe(404);
    expect(body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

