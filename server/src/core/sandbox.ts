import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OutsideService } from '@brokerage/contract';
import { writeInterfaceCall } from './audit.js';
import type { Db } from './db/database.js';
import type { PlainRoute } from './route.js';

// What the adapters of outside services (payments, VR, telephony) share: the callback a provider sends and how it is
// answered, and the pieces of the built-in sandboxes, which sign their callbacks with HMAC-SHA256 as a real provider
// signs and call the server back over the connection their page was served on.

// A callback as received: its headers and the exact text of its body, which the signature covers.
export type ProviderCallback = { headers: Record<string, string | string[] | undefined>; body: string };

// What a callback is answered: the provider stops sending once it reads an acceptance.
export type ProviderAnswer = { status: number; type: string; body: string };

export type CallbackReceiver<T> = {
  // What a callback announces when its signature is the provider's; null for anything else.
  verifyCallback: (callback: ProviderCallback) => T | null;
  answer: (accepted: boolean) => ProviderAnswer;
};

// How many refused callbacks a route keeps in the interface log a minute: enough to show an operator a wrong secret or
// a report matching nothing, while a flood of forged callbacks cannot fill the log.
export const REFUSED_KEPT_PER_MINUTE = 60;

export const REFUSED_FLOOD_TEXT = `refused: more than ${REFUSED_KEPT_PER_MINUTE} callbacks refused this minute; the rest of the minute's are not kept`;

// Which of a minute's refused callbacks are kept: the first REFUSED_KEPT_PER_MINUTE, then one row saying the rest are not.
function refusedBudget(): (now: number) => 'keep' | 'flood' | 'drop' {
  let minute = -1;
  let count = 0;
  return (now) => {
    const current = Math.floor(now / 60);
    if (current !== minute) {
      minute = current;
      count = 0;
    }
    count += 1;
    return count <= REFUSED_KEPT_PER_MINUTE ? 'keep' : count === REFUSED_KEPT_PER_MINUTE + 1 ? 'flood' : 'drop';
  };
}

// The provider's callback route (no session: its signature is the proof). A callback that fails verification, or that
// `take` refuses, is answered as refused and kept in the interface log, where an operator sees a wrong secret or a
// report matching nothing (at most REFUSED_KEPT_PER_MINUTE a minute); `take` writes at most once however often a
// provider repeats itself. A verified callback that `take` fails on is kept in the interface log too and answered as a
// server error, so the provider sends it again.
export function notifyRoute<T>(
  on: { db: Db; service: OutsideService; url: string },
  provider: CallbackReceiver<T>,
  take: (report: T, request: FastifyRequest) => Promise<boolean>,
): PlainRoute {
  const refusedKept = refusedBudget();
  return {
    method: 'POST', url: on.url,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const send = (accepted: boolean) => {
        const answer = provider.answer(accepted);
        return reply.code(answer.status).type(answer.type).header('cache-control', 'no-store').send(answer.body);
      };
      const body = typeof request.body === 'string' ? request.body : '';
      const started = Date.now();
      const keep = (status: number, response: string) => writeInterfaceCall(on.db, {
        service: on.service, method: 'notify', url: on.url, status, durationMs: Date.now() - started, request: body, response, now: request.meta.now,
      });
      const keepRefused = async (status: number, response: string) => {
        const kept = refusedKept(request.meta.now);
        if (kept === 'keep') await keep(status, response);
        else if (kept === 'flood') await keep(status, REFUSED_FLOOD_TEXT);
      };
      const report = provider.verifyCallback({ headers: request.headers, body });
      if (!report) {
        await keepRefused(401, 'refused: not signed by the provider, or not in its format');
        return send(false);
      }
      let accepted: boolean;
      try {
        accepted = await take(report, request);
      } catch (error) {
        await keep(500, error instanceof Error ? error.message : String(error));
        throw error;
      }
      if (!accepted) await keepRefused(409, 'refused: it matches no record here');
      return send(accepted);
    },
  };
}

export const SANDBOX = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

// A sandbox's signing key: the provider's configured secret when given, else generated once and kept in app_secret
// under `row` (insert-if-absent, then read back), so every server process on the database signs and checks with it.
export async function sandboxKey(db: Db, row: string, secret: string | undefined): Promise<Buffer> {
  if (secret) return Buffer.from(secret, 'utf8');
  await db.insertInto('app_secret').values({ name: row, value: randomBytes(32).toString('base64'), created_at: Math.floor(Date.now() / 1000) })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const stored = await db.selectFrom('app_secret').select('value').where('name', '=', row).executeTakeFirstOrThrow();
  return Buffer.from(stored.value, 'base64');
}

export function sandboxSignature(key: Buffer, body: string): string {
  return `sha256=${createHmac('sha256', key).update(body, 'utf8').digest('hex')}`;
}

// A sandbox's own reference: its prefix and 20 upper-case hex digits.
export function sandboxRef(prefix: string): string {
  return `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;
}

function headerOf(headers: ProviderCallback['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

// The body of a callback signed with `key`, as `schema` reads it; null when the signature or the body is not right.
export function signedBody<S extends z.ZodType>(key: Buffer, schema: S, { headers, body }: ProviderCallback): z.output<S> | null {
  const given = Buffer.from(headerOf(headers, SANDBOX_SIGNATURE_HEADER));
  const expected = Buffer.from(sandboxSignature(key, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const read = schema.safeParse(parsed);
  return read.success ? read.data : null;
}

export function sandboxAnswer(accepted: boolean): ProviderAnswer {
  return { status: accepted ? 200 : 400, type: 'application/json', body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL' }) };
}

// Sends a sandbox's signed callback to `path` over the address and port the page's own request came in on (the server
// itself: behind a proxy it may not reach its own PUBLIC_URL); false when the connection has none (a request made
// in-process) or the server does not accept it.
export async function sandboxCallBack(request: FastifyRequest, path: string, key: Buffer, body: string): Promise<boolean> {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return false;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  try {
    const response = await fetch(`http://${host}:${localPort}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(key, body) }, body,
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch (error) {
    request.log.warn({ err: error, path }, 'sandbox callback failed');
    return false;
  }
}
