import type { Db } from '../../core/db/database.js';
import type { ProviderAnswer, ProviderCallback } from '../../core/sandbox.js';

// The VR service adapter: what the platform needs of a service that shoots virtual tours. An adapter is chosen by
// configuration (VR_PROVIDER, its key VR_PROVIDER_SECRET; providers.ts); docs/api/vr.md says how to add one.

// A package of shoots the company bought, as the service reports it.
export type ProviderPackage = { ref: string; name: string; total: number; used: number; expiresAt: number };

// A shoot the service took from a package for a task: its own reference for the task and where it is shot.
export type ProviderTask = { ref: string; packageRef: string; packageName: string; shootUrl: string };

// The end of a task the service reports by callback: shot, with its tour, or given up ('' tour); when it ended.
export type ProviderReport = { taskRef: string; outcome: 'done' | 'failed'; tourUrl: string; at: number };

export type VrProvider = {
  name: string;
  packages: () => Promise<ProviderPackage[]>;
  // Opens an account for a staff member, or enables again the one it has; answers the account's id at the service.
  openUser: (user: { staffId: number; name: string }) => Promise<{ userRef: string }>;
  disableUser: (userRef: string) => Promise<void>;
  // Takes a shoot from a package with shoots left for a task on a house, which the service is to report finished at
  // `notifyUrl`; null when no package has a shoot left.
  createTask: (task: { userRef: string; houseId: number; title: string }, notifyUrl: string) => Promise<ProviderTask | null>;
  // The end of a task a callback announces when its signature is the service's; null for anything else.
  verifyCallback: (callback: ProviderCallback) => ProviderReport | null;
  answer: (accepted: boolean) => ProviderAnswer;
};

// What an adapter is made from: the server's configuration, its database (for a key kept there) and the key given.
export type ProviderSetup = { db: Db; publicUrl: string; secret: string | undefined };

// Where a service sends its callbacks, under the address staff and services reach the server at.
export function notifyPath(provider: string): string {
  return `/vr/notify/${provider}`;
}
