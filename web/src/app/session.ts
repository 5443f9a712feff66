import { goTo } from '../api/bridge';
import { clearSession } from '../lib/storage';
import { LOGIN_PATH } from '../lib/paths';

// What signing out must clear lives in several places (query cache, tabs, permissions, watermark): each
// registers its own cleanup here, so one call leaves nothing of the previous person behind.
const cleanups = new Set<() => void>();

export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

// Runs every cleanup and clears the stored session, here only (features/account/signOut.ts also ends it on the
// server); `redirect: null` stays on the current page; `from` is the page the person was on, handed to the login
// guard so signing in again returns there.
export type EndSessionOptions = { redirect?: string | null; from?: string };

export function endSession({ redirect = LOGIN_PATH, from }: EndSessionOptions = {}): void {
  clearSession();
  for (const cleanup of [...cleanups]) cleanup();
  if (redirect !== null) goTo(redirect, from ? { from } : undefined);
}
