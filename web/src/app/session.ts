import { userLogout } from '@brokerage/contract';
import { api } from '../api/client';
import { goTo } from '../api/bridge';
import { clearSession, getToken } from '../lib/storage';
import { LOGIN_PATH } from '../lib/paths';

// What signing out must clear lives in several places (query cache, tabs, permissions, watermark): each
// registers its own cleanup here, so one call leaves nothing of the previous person behind.
const cleanups = new Set<() => void>();

export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

// Runs every cleanup and clears the stored session; `callServer` ends the session on the server first
// (a failure there does not keep the person signed in here); `redirect: null` stays on the current page;
// `from` is the page the person was on, handed to the login guard so signing in again returns there.
type SignOutOptions = { callServer?: boolean; redirect?: string | null; from?: string };

export async function signOut({ callServer = true, redirect = LOGIN_PATH, from }: SignOutOptions = {}): Promise<void> {
  if (callServer && getToken()) await api(userLogout).catch(() => undefined);
  clearSession();
  for (const cleanup of [...cleanups]) cleanup();
  if (redirect !== null) goTo(redirect, from ? { from } : undefined);
}
