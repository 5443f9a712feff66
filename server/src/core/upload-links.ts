import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/database.js';
import { UPLOADS_URL } from './storage.js';

// Uploaded files of people's documents (viewing agreements, house certificates, deal papers) are served only through short-lived
// signed links: the answers that list them hand out /uploads/<folder>/<name>?exp=<epoch>&sig=<hmac>, and the static
// handler refuses those folders without a valid, unexpired signature. Other folders (house pictures, avatars,
// article pictures) stay served by their random address alone.

// A deal's contract scans, receipts and identity papers.
export const DEAL_PICTURE_FOLDER = 'deal-pictures';

// Owners' signed entrust books.
export const ENTRUST_SCAN_FOLDER = 'entrust-books';

// Recordings of calls to owners.
export const CALL_RECORDING_FOLDER = 'call-recordings';

export const PRIVATE_UPLOAD_FOLDERS: readonly string[] = ['look-agreements', 'house-certificates', DEAL_PICTURE_FOLDER, ENTRUST_SCAN_FOLDER, CALL_RECORDING_FOLDER];

// How long a handed-out link works, at least; expiries are rounded up to the next step so that the same file listed
// twice within a step gets the same link (the browser's cache keeps it).
export const UPLOAD_LINK_SECONDS = 30 * 60;
const EXPIRY_STEP = 10 * 60;

const KEY_ROW = 'upload_link_key';

export type UploadLinks = {
  // The link to hand out for a stored upload URL: signed for a private folder, unchanged otherwise.
  sign: (url: string, now: number) => string;
  // Whether a request for `pathname` (as received, not yet decoded) with this query may be served.
  allows: (pathname: string, query: Record<string, unknown>, now: number) => boolean;
  // Whether a request path points into a folder served only through signed links.
  isPrivatePath: (pathname: string) => boolean;
};

// The upload folder a request path points into after decoding and resolving `.` and `..`, or null outside uploads.
export function uploadFolderOf(pathname: string): { folder: string; normalised: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { folder: '', normalised: pathname };
  }
  const normalised = path.posix.normalize(decoded.replaceAll('\\', '/'));
  if (!normalised.startsWith(UPLOADS_URL)) return null;
  return { folder: normalised.slice(UPLOADS_URL.length).split('/')[0] ?? '', normalised };
}

function isPrivate(folder: string): boolean {
  return PRIVATE_UPLOAD_FOLDERS.includes(folder.toLowerCase());
}

// The folder a picture of a house is stored in: certificates are people's documents, the other groups are shown freely.
export function housePictureFolder(group: string): string {
  return group === 'certificate' ? 'house-certificates' : 'house-pictures';
}

export function uploadLinksWith(key: Buffer): UploadLinks {
  const mac = (normalised: string, exp: number) => createHmac('sha256', key).update(`${normalised}\n${exp}`).digest('base64url');
  return {
    sign: (url, now) => {
      const target = uploadFolderOf(url);
      if (!target || !isPrivate(target.folder)) return url;
      const exp = Math.ceil((now + UPLOAD_LINK_SECONDS) / EXPIRY_STEP) * EXPIRY_STEP;
      return `${url}?exp=${exp}&sig=${mac(target.normalised, exp)}`;
    },
    isPrivatePath: (pathname) => {
      const target = uploadFolderOf(pathname);
      return target !== null && isPrivate(target.folder);
    },
    allows: (pathname, query, now) => {
      const target = uploadFolderOf(pathname);
      if (!target) return true;
      // A path that does not decode is refused whatever its folder: it might name a private one.
      if (target.folder === '') return false;
      if (!isPrivate(target.folder)) return true;
      const { exp, sig } = query;
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      // Not expired, and not beyond what any server hands out (with room for clocks a little apart).
      if (Number(exp) < now || Number(exp) > now + UPLOAD_LINK_SECONDS + 2 * EXPIRY_STEP) return false;
      const expected = Buffer.from(mac(target.normalised, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

// The signing key: generated once and kept in app_secret (insert-if-absent, then read back), so every server process
// on the database signs and checks with the same one.
export async function uploadLinksFor(db: Db): Promise<UploadLinks> {
  await db.insertInto('app_secret').values({ name: KEY_ROW, value: randomBytes(32).toString('base64'), created_at: Math.floor(Date.now() / 1000) })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', KEY_ROW).executeTakeFirstOrThrow();
  return uploadLinksWith(Buffer.from(row.value, 'base64'));
}
