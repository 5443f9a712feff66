import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { REFUSED_FLOOD_TEXT, REFUSED_KEPT_PER_MINUTE, SANDBOX_SIGNATURE_HEADER } from './sandbox.js';

// A flood of forged provider callbacks is refused one by one, but the interface log keeps only a minute's first ones
// and one row saying the rest were not kept; the next minute keeps them again.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const forged = () => t.app.inject({
  method: 'POST', url: '/pay/notify/sandbox', payload: JSON.stringify({ order_no: 'P0000000000AAAAAAAAAAAA', amount: 100 }),
  headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: 'sha256=00' },
});

const keptSince = async (id: number) => t.db.selectFrom('interface_log').select(['service', 'status', 'response'])
  .where('id', '>', id).where('service', '=', 'pay').orderBy('id').execute();

describe('refused provider callbacks', () => {
  it('are all refused, and the interface log keeps a minute\'s first ones and one row for the rest', async () => {
    const last = await t.db.selectFrom('interface_log').select(({ fn }) => fn.max('id').as('id')).executeTakeFirstOrThrow();
    const since = Number(last.id ?? 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T10:00:05Z'));
    const flood = REFUSED_KEPT_PER_MINUTE + 15;
    for (let i = 0; i < flood; i++) {
      const answer = await forged();
      expect(answer.statusCode).toBe(400);
    }
    const kept = await keptSince(since);
    expect(kept).toHaveLength(REFUSED_KEPT_PER_MINUTE + 1);
    expect(kept.slice(0, REFUSED_KEPT_PER_MINUTE).every((r) => r.status === 401 && r.response === 'refused: not signed by the provider, or not in its format')).toBe(true);
    expect(kept.at(-1)).toEqual({ service: 'pay', status: 401, response: REFUSED_FLOOD_TEXT });

    // The next minute, a refusal is kept again.
    vi.setSystemTime(new Date('2026-12-07T10:01:00Z'));
    expect((await forged()).statusCode).toBe(400);
    const after = await keptSince(since);
    expect(after).toHaveLength(REFUSED_KEPT_PER_MINUTE + 2);
    expect(after.at(-1)?.response).toBe('refused: not signed by the provider, or not in its format');
  });
});
