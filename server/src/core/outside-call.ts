import { serviceUnavailableText, type OutsideService } from '@brokerage/contract';
import { writeInterfaceCall } from './audit.js';
import type { Ctx } from './context.js';
import type { Db } from './db/database.js';
import { AppError } from './errors.js';

// A call to an outside service as the interface log keeps it when it fails (the request never holds a secret).
export type OutsideCall = { service: OutsideService; method: string; url: string; request: Record<string, unknown> };

// A call to an outside service through its adapter on behalf of a request. An adapter that throws (no answer, a
// timeout, a 5xx, an answer it cannot read) is kept in the interface log with what it said, and the request answers
// SERVICE_UNAVAILABLE naming the service; business refusals are values the adapter returns, so they pass untouched.
// Callers write their own data only after the service answered, so a failure leaves nothing half-written.
export async function callOutside<T>(ctx: Pick<Ctx, 'db' | 'lang' | 'now'>, call: OutsideCall, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    await keepFailure(ctx.db, ctx.now, call, started, error);
    throw new AppError('SERVICE_UNAVAILABLE', { detail: serviceUnavailableText(call.service, ctx.lang) });
  }
}

// The same for work no request waits on (a periodic job): a failure is kept in the interface log, where an operator
// sees it, and answered as null, so the job goes on with its next item and a later run tries this one again.
export async function tryOutside<T>(db: Db, now: number, call: OutsideCall, run: () => Promise<T>): Promise<{ value: T } | null> {
  const started = Date.now();
  try {
    return { value: await run() };
  } catch (error) {
    await keepFailure(db, now, call, started, error);
    return null;
  }
}

async function keepFailure(db: Db, now: number, call: OutsideCall, started: number, error: unknown): Promise<void> {
  await writeInterfaceCall(db, {
    service: call.service, method: call.method, url: call.url, status: 502, durationMs: Date.now() - started,
    request: JSON.stringify(call.request), response: error instanceof Error ? error.message : String(error), now,
  });
}
