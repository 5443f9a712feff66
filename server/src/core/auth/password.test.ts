import { describe, expect, it } from 'vitest';
import { concurrencyLimit, hashPassword, verifyPassword } from './password.js';

describe('concurrencyLimit', () => {
  it('runs at most the limit at a time, each in its turn, and a failure frees its place', async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => limited(async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 1) throw new Error('task 1 failed');
      return n * 10;
    });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)))
      .toEqual([0, 'task 1 failed', 20, 30, 40, 50]);
    // Everything given back: two run at once again.
    running = 0;
    most = 0;
    await Promise.all([6, 7].map(task));
    expect(most).toBe(2);
  });
});

describe('passwords', () => {
  it('verify what they hashed, also many at once', async () => {
    const stored = await hashPassword('demo123');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => verifyPassword(stored, i % 2 ? 'demo123' : 'wrong')));
    expect(answers).toEqual([false, true, false, true, false, true]);
    expect(await verifyPassword(null, 'demo123')).toBe(false);
  });
});
