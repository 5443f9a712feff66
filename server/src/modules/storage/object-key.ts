// Object keys: the names of objects in the store, '/'-separated. The waiting folder of a person is where their uploads
// wait to be taken by an upload endpoint.

export const WAITING_ROOT = 'waiting/';

// The longest key the store takes, in UTF-8 bytes (as the object store).
const MAX_KEY_BYTES = 1023;

export function waitingDir(staffId: number): string {
  return `${WAITING_ROOT}${staffId}/`;
}

// What is wrong with a key, in plain words; null for a valid one. A valid key is also a safe relative file path: no
// empty, '.' or '..' segment, no backslash, no control character.
export function keyProblem(key: string): string | null {
  if (!key) return 'the key is empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return `the key is longer than ${MAX_KEY_BYTES} bytes`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'the key holds a control character';
  if (key.includes('\\')) return 'the key holds a backslash';
  const segments = key.split('/');
  if (segments.some((segment) => segment === '')) return 'the key has an empty segment (a leading, trailing or double /)';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'the key has a "." or ".." segment';
  return null;
}

// The staff id whose waiting folder holds a key; null for a key outside every waiting folder.
export function waitingOwner(key: string): number | null {
  const match = /^waiting\/([1-9][0-9]{0,15})\/./.exec(key);
  return match ? Number(match[1]) : null;
}

// The object's name: its key's last segment.
export function keyName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
