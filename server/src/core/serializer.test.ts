import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, houseList, userInfo } from '@brokerage/contract';
import { createTestApp } from '../test/harness.js';
import { ResponseContractError, responseSerializer } from './serializer.js';

const writerOf = (schema: z.ZodType, check: boolean) => responseSerializer(check)({ schema, method: 'GET', url: '/api/v1/x' });

type Node = { name: string; children: Node[] };
const Tree: z.ZodType<Node, Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => Tree)) });
const Thing = envelopeOf(z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  note: z.string().nullable(),
  nick: z.string().optional(),
  status: z.enum(['valid', 'sold']),
  flags: z.array(z.union([z.literal(0), z.literal(1)])),
  extra: z.record(z.string(), z.number()),
  tree: Tree,
  any: z.unknown(),
}));
const good: z.input<typeof Thing> = {
  code: '200000', message: 'OK', error: '',
  data: {
    id: 7, name: 'A "quoted" \\ name\n', price: 12.5, note: null, status: 'valid', flags: [0, 1], extra: { a: 1, 'b c': 2.5 },
    tree: { name: 'root', children: [{ name: 'leaf', children: [] }] }, any: { deep: [1, 'x', null] },
  },
};

describe('the response serializer', () => {
  for (const check of [true, false]) {
    it(`writes what zod's encoding writes (check ${check ? 'on' : 'off'})`, () => {
      const write = writerOf(Thing, check);
      expect(JSON.parse(write(good))).toEqual(JSON.parse(JSON.stringify(z.encode(Thing, good))));
      expect(JSON.parse(write({ ...good, data: { ...good.data, nick: 'n', note: 'x' } })).data).toMatchObject({ nick: 'n', note: 'x' });
    });

    it(`never writes a field the contract does not declare (check ${check ? 'on' : 'off'})`, () => {
      const write = writerOf(Thing, check);
      const leaked = { ...good, secret: 1, data: { ...good.data, password_hash: 'x', tree: { ...good.data.tree, token: 't' } } };
      const written = write(leaked);
      expect(written).not.toMatch(/secret|password_hash|token/);
      expect(JSON.parse(written)).toEqual(JSON.parse(write(good)));
    });
  }

  it('with the check on, an answer that breaks its contract fails instead of being written', () => {
    const write = writerOf(Thing, true);
    expect(() => write({ ...good, data: { ...good.data, status: 'gone' } })).toThrow(ResponseContractError);
    expect(() => write({ ...good, data: { ...good.data, price: '12' } })).toThrow(/breaks its contract/);
    expect(() => write({ ...good, data: { ...good.data, name: undefined } })).toThrow(ResponseContractError);
  });

  it('with the check off, a missing required field still fails; values are not checked', () => {
    const write = writerOf(Thing, false);
    expect(() => write({ ...good, data: { ...good.data, name: undefined } })).toThrow(/name/);
    // The documented trade: the compiled server does not check enums (the test suite, with the check on, does).
    expect(JSON.parse(write({ ...good, data: { ...good.data, status: 'gone' } })).data.status).toBe('gone');
  });

  it("writes the app's real answers as zod does: user/info's route tree (recursive), a house list page", async () => {
    const t = await createTestApp();
    try {
      const token = await t.login('admin');
      for (const [endpoint, input] of [[userInfo, {}], [houseList, { kind: 'sale', limit: 50 }]] as const) {
        const answer = await t.call(endpoint, input, { token });
        expect(answer.status).toBe(200);
        const schema = envelopeOf(endpoint.data);
        expect(schema.safeParse(answer.body).error?.issues ?? []).toEqual([]);
        const written = writerOf(schema, false)(answer.body);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(z.encode(schema, answer.body))));
        expect(written.length).toBeGreaterThan(1000);
      }
    } finally {
      await t.close();
    }
  });
});
