// Browser storage for the session, the device id and the language cookie. Every access is guarded:
// storage throws in some privacy modes, and the app must still start (it then just forgets).

const TOKEN_KEY = 'brokerage_token';
const DEVICE_KEY = 'brokerage_device_id';
const IS_BIND_KEY = 'brokerage_is_bind';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to do: the value lives only as long as this page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getToken(): string | null {
  return read(local, TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  write(local, TOKEN_KEY, token);
}

// Whether this tab's session runs on an approved device ('0' = waiting for approval).
export function getIsBind(): string | null {
  return read(session, IS_BIND_KEY);
}

export function setIsBind(value: string): void {
  write(session, IS_BIND_KEY, value);
}

// Forgets the signed-in session of this browser (token and device approval state).
export function clearSession(): void {
  write(local, TOKEN_KEY, null);
  write(session, IS_BIND_KEY, null);
}

// crypto.randomUUID exists only in secure contexts; the app is often served over plain http on an
// office network, so the id is built from getRandomValues, which works everywhere.
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let deviceIdFallback: string | null = null;

// A random id made once per browser; the server approves devices by it.
export function getDeviceId(): string {
  const stored = read(local, DEVICE_KEY);
  if (stored) return stored;
  const id = deviceIdFallback ?? randomId();
  deviceIdFallback = id;
  write(local, DEVICE_KEY, id);
  return id;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, days = 365): void {
  const maxAge = days * 24 * 60 * 60;
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax`;
}

// A query's `enabled` for a detail that needs an id: an explicit `enabled` replaces the client's default (ask
// only with a session), so that check is repeated here.
export const enabledForId = (id: number | null) => (): boolean => id !== null && getToken() !== null;
