import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2;

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A function that runs the tasks given to it at most `limit` at a time, the others waiting in turn.
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

// Hashes run on libuv's threads (four by default), each with its own 19 MiB: under a burst of sign-ins four at once
// left the server about 80 MB more resident, one a core about 40 MB, for about a tenth fewer sign-ins a second on a
// 2-core machine. A hash waiting for its turn keeps nobody else waiting: the
// server's own thread is free meanwhile.
const hashing = concurrencyLimit(os.availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

// Used when the account does not exist, so a wrong account costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
}
