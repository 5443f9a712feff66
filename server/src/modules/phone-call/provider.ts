import type { Db } from '../../core/db/database.js';
import type { ProviderAnswer, ProviderCallback } from '../../core/sandbox.js';

// The telephony provider adapter: what the platform needs of a provider of two-leg calls (双呼). An adapter is chosen
// by configuration (CALL_PROVIDER, its key CALL_PROVIDER_SECRET; providers.ts); docs/api/phone-call.md says how to add
// one.

// A call as the provider is asked to place it: ring `caller` (the agent's outbound number) first, then bridge to
// `callee` (the owner's phone, in clear only here, on its way to the provider). `calleeMasked` is for the provider's
// own records and pages.
export type DialRequest = { caller: string; callee: string; calleeMasked: string };

// The provider's reference for the call, which its callback names; null when the provider answered that it will not
// place the call (a business refusal, recorded as a failed call).
export type DialResult = { ref: string | null };

export const CALL_END_STATES = ['answered', 'missed', 'failed'] as const;
export type CallEndState = (typeof CALL_END_STATES)[number];

// A call's end as the provider reports it: answered (when, and for how many seconds) or not.
export type CallEnd = { ref: string; state: CallEndState; answeredAt: number | null; endedAt: number; duration: number };


export type CallProvider = {
  name: string;
  // Asks the provider to place the call; it is to call `notifyUrl` once the call has ended. Throws only when the
  // provider cannot be reached or its answer cannot be read (the request then answers SERVICE_UNAVAILABLE).
  dial: (request: DialRequest, notifyUrl: string) => Promise<DialResult>;
  // The end a callback reports when its signature is the provider's; null for anything else.
  verifyCallback: (callback: ProviderCallback) => CallEnd | null;
  answer: (accepted: boolean) => ProviderAnswer;
  // The recording of an answered call (audio/wav), fetched from the provider; null when it kept none.
  recording: (end: CallEnd) => Promise<Buffer | null>;
};

// What an adapter is made from: the server's configuration, its database (for a key kept there) and the key given.
export type ProviderSetup = { db: Db; publicUrl: string; secret: string | undefined };

// Where a provider sends its callbacks, under the address staff and providers reach the server at.
export function notifyPath(provider: string): string {
  return `/phone/notify/${provider}`;
}
