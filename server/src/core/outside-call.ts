import { serviceUnavailableText, type OutsideService } from '@brokerage/contract';
import { writeInterfaceCall } from './audit.js';
import type { Ctx } from './context.js';
import { AppError } from './errors.js';

// A call to an outside service through its adapter on behalf of a request. An adapter that throws (no answer, a
// timeout, a 5xx, an answer it cannot read) is kept in the interface log with what it said, and the request answers
// SERVICE_UNAVAILABLE naming the service; business refusals are values the adapter returns, so they pass untouched.
// Callers write their own data only after the service answered, so a failure leaves nothing half-written.
export async function callOutside<T>(
  ctx: Pick<Ctx, 'db' | 'lang' | 'now'>,
  call: { service: OutsideService; method: string; url: string; request: Record<string, unknown> },
  run: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    await writeInterfaceCall(ctx.db, {
      service: call.service, method: call.method, url: call.url, status: 502, durationMs: Date.now() - started,
      request: JSON.stringify(call.request), response: error instanceof Error ? error.message : String(error), now: ctx.now,
    });
    throw new AppError('SERVICE_UNAVAILABLE', { detail: serviceUnavailableText(call.service, ctx.lang) });
  }
}
