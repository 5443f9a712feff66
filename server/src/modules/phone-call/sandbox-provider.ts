import { z } from 'zod';
import type { Db } from '../../core/db/database.js';
import { SANDBOX, sandboxAnswer, sandboxKey, sandboxRef, signedBody } from '../../core/sandbox.js';
import { CALL_END_STATES, type CallEnd, type CallProvider, type ProviderSetup } from './provider.js';
import { toneWav } from './wav.js';

// The built-in sandbox provider: a stand-in for a real one that lives in the server. Calls it is asked to place are
// kept in its own table (the owner's phone masked only: the sandbox rings nobody); its page (sandbox-page.ts) stands
// in for both phones, answers the call for a chosen number of seconds or leaves it unanswered, and then calls the
// server back, signed with HMAC-SHA256 as a real provider signs. Its recording of an answered call is a tone of up to
// RECORDING_SECONDS_MAX seconds. It is for trying the platform and for tests, never for a company making real calls.

export const SANDBOX_PAGE = '/sandbox-call';
export const RECORDING_SECONDS_MAX = 5;
// The longest call the sandbox page lets one answer.
export const SANDBOX_SECONDS_MAX = 3600;
const KEY_ROW = 'call_sandbox_key';

export const SandboxRef = z.string().regex(/^SC[0-9A-F]{20}$/);

export const SandboxCallback = z.strictObject({
  ref: SandboxRef,
  state: z.enum(CALL_END_STATES),
  answered_at: z.number().int().positive().nullable(),
  ended_at: z.number().int().positive(),
  duration: z.number().int().min(0).max(SANDBOX_SECONDS_MAX),
}).refine((c) => (c.state === 'answered') === (c.answered_at !== null), 'answered_at exactly when answered')
  .refine((c) => c.state === 'answered' || c.duration === 0, 'no duration unless answered');
export type SandboxCallback = z.infer<typeof SandboxCallback>;

// The signing key: CALL_PROVIDER_SECRET when given, else the one kept for the telephony sandbox.
export function callKey(db: Db, secret: string | undefined): Promise<Buffer> {
  return sandboxKey(db, KEY_ROW, secret);
}

export function newSandboxRef(): string {
  return sandboxRef('SC');
}

// The sandbox phones page of a call, for the caller to open while it rings.
export function sandboxPageUrl(publicUrl: string, ref: string): string {
  return `${publicUrl}${SANDBOX_PAGE}/${ref}`;
}

export async function sandboxProvider(setup: ProviderSetup): Promise<CallProvider> {
  const { db } = setup;
  const key = await callKey(db, setup.secret);
  return {
    name: SANDBOX,
    // The sandbox calls back over the connection its page was served on (the server's own address), so it needs no
    // notify address: behind a proxy the server may not reach its own PUBLIC_URL.
    dial: async (request) => {
      const ref = newSandboxRef();
      await db.insertInto('phone_sandbox_call').values({
        ref, caller_number: request.caller, callee_masked: request.calleeMasked, state: 'ringing', created_at: Math.floor(Date.now() / 1000),
        answered_at: null, ended_at: null,
      }).execute();
      return { ref };
    },
    verifyCallback: (callback): CallEnd | null => {
      const ended = signedBody(key, SandboxCallback, callback);
      return ended && { ref: ended.ref, state: ended.state, answeredAt: ended.answered_at, endedAt: ended.ended_at, duration: ended.duration };
    },
    answer: sandboxAnswer,
    recording: async (end) => (end.state === 'answered' ? toneWav(Math.min(Math.max(end.duration, 1), RECORDING_SECONDS_MAX)) : null),
  };
}
