import { userLogout } from '@brokerage/contract';
import { api } from '../../api/client';
import { endSession, type EndSessionOptions } from '../../app/session';
import { getToken } from '../../lib/storage';

// Signing out by choice: the session ends on the server first (a failure there does not keep the person signed in
// here), then everything of it here (app/session.ts).
export async function signOut(options: EndSessionOptions = {}): Promise<void> {
  if (getToken()) await api(userLogout).catch(() => undefined);
  endSession(options);
}
